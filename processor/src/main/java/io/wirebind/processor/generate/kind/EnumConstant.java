package io.wirebind.processor.generate.kind;

import java.util.List;

/**
 * One enum constant.
 *
 * @param name the Java name (also its proto3 JSON name)
 * @param number its protobuf number
 * @param jsonName its Jackson JSON name ({@code @JsonProperty} on the constant, else the name)
 * @param aliases further names Jackson-style reading accepts ({@code @JsonAlias})
 */
public record EnumConstant(String name, int number, String jsonName, List<String> aliases) {
  public EnumConstant {
    aliases = List.copyOf(aliases);
  }

  public EnumConstant(String name, int number) {
    this(name, number, name, List.of());
  }

  /** Whether Jackson-style JSON names it other than by its Java name alone. */
  boolean renamed() {
    return !jsonName.equals(name) || !aliases.isEmpty();
  }
}
