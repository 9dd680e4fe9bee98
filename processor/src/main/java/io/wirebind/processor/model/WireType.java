package io.wirebind.processor.model;

/** Protobuf wire types. */
public enum WireType {
  VARINT(0),
  FIXED64(1),
  LENGTH_DELIMITED(2),
  FIXED32(5);

  private final int id;

  WireType(int id) {
    this.id = id;
  }

  public int id() {
    return id;
  }

  /** The tag of field {@code number} with this wire type. */
  public int tag(int number) {
    return (number << 3) | id;
  }
}
