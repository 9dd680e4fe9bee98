package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireMessage;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code @JsonFormat} Wirebind implements: numbers for instants and durations, patterns, no-ops. */
@WireMessage
public record Formatted(
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Instant at,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Duration took,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) List<Instant> times,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Optional<Instant> maybe,
    @JsonFormat(shape = JsonFormat.Shape.STRING) LocalDate day,
    @JsonFormat(shape = JsonFormat.Shape.NATURAL) Instant plain,
    @JsonFormat(pattern = "dd/MM/yyyy") LocalDate european,
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss") LocalDateTime stamp,
    @JsonFormat(pattern = "yyyy-MM-dd'T'HH:mm:ss.SSS") List<LocalDateTime> stamps,
    @JsonFormat(pattern = "HH:mm") Optional<LocalTime> opens,
    @JsonFormat(pattern = "yyyyMMdd") Map<String, LocalDate> days) {}
