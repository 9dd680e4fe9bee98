package io.wirebind.convertit;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A generic message whose parameterisation Box<Money> sees the package's converters. */
@WireMessage
public record Box<T>(T value, List<T> values) {}
