package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Reads the protobuf wire format from a byte array or buffer.
 *
 * <p>Not thread-safe: keep one per thread and {@link #reset(byte[]) re-point} it at new input.
 * Every failure is a {@link WirebindException} with the byte offset counted from the start of the
 * input given to {@code reset}. Lengths are checked against the bytes present before anything is
 * allocated. Limits ({@link #limits(Limits)}, defaults {@link Limits#DEFAULTS}): nesting depth
 * ({@link Limits#maxProtoDepth()}, default {@value #DEFAULT_MAX_DEPTH}), length of one {@code
 * string} (default {@value #DEFAULT_MAX_STRING_LENGTH} bytes) and of one {@code bytes} value,
 * number of elements of one repeated field or map (default {@value #DEFAULT_MAX_COLLECTION_SIZE})
 * and size of the input, checked when it is {@link #reset(byte[]) given}.
 */
public final class ProtoReader {
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final byte[] NO_BYTES = new byte[0];
  private static final long[] NO_LONGS = new long[0];

  /** Default maximum nesting depth of messages (and groups): {@link Limits#DEFAULT_MAX_PROTO_DEPTH}. */
  public static final int DEFAULT_MAX_DEPTH = Limits.DEFAULT_MAX_PROTO_DEPTH;

  /** Default maximum length in bytes of one {@code string}: {@link Limits#DEFAULT_MAX_STRING_LENGTH}. */
  public static final int DEFAULT_MAX_STRING_LENGTH = Limits.DEFAULT_MAX_STRING_LENGTH;

  /** Default maximum number of elements of one repeated field or map: {@link Limits#DEFAULT_MAX_COLLECTION_SIZE}. */
  public static final int DEFAULT_MAX_COLLECTION_SIZE = Limits.DEFAULT_MAX_COLLECTION_SIZE;

  // package-private for Varints, RepeatedReads and FieldSkipper
  byte[] buf = NO_BYTES;
  int pos;
  int limit; // the current message's end
  int end; // the input's end: varints are decoded up to it, then checked against limit
  long[] scratch = NO_LONGS; // grown on first use by unpacked repeated reads
  int filled; // elements in the array returned by the last repeated read
  int base;
  int depth; // also counted by FieldSkipper while skipping groups
  int maxDepth = DEFAULT_MAX_DEPTH;
  int maxStringLength = DEFAULT_MAX_STRING_LENGTH; // and maxBytesLength: for ProtoStrings
  private int maxCollectionSize = DEFAULT_MAX_COLLECTION_SIZE;
  int maxBytesLength = Limits.DEFAULT_MAX_BYTES_LENGTH;
  Utf8Encoder utf8; // ProtoStrings: encodes held strings to compare, made on first use
  private long maxInputSize = Limits.DEFAULT_MAX_INPUT_SIZE;
  private byte[] copy = NO_BYTES; // a direct buffer's bytes
  private int dropped; // values dropped inside nested collections, for UnknownFieldSet members
  private BulkViews bulk;

  BulkViews bulk() {
    BulkViews b = bulk;
    return b != null ? b : (bulk = new BulkViews());
  }

  /** A reader with no input; call {@link #reset(byte[])} before reading. */
  public ProtoReader() {}

  /** Sets the maximum nesting depth of messages in the input. */
  public ProtoReader maxDepth(int maxDepth) {
    this.maxDepth = maxDepth;
    return this;
  }

  /** Sets the maximum length in bytes of one {@code string} and of one {@code bytes} value. */
  public ProtoReader maxStringLength(int bytes) {
    this.maxStringLength = bytes;
    this.maxBytesLength = bytes;
    return this;
  }

  /**
   * Sets every limit that applies to protobuf from {@code limits} ({@link Limits#maxProtoDepth()}
   * for the nesting); they apply from the next value read.
   */
  public ProtoReader limits(Limits limits) {
    maxDepth = limits.maxProtoDepth();
    maxStringLength = limits.maxStringLength();
    maxBytesLength = limits.maxBytesLength();
    maxCollectionSize = limits.maxCollectionSize();
    maxInputSize = limits.maxInputSize();
    return this;
  }

  /** The limits in force (those protobuf has no use for at their defaults). */
  public Limits limits() {
    return Limits.DEFAULTS.withMaxProtoDepth(maxDepth).withMaxStringLength(maxStringLength)
        .withMaxBytesLength(maxBytesLength).withMaxCollectionSize(maxCollectionSize)
        .withMaxInputSize(maxInputSize);
  }

  /** Sets the maximum number of elements of one repeated field (list or array) or map. */
  public ProtoReader maxCollectionSize(int elements) {
    this.maxCollectionSize = elements;
    return this;
  }

  /** The maximum number of elements of one repeated field or map. */
  public int maxCollectionSize() {
    return maxCollectionSize;
  }

  /** Reads {@code input} from its start. */
  public ProtoReader reset(byte[] input) {
    return reset(input, 0, input.length);
  }

  /** Reads {@code length} bytes of {@code input} from {@code offset}. */
  public ProtoReader reset(byte[] input, int offset, int length) {
    if (offset < 0 || length < 0 || offset > input.length - length) {
      throw new IndexOutOfBoundsException(
          "offset " + offset + " and length " + length + " outside an array of " + input.length);
    }
    if (length > maxInputSize) {
      throw Limits.inputTooLarge(length, maxInputSize, "protobuf input");
    }
    buf = input;
    pos = offset;
    base = offset;
    limit = offset + length;
    end = limit;
    depth = 0;
    return this;
  }

  /**
   * Reads the remaining bytes of {@code input} (its position is not moved). A heap buffer is read
   * in place; a direct buffer is copied once, in bulk, into a buffer this reader keeps.
   */
  public ProtoReader reset(ByteBuffer input) {
    int n = input.remaining();
    if (input.hasArray()) {
      return reset(input.array(), input.arrayOffset() + input.position(), n);
    }
    if (n > maxInputSize) {
      throw Limits.inputTooLarge(n, maxInputSize, "protobuf input");
    }
    if (copy.length < n) {
      copy = new byte[Math.max(n, Math.min(copy.length * 2, Integer.MAX_VALUE - 8))];
    }
    input.get(input.position(), copy, 0, n);
    return reset(copy, 0, n);
  }

  /** Offset of the next byte, counted from the start of the input. */
  public int position() {
    return pos - base;
  }

  /**
   * For generated code: a value inside a nested collection was dropped (an enum number the Java
   * enum lacks), so the message keeping unknown fields keeps the whole element ({@link
   * #dropped()}).
   */
  public void noteDropped() {
    dropped++;
  }

  /** For generated code: how many values {@link #noteDropped()} has counted (only changes matter). */
  public int dropped() {
    return dropped;
  }

  /** Whether all input (up to the current message's end) has been read. */
  public boolean isAtEnd() {
    return pos >= limit;
  }

  // ---- errors ----

  /** A failure at the current position, for the value-type readers of generated code. */
  public WirebindException error(String message) {
    return new WirebindException(message, pos - base);
  }

  /**
   * For generated decoders: the exception to throw for {@code e}, which passed out of the decoder
   * of {@code message} while it read the field of {@code tag} (0: none), with the path so far; an
   * exception of the message's own code (constructor, creator, setter) is wrapped. {@code fields}
   * lists the message's fields for the path: {@code "1 id,2 items[],3 byKey{}"}.
   */
  public WirebindException failure(RuntimeException e, int tag, String message, String fields) {
    return ProtoPaths.failure(this, e, tag, message, fields);
  }

  int end() {
    return end;
  }

  WirebindException truncated() {
    return error("input ends inside a value (truncated message)");
  }

  /** The error for a field whose wire type does not match its declaration. */
  public WirebindException wrongWireType(int tag, String field) {
    return new WirebindException(
        "field '" + field + "' (number " + (tag >>> 3) + ") arrived with wire type " + (tag & 7)
            + ", which its type cannot have",
        pos - base);
  }

  /** The error for a repeated field or map with more elements than {@link #maxCollectionSize()}. */
  public WirebindException tooManyElements(String field, long count) {
    return error(
        "field '" + field + "' has " + count + " elements, more than the limit of "
            + maxCollectionSize + " (Limits.maxCollectionSize)");
  }

  /** The error for a value out of the range of its Java field. */
  public WirebindException outOfRange(long value, String javaType) {
    return error("value " + value + " does not fit in " + io.wirebind.spi.CodecSupport.withArticle(javaType));
  }

  // ---- tags and varints ----

  /**
   * The next field tag, or 0 at the end of the input or of the current message. A tag with field
   * number 0 is rejected.
   */
  public int readTag() {
    if (pos >= limit) {
      return 0;
    }
    int b = buf[pos];
    if (b > 7) { // one byte, field number >= 1
      pos++;
      return b;
    }
    return Varints.tag(this);
  }

  /**
   * A varint truncated to 32 bits. Up to ten bytes are accepted, as negative {@code int32} values
   * take ten; an eleventh continuation byte is an error.
   */
  public int readVarint32() {
    return Varints.varint32(this);
  }

  /** A varint of up to ten bytes. */
  public long readVarint64() {
    return Varints.varint64(this);
  }

  // ---- scalar values ----

  /** {@code int32}, {@code uint32} and enum numbers. */
  public int readInt32() {
    return readVarint32();
  }

  /** {@code int64} and {@code uint64}. */
  public long readInt64() {
    return readVarint64();
  }

  /** {@code sint32}. */
  public int readSInt32() {
    int n = readVarint32();
    return (n >>> 1) ^ -(n & 1);
  }

  /** {@code sint64}. */
  public long readSInt64() {
    long n = readVarint64();
    return (n >>> 1) ^ -(n & 1);
  }

  /** {@code fixed32} and {@code sfixed32}. */
  public int readFixed32() {
    if (limit - pos < 4) {
      throw truncated();
    }
    int v = (int) INT_LE.get(buf, pos);
    pos += 4;
    return v;
  }

  /** {@code fixed64} and {@code sfixed64}. */
  public long readFixed64() {
    if (limit - pos < 8) {
      throw truncated();
    }
    long v = (long) LONG_LE.get(buf, pos);
    pos += 8;
    return v;
  }

  /** {@code float}. */
  public float readFloat() {
    return Float.intBitsToFloat(readFixed32());
  }

  /** {@code double}. */
  public double readDouble() {
    return Double.longBitsToDouble(readFixed64());
  }

  /** {@code bool}: any non-zero varint is {@code true}. */
  public boolean readBool() {
    if (pos < limit && buf[pos] >= 0) {
      return buf[pos++] != 0;
    }
    return readVarint64() != 0;
  }

  /** An {@code int32} that must fit in a Java {@code byte}. */
  public byte readByteValue(int v) {
    if (v != (byte) v) {
      throw outOfRange(v, "byte");
    }
    return (byte) v;
  }

  /** An {@code int32} that must fit in a Java {@code short}. */
  public short readShortValue(int v) {
    if (v != (short) v) {
      throw outOfRange(v, "short");
    }
    return (short) v;
  }

  /** An {@code int32} that must fit in a Java {@code char} (0..65535). */
  public char readCharValue(int v) {
    if ((v & ~0xFFFF) != 0) {
      throw outOfRange(v, "char");
    }
    return (char) v;
  }

  /** The length prefix of a delimited value, checked against the bytes that remain. */
  public int readLength() {
    int start = pos;
    if (start < limit) {
      int b = buf[start];
      if (b >= 0 && b <= limit - start - 1) { // one-byte length that fits: the common case
        pos = start + 1;
        return b;
      }
    }
    // a length is a 32-bit varint, but one with bits above bit 30 is rejected rather than
    // truncated, so that no encoding of a huge or negative length can alias a small one
    long len = readVarint64();
    int remaining = limit - pos;
    if (len < 0 || len > remaining) {
      pos = start;
      throw error(
          "length " + Long.toUnsignedString(len) + " exceeds the " + remaining
              + " bytes that remain");
    }
    return (int) len;
  }

  /** {@code string}: strict UTF-8 ({@link ProtoStrings}). */
  public String readString() {
    return ProtoStrings.read(this);
  }

  /**
   * {@code string}, for a decoder that reuses an instance holding {@code held} (may be null):
   * {@code held} itself when the value's bytes are exactly its UTF-8 (for a string of up to 24
   * chars: and it is ASCII), else a new string as {@link #readString()} makes. Compares without
   * allocating; never returns {@code held} for a different value.
   */
  public String readString(String held) {
    return held == null ? ProtoStrings.read(this) : ProtoStrings.read(this, held);
  }

  /**
   * For the decimal readers of generated code: the next {@code string} as a {@code BigDecimal} if it
   * is a plain decimal of at most 18 digits (its scale as written), else null, reading nothing.
   */
  public java.math.BigDecimal readPlainDecimal() {
    return ProtoStrings.plainDecimal(this);
  }

  /** {@code bytes}: a new array. */
  public byte[] readBytes() {
    return ProtoStrings.readBytes(this);
  }

  // ---- nested messages and packed runs ----

  /**
   * Reads a length-delimited embedded message with {@code codec}, into {@code reuse} when not
   * null (cleared first).
   */
  public <T> T readMessage(Codec<T> codec, T reuse) {
    int oldLimit = enter();
    T value = codec.readProto(this, reuse);
    leave(oldLimit);
    return value;
  }

  /** Reads a length-delimited embedded message and merges it into {@code target} (may be null). */
  public <T> T mergeMessage(Codec<T> codec, T target) {
    int oldLimit = enter();
    T value = target == null ? codec.readProto(this, null) : codec.mergeProto(this, target);
    leave(oldLimit);
    return value;
  }

  /**
   * Enters a length-delimited nested region (message or map entry); returns the limit to give to
   * {@link #leave(int)}.
   */
  public int enter() {
    int at = pos;
    int len = readLength();
    if (++depth > maxDepth) {
      // at the nested message's length: after it would be the input's end for an empty last one
      pos = at;
      throw error("messages nested deeper than " + maxDepth + " (Limits.maxProtoDepth)");
    }
    int old = limit;
    limit = pos + len;
    return old;
  }

  /** Leaves the region entered by {@link #enter()}. */
  public void leave(int oldLimit) {
    if (pos != limit) {
      throw error("nested message did not end at its length");
    }
    depth--;
    limit = oldLimit;
  }

  /** Starts reading a packed run; returns the limit to give to {@link #endPacked(int)}. */
  public int beginPacked() {
    int len = readLength();
    int old = limit;
    limit = pos + len;
    return old;
  }

  /** Ends a packed run started by {@link #beginPacked()}. */
  public void endPacked(int oldLimit) {
    if (pos != limit) {
      throw error("packed run did not end at its length");
    }
    limit = oldLimit;
  }

  /**
   * Whether the next tag in the input is {@code tag}; if so it is consumed. Used to gather
   * consecutive unpacked elements of a repeated field.
   */
  public boolean nextTagIs(int tag) {
    if (pos >= limit) {
      return false;
    }
    int save = pos;
    int t = buf[pos] >= 0 ? buf[pos++] : readVarint32();
    if (t == tag) {
      return true;
    }
    pos = save;
    return false;
  }

  // ---- unknown fields ----

  /** Skips the value of a field whose tag is not known (groups recursively, depth-limited). */
  public void skipField(int tag) {
    FieldSkipper.skipField(this, tag);
  }

  // ---- repeated scalars (implemented in RepeatedReads) ----
  //
  // Each appends the elements read after the first `count` elements of `a` (whose length is its
  // capacity: it grows geometrically and may be null), returns the array and leaves the new number
  // of elements in filled(). `field` names the field in errors.

  /** The number of elements filled in the array returned by the last repeated read. */
  public int filled() {
    return filled;
  }

  /** A packed run of doubles; bulk copy. */
  public double[] readPackedDoubles(double[] a, int count, String field) {
    return RepeatedReads.readPackedDoubles(this, a, count, field);
  }

  /** A packed run of floats; bulk copy. */
  public float[] readPackedFloats(float[] a, int count, String field) {
    return RepeatedReads.readPackedFloats(this, a, count, field);
  }

  /** A packed run of {@code fixed32}/{@code sfixed32}; bulk copy. */
  public int[] readPackedFixed32s(int[] a, int count, String field) {
    return RepeatedReads.readPackedFixed32s(this, a, count, field);
  }

  /** A packed run of {@code fixed64}/{@code sfixed64}; bulk copy. */
  public long[] readPackedFixed64s(long[] a, int count, String field) {
    return RepeatedReads.readPackedFixed64s(this, a, count, field);
  }

  /** A packed run of varints as {@code int}: {@code int32}/{@code uint32}, or {@code sint32}. */
  public int[] readPackedVarint32s(int[] a, int count, String field, boolean zigzag) {
    return RepeatedReads.readPackedVarint32s(this, a, count, field, zigzag);
  }

  /** A packed run of varints as {@code long}, plain or zigzag. */
  public long[] readPackedVarint64s(long[] a, int count, String field, boolean zigzag) {
    return RepeatedReads.readPackedVarint64s(this, a, count, field, zigzag);
  }

  /** A packed run of booleans. */
  public boolean[] readPackedBools(boolean[] a, int count, String field) {
    return RepeatedReads.readPackedBools(this, a, count, field);
  }

  /** Integer encodings for the unpacked readers: varint, zigzag varint, fixed width. */
  public static final int VARINT = 0, ZIGZAG = 1, FIXED = 2;

  // The unpacked readers take the element's tag, already read, and also consume the elements that
  // directly follow with the same tag.

  /** Unpacked {@code int32}-like elements. */
  public int[] readUnpackedInts(int[] a, int count, String field, int tag, int encoding) {
    return RepeatedReads.readUnpackedInts(this, a, count, field, tag, encoding);
  }

  /** Unpacked {@code int64}-like elements. */
  public long[] readUnpackedLongs(long[] a, int count, String field, int tag, int encoding) {
    return RepeatedReads.readUnpackedLongs(this, a, count, field, tag, encoding);
  }

  /** Unpacked {@code float} elements. */
  public float[] readUnpackedFloats(float[] a, int count, String field, int tag) {
    return RepeatedReads.readUnpackedFloats(this, a, count, field, tag);
  }

  /** Unpacked {@code double} elements. */
  public double[] readUnpackedDoubles(double[] a, int count, String field, int tag) {
    return RepeatedReads.readUnpackedDoubles(this, a, count, field, tag);
  }

  /** Unpacked {@code bool} elements. */
  public boolean[] readUnpackedBools(boolean[] a, int count, String field, int tag) {
    return RepeatedReads.readUnpackedBools(this, a, count, field, tag);
  }
}
