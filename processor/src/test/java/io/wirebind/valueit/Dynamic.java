package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Dynamic values (JSON trees) in every position: a field of each form, list elements, map values,
 * an optional and a nested message; numbered by declaration, as the {@code Dynamic} message in
 * values.proto.
 */
@WireMessage
public record Dynamic(
    Object value,
    Map<String, Object> attributes,
    List<Object> items,
    List<Map<String, Object>> rows,
    Map<String, List<Object>> lists,
    Map<Integer, Object> byId,
    Optional<Object> maybe,
    List<List<Object>> matrix,
    LinkedHashMap<String, Object> linked,
    DynamicBox box) {}
