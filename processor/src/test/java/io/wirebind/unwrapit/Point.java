package io.wirebind.unwrapit;

import io.wirebind.annotation.WireMessage;

/** A record unwrapped without prefix or suffix (Jackson reads a record's names unrenamed). */
@WireMessage
public record Point(int x, String y) {}
