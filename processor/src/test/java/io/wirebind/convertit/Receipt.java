package io.wirebind.convertit;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireConverters;
import io.wirebind.annotation.WireMessage;

/**
 * Properties converted to a String, written with their prefix in one call as String properties
 * are: first, under NON_NULL and NON_EMPTY, and last (where the closing brace goes with the
 * closing quote), each of them null, or converted to a null or an empty String.
 */
@WireMessage
@WireConverters(LabelConverter.class)
public record Receipt(
    Money paid,
    @JsonInclude(JsonInclude.Include.NON_NULL) Money tip,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) Label tag,
    @JsonInclude(JsonInclude.Include.NON_NULL) Label kind,
    String note,
    Label last) {}
