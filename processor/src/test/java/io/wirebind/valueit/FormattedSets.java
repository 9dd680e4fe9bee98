package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireMessage;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Set;
import java.util.SortedSet;

/**
 * {@code @JsonFormat} on sets and object arrays: like Jackson, the format applies to the elements,
 * and the decoded field keeps its declared container (a set, a sorted set, an array).
 */
@WireMessage
public record FormattedSets(
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Set<Instant> times,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) SortedSet<Duration> took,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) Instant[] stamps,
    @JsonFormat(pattern = "dd/MM/yyyy") Set<LocalDate> days,
    @JsonFormat(pattern = "yyyyMMdd") LocalDate[] dates,
    @JsonFormat(shape = JsonFormat.Shape.NUMBER) EnumSet<Side> sides) {}
