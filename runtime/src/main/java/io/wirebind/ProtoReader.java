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
 * allocated, and nesting is limited ({@link #maxDepth(int)}, default {@value #DEFAULT_MAX_DEPTH}).
 */
public final class ProtoReader {
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final byte[] NO_BYTES = new byte[0];
  private static final long[] NO_LONGS = new long[0];

  /** Default maximum nesting depth of messages (and groups) in the input. */
  public static final int DEFAULT_MAX_DEPTH = 64;

  // package-private for RepeatedReads
  byte[] buf = NO_BYTES;
  int pos;
  int limit;
  long[] scratch = NO_LONGS; // grown on first use by unpacked repeated reads
  private int base;
  private int depth;
  private int maxDepth = DEFAULT_MAX_DEPTH;
  private byte[] copy = NO_BYTES;

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
    buf = input;
    pos = offset;
    base = offset;
    limit = offset + length;
    depth = 0;
    return this;
  }

  /**
   * Reads the remaining bytes of {@code input} (its position is not moved). A heap buffer is read
   * in place; a direct buffer is copied once into a buffer this reader keeps.
   */
  public ProtoReader reset(ByteBuffer input) {
    int n = input.remaining();
    if (input.hasArray()) {
      return reset(input.array(), input.arrayOffset() + input.position(), n);
    }
    if (copy.length < n) {
      copy = new byte[Math.max(n, copy.length * 2)];
    }
    input.duplicate().get(copy, 0, n);
    return reset(copy, 0, n);
  }

  /** Offset of the next byte, counted from the start of the input. */
  public int position() {
    return pos - base;
  }

  /** Whether all input (up to the current message's end) has been read. */
  public boolean isAtEnd() {
    return pos >= limit;
  }

  // ---- errors ----

  WirebindException error(String message) {
    return new WirebindException(message, pos - base);
  }

  private WirebindException truncated() {
    return error("input ends inside a value (truncated message)");
  }

  /** The error for a field whose wire type does not match its declaration. */
  public WirebindException wrongWireType(int tag, String field) {
    return new WirebindException(
        "field '" + field + "' (number " + (tag >>> 3) + ") arrived with wire type " + (tag & 7)
            + ", which its type cannot have",
        pos - base);
  }

  /** The error for a value out of the range of its Java field. */
  public WirebindException outOfRange(long value, String javaType) {
    return error("value " + value + " does not fit in a " + javaType);
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
    return readTagSlow();
  }

  private int readTagSlow() {
    int start = pos;
    int tag = readVarint32();
    if ((tag >>> 3) == 0) {
      pos = start;
      throw error("invalid tag " + Integer.toUnsignedString(tag) + ": field number 0");
    }
    return tag;
  }

  /**
   * A varint truncated to 32 bits. Up to ten bytes are accepted, as negative {@code int32} values
   * take ten; an eleventh continuation byte is an error.
   */
  public int readVarint32() {
    int p = pos;
    byte[] b = buf;
    if (limit - p >= 10) {
      int x = b[p++];
      if (x >= 0) {
        pos = p;
        return x;
      }
      x ^= b[p++] << 7;
      if (x < 0) {
        pos = p;
        return x ^ (~0 << 7);
      }
      x ^= b[p++] << 14;
      if (x >= 0) {
        pos = p;
        return x ^ ((~0 << 7) ^ (~0 << 14));
      }
      x ^= b[p++] << 21;
      if (x < 0) {
        pos = p;
        return x ^ ((~0 << 7) ^ (~0 << 14) ^ (~0 << 21));
      }
      int y = b[p++];
      x ^= y << 28;
      x ^= (~0 << 7) ^ (~0 << 14) ^ (~0 << 21) ^ (~0 << 28);
      if (y < 0) {
        // the upper bytes of a 64-bit varint carry nothing for a 32-bit value: skip them
        if (b[p++] < 0 && b[p++] < 0 && b[p++] < 0 && b[p++] < 0 && b[p++] < 0) {
          pos = p - 1;
          throw error("malformed varint: more than ten bytes");
        }
      }
      pos = p;
      return x;
    }
    return (int) readVarint64Slow();
  }

  /** A varint of up to ten bytes. */
  public long readVarint64() {
    int p = pos;
    byte[] b = buf;
    if (limit - p < 10) {
      return readVarint64Slow();
    }
    // Each byte is XORed in sign-extended; the sign of the running value then tells whether the
    // byte just added had its continuation bit set, and one XOR with a constant at the end clears
    // the continuation bits (and the sign extension) of every byte taken.
    int y = b[p++];
    if (y >= 0) {
      pos = p;
      return y;
    }
    long x;
    if ((y ^= b[p++] << 7) < 0) {
      x = y ^ (~0 << 7);
    } else if ((y ^= b[p++] << 14) >= 0) {
      x = y ^ ((~0 << 7) ^ (~0 << 14));
    } else if ((y ^= b[p++] << 21) < 0) {
      x = y ^ ((~0 << 7) ^ (~0 << 14) ^ (~0 << 21));
    } else if ((x = y ^ ((long) b[p++] << 28)) >= 0) {
      x ^= (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28);
    } else if ((x ^= (long) b[p++] << 35) < 0) {
      x ^= (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35);
    } else if ((x ^= (long) b[p++] << 42) >= 0) {
      x ^= (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35) ^ (~0L << 42);
    } else if ((x ^= (long) b[p++] << 49) < 0) {
      x ^=
          (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35) ^ (~0L << 42)
              ^ (~0L << 49);
    } else {
      x ^= (long) b[p++] << 56;
      x ^=
          (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35) ^ (~0L << 42)
              ^ (~0L << 49) ^ (~0L << 56);
      if (x < 0) {
        // the ninth byte continues: bit 63 comes from bit 0 of the tenth, which must end it
        int last = b[p++];
        if (last < 0) {
          pos = p - 1;
          throw error("malformed varint: more than ten bytes");
        }
        x = (x & Long.MAX_VALUE) | ((long) last << 63);
      }
    }
    pos = p;
    return x;
  }

  private long readVarint64Slow() {
    long x = 0;
    for (int shift = 0; shift < 70; shift += 7) {
      if (pos >= limit) {
        throw truncated();
      }
      byte y = buf[pos++];
      x |= (long) (y & 0x7F) << shift;
      if (y >= 0) {
        return x;
      }
    }
    pos--;
    throw error("malformed varint: more than ten bytes");
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

  /** {@code string}: strict UTF-8. */
  public String readString() {
    int len = readLength();
    String s = Utf8.decode(buf, pos, len, base);
    pos += len;
    return s;
  }

  /** {@code bytes}: a new array. */
  public byte[] readBytes() {
    int len = readLength();
    byte[] b = new byte[len];
    System.arraycopy(buf, pos, b, 0, len);
    pos += len;
    return b;
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
    int len = readLength();
    if (++depth > maxDepth) {
      throw error("messages nested deeper than " + maxDepth);
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

  /** Skips the value of a field whose tag is not known. */
  public void skipField(int tag) {
    switch (tag & 7) {
      case 0:
        readVarint64();
        return;
      case 1:
        skip(8);
        return;
      case 2:
        {
          // not "pos += readLength()": that would add the length to pos as it was before the prefix
          int len = readLength();
          pos += len;
        }
        return;
      case 3:
        skipGroup(tag >>> 3);
        return;
      case 5:
        skip(4);
        return;
      case 4:
        backToTag(tag);
        throw error("end-group tag for field " + (tag >>> 3) + " without a matching start");
      default:
        backToTag(tag);
        throw error("invalid wire type " + (tag & 7) + " for field " + (tag >>> 3));
    }
  }

  /** Steps back over {@code tag}, just read, so that an error points at it. */
  private void backToTag(int tag) {
    pos = Math.max(base, pos - ProtoWriter.varint32Size(tag));
  }

  private void skip(int n) {
    if (limit - pos < n) {
      throw truncated();
    }
    pos += n;
  }

  private void skipGroup(int number) {
    if (++depth > maxDepth) {
      throw error("groups nested deeper than " + maxDepth);
    }
    while (true) {
      int tag = readTag();
      if (tag == 0) {
        throw error("input ends inside group " + number);
      }
      if ((tag & 7) == 4) {
        if ((tag >>> 3) != number) {
          throw error("end-group tag for field " + (tag >>> 3) + " inside group " + number);
        }
        depth--;
        return;
      }
      skipField(tag);
    }
  }

  // ---- repeated scalars (implemented in RepeatedReads) ----

  /** A packed run of doubles, appended to {@code prev} when {@code append}; bulk copy. */
  public double[] readPackedDoubles(double[] prev, boolean append) {
    return RepeatedReads.readPackedDoubles(this, prev, append);
  }

  /** A packed run of floats; bulk copy. */
  public float[] readPackedFloats(float[] prev, boolean append) {
    return RepeatedReads.readPackedFloats(this, prev, append);
  }

  /** A packed run of {@code fixed32}/{@code sfixed32}; bulk copy. */
  public int[] readPackedFixed32s(int[] prev, boolean append) {
    return RepeatedReads.readPackedFixed32s(this, prev, append);
  }

  /** A packed run of {@code fixed64}/{@code sfixed64}; bulk copy. */
  public long[] readPackedFixed64s(long[] prev, boolean append) {
    return RepeatedReads.readPackedFixed64s(this, prev, append);
  }

  /**
   * A packed run of varints as {@code int} (encoding: 0 = int32/uint32, 1 = sint32), appended to
   * {@code prev} when {@code append}.
   */
  public int[] readPackedVarint32s(int[] prev, boolean append, boolean zigzag) {
    return RepeatedReads.readPackedVarint32s(this, prev, append, zigzag);
  }

  /** A packed run of varints as {@code long}, plain or zigzag. */
  public long[] readPackedVarint64s(long[] prev, boolean append, boolean zigzag) {
    return RepeatedReads.readPackedVarint64s(this, prev, append, zigzag);
  }

  /** A packed run of booleans. */
  public boolean[] readPackedBools(boolean[] prev, boolean append) {
    return RepeatedReads.readPackedBools(this, prev, append);
  }

  /** Integer encodings for the unpacked readers: varint, zigzag varint, fixed width. */
  public static final int VARINT = 0, ZIGZAG = 1, FIXED = 2;

  /** Unpacked {@code int32}-like elements (tag already read), appended when {@code append}. */
  public int[] readUnpackedInts(int[] prev, boolean append, int tag, int encoding) {
    return RepeatedReads.readUnpackedInts(this, prev, append, tag, encoding);
  }

  /** Unpacked {@code int64}-like elements (tag already read). */
  public long[] readUnpackedLongs(long[] prev, boolean append, int tag, int encoding) {
    return RepeatedReads.readUnpackedLongs(this, prev, append, tag, encoding);
  }

  /** Unpacked {@code float} elements (tag already read). */
  public float[] readUnpackedFloats(float[] prev, boolean append, int tag) {
    return RepeatedReads.readUnpackedFloats(this, prev, append, tag);
  }

  /** Unpacked {@code double} elements (tag already read). */
  public double[] readUnpackedDoubles(double[] prev, boolean append, int tag) {
    return RepeatedReads.readUnpackedDoubles(this, prev, append, tag);
  }

  /** Unpacked {@code bool} elements (tag already read). */
  public boolean[] readUnpackedBools(boolean[] prev, boolean append, int tag) {
    return RepeatedReads.readUnpackedBools(this, prev, append, tag);
  }
}
