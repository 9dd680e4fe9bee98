package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** The generic envelope of the issue: bound where it is used. */
@WireMessage
public record Page<T>(List<T> items, int total) {}
