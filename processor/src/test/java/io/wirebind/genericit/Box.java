package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A type variable in every position: single, list element, map value, Optional. */
@WireMessage
public record Box<T>(T value, List<T> list, Map<String, T> byKey, Optional<T> maybe, String label) {}
