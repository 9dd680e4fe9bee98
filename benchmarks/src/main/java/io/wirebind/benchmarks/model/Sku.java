package io.wirebind.benchmarks.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A stock-keeping unit of a {@link LineItem}: a value object like {@link OrderId}; DSL-JSON has
 * {@link DslJsonValueConverters.SkuConverter}.
 */
public record Sku(@JsonValue String code) {}
