package io.wirebind.processor.model;

/**
 * Jackson's {@code @JsonUnwrapped} on a property holding a {@code @WireMessage}: in Jackson-style
 * JSON the nested message's properties are written and read inline, in the place of the property,
 * each named {@code prefix + name + suffix}. Protobuf and proto3 JSON keep the nested message.
 *
 * @param prefix put before each inner name ({@code ""} for none)
 * @param suffix put after each inner name ({@code ""} for none)
 * @param inner the nested message's model, whose own unwrapped properties nest in turn
 */
public record Unwrapped(String prefix, String suffix, MessageModel inner) {
  /** The name an inner property named {@code name} has in the outer object. */
  public String rename(String name) {
    return prefix + name + suffix;
  }
}
