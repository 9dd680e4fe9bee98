package io.wirebind.annotation;

/** The JSON mapping a codec follows. */
public enum JsonStyle {
  /**
   * What Jackson 2's default {@code ObjectMapper} (with the {@code java.time} and {@code Optional}
   * modules and ISO dates, as Spring Boot 3 configures it) writes and reads for the same class.
   */
  JACKSON,
  /**
   * The proto3 JSON mapping of protobuf-java's {@code JsonFormat}: lowerCamelCase names, 64-bit
   * integers as strings, default values omitted.
   */
  PROTO3,
  /**
   * What Jackson 3's default {@code JsonMapper} (and Spring Boot 4's) writes and reads for the same
   * class: properties sorted alphabetically after the creator properties, {@code null} for a
   * primitive rejected, durations as ISO-8601 text, and the other differences listed in
   * docs/JSON.md. A codec has one Jackson style, chosen when it is generated ({@code
   * @WireMessage(json = JACKSON3)} or the processor option {@code -Awirebind.jackson=3}).
   */
  JACKSON3;

  /** Whether this is one of the Jackson styles ({@link #JACKSON} or {@link #JACKSON3}). */
  public boolean jackson() {
    return this != PROTO3;
  }
}
