package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.Map;

/** The any map as a record component, with explicit field numbers as in anyprops.proto. */
@WireMessage
public record AnyRecord(
    @WireField(1) long seq,
    @WireField(7) @JsonAnyGetter @JsonAnySetter Map<String, Object> extra,
    @WireField(2) String note) {}
