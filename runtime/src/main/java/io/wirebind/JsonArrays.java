package io.wirebind;

import java.nio.charset.StandardCharsets;

/** {@link JsonWriter}'s bulk writers: primitive arrays and base64, with one capacity check per chunk. */
final class JsonArrays {
  private static final byte[] BASE64 =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".getBytes(StandardCharsets.US_ASCII);

  private JsonArrays() {}

  /** Bytes as a quoted base64 string (standard alphabet, padded), as Jackson writes {@code byte[]}. */
  static void base64(JsonWriter w, byte[] v) {
    int n = v.length;
    long len = 4L * ((n + 2) / 3) + 2;
    if (len > Integer.MAX_VALUE - 16) {
      throw new WirebindException("byte array too large to write as base64");
    }
    byte[] b = w.room((int) len);
    int p = w.size();
    b[p++] = '"';
    int i = 0;
    for (; i + 3 <= n; i += 3) {
      int x = (v[i] & 0xFF) << 16 | (v[i + 1] & 0xFF) << 8 | (v[i + 2] & 0xFF);
      b[p++] = BASE64[x >>> 18];
      b[p++] = BASE64[(x >>> 12) & 0x3F];
      b[p++] = BASE64[(x >>> 6) & 0x3F];
      b[p++] = BASE64[x & 0x3F];
    }
    if (i < n) {
      int x = (v[i] & 0xFF) << 16 | (i + 1 < n ? (v[i + 1] & 0xFF) << 8 : 0);
      b[p++] = BASE64[x >>> 18];
      b[p++] = BASE64[(x >>> 12) & 0x3F];
      b[p++] = i + 1 < n ? BASE64[(x >>> 6) & 0x3F] : (byte) '=';
      b[p++] = '=';
    }
    b[p++] = '"';
    w.commit(p);
  }

  /** {@code [1,2,3]} or {@code null}. */
  static void ints(JsonWriter w, int[] v) {
    if (v == null) {
      w.writeNull();
      return;
    }
    w.writeByte((byte) '[');
    for (int i = 0; i < v.length; ) {
      // room for a chunk of elements at their longest (and the byte putInt may store past the
      // last), checked once per chunk
      int stop = Math.min(v.length, i + 256);
      byte[] b = w.room(12 * (stop - i) + 1);
      int p = w.size();
      for (; i < stop; i++) {
        if (i != 0) {
          b[p++] = ',';
        }
        p = JsonDigits.putInt(b, p, v[i]);
      }
      w.commit(p);
    }
    w.writeByte((byte) ']');
  }

  /** An array of longs or {@code null}. */
  static void longs(JsonWriter w, long[] v) {
    if (v == null) {
      w.writeNull();
      return;
    }
    w.writeByte((byte) '[');
    for (int i = 0; i < v.length; ) {
      int stop = Math.min(v.length, i + 256);
      byte[] b = w.room(21 * (stop - i));
      int p = w.size();
      for (; i < stop; i++) {
        if (i != 0) {
          b[p++] = ',';
        }
        p = JsonDigits.putLong(b, p, v[i]);
      }
      w.commit(p);
    }
    w.writeByte((byte) ']');
  }

  /**
   * Room for one element at its longest in an array of doubles or floats: a comma, 24 bytes
   * ({@code -2.2250738585072014E-308}) and the word {@link DoubleWriting} may store past the end.
   */
  private static final int FLOATING_ROOM = 36;

  /** An array of doubles or {@code null}: room checked once per chunk, commas among the digits. */
  static void doubles(JsonWriter w, double[] v) {
    if (v == null) {
      w.writeNull();
      return;
    }
    w.writeByte((byte) '[');
    for (int i = 0; i < v.length; ) {
      int stop = Math.min(v.length, i + 256);
      byte[] b = w.room(FLOATING_ROOM * (stop - i));
      int p = w.size();
      for (; i < stop; i++) {
        if (i != 0) {
          b[p++] = ',';
        }
        double d = v[i];
        p = Double.isFinite(d) ? DoubleWriting.writeDouble(d, b, p) : quoted(Double.toString(d), b, p);
      }
      w.commit(p);
    }
    w.writeByte((byte) ']');
  }

  /** An array of floats or {@code null}, as {@link #doubles}. */
  static void floats(JsonWriter w, float[] v) {
    if (v == null) {
      w.writeNull();
      return;
    }
    w.writeByte((byte) '[');
    for (int i = 0; i < v.length; ) {
      int stop = Math.min(v.length, i + 256);
      byte[] b = w.room(FLOATING_ROOM * (stop - i));
      int p = w.size();
      for (; i < stop; i++) {
        if (i != 0) {
          b[p++] = ',';
        }
        float f = v[i];
        p = Float.isFinite(f) ? DoubleWriting.writeFloat(f, b, p) : quoted(Float.toString(f), b, p);
      }
      w.commit(p);
    }
    w.writeByte((byte) ']');
  }

  /** {@code "NaN"}, {@code "Infinity"} or {@code "-Infinity"} (Jackson quotes them) at {@code p}. */
  private static int quoted(String special, byte[] b, int p) {
    b[p++] = '"';
    for (int i = 0; i < special.length(); i++) {
      b[p++] = (byte) special.charAt(i);
    }
    b[p++] = '"';
    return p;
  }

  /** An array of booleans or {@code null}. */
  static void booleans(JsonWriter w, boolean[] v) {
    if (v == null) {
      w.writeNull();
      return;
    }
    w.writeByte((byte) '[');
    for (int i = 0; i < v.length; i++) {
      if (i != 0) {
        w.writeByte((byte) ',');
      }
      w.writeBoolean(v[i]);
    }
    w.writeByte((byte) ']');
  }
}
