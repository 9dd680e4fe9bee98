package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.UUID;

/**
 * {@link UUID}: its canonical 36-character text, written and parsed as hex digits directly (no
 * {@code UUID.toString()} or {@code fromString}); JSON also accepts what Jackson accepts (upper
 * case, 24-character base64 of the 16 bytes). Protobuf: the text as a {@code string} by default, or
 * the 16 big-endian bytes as {@code bytes} ({@code @WireField(encoding = BYTES)}). For generated
 * code; no compatibility promise.
 */
public final class UuidValues {
  private UuidValues() {}

  private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  /** Every byte's hex value, -1 for bytes that are not hex digits: a lookup without a range check. */
  private static final long[] VALUES = new long[256];

  static {
    java.util.Arrays.fill(VALUES, -1);
    for (int i = 0; i < 10; i++) {
      VALUES['0' + i] = i;
    }
    for (int i = 0; i < 6; i++) {
      VALUES['a' + i] = 10 + i;
      VALUES['A' + i] = 10 + i;
    }
  }

  /**
   * Writes the 36 characters at {@code p}: each half of the UUID as two words of eight hex digits,
   * stored as words and ints around the dashes.
   */
  static int put(byte[] b, int p, UUID v) {
    long hi = v.getMostSignificantBits();
    long lo = v.getLeastSignificantBits();
    long hi2 = hex8(hi);
    long lo1 = hex8(lo >>> 32);
    LONG_BE.set(b, p, hex8(hi >>> 32));
    b[p + 8] = '-';
    INT_BE.set(b, p + 9, (int) (hi2 >>> 32));
    b[p + 13] = '-';
    INT_BE.set(b, p + 14, (int) hi2);
    b[p + 18] = '-';
    INT_BE.set(b, p + 19, (int) (lo1 >>> 32));
    b[p + 23] = '-';
    INT_BE.set(b, p + 24, (int) lo1);
    LONG_BE.set(b, p + 28, hex8(lo));
    return p + 36;
  }

  /**
   * The eight lower-case hex digits of the low 32 bits of {@code v} as ASCII, the first digit in
   * the high byte: each nibble spread into a byte of its own, then {@code '0'} added, and {@code
   * 'a' - '0' - 10} more where the nibble is 10 or above (adding 6 carries it into bit 4).
   */
  static long hex8(long v) {
    long x = v & 0xFFFFFFFFL;
    x = (x | x << 16) & 0x0000FFFF0000FFFFL;
    x = (x | x << 8) & 0x00FF00FF00FF00FFL;
    x = (x | x << 4) & 0x0F0F0F0F0F0F0F0FL;
    long letters = ((x + 0x0606060606060606L) >>> 4) & 0x0101010101010101L;
    return x + 0x3030303030303030L + letters * ('a' - '0' - 10);
  }

  /** The UUID in 36 bytes at {@code i}, or null when they are not its canonical form. */
  private static UUID parse(byte[] b, int i) {
    if (b[i + 8] != '-' || b[i + 13] != '-' || b[i + 18] != '-' || b[i + 23] != '-') {
      return null;
    }
    // straight-line groups 8-4-4-4-12; a bad digit makes its group negative for good
    long a = digits(b, i, 8);
    long c = digits(b, i + 9, 4);
    long d = digits(b, i + 14, 4);
    long e = digits(b, i + 19, 4);
    long f = digits(b, i + 24, 12);
    if ((a | c | d | e | f) < 0) {
      return null;
    }
    return new UUID(a << 32 | c << 16 | d, e << 48 | f);
  }

  /** {@code n} (at most 12) hex digits as a number, or a negative one when any is not a digit. */
  private static long digits(byte[] b, int p, int n) {
    long v = 0;
    for (int k = p, end = p + n; k < end; k++) {
      v = v << 4 | VALUES[b[k] & 0xFF];
    }
    return v;
  }

  // ---- JSON ----

  public static void writeUuid(JsonWriter out, UUID v) {
    byte[] b = out.room(38);
    int p = out.size();
    b[p++] = '"';
    p = put(b, p, v);
    b[p++] = '"';
    out.commit(p);
  }

  public static UUID readUuid(JsonReader in) {
    int s = in.openString(36); // the canonical form, parsed in place: hex digits and dashes only
    if (s >= 0) {
      byte[] b = in.input();
      UUID v = b[s + 36] == '"' ? parse(b, s) : null;
      if (v != null) {
        in.closeString(s + 36);
        return v;
      }
    }
    int at = in.position();
    int n = in.readStringSpan();
    byte[] b = in.spanBytes();
    int i = in.spanStart();
    if (n == 36) {
      UUID v = parse(b, i);
      if (v != null) {
        return v;
      }
    } else if (n == 24) { // Jackson also takes base64 of the 16 bytes
      try {
        byte[] raw = Base64.getDecoder().decode(TimeJson.text(b, i, n));
        if (raw.length == 16) {
          return fromBytes(raw, 0);
        }
      } catch (IllegalArgumentException notBase64) {
        // reported below
      }
    } else if (n == 0) {
      return null; // Jackson: an empty string is null
    }
    throw in.errorAt(at, "'" + TimeJson.text(b, i, n) + "' is not a UUID (36 characters such as"
        + " 123e4567-e89b-12d3-a456-426614174000)");
  }

  private static UUID fromBytes(byte[] b, int i) {
    long hi = 0;
    long lo = 0;
    for (int k = 0; k < 8; k++) {
      hi = hi << 8 | (b[i + k] & 0xFF);
      lo = lo << 8 | (b[i + 8 + k] & 0xFF);
    }
    return new UUID(hi, lo);
  }

  /** Proto3 JSON: the string field's text; the bytes form is base64, as protobuf writes {@code bytes}. */
  public static void writeUuidBytesJson(JsonWriter out, UUID v) {
    out.writeBase64(bytes(v));
  }

  public static UUID readUuidBytesJson(JsonReader in) {
    int at = in.position();
    byte[] raw = in.readBase64();
    if (raw.length != 16) {
      throw in.errorAt(at, "a UUID in bytes has 16 of them, not " + raw.length);
    }
    return fromBytes(raw, 0);
  }

  // ---- protobuf ----

  public static void writeUuid(ProtoWriter out, UUID v) {
    out.writeRawByte(36);
    byte[] b = out.room(36);
    int p = out.size();
    out.commit(put(b, p, v));
  }

  public static UUID readUuid(ProtoReader in) {
    String s = in.readString();
    byte[] b = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    UUID v = s.length() == 36 && b.length == 36 ? parse(b, 0) : null;
    if (v == null) {
      throw in.error("'" + s + "' is not a UUID in its 36-character form");
    }
    return v;
  }

  private static byte[] bytes(UUID v) {
    byte[] b = new byte[16];
    long hi = v.getMostSignificantBits();
    long lo = v.getLeastSignificantBits();
    for (int k = 7; k >= 0; k--) {
      b[k] = (byte) hi;
      b[8 + k] = (byte) lo;
      hi >>>= 8;
      lo >>>= 8;
    }
    return b;
  }

  /** The 16 bytes, most significant first: {@code @WireField(encoding = BYTES)}. */
  public static void writeUuidBytes(ProtoWriter out, UUID v) {
    out.writeBytes(bytes(v));
  }

  public static UUID readUuidBytes(ProtoReader in) {
    byte[] b = in.readBytes();
    if (b.length != 16) {
      throw in.error("a UUID in bytes has 16 of them, not " + b.length);
    }
    return fromBytes(b, 0);
  }

  public static UUID defaultUuid(ProtoReader in) {
    throw in.error("a map entry without a value has no UUID: the empty string is not one");
  }

  public static UUID defaultUuidBytes(ProtoReader in) {
    return defaultUuid(in);
  }
}
