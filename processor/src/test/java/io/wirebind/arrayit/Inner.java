package io.wirebind.arrayit;

import io.wirebind.annotation.WireMessage;

/** A message written as an object, nested in array-shaped ones. */
@WireMessage
public record Inner(int x, String y) {}
