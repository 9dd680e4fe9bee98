package io.wirebind.namesit.a;

import io.wirebind.annotation.WireMessage;

/** A point sharing its simple name with {@link io.wirebind.namesit.b.Point}. */
@WireMessage
public record Point(int x, int y) {}
