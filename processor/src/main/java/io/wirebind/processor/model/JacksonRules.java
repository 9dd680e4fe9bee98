package io.wirebind.processor.model;

import java.util.List;

/**
 * What Jackson annotations change about one property in Jackson-style JSON (proto3 JSON and
 * protobuf ignore them).
 *
 * @param aliases further names the property is read under ({@code @JsonAlias})
 * @param written whether the property is written ({@code false} for {@code access = WRITE_ONLY})
 * @param read whether the property is read ({@code false} for {@code access = READ_ONLY}: its
 *     member is skipped)
 * @param required whether a missing member is an error ({@code @JsonProperty(required = true)} on
 *     a creator property, as Jackson enforces it)
 * @param nulls what a JSON {@code null} does ({@code @JsonSetter(nulls)})
 * @param raw whether a {@code String} is written as raw JSON text ({@code @JsonRawValue})
 * @param contentNulls what a JSON {@code null} element of a collection or array, or value of a map,
 *     does ({@code @JsonSetter(contentNulls)}): stored, skipped, an error, or the element's empty value
 * @param unwrapped {@code @JsonUnwrapped} on a message property: how its members are inlined; else
 *     null
 */
public record JacksonRules(
    List<String> aliases, boolean written, boolean read, boolean required, Nulls nulls,
    boolean raw, Nulls contentNulls, Unwrapped unwrapped) {
  public static final JacksonRules DEFAULT =
      new JacksonRules(List.of(), true, true, false, Nulls.SET, false);

  public JacksonRules(List<String> aliases, boolean written, boolean read, boolean required,
      Nulls nulls, boolean raw) {
    this(aliases, written, read, required, nulls, raw, Nulls.SET, null);
  }

  /** These rules with {@code contentNulls}. */
  public JacksonRules withContentNulls(Nulls contentNulls) {
    return new JacksonRules(aliases, written, read, required, nulls, raw, contentNulls, unwrapped);
  }

  /** These rules with {@code unwrapped}. */
  public JacksonRules withUnwrapped(Unwrapped unwrapped) {
    return new JacksonRules(aliases, written, read, required, nulls, raw, contentNulls, unwrapped);
  }

  /** These rules for a property inlined by {@code @JsonUnwrapped}: Jackson 2.18 drops its aliases. */
  public JacksonRules inlined(boolean read) {
    return new JacksonRules(List.of(), written, this.read && read, required, nulls, raw, contentNulls, unwrapped);
  }

  /** Jackson's {@code Nulls} values Wirebind implements. */
  public enum Nulls {
    /** The null is stored (the default). */
    SET,
    /** The member is skipped: the property keeps the value it had. */
    SKIP,
    /** The null is an error. */
    FAIL,
    /** The null becomes the type's empty value ({@code ""}, an empty collection, map, array or optional, 0, false). */
    AS_EMPTY
  }

  public JacksonRules {
    aliases = List.copyOf(aliases);
  }
}
