package io.wirebind.enumvalue;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The enums with {@code @JsonValue} and {@code @JsonCreator} whose every constant round-trips (no
 * shared value), for the fuzz model ({@code FuzzRoot}): fields, a list, a set, map keys and values,
 * an optional.
 */
@WireMessage
public record ValuedEnums(
    Status status,
    Priority priority,
    Weight weight,
    Level level,
    Coded.Shade shade,
    List<Status> statuses,
    Set<Level> levels,
    Map<Status, Priority> byStatus,
    Map<Priority, Weight> byPriority,
    Map<Weight, Coded.Shade> byWeight,
    Optional<Priority> maybe) {}
