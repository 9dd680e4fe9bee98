package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;

/** A generic message that refers to its own parameterisation. */
@WireMessage
public record Node<T>(T value, Node<T> next) {}
