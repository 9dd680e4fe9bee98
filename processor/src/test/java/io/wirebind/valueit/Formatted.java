package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireMessage;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/** {@code @JsonFormat} shapes Wirebind implements: numbers for instants and durations, and no-ops. */
@WireMessage
public record Formatted(
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Instant at,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Duration took,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) List<Instant> times,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Optional<Instant> maybe,
    @JsonFormat(shape = JsonFormat.Shape.STRING) LocalDate day,
    @JsonFormat(shape = JsonFormat.Shape.NATURAL) Instant plain) {}
