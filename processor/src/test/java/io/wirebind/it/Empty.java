package io.wirebind.it;

import io.wirebind.annotation.WireMessage;

/** A message without fields. */
@WireMessage
public class Empty {}
