package io.wirebind.processor.model;

/**
 * A protobuf scalar type together with the Java type holding it.
 *
 * <p>Java {@code byte}, {@code short} and {@code char} travel as {@code int32} (or the chosen
 * 32-bit encoding) and are range-checked when read.
 */
public enum ScalarKind {
  INT32(WireType.VARINT),
  UINT32(WireType.VARINT),
  SINT32(WireType.VARINT),
  SFIXED32(WireType.FIXED32),
  INT64(WireType.VARINT),
  UINT64(WireType.VARINT),
  SINT64(WireType.VARINT),
  SFIXED64(WireType.FIXED64),
  FLOAT(WireType.FIXED32),
  DOUBLE(WireType.FIXED64),
  BOOL(WireType.VARINT);

  private final WireType wireType;

  ScalarKind(WireType wireType) {
    this.wireType = wireType;
  }

  public WireType wireType() {
    return wireType;
  }

  /** The protobuf type name, as in a {@code .proto} file. */
  public String protoName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
