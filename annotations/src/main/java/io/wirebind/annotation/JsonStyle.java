package io.wirebind.annotation;

/** The JSON mapping a codec follows. */
public enum JsonStyle {
  /** What Jackson's default {@code ObjectMapper} writes and reads for the same class. */
  JACKSON,
  /**
   * The proto3 JSON mapping of protobuf-java's {@code JsonFormat}: lowerCamelCase names, 64-bit
   * integers as strings, default values omitted.
   */
  PROTO3
}
