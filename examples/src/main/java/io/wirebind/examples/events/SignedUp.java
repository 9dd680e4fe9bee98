package io.wirebind.examples.events;

import io.wirebind.annotation.WireMessage;

/** The account was opened on a plan. */
@WireMessage
public record SignedUp(String user, String plan) implements AccountEvent {}
