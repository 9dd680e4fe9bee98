package io.wirebind;

import java.util.Map;
import java.util.Objects;

/**
 * What a decoder accepts before it gives up: one immutable set of limits for both formats, given
 * to a reader ({@link JsonReader#limits(Limits)}, {@link ProtoReader#limits(Limits)}), to a stream
 * reader ({@link DelimitedReader}, {@link JsonStreamReader}) or to one call ({@code
 * codec.fromJson(bytes, limits)}). Change a value with its wither: {@code
 * Limits.DEFAULTS.withMaxStringLength(1 << 20).withMaxInputSize(4 << 20)}.
 *
 * <p>Input over a limit is a {@link WirebindException} at the byte where the limit was passed,
 * whose message names the limit ({@code (Limits.maxStringLength)}).
 *
 * <p>The JSON defaults are those of Jackson 2.18's {@code StreamReadConstraints}: nesting depth
 * {@value #DEFAULT_MAX_DEPTH}, number length {@value #DEFAULT_MAX_NUMBER_LENGTH} characters, string
 * length {@value #DEFAULT_MAX_STRING_LENGTH} (bytes here, chars there), document length unlimited.
 * Jackson has no collection limit; Wirebind keeps one ({@value #DEFAULT_MAX_COLLECTION_SIZE}
 * elements) because a primitive array is allocated for its elements. Protobuf nesting defaults to
 * protobuf-java's recursion limit, {@value #DEFAULT_MAX_PROTO_DEPTH}.
 */
public final class Limits {
  /** Default maximum nesting of JSON objects and arrays: 1000, as Jackson. */
  public static final int DEFAULT_MAX_DEPTH = 1000;

  /** Default maximum nesting of protobuf messages and groups: 100, as protobuf-java. */
  public static final int DEFAULT_MAX_PROTO_DEPTH = 100;

  /** Default maximum length of one string in UTF-8 bytes (unescaped): 20,000,000, as Jackson's chars. */
  public static final int DEFAULT_MAX_STRING_LENGTH = 20_000_000;

  /** Default maximum length of one {@code byte[]} value (protobuf bytes, decoded base64): 20,000,000. */
  public static final int DEFAULT_MAX_BYTES_LENGTH = 20_000_000;

  /** Default maximum number of elements of one list, array, set or map: 2^24. */
  public static final int DEFAULT_MAX_COLLECTION_SIZE = 1 << 24;

  /** Default maximum length of one JSON number in characters: 1000, as Jackson. */
  public static final int DEFAULT_MAX_NUMBER_LENGTH = 1000;

  /** Default maximum size of one input: unlimited, as Jackson's document length. */
  public static final long DEFAULT_MAX_INPUT_SIZE = Long.MAX_VALUE;

  /** The defaults listed above. */
  public static final Limits DEFAULTS =
      new Limits(DEFAULT_MAX_DEPTH, DEFAULT_MAX_PROTO_DEPTH, DEFAULT_MAX_STRING_LENGTH,
          DEFAULT_MAX_BYTES_LENGTH, DEFAULT_MAX_COLLECTION_SIZE, DEFAULT_MAX_NUMBER_LENGTH,
          DEFAULT_MAX_INPUT_SIZE);

  private final int maxDepth;
  private final int maxProtoDepth;
  private final int maxStringLength;
  private final int maxBytesLength;
  private final int maxCollectionSize;
  private final int maxNumberLength;
  private final long maxInputSize;

  private Limits(int maxDepth, int maxProtoDepth, int maxStringLength, int maxBytesLength,
      int maxCollectionSize, int maxNumberLength, long maxInputSize) {
    this.maxDepth = nonNegative("maxDepth", maxDepth);
    this.maxProtoDepth = nonNegative("maxProtoDepth", maxProtoDepth);
    this.maxStringLength = nonNegative("maxStringLength", maxStringLength);
    this.maxBytesLength = nonNegative("maxBytesLength", maxBytesLength);
    this.maxCollectionSize = nonNegative("maxCollectionSize", maxCollectionSize);
    this.maxNumberLength = nonNegative("maxNumberLength", maxNumberLength);
    if (maxInputSize < 0) {
      throw new IllegalArgumentException("maxInputSize must not be negative, not " + maxInputSize);
    }
    this.maxInputSize = maxInputSize;
  }

  private static int nonNegative(String name, int value) {
    if (value < 0) {
      throw new IllegalArgumentException(name + " must not be negative, not " + value);
    }
    return value;
  }

  /** Maximum nesting of JSON objects and arrays, the outermost counted. */
  public int maxDepth() {
    return maxDepth;
  }

  /** Maximum nesting of protobuf messages and groups below the top message. */
  public int maxProtoDepth() {
    return maxProtoDepth;
  }

  /** Maximum length of one string value or member name, in UTF-8 bytes once unescaped. */
  public int maxStringLength() {
    return maxStringLength;
  }

  /** Maximum length of one {@code byte[]}-like value: protobuf {@code bytes}, decoded JSON base64. */
  public int maxBytesLength() {
    return maxBytesLength;
  }

  /** Maximum number of elements of one list, array, set or map field. */
  public int maxCollectionSize() {
    return maxCollectionSize;
  }

  /** Maximum number of characters of one JSON number. */
  public int maxNumberLength() {
    return maxNumberLength;
  }

  /**
   * Maximum number of bytes of one input decoded as a whole: a document, one protobuf message,
   * one element of a stream ({@link JsonStreamReader}, {@link DelimitedReader}). A stream read
   * whole is buffered up to this size.
   */
  public long maxInputSize() {
    return maxInputSize;
  }

  /** These limits with {@link #maxDepth()} set. */
  public Limits withMaxDepth(int levels) {
    return new Limits(levels, maxProtoDepth, maxStringLength, maxBytesLength, maxCollectionSize,
        maxNumberLength, maxInputSize);
  }

  /** These limits with {@link #maxProtoDepth()} set. */
  public Limits withMaxProtoDepth(int levels) {
    return new Limits(maxDepth, levels, maxStringLength, maxBytesLength, maxCollectionSize,
        maxNumberLength, maxInputSize);
  }

  /** These limits with {@link #maxStringLength()} set. */
  public Limits withMaxStringLength(int bytes) {
    return new Limits(maxDepth, maxProtoDepth, bytes, maxBytesLength, maxCollectionSize,
        maxNumberLength, maxInputSize);
  }

  /** These limits with {@link #maxBytesLength()} set. */
  public Limits withMaxBytesLength(int bytes) {
    return new Limits(maxDepth, maxProtoDepth, maxStringLength, bytes, maxCollectionSize,
        maxNumberLength, maxInputSize);
  }

  /** These limits with {@link #maxCollectionSize()} set. */
  public Limits withMaxCollectionSize(int elements) {
    return new Limits(maxDepth, maxProtoDepth, maxStringLength, maxBytesLength, elements,
        maxNumberLength, maxInputSize);
  }

  /** These limits with {@link #maxNumberLength()} set. */
  public Limits withMaxNumberLength(int chars) {
    return new Limits(maxDepth, maxProtoDepth, maxStringLength, maxBytesLength, maxCollectionSize,
        chars, maxInputSize);
  }

  /** These limits with {@link #maxInputSize()} set. */
  public Limits withMaxInputSize(long bytes) {
    return new Limits(maxDepth, maxProtoDepth, maxStringLength, maxBytesLength, maxCollectionSize,
        maxNumberLength, bytes);
  }

  /** The prefix of the property keys {@link #with(Map)} reads: {@value}. */
  public static final String PROPERTY_PREFIX = "wirebind.limits.";

  /**
   * These limits with those of {@code properties} that are set, as the integrations take them from
   * their configuration: {@code wirebind.limits.max-depth}, {@code max-proto-depth}, {@code
   * max-string-length}, {@code max-bytes-length}, {@code max-collection-size}, {@code
   * max-number-length} and {@code max-input-size}, each a number or its text. Other keys are
   * ignored, but an unknown key under {@code wirebind.limits.} is an error (a misspelt limit would
   * otherwise go unnoticed).
   *
   * @throws IllegalArgumentException for an unknown {@code wirebind.limits.} key or a value that is
   *     not a non-negative whole number
   */
  public Limits with(Map<String, ?> properties) {
    Limits l = this;
    for (Map.Entry<String, ?> e : properties.entrySet()) {
      String key = e.getKey();
      if (key == null || !key.startsWith(PROPERTY_PREFIX) || e.getValue() == null) {
        continue;
      }
      long v = number(key, e.getValue());
      String name = key.substring(PROPERTY_PREFIX.length());
      switch (name) {
        case "max-depth" -> l = l.withMaxDepth(toInt(key, v));
        case "max-proto-depth" -> l = l.withMaxProtoDepth(toInt(key, v));
        case "max-string-length" -> l = l.withMaxStringLength(toInt(key, v));
        case "max-bytes-length" -> l = l.withMaxBytesLength(toInt(key, v));
        case "max-collection-size" -> l = l.withMaxCollectionSize(toInt(key, v));
        case "max-number-length" -> l = l.withMaxNumberLength(toInt(key, v));
        case "max-input-size" -> l = l.withMaxInputSize(v);
        default -> throw new IllegalArgumentException("unknown limit " + key + ": the limits are "
            + PROPERTY_PREFIX + "{max-depth, max-proto-depth, max-string-length, max-bytes-length,"
            + " max-collection-size, max-number-length, max-input-size}");
      }
    }
    return l;
  }

  private static long number(String key, Object value) {
    if (value instanceof Integer || value instanceof Long || value instanceof Short) {
      return nonNegative(key, ((Number) value).longValue());
    }
    try {
      return nonNegative(key, Long.parseLong(value.toString().trim().replace("_", "")));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a whole number of at least 0, not '" + value + "'");
    }
  }

  private static long nonNegative(String key, long v) {
    if (v < 0) {
      throw new IllegalArgumentException(key + " must be a whole number of at least 0, not " + v);
    }
    return v;
  }

  private static int toInt(String key, long v) {
    if (v > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(key + " must be at most " + Integer.MAX_VALUE + ", not " + v);
    }
    return (int) v;
  }

  /** The error for {@code what} of {@code size} bytes (or more) over a {@code max} input size. */
  static WirebindException inputTooLarge(long size, long max, String what) {
    return inputTooLarge(size, max, what, max);
  }

  /** The same, with the offset at which the input passed the limit. */
  static WirebindException inputTooLarge(long size, long max, String what, long offset) {
    return new WirebindException(
        what + " of " + size + " bytes or more is larger than the limit of " + max
            + " bytes (Limits.maxInputSize)",
        offset);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Limits l
        && maxDepth == l.maxDepth && maxProtoDepth == l.maxProtoDepth
        && maxStringLength == l.maxStringLength && maxBytesLength == l.maxBytesLength
        && maxCollectionSize == l.maxCollectionSize && maxNumberLength == l.maxNumberLength
        && maxInputSize == l.maxInputSize;
  }

  @Override
  public int hashCode() {
    return Objects.hash(maxDepth, maxProtoDepth, maxStringLength, maxBytesLength,
        maxCollectionSize, maxNumberLength, maxInputSize);
  }

  @Override
  public String toString() {
    return "Limits[maxDepth=" + maxDepth + ", maxProtoDepth=" + maxProtoDepth
        + ", maxStringLength=" + maxStringLength + ", maxBytesLength=" + maxBytesLength
        + ", maxCollectionSize=" + maxCollectionSize + ", maxNumberLength=" + maxNumberLength
        + ", maxInputSize=" + (maxInputSize == Long.MAX_VALUE ? "unlimited" : maxInputSize) + "]";
  }
}
