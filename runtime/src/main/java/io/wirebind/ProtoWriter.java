package io.wirebind;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes the protobuf wire format into a growable, reusable buffer.
 *
 * <p>Not thread-safe: keep one per thread and {@link #reset()} it between messages. Nested messages
 * and strings are written in one pass: {@link #beginLength()} reserves one length byte and {@link
 * #endLength(int)} fills it in, moving the payload only when it needs more than one byte. No size
 * is ever computed twice.
 */
public final class ProtoWriter {
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Default maximum nesting depth while writing; deeper graphs are most likely cycles. */
  public static final int DEFAULT_MAX_DEPTH = 100;

  private byte[] buf;
  private BulkViews bulk;
  private int pos;
  private int depth;
  private int maxDepth = DEFAULT_MAX_DEPTH;
  boolean borrowed; // Lending: this thread's writer is in use
  boolean pooled; // Lending: the pool's writer, given back to it

  /** A writer with a 256-byte initial buffer. */
  public ProtoWriter() {
    this(256);
  }

  /** A writer whose buffer starts at {@code initialCapacity} bytes and grows as needed. */
  public ProtoWriter(int initialCapacity) {
    buf = new byte[Math.max(16, initialCapacity)];
  }

  /** Forgets what was written, keeping the buffer. */
  public ProtoWriter reset() {
    pos = 0;
    depth = 0;
    return this;
  }

  /** Sets the maximum nesting depth of messages written (default {@value #DEFAULT_MAX_DEPTH}). */
  public ProtoWriter maxDepth(int maxDepth) {
    this.maxDepth = maxDepth;
    return this;
  }

  /** Number of bytes written since the last reset. */
  public int size() {
    return pos;
  }

  /** The internal buffer; bytes {@code 0..size()-1} are valid. */
  public byte[] buffer() {
    return buf;
  }

  /** A copy of the bytes written. */
  public byte[] toByteArray() {
    return Arrays.copyOf(buf, pos);
  }

  /** Copies the bytes written to {@code out}. */
  public void writeTo(OutputStream out) throws IOException {
    out.write(buf, 0, pos);
  }

  private BulkViews bulk() {
    BulkViews b = bulk;
    return b != null ? b : (bulk = new BulkViews());
  }

  private void ensure(int n) {
    if (buf.length - pos < n) {
      grow(n);
    }
  }

  private void grow(int n) {
    long wanted = Math.max((long) buf.length * 2, (long) pos + n);
    if (wanted > Integer.MAX_VALUE - 8) {
      if ((long) pos + n > Integer.MAX_VALUE - 8) {
        throw new WirebindException("message larger than 2 GiB cannot be written");
      }
      wanted = Integer.MAX_VALUE - 8;
    }
    buf = Arrays.copyOf(buf, (int) wanted);
  }

  // ---- raw bytes and varints ----

  /** Writes one byte. */
  public void writeRawByte(int b) {
    ensure(1);
    buf[pos++] = (byte) b;
  }

  /** Writes bytes as they are. */
  public void writeRawBytes(byte[] b) {
    ensure(b.length);
    System.arraycopy(b, 0, buf, pos, b.length);
    pos += b.length;
  }

  /**
   * Makes room for {@code n} more bytes and returns the buffer to write them into, from index
   * {@link #size()}; then {@link #commit(int)} the new size. For the value-type writers of generated
   * code ({@code io.wirebind.spi}); the buffer may be replaced by the next call.
   */
  public byte[] room(int n) {
    ensure(n);
    return buf;
  }

  /** Sets the size after writing into the buffer {@link #room(int)} returned. */
  public void commit(int size) {
    pos = size;
  }

  /** Writes a field tag ({@code number << 3 | wireType}). */
  public void writeTag(int tag) {
    writeVarint32(tag);
  }

  /** Writes {@code v} as an unsigned varint of up to five bytes. */
  public void writeVarint32(int v) {
    ensure(5);
    byte[] b = buf;
    int p = pos;
    while ((v & ~0x7F) != 0) {
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    pos = p;
  }

  /** Writes {@code v} as an unsigned varint of up to ten bytes. */
  public void writeVarint64(long v) {
    ensure(10);
    byte[] b = buf;
    int p = pos;
    while ((v & ~0x7FL) != 0) {
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    pos = p;
  }

  /** Number of bytes of {@code v} as an unsigned varint. */
  public static int varint32Size(int v) {
    // 1 + floor((31 - nlz) / 7), with 0 taking one byte
    int bits = 32 - Integer.numberOfLeadingZeros(v | 1);
    return (bits * 9 + 64) >>> 6;
  }

  /** Number of bytes of {@code v} as an unsigned 64-bit varint. */
  public static int varint64Size(long v) {
    int bits = 64 - Long.numberOfLeadingZeros(v | 1);
    return (bits * 9 + 64) >>> 6;
  }

  // ---- scalar values (no tag) ----

  /** {@code int32}: negative values are sign-extended to ten bytes, as protoc does. */
  public void writeInt32(int v) {
    if (v >= 0) {
      writeVarint32(v);
    } else {
      writeVarint64(v);
    }
  }

  /** {@code int64} and {@code uint64}. */
  public void writeInt64(long v) {
    writeVarint64(v);
  }

  /** {@code uint32}: the unsigned value of {@code v}. */
  public void writeUInt32(int v) {
    writeVarint32(v);
  }

  /** {@code uint64}: the unsigned value of {@code v}. */
  public void writeUInt64(long v) {
    writeVarint64(v);
  }

  /** {@code sint32}: zigzag varint. */
  public void writeSInt32(int v) {
    writeVarint32((v << 1) ^ (v >> 31));
  }

  /** {@code sint64}: zigzag varint. */
  public void writeSInt64(long v) {
    writeVarint64((v << 1) ^ (v >> 63));
  }

  /** {@code fixed32} and {@code sfixed32}: four little-endian bytes. */
  public void writeFixed32(int v) {
    ensure(4);
    INT_LE.set(buf, pos, v);
    pos += 4;
  }

  /** {@code fixed64} and {@code sfixed64}: eight little-endian bytes. */
  public void writeFixed64(long v) {
    ensure(8);
    LONG_LE.set(buf, pos, v);
    pos += 8;
  }

  /** {@code float}: its raw IEEE bits, little-endian. */
  public void writeFloat(float v) {
    writeFixed32(Float.floatToRawIntBits(v));
  }

  /** {@code double}: its raw IEEE bits, little-endian. */
  public void writeDouble(double v) {
    writeFixed64(Double.doubleToRawLongBits(v));
  }

  /** {@code bool}: one byte. */
  public void writeBool(boolean v) {
    ensure(1);
    buf[pos++] = (byte) (v ? 1 : 0);
  }

  /** {@code string}: length-prefixed UTF-8, encoded in one pass. */
  public void writeString(String s) {
    int n = s.length();
    if (n >= Utf8.JDK_ENCODE_MIN_CHARS) {
      // the JDK's vectorized encoder (a copy for ASCII) beats a char loop from here on
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      writeVarint32(utf8.length);
      writeRawBytes(utf8);
      return;
    }
    if (n < 43) { // at most 3 * 42 = 126 bytes: one length byte
      ensure(1 + 3 * n);
      int start = pos + 1;
      int end = Utf8.encode(s, buf, start);
      buf[pos] = (byte) (end - start);
      pos = end;
      return;
    }
    if (n > (Integer.MAX_VALUE - 32) / 3) {
      throw new WirebindException("string of " + n + " characters is too long to write");
    }
    // Every char takes one to three bytes. Reserve the length prefix for the smallest encoding
    // (n bytes: the common, mostly-ASCII case needs no move) with room behind for the largest;
    // when the length turns out to need more prefix bytes, move the encoded bytes up once.
    int max = 3 * n;
    ensure(varint32Size(max) + max);
    int reserved = varint32Size(n);
    int start = pos + reserved;
    int end = Utf8.encode(s, buf, start);
    int len = end - start;
    int need = varint32Size(len);
    if (need != reserved) {
      System.arraycopy(buf, start, buf, pos + need, len);
    }
    pos = writeVarintAt(pos, len) + len;
  }

  /** {@code bytes}: length-prefixed. */
  public void writeBytes(byte[] b) {
    writeVarint32(b.length);
    writeRawBytes(b);
  }

  private int writeVarintAt(int p, int v) {
    byte[] b = buf;
    while ((v & ~0x7F) != 0) {
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    return p;
  }

  // ---- length-delimited regions ----

  /**
   * Starts a length-delimited region that is a nesting level (embedded message, map entry):
   * reserves one length byte and returns a mark for {@link #endLength(int)}.
   */
  public int beginLength() {
    if (++depth > maxDepth) {
      depth = 0;
      throw new WirebindException(
          "messages nested deeper than " + maxDepth + " while writing; is the object graph cyclic?");
    }
    ensure(1);
    return pos++;
  }

  /** Ends the region started at {@code mark}, writing its length in front of it. */
  public void endLength(int mark) {
    depth--;
    fillLength(mark);
  }

  /**
   * Starts a length-delimited region that is not a nesting level, as the reader does not count
   * it either (packed run, the length prefix of a delimited message); ends with {@link
   * #endPacked(int)}.
   */
  public int beginPacked() {
    ensure(1);
    return pos++;
  }

  /** Ends the region started by {@link #beginPacked()} at {@code mark}. */
  public void endPacked(int mark) {
    fillLength(mark);
  }

  private void fillLength(int mark) {
    int len = pos - mark - 1;
    if (len < 0x80) {
      buf[mark] = (byte) len;
      return;
    }
    int extra = varint32Size(len) - 1;
    ensure(extra);
    System.arraycopy(buf, mark + 1, buf, mark + 1 + extra, len);
    writeVarintAt(mark, len);
    pos += extra;
  }

  // ---- packed fixed-width arrays, copied in bulk ----

  private static int rawSize(int count, int width) {
    if (count > (Integer.MAX_VALUE - 8) / width) {
      throw new WirebindException("array of " + count + " elements is too large to write");
    }
    return count * width;
  }

  /** The elements of {@code v} as consecutive little-endian doubles (no tag, no length). */
  public void writeRawDoubles(double[] v) {
    int n = rawSize(v.length, 8);
    ensure(n);
    bulk().putDoubles(buf, pos, v);
    pos += n;
  }

  /** The elements of {@code v} as consecutive little-endian floats (no tag, no length). */
  public void writeRawFloats(float[] v) {
    int n = rawSize(v.length, 4);
    ensure(n);
    bulk().putFloats(buf, pos, v);
    pos += n;
  }

  /** The elements of {@code v} as consecutive little-endian 32-bit values. */
  public void writeRawFixed32s(int[] v) {
    int n = rawSize(v.length, 4);
    ensure(n);
    bulk().putInts(buf, pos, v);
    pos += n;
  }

  /** The elements of {@code v} as consecutive little-endian 64-bit values. */
  public void writeRawFixed64s(long[] v) {
    int n = rawSize(v.length, 8);
    ensure(n);
    bulk().putLongs(buf, pos, v);
    pos += n;
  }

  /** The elements of {@code v} as consecutive one-byte booleans. */
  public void writeRawBools(boolean[] v) {
    int n = v.length;
    ensure(n);
    byte[] b = buf;
    int p = pos;
    for (boolean x : v) {
      b[p++] = (byte) (x ? 1 : 0);
    }
    pos = p;
  }

  /** Fails an encode because {@code field} holds a {@code null} element or value. */
  public static WirebindException nullElement(String field) {
    return new WirebindException(
        "field '" + field + "' contains a null element; protobuf cannot represent null in a"
            + " repeated field or map");
  }
}
