package io.wirebind;

import io.wirebind.annotation.JsonStyle;

import io.wirebind.spi.CodecSupport;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Writes JSON into a growable, reusable buffer (or through it to an {@link OutputStream}), byte
 * for byte as Jackson's default {@code ObjectMapper} writes the same values.
 *
 * <p>Not thread-safe: keep one per thread and {@link #reset()} it between documents. Generated
 * codecs write each {@code {"name":} prefix with one {@link #writeRaw(byte[])}.
 */
public final class JsonWriter {
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};
  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * From this length on a string is encoded by the JDK (as Latin-1 or UTF-8, see
   * JsonLongStrings#body) and then scanned; shorter ones are copied with one capacity check, in
   * words of chars: under {@link JsonEscapes#WORDS_MIN_CHARS} chars two overlapping ones, from it on
   * eight chars a word. Higher than
   * protobuf's {@link Utf8#JDK_ENCODE_MIN_CHARS}:
   * JSON scans the JDK's bytes for escapes, and the copy allocates. Measured on the Shapes page,
   * whose emails are 18 to 22 chars: 16 wrote it 4 to 7 % slower than 64; timing both paths per
   * length in one JVM put the crossover between 48 and 64 chars.
   */
  static final int JDK_ENCODE_MIN_CHARS = 64;
  private byte[] buf;
  private int pos;
  private final OutputStream out;
  boolean borrowed; // Lending: this thread's writer is in use
  boolean pooled; // Lending: the pool's writer, given back to it
  /** Whether a character outside the BMP is written as its 4 UTF-8 bytes rather than two escapes. */
  boolean utf8Surrogates;

  /** A writer with a 512-byte initial buffer. */
  public JsonWriter() {
    this(512);
  }

  /** A writer whose buffer starts at {@code initialCapacity} bytes and grows as needed. */
  public JsonWriter(int initialCapacity) {
    buf = new byte[Math.max(64, initialCapacity)];
    out = null;
  }

  /** A writer that passes its output to {@code out} whenever its 8 KiB buffer fills; call {@link #flush()}. */
  public JsonWriter(OutputStream out) {
    buf = new byte[8192];
    this.out = out;
  }

  /** Forgets what was written, keeping the buffer. */
  public JsonWriter reset() {
    pos = 0;
    return this;
  }

  /**
   * How a character outside the BMP (a surrogate pair) is written in a string: as two {@code \\uXXXX}
   * escapes when {@code false} (the default), as Jackson 2 writes UTF-8; as its four UTF-8 bytes
   * when {@code true}, as Jackson 3 does ({@code COMBINE_UNICODE_SURROGATES_IN_UTF8} on). The
   * conveniences of a {@link JsonStyle#JACKSON3} codec set it; set it on a writer you reuse for
   * Jackson 3's JSON.
   */
  public JsonWriter surrogatesAsUtf8(boolean on) {
    utf8Surrogates = on;
    return this;
  }

  /** Bytes in the buffer. */
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

  /** Copies the bytes in the buffer to {@code target}. */
  public void writeTo(OutputStream target) throws IOException {
    target.write(buf, 0, pos);
  }

  /** Passes buffered bytes to the stream this writer was created with, if any. */
  public void flush() throws IOException {
    if (out != null) {
      out.write(buf, 0, pos);
      pos = 0;
      out.flush();
    }
  }

  /** The bytes written, as text. */
  @Override
  public String toString() {
    return new String(buf, 0, pos, StandardCharsets.UTF_8);
  }

  private void ensure(int n) {
    if (buf.length - pos < n) {
      makeRoom(n);
    }
  }

  private void makeRoom(int n) {
    if (out != null && pos > 0) {
      try {
        out.write(buf, 0, pos);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      pos = 0;
      if (buf.length >= n) {
        return;
      }
    }
    long wanted = Math.max((long) buf.length * 2, (long) pos + n);
    if (wanted > Integer.MAX_VALUE - 8) {
      throw new WirebindException("JSON larger than 2 GiB cannot be written to a buffer");
    }
    buf = Arrays.copyOf(buf, (int) wanted);
  }

  // ---- raw ----

  /** Bytes as they are: precomputed prefixes such as {@code ,"name":}. */
  public void writeRaw(byte[] b) {
    int n = b.length;
    ensure(n);
    copy(b, buf, pos, n);
    pos += n;
  }

  /**
   * Copies the {@code n} bytes of {@code raw} to {@code b} at {@code p} (the caller made room). A
   * property prefix of 4 to 16 bytes goes as two overlapping words: with {@code raw} a constant the
   * JIT keeps one branch and four moves, where {@code System.arraycopy} of more than eight bytes
   * calls the copy stub.
   */
  static void copy(byte[] raw, byte[] b, int p, int n) {
    if (n >= 8 && n <= 16) {
      LONG_LE.set(b, p, (long) LONG_LE.get(raw, 0));
      LONG_LE.set(b, p + n - 8, (long) LONG_LE.get(raw, n - 8));
    } else if (n >= 4 && n < 8) {
      INT_LE.set(b, p, (int) INT_LE.get(raw, 0));
      INT_LE.set(b, p + n - 4, (int) INT_LE.get(raw, n - 4));
    } else {
      System.arraycopy(raw, 0, b, p, n);
    }
  }

  /**
   * {@link #copy} for {@link #rawAndString}'s prefix: two overlapping words from 8 to 16 bytes,
   * else {@code System.arraycopy} (which C2 turns into moves for a constant length of up to eight
   * bytes, as a prefix of 5 to 7 bytes is). Without copy's third, four-byte branch, {@code
   * rawAndString} compiled on its own (as it is, being called from every message writer before
   * those are compiled) stays well under C2's {@code InlineSmallCode} (2,500 bytes of machine
   * code): over it, C2 inlines it into no message writer ("already compiled into a big method"),
   * and every string property becomes a call. With copy it measured 2,560 to 2,624 bytes; with
   * this, 1,920 to 2,304.
   */
  private static void copyStringPrefix(byte[] raw, byte[] b, int p, int n) {
    if (n >= 8 && n <= 16) {
      LONG_LE.set(b, p, (long) LONG_LE.get(raw, 0));
      LONG_LE.set(b, p + n - 8, (long) LONG_LE.get(raw, n - 8));
    } else {
      System.arraycopy(raw, 0, b, p, n);
    }
  }

  /** One byte. */
  public void writeByte(byte b) {
    ensure(1);
    buf[pos++] = b;
  }

  /** {@code null}. */
  public void writeNull() {
    writeRaw(NULL);
  }

  /** {@code true} or {@code false}. */
  public void writeBoolean(boolean v) {
    writeRaw(v ? TRUE : FALSE);
  }

  // ---- numbers ----

  /** An {@code int} in decimal. */
  public void writeInt(int v) {
    ensure(12);
    pos = JsonDigits.putInt(buf, pos, v);
  }

  /** A {@code long} in decimal, two digits at a time. */
  public void writeLong(long v) {
    ensure(20);
    pos = JsonDigits.putLong(buf, pos, v);
  }

  /** {@code raw} (a property prefix such as {@code ,"count":}) and {@code v}: one capacity check. */
  public void writeRawAndInt(byte[] raw, int v) {
    int n = raw.length;
    ensure(n + 12);
    copy(raw, buf, pos, n);
    pos = JsonDigits.putInt(buf, pos + n, v);
  }

  /** {@code raw} and {@code v}: one capacity check. */
  public void writeRawAndLong(byte[] raw, long v) {
    int n = raw.length;
    ensure(n + 20);
    copy(raw, buf, pos, n);
    pos = JsonDigits.putLong(buf, pos + n, v);
  }

  /**
   * {@code raw} and {@code v} as {@link #writeDouble} writes it: one capacity check for a finite
   * value.
   */
  public void writeRawAndDouble(byte[] raw, double v) {
    if (!Double.isFinite(v)) {
      writeRaw(raw);
      writeDouble(v);
      return;
    }
    int n = raw.length;
    ensure(n + 32);
    copy(raw, buf, pos, n);
    pos = DoubleWriting.writeDouble(v, buf, pos + n);
  }

  /** {@code raw} and {@code v} as {@link #writeFloat} writes it: one capacity check for a finite value. */
  public void writeRawAndFloat(byte[] raw, float v) {
    if (!Float.isFinite(v)) {
      writeRaw(raw);
      writeFloat(v);
      return;
    }
    int n = raw.length;
    ensure(n + 32);
    copy(raw, buf, pos, n);
    pos = DoubleWriting.writeFloat(v, buf, pos + n);
  }

  /** {@code raw} and {@code true} or {@code false}: one capacity check. */
  public void writeRawAndBoolean(byte[] raw, boolean v) {
    int n = raw.length;
    ensure(n + 5);
    byte[] b = buf;
    int p = pos;
    copy(raw, b, p, n);
    p += n;
    if (v) {
      INT_LE.set(b, p, (int) INT_LE.get(TRUE, 0));
      pos = p + 4;
    } else {
      INT_LE.set(b, p, (int) INT_LE.get(FALSE, 0));
      b[p + 4] = 'e';
      pos = p + 5;
    }
  }

  /** A {@code long} in decimal within quotes (proto3 JSON writes 64-bit integers so). */
  public void writeQuotedLong(long v) {
    writeByte((byte) '"');
    writeLong(v);
    writeByte((byte) '"');
  }

  /** A {@code double} as Java's {@code Double.toString} writes it; NaN and infinities quoted. */
  public void writeDouble(double v) {
    if (!Double.isFinite(v)) {
      writeByte((byte) '"');
      writeAscii(Double.toString(v));
      writeByte((byte) '"');
      return;
    }
    ensure(32);
    pos = DoubleWriting.writeDouble(v, buf, pos);
  }

  /** A {@code float} as Java's {@code Float.toString} writes it; NaN and infinities quoted. */
  public void writeFloat(float v) {
    if (!Float.isFinite(v)) {
      writeByte((byte) '"');
      writeAscii(Float.toString(v));
      writeByte((byte) '"');
      return;
    }
    ensure(32);
    pos = DoubleWriting.writeFloat(v, buf, pos);
  }

  private void writeAscii(String s) {
    int n = s.length();
    ensure(n);
    for (int i = 0; i < n; i++) {
      buf[pos + i] = (byte) s.charAt(i);
    }
    pos += n;
  }

  // ---- strings ----

  /** A string in quotes, escaped as Jackson escapes it. */
  public void writeString(String s) {
    writeString(s, false);
  }

  /**
   * A map key as a member name: a comma first when {@code comma}, then the quoted, escaped {@code
   * name} and its colon, in one capacity check when the name is short ASCII.
   */
  public void writeMemberName(String name, boolean comma) {
    writeString(name, comma, true);
  }

  /**
   * A member name already quoted and escaped ({@code "name"}, an enum key's constant): a comma
   * first when {@code comma}, then {@code quoted} and the colon, in one capacity check.
   */
  public void writeMemberName(byte[] quoted, boolean comma) {
    int n = quoted.length;
    ensure(n + 2);
    byte[] b = buf;
    int p = pos;
    if (comma) {
      b[p++] = ',';
    }
    copy(quoted, b, p, n);
    p += n;
    b[p++] = ':';
    pos = p;
  }

  private void writeString(String s, boolean comma) {
    writeString(s, comma, false);
  }

  /**
   * A string, after a comma when {@code comma} and followed by a colon when {@code colon}; one
   * capacity check for a short ASCII string.
   */
  private void writeString(String s, boolean comma, boolean colon) {
    int n = s.length();
    if (n >= JsonEscapes.WORDS_MIN_CHARS) {
      JsonLongStrings.writeString(this, s, comma, colon);
      return;
    }
    ensure(n + 4);
    byte[] b = buf;
    int p = pos;
    if (comma) {
      b[p++] = ',';
    }
    b[p++] = '"';
    int i = shortPlain(s, b, p, n); // both quotes (and the colon) in the same room
    p += i;
    if (i == n) {
      b[p++] = '"';
      if (colon) {
        b[p++] = ':';
      }
      pos = p;
      return;
    }
    pos = p;
    JsonEscapes.writeRest(this, s, i, colon ? JsonEscapes.QUOTE_COLON : JsonEscapes.QUOTE);
  }

  /**
   * A list of strings (elements may be null) as an array: by index when {@link
   * CodecSupport#indexed} says so, else by its iterator.
   */
  public void writeStringList(List<String> v) {
    if (!CodecSupport.indexed(v)) {
      writeStrings(v);
      return;
    }
    writeByte((byte) '[');
    for (int i = 0, n = v.size(); i < n; i++) {
      stringElement(v.get(i), i != 0);
    }
    writeByte((byte) ']');
  }

  /** Strings (elements may be null) as an array, in iteration order: a set's or a collection's. */
  public void writeStrings(Iterable<String> v) {
    writeByte((byte) '[');
    boolean comma = false;
    for (String e : v) {
      stringElement(e, comma);
      comma = true;
    }
    writeByte((byte) ']');
  }

  private void stringElement(String e, boolean comma) {
    if (e != null) {
      writeString(e, comma);
    } else {
      if (comma) {
        writeByte((byte) ',');
      }
      writeNull();
    }
  }

  /**
   * {@code raw} (a property prefix ending with the string's opening quote, {@code ,"name":"}),
   * then the escaped string and its closing quote: one capacity check for a short string.
   */
  public void writeRawAndString(byte[] raw, String s) {
    rawAndString(raw, s, false);
  }

  /**
   * Like {@link #writeRawAndString}, then the {@code '}'} that ends the object, in the same room:
   * for an object whose last property is a string.
   */
  public void writeRawAndLastString(byte[] raw, String s) {
    rawAndString(raw, s, true);
  }

  private void rawAndString(byte[] raw, String s, boolean end) {
    int n = s.length();
    if (n >= JsonEscapes.WORDS_MIN_CHARS) {
      JsonLongStrings.rawAndString(this, raw, s, end);
      return;
    }
    int m = raw.length;
    ensure(m + n + 2);
    byte[] b = buf;
    int p = pos;
    copyStringPrefix(raw, b, p, m);
    p += m;
    int i = shortPlain(s, b, p, n);
    p += i;
    if (i == n) {
      b[p++] = '"';
      if (end) {
        b[p++] = '}';
      }
      pos = p;
      return;
    }
    pos = p;
    JsonEscapes.writeRest(this, s, i, end ? JsonEscapes.QUOTE_BRACE : JsonEscapes.QUOTE);
  }

  /** A string or {@code null}. */
  public void writeStringOrNull(String s) {
    if (s == null) {
      writeNull();
    } else {
      writeString(s);
    }
  }

  /**
   * The escaped content of a string without quotes (for prefixes that end with the opening
   * quote). An unpaired surrogate is not valid Unicode and is an error (Jackson writes it as an
   * escape, which Wirebind's reader rejects).
   */
  public void writeStringBody(String s) {
    int n = s.length();
    if (n >= JDK_ENCODE_MIN_CHARS) {
      JsonLongStrings.body(this, s, JsonEscapes.NO_TAIL);
      return;
    }
    ensure(n);
    byte[] b = buf;
    int p = pos;
    int i = n >= JsonEscapes.WORDS_MIN_CHARS ? JsonEscapes.plainWords(s, b, p, n) : shortPlain(s, b, p, n);
    pos = p + i;
    if (i < n) {
      JsonEscapes.writeRest(this, s, i, JsonEscapes.NO_TAIL);
    }
  }

  /**
   * The plain ASCII chars of {@code s} ({@code n = s.length()}, at most 16) from its start copied
   * to {@code b} at {@code p}; returns how many. From four chars on by {@link
   * JsonEscapes#plainShort} (a call: compiled once, so that the string writes inlined into every
   * message writer stay under C2's {@code InlineSmallCode}), under four inline, without a loop.
   */
  private static int shortPlain(String s, byte[] b, int p, int n) {
    return n >= 4 ? JsonEscapes.plainShort(s, b, p, n) : JsonEscapes.plainTiny(s, b, p, n);
  }

  /** A {@code char} as a one-character string, as Jackson writes it. */
  public void writeChar(char c) {
    writeString(String.valueOf(c));
  }

  /** Bytes as a quoted base64 string (standard alphabet, padded), as Jackson writes {@code byte[]}. */
  public void writeBase64(byte[] v) {
    JsonArrays.base64(this, v);
  }

  // ---- arrays: JsonArrays ----

  /** {@code [1,2,3]} or {@code null}. */
  public void writeIntArray(int[] v) {
    JsonArrays.ints(this, v);
  }

  /** An array of longs or {@code null}. */
  public void writeLongArray(long[] v) {
    JsonArrays.longs(this, v);
  }

  /** An array of doubles or {@code null}. */
  public void writeDoubleArray(double[] v) {
    JsonArrays.doubles(this, v);
  }

  /** An array of floats or {@code null}. */
  public void writeFloatArray(float[] v) {
    JsonArrays.floats(this, v);
  }

  /** An array of booleans or {@code null}. */
  public void writeBooleanArray(boolean[] v) {
    JsonArrays.booleans(this, v);
  }

  // ---- direct access, for io.wirebind.spi and JsonArrays ----

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
}
