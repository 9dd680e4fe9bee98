package io.wirebind.examples.events;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** An account's events in order: a list of the sealed base type. */
@WireMessage
public record Timeline(String account, List<AccountEvent> events) {}
