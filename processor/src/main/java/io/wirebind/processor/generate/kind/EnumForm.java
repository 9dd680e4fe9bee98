package io.wirebind.processor.generate.kind;

import io.wirebind.processor.model.ValueKind;

/**
 * How Jackson-style JSON writes and reads an enum through Jackson's {@code @JsonValue} and a
 * delegating {@code @JsonCreator} factory (proto3 JSON and protobuf keep the names and numbers).
 * Jackson writes the {@code @JsonValue} (calling it for every write, also for a map key); it reads
 * a value through the creator when there is one, else by the {@code @JsonValue} texts; it reads a
 * map key through the creator only when it takes a {@code String}, else by the {@code @JsonValue}
 * texts, else by the constants' names.
 *
 * @param accessor what follows {@code v.} to get the {@code @JsonValue}: {@code getValue()} or a
 *     field name; null when the enum has none (written by its names)
 * @param value the kind of the {@code @JsonValue}, or null
 * @param integral whether the {@code @JsonValue} is an integral number (Jackson then matches a JSON
 *     number by its text rather than taking it as an index)
 * @param creator the static {@code @JsonCreator} factory's name, or null
 * @param parameter the kind of the factory's parameter, read by that kind's reader, or null
 * @param stringCreator whether the factory takes a {@code String} (Jackson then also reads map keys
 *     through it)
 */
public record EnumForm(String accessor, ValueKind value, boolean integral, String creator,
    ValueKind parameter, boolean stringCreator) {

  /** Whether Jackson-style writing goes through {@code @JsonValue}. */
  public boolean valued() {
    return accessor != null;
  }

  /** Whether Jackson-style reading goes through the creator. */
  public boolean created() {
    return creator != null;
  }
}
