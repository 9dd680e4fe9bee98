package io.wirebind.examples.events;

import io.wirebind.annotation.WireMessage;

/** The account was closed. */
@WireMessage
public record Churned(String user, String reason) implements AccountEvent {}
