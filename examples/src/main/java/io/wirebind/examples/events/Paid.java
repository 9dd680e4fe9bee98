package io.wirebind.examples.events;

import io.wirebind.annotation.WireMessage;

/** An invoice was paid. */
@WireMessage
public record Paid(String user, long amountCents, String currency) implements AccountEvent {}
