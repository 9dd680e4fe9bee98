package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireMessage;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Enums with {@code @JsonValue} and {@code @JsonCreator} in every position: a field, list, set and
 * array elements, map values and keys (an {@code EnumMap} too), an optional, a nested message, a
 * generic message's element and a sealed hierarchy's subtype.
 */
@WireMessage
public record Valued(
    Status status,
    Priority priority,
    Tint tint,
    Weight weight,
    Level level,
    Coded.Shade shade,
    List<Status> statuses,
    Set<Priority> priorities,
    Tint[] tints,
    Map<String, Weight> weights,
    Map<Status, Integer> byStatus,
    Map<Priority, String> byPriority,
    Map<Tint, Level> byTint,
    Map<Weight, Long> byWeight,
    Map<Level, Level> byLevel,
    Map<Coded.Shade, Status> byShade,
    EnumMap<Status, Tint> enumMap,
    Optional<Status> maybe,
    Inner inner,
    Box<Priority> box,
    Choice choice,
    List<Choice> choices) {

  /** Nested, with Jackson's NON_EMPTY: a {@code @JsonValue} of {@code ""} is empty. */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public record Inner(Tint tint, Status status, Weight weight, List<Level> levels) {}

  /** A generic message holding the enum through its type variable. */
  @WireMessage
  public record Box<T>(T value, List<T> values) {}

  /** A sealed hierarchy whose subtypes hold the enums. */
  @WireMessage
  @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.NAME)
  @com.fasterxml.jackson.annotation.JsonSubTypes({
    @com.fasterxml.jackson.annotation.JsonSubTypes.Type(value = Picked.class, name = "Picked"),
    @com.fasterxml.jackson.annotation.JsonSubTypes.Type(value = Ranked.class, name = "Ranked")
  })
  public sealed interface Choice permits Picked, Ranked {}

  @WireMessage
  public record Picked(Status status, Map<Status, Tint> tints) implements Choice {}

  @WireMessage
  public record Ranked(Priority priority, Level level) implements Choice {}
}
