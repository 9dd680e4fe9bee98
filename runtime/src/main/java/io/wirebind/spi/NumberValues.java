package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * {@link BigDecimal} and {@link BigInteger}. JSON: numbers as Jackson writes them ({@code
 * toString()}, so a decimal keeps its scale: {@code 1.50}, {@code 1E+10}); read from a number or a
 * numeric string. Protobuf: a decimal is a {@code google.type.Decimal} message (its canonical
 * string in field 1), an integer its decimal digits as a {@code string}. For generated code; no
 * compatibility promise.
 */
public final class NumberValues {
  private NumberValues() {}

  // ---- JSON ----

  /**
   * The ASCII text of a number ({@code BigDecimal}/{@code BigInteger.toString()}, which a {@code
   * BigDecimal} caches) copied in bulk: {@code String.getBytes(int, int, byte[], int)} keeps the low
   * byte of each char, which is the char itself for ASCII, and copies a Latin-1 string's bytes with
   * {@code System.arraycopy}; the char-by-char loop it replaces took a quarter of {@code
   * MoneyBenchmark}'s JSON encode.
   */
  @SuppressWarnings("deprecation")
  private static void writeAsciiNumber(JsonWriter out, String s) {
    int n = s.length();
    byte[] b = out.room(n);
    int p = out.size();
    s.getBytes(0, n, b, p);
    out.commit(p + n);
  }

  public static void writeBigDecimal(JsonWriter out, BigDecimal v) {
    writeAsciiNumber(out, v.toString());
  }

  public static void writeBigInteger(JsonWriter out, BigInteger v) {
    writeAsciiNumber(out, v.toString());
  }

  /**
   * A number (or a numeric string), its scale as written: up to 18 significant digits without an
   * exponent are read from the bytes straight into a {@code BigDecimal.valueOf(unscaled, scale)}.
   */
  public static BigDecimal readBigDecimal(JsonReader in) {
    BigDecimal plain = in.readPlainDecimal();
    if (plain != null) {
      return plain;
    }
    int at = in.position();
    if (in.peekIsString()) {
      String s = in.readString().trim(); // Jackson trims a number in a string; "" is null
      return s.isEmpty() ? null : decimal(s, () -> in.errorAt(at, "'" + s + "' is not a number"));
    }
    int n = in.readNumberSpan();
    byte[] b = in.spanBytes();
    int i = in.spanStart();
    int end = i + n;
    boolean negative = b[i] == '-';
    int p = negative ? i + 1 : i;
    long unscaled = 0;
    int digits = 0;
    int scale = 0;
    boolean dot = false;
    for (; p < end; p++) {
      int c = b[p];
      if (c == '.') {
        dot = true;
      } else if (c >= '0' && c <= '9') {
        unscaled = unscaled * 10 + (c - '0');
        digits++;
        if (dot) {
          scale++;
        }
      } else {
        break; // an exponent: the general path
      }
    }
    if (p == end && digits <= 18) {
      return BigDecimal.valueOf(negative ? -unscaled : unscaled, scale);
    }
    String text = new String(b, i, n, StandardCharsets.ISO_8859_1);
    try {
      return parse(text);
    } catch (NumberFormatException | ArithmeticException e) {
      throw in.errorAt(at, "cannot read " + text + " as a BigDecimal: its exponent is out of range");
    }
  }

  /**
   * The longest text of a BigInteger read: what the protobuf reader takes and {@code JsonReader}
   * reads as a number by default, so that whatever is read is read back from either format.
   */
  private static final int MAX_INTEGER_CHARS = 1000;

  /**
   * An integer of at most {@value #MAX_INTEGER_CHARS} characters; a fraction or exponent is
   * truncated, as Jackson does ({@code ACCEPT_FLOAT_AS_INT}).
   */
  public static BigInteger readBigInteger(JsonReader in) {
    int at = in.position();
    String text;
    if (in.peekIsString()) {
      text = in.readString().trim(); // Jackson trims a number in a string; "" is null
      if (text.isEmpty()) {
        return null;
      }
    } else {
      int n = in.readNumberSpan();
      text = new String(in.spanBytes(), in.spanStart(), n, StandardCharsets.ISO_8859_1);
    }
    int n = text.length();
    try {
      for (int k = 0; k < n; k++) {
        char c = text.charAt(k);
        if (c == '.' || c == 'e' || c == 'E') {
          BigDecimal d = parse(text);
          long digits = (long) d.precision() - d.scale(); // of the integer part: 1e1000 has 1001
          if (d.signum() == 0) {
            return BigInteger.ZERO;
          } else if (digits + (d.signum() < 0 ? 1 : 0) > MAX_INTEGER_CHARS) {
            throw new ArithmeticException("longer than " + MAX_INTEGER_CHARS + " characters as an integer");
          } else if (digits < -10_000) { // truncating would divide by 10^-digits
            throw new ArithmeticException("exponent too small for an integer");
          }
          return d.toBigInteger();
        }
      }
      if (n > MAX_INTEGER_CHARS) {
        throw new ArithmeticException("longer than " + MAX_INTEGER_CHARS + " characters");
      }
      return new BigInteger(text);
    } catch (NumberFormatException | ArithmeticException e) {
      throw in.errorAt(at, "cannot read " + text + " as a BigInteger: " + e.getMessage());
    }
  }

  /** Proto3 JSON: google.type.Decimal is an object {@code {"value":"1.50"}}. */
  public static void writeBigDecimalProto3(JsonWriter out, BigDecimal v) {
    out.writeByte((byte) '{');
    writeAsciiRaw(out, "\"value\":");
    out.writeString(v.toString());
    out.writeByte((byte) '}');
  }

  private static void writeAsciiRaw(JsonWriter out, String s) {
    writeAsciiNumber(out, s);
  }

  public static BigDecimal readBigDecimalProto3(JsonReader in) {
    int at = in.position();
    String value = null;
    if (in.startObjectMembers()) {
      do {
        in.readNameHash();
        if (in.lastName().equals("value")) {
          value = in.readStringOrNull();
        } else {
          in.skipValue();
        }
      } while (in.nextMember());
    }
    String text = value == null ? "0" : value;
    return decimal(text, () -> in.errorAt(at, "google.type.Decimal value '" + text + "' is not a decimal number"));
  }

  private static BigDecimal checkedDecimal(String text) {
    if (text.length() > 1000) {
      throw new NumberFormatException("longer than 1000 characters");
    }
    return parse(text);
  }

  /** Proto3 JSON: a BigInteger is a protobuf string, so a JSON string. */
  public static void writeBigIntegerProto3(JsonWriter out, BigInteger v) {
    out.writeString(v.toString());
  }

  public static BigInteger readBigIntegerProto3(JsonReader in) {
    return readBigInteger(in);
  }

  // ---- protobuf ----

  /** google.type.Decimal: {@code {string value = 1}} holding the canonical decimal text. */
  public static void writeBigDecimal(ProtoWriter out, BigDecimal v) {
    String s = v.toString();
    int n = s.length();
    out.writeVarint32(1 + ProtoWriter.varint32Size(n) + n);
    out.writeRawByte(0x0A);
    out.writeVarint32(n);
    byte[] b = out.room(n);
    int p = out.size();
    for (int i = 0; i < n; i++) {
      b[p + i] = (byte) s.charAt(i);
    }
    out.commit(p + n);
  }

  public static BigDecimal readBigDecimal(ProtoReader in) {
    int limit = in.enter();
    String value = "0";
    BigDecimal plain = null; // the last value, when it was plain: read without a String
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      if (t == 0x0A) {
        plain = in.readPlainDecimal();
        if (plain == null) {
          value = in.readString();
        }
      } else if ((t >>> 3) == 1) {
        throw in.wrongWireType(t, "google.type.Decimal");
      } else {
        in.skipField(t);
      }
    }
    if (plain != null) {
      in.leave(limit);
      return plain;
    }
    String text = value;
    BigDecimal v = decimal(text, () -> in.error("google.type.Decimal value '" + text + "' is not a decimal number"));
    in.leave(limit);
    return v;
  }

  /**
   * {@code new BigDecimal(text)}, refusing a scale of {@code Integer.MIN_VALUE} ({@code 1e2147483648})
   * on every JDK: JDK 17 refuses it, later ones accept a number whose scale cannot be negated.
   */
  private static BigDecimal parse(String text) {
    BigDecimal v = new BigDecimal(text);
    if (v.scale() == Integer.MIN_VALUE) {
      throw new NumberFormatException("exponent out of range");
    }
    return v;
  }

  private static BigDecimal decimal(String text, java.util.function.Supplier<WirebindException> error) {
    if (text.length() > 1000) {
      throw error.get();
    }
    try {
      return parse(text);
    } catch (NumberFormatException | ArithmeticException e) {
      throw error.get();
    }
  }

  public static BigDecimal defaultBigDecimal(ProtoReader in) {
    return BigDecimal.ZERO;
  }

  /** A protobuf {@code string} of decimal digits. */
  public static void writeBigInteger(ProtoWriter out, BigInteger v) {
    out.writeString(v.toString());
  }

  public static BigInteger readBigInteger(ProtoReader in) {
    String s = in.readString();
    if (s.length() > MAX_INTEGER_CHARS) {
      throw in.error("a BigInteger of " + s.length() + " characters is longer than " + MAX_INTEGER_CHARS);
    }
    try {
      return new BigInteger(s);
    } catch (NumberFormatException e) {
      throw in.error("'" + s + "' is not a BigInteger");
    }
  }

  public static BigInteger defaultBigInteger(ProtoReader in) {
    return BigInteger.ZERO;
  }
}
