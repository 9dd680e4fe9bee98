package io.wirebind.namesit.b;

import io.wirebind.annotation.WireMessage;

/** A point sharing its simple name with {@link io.wirebind.namesit.a.Point}. */
@WireMessage
public record Point(String label, long weight) {}
