package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.wirebind.annotation.WireMessage;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A record written as a JSON array, in @JsonPropertyOrder order then declaration order. */
@WireMessage
@JsonFormat(shape = JsonFormat.Shape.ARRAY)
@JsonPropertyOrder({"name", "id"})
public record Row(
    int id, String name, List<String> tags, Inner inner, Map<String, Integer> counts,
    Optional<String> note, double score, Instant at, Kind kind, byte[] raw, Long big) {}
