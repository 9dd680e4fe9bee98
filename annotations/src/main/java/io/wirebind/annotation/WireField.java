package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Sets the protobuf field number and encoding of a field or record component, or the protobuf
 * number of an enum constant.
 *
 * <p>Either every serialized field of a class carries a number, or none does: then the fields are
 * numbered 1..n in declaration order (superclass fields first). An annotation without a number
 * ({@code @WireField(encoding = Encoding.ZIGZAG)}) only chooses the encoding.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD})
public @interface WireField {

  /**
   * The protobuf field number, 1..536870911 outside 19000..19999; 0 (the default) leaves the field
   * unnumbered. On an enum constant: its protobuf number (default: declaration index).
   */
  int value() default 0;

  /** The integer encoding of the value (of the elements of a list or array, of a map's values). */
  Encoding encoding() default Encoding.DEFAULT;

  /** The integer encoding of a map's keys. */
  Encoding keyEncoding() default Encoding.DEFAULT;

  /** Whether a repeated scalar is written packed (the proto3 default). Reading accepts both. */
  boolean packed() default true;

  /** The JSON property name, overriding the Java name and {@code @JsonProperty}. */
  String json() default "";

  /** How an integer (or a UUID) value is put on the wire. */
  enum Encoding {
    /** {@code int32}/{@code int64}: a varint; negative values take ten bytes. */
    DEFAULT,
    /** {@code sint32}/{@code sint64}: a zigzag varint, short for small negative values. */
    ZIGZAG,
    /** {@code sfixed32}/{@code sfixed64}: four or eight little-endian bytes. */
    FIXED,
    /** {@code uint32}/{@code uint64}: a varint of the unsigned value. */
    UNSIGNED,
    /**
     * For a {@code java.util.UUID} only: {@code bytes}, its 16 bytes most significant first,
     * instead of its 36-character text as a {@code string}.
     */
    BYTES
  }
}
