package io.wirebind.benchmarks.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The id of an {@link Order}: a value object, written as its bare string by Wirebind (a string
 * field in protobuf) and Jackson ({@code @JsonValue}, read back through the canonical
 * constructor); DSL-JSON has {@link DslJsonValueConverters.OrderIdConverter}.
 */
public record OrderId(@JsonValue String value) {}
