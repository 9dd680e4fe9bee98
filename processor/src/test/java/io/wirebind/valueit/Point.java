package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;

/** A nested message, for optionals. */
@WireMessage
public record Point(int x, int y) {}
