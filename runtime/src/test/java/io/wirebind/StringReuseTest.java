package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code readString(held)} of both readers: the held string itself exactly when the value equals
 * it and is ASCII, otherwise what {@code readString()} returns, with the same errors and offsets.
 */
class StringReuseTest {

  // ---- protobuf ----

  /** The string {@code s} as a length-delimited value followed by the byte 0x7A. */
  private static byte[] proto(String s) {
    ProtoWriter w = new ProtoWriter(16);
    w.writeString(s);
    w.writeRawByte(0x7A);
    return w.toByteArray();
  }

  private static String protoRead(byte[] in, String held) {
    ProtoReader r = new ProtoReader().reset(in);
    String s = r.readString(held);
    assertEquals(0x7A, r.readVarint32(), "the reader stands after the string");
    return s;
  }

  @Test
  void protoEqualAsciiIsTheHeldString() {
    String held = new String("https://shop.example.com/cart".toCharArray());
    assertSame(held, protoRead(proto("https://shop.example.com/cart"), held));
    String empty = new String(new char[0]);
    assertSame(empty, protoRead(proto(""), empty));
  }

  @Test
  void protoDifferentValuesAreNewStrings() {
    assertEquals("abd", protoRead(proto("abd"), "abc")); // same length
    assertEquals("abcd", protoRead(proto("abcd"), "abc")); // longer
    assertEquals("ab", protoRead(proto("ab"), "abc")); // shorter
    assertEquals("", protoRead(proto(""), "abc"));
    assertEquals("abc", protoRead(proto("abc"), null));
    // a char whose low byte is the input's byte is no match
    assertEquals("abc", protoRead(proto("abc"), "\u0161bc"));
  }

  @Test
  void protoNonAsciiIsDecodedNotMatched() {
    String held = "caf\u00e9 \u20ac \uD83D\uDE00";
    String read = protoRead(proto(held), held);
    assertEquals(held, read);
    assertNotSame(held, read);
    assertEquals("cafe", protoRead(proto("cafe"), "caf\u00e9"));
  }

  @Test
  void protoLongStringsAreComparedAsUtf8() {
    String ascii = "https://shop.example.com/cart/items?page=2&size=50";
    String text = "Gr\u00fc\u00dfe aus K\u00f6ln \u20ac 12,50 \u4e2d\u6587 \uD83D\uDE00 und mehr Text";
    for (String value : new String[] {ascii, text, "\u00e9".repeat(30), "\u20ac".repeat(25)}) {
      String held = new String(value.toCharArray());
      assertSame(held, protoRead(proto(value), held), value);
      String other = value.substring(0, value.length() - 1) + "x";
      assertEquals(other, protoRead(proto(other), held));
      assertEquals(value, protoRead(proto(value), other));
      assertEquals(value + "y", protoRead(proto(value + "y"), held));
    }
    // a held string with an unpaired surrogate is never its decoded value
    String lone = "a".repeat(30) + "\uD83D";
    assertEquals("a".repeat(30) + "?", protoRead(proto("a".repeat(30) + "?"), lone));
    // bytes that are a char's low byte are no match for the char
    String wide = "\u0161".repeat(30);
    assertEquals("a".repeat(30), protoRead(proto("a".repeat(30)), wide));
    // over the encoder's length, compared char by char: ASCII only
    String huge = "h".repeat(Utf8Encoder.MAX_CHARS + 1);
    assertSame(huge, protoRead(proto(huge), huge));
  }

  @Test
  void protoInvalidUtf8IsStillAnErrorWithItsOffset() {
    byte[] in = {3, 'a', (byte) 0xFF, 'c'};
    WirebindException e = assertThrows(WirebindException.class, () -> new ProtoReader().reset(in).readString("abc"));
    assertEquals(2, e.offset());
    WirebindException plain = assertThrows(WirebindException.class, () -> new ProtoReader().reset(in).readString());
    assertEquals(plain.getMessage(), e.getMessage());
  }

  @Test
  void protoTruncatedIsAnError() {
    byte[] in = {5, 'a', 'b', 'c'};
    WirebindException e = assertThrows(WirebindException.class, () -> new ProtoReader().reset(in).readString("abcde"));
    assertEquals(0, e.offset());
    ProtoReader limited = new ProtoReader().maxStringLength(2).reset(proto("abc"));
    assertThrows(WirebindException.class, () -> limited.readString("abc"));
  }

  @Test
  void protoRandomAgreesWithReadString() {
    SplittableRandom rnd = new SplittableRandom(17);
    for (int i = 0; i < 20_000; i++) {
      String value = randomValue(rnd);
      String held = heldFor(rnd, value);
      byte[] in = proto(value);
      String expected = new ProtoReader().reset(in).readString();
      String read = protoRead(in, held);
      assertEquals(expected, read);
      checkIdentity(held, read);
    }
  }

  // ---- JSON ----

  private static String jsonRead(String json, String held) {
    JsonReader r = new JsonReader().reset(json.getBytes(StandardCharsets.UTF_8));
    assertTrue(r.startArrayElements());
    String s = r.readStringOrNull(held);
    assertTrue(r.nextElement());
    assertEquals(7, r.readInt(), "the reader stands after the string");
    return s;
  }

  @Test
  void jsonEqualPlainIsTheHeldString() {
    String held = new String("ORD-2025-3150".toCharArray());
    assertSame(held, jsonRead("[\"ORD-2025-3150\",7]", held));
    assertSame(held, jsonRead("[ \"ORD-2025-3150\" , 7]", held));
    String empty = new String(new char[0]);
    assertSame(empty, jsonRead("[\"\",7]", empty));
    JsonReader r = new JsonReader().reset("\"EUR\"".getBytes(StandardCharsets.UTF_8));
    String eur = new String("EUR".toCharArray());
    assertSame(eur, r.readString(eur));
    r.endOfInput();
  }

  @Test
  void jsonEqualWithEscapesIsTheHeldString() {
    String held = "a\"b\\c/d\n\t\u0001";
    assertSame(held, jsonRead("[\"a\\\"b\\\\c\\/d\\n\\t\\u0001\",7]", held));
    String abc = new String("abc".toCharArray());
    assertSame(abc, jsonRead("[\"\\u0061bc\",7]", abc));
  }

  @Test
  void jsonDifferentValuesAreNewStrings() {
    assertEquals("abd", jsonRead("[\"abd\",7]", "abc"));
    assertEquals("abcd", jsonRead("[\"abcd\",7]", "abc"));
    assertEquals("ab", jsonRead("[\"ab\",7]", "abc"));
    assertEquals("a\"", jsonRead("[\"a\\\"\",7]", "ab"));
    assertEquals("abc", jsonRead("[\"abc\",7]", "\u0161bc"));
    assertNull(jsonRead("[null,7]", "abc"));
    assertEquals("abc", jsonRead("[\"abc\",7]", null));
    // the held a\" is no match for the raw bytes a\" (an escaped quote)
    assertEquals("a\"b", jsonRead("[\"a\\\"b\",7]", "a\\\"b".substring(0, 3)));
  }

  @Test
  void jsonNonAsciiIsDecodedNotMatched() {
    String held = "caf\u00e9 \u20ac \uD83D\uDE00";
    String read = jsonRead("[\"" + held + "\",7]", held);
    assertEquals(held, read);
    assertNotSame(held, read);
    String escaped = jsonRead("[\"caf\\u00e9\",7]", "caf\u00e9");
    assertEquals("caf\u00e9", escaped);
  }

  @Test
  void jsonLongStringsAreComparedAsUtf8() {
    String text = "Gr\u00fc\u00dfe aus K\u00f6ln \u20ac 12,50 \u4e2d\u6587 und mehr Text";
    String held = new String(text.toCharArray());
    assertSame(held, jsonRead("[\"" + text + "\",7]", held));
    assertEquals(text + "y", jsonRead("[\"" + text + "y\",7]", held));
    assertEquals(text.substring(1), jsonRead("[\"" + text.substring(1) + "\",7]", held));
    // escapes: unescaped, then compared as UTF-8 too (an escaped pair of surrogates is four bytes)
    String quoted = "\"" + text + " \uD83D\uDE00";
    assertSame(quoted, jsonRead("[\"\\\"" + text + " \\uD83D\\uDE00\",7]", quoted));
    assertEquals("'" + text, jsonRead("[\"\\u0027" + text + "\",7]", quoted));
    // short strings with escapes: ASCII only
    String shortText = "\"caf\u00e9";
    String read = jsonRead("[\"\\\"caf\u00e9\",7]", shortText);
    assertEquals(shortText, read);
    assertNotSame(shortText, read);
    // the raw bytes of a quote or backslash in the held string never match
    String backslash = "a".repeat(30) + "\\n";
    assertEquals("a".repeat(30) + "\n", jsonRead("[\"" + "a".repeat(30) + "\\n\",7]", backslash));
    // a string that ends where the input does is no match
    byte[] cut = ("\"" + "a".repeat(30)).getBytes(StandardCharsets.UTF_8);
    assertThrows(WirebindException.class, () -> new JsonReader().reset(cut).readString("a".repeat(30)));
    // the length limit applies to the bytes
    byte[] in = ("\"" + "\u00e9".repeat(30) + "\"").getBytes(StandardCharsets.UTF_8);
    assertThrows(WirebindException.class, () -> new JsonReader().maxStringLength(59).reset(in).readString("\u00e9".repeat(30)));
    String e30 = "\u00e9".repeat(30);
    assertSame(e30, new JsonReader().maxStringLength(60).reset(in).readString(e30));
  }

  @Test
  void jsonErrorsAreThoseOfReadString() {
    byte[][] inputs = {
      {'"', 'a', (byte) 0xFF, 'c', '"'}, // invalid UTF-8
      {'"', 'a', '\t', 'c', '"'}, // raw control character
      {'"', 'a', 'b', 'c'}, // truncated
      {'"', 'a', 'b'}, // truncated, shorter than held
      {'"', 'a', '\\', 'q', '"'}, // invalid escape
      {'{', '}'}, // not a string (a number or boolean is read as its text, as by readString())
    };
    String[] helds = {"abc", "a\tc", "abc", "abc", "a\\q", "{}"};
    for (int i = 0; i < inputs.length; i++) {
      byte[] in = inputs[i];
      WirebindException expected = assertThrows(WirebindException.class, () -> new JsonReader().reset(in).readString());
      String held = helds[i];
      WirebindException e = assertThrows(WirebindException.class, () -> new JsonReader().reset(in).readString(held));
      assertEquals(expected.getMessage(), e.getMessage());
      assertEquals(expected.offset(), e.offset());
      WirebindException orNull = assertThrows(WirebindException.class, () -> new JsonReader().reset(in).readStringOrNull(held));
      assertEquals(expected.offset(), orNull.offset());
    }
    byte[] number = {'1', '.', '5', '0'};
    assertEquals("1.50", new JsonReader().reset(number).readString("1.50"));
    assertEquals("1.50", new JsonReader().reset(number).readStringOrNull("x"));
  }

  @Test
  void jsonLengthLimitAppliesToTheHeldString() {
    byte[] in = "\"abc\"".getBytes(StandardCharsets.UTF_8);
    assertThrows(WirebindException.class, () -> new JsonReader().maxStringLength(2).reset(in).readString("abc"));
    assertEquals("abc", new JsonReader().maxStringLength(3).reset(in).readString("abc"));
  }

  @Test
  void jsonRandomAgreesWithReadString() {
    SplittableRandom rnd = new SplittableRandom(23);
    JsonWriter w = new JsonWriter();
    for (int i = 0; i < 20_000; i++) {
      String value = randomValue(rnd);
      String held = heldFor(rnd, value);
      w.reset();
      w.writeString(value);
      byte[] in = w.toByteArray();
      String expected = new JsonReader().reset(in).readString();
      JsonReader r = new JsonReader().reset(in);
      String read = r.readString(held);
      r.endOfInput();
      assertEquals(expected, read);
      checkIdentity(held, read);
    }
  }

  // ---- random values ----

  /** ASCII-heavy values, with JSON specials, non-ASCII and surrogates now and then. */
  private static String randomValue(SplittableRandom rnd) {
    int len = rnd.nextInt(6) == 0 ? rnd.nextInt(80) : rnd.nextInt(12);
    if (rnd.nextInt(5) == 0) {
      return ProtoStringTest.randomString(rnd, len, false);
    }
    StringBuilder sb = new StringBuilder();
    while (sb.length() < len) {
      int k = rnd.nextInt(40);
      sb.append(k == 0 ? '"' : k == 1 ? '\\' : k == 2 ? '\n' : k == 3 ? (char) 0x7F : (char) (' ' + rnd.nextInt(95)));
    }
    return sb.toString();
  }

  /** A held string: null, an equal copy, the value with one char changed, or a prefix or extension. */
  private static String heldFor(SplittableRandom rnd, String value) {
    switch (rnd.nextInt(5)) {
      case 0:
        return null;
      case 1:
      case 2:
        return new String(value.toCharArray());
      case 3:
        if (!value.isEmpty()) {
          char[] c = value.toCharArray();
          int at = rnd.nextInt(c.length);
          c[at] = (char) (c[at] ^ (1 << rnd.nextInt(8)));
          return new String(c);
        }
        return "x";
      default:
        return rnd.nextBoolean() && !value.isEmpty() ? value.substring(0, value.length() - 1) : value + "z";
    }
  }

  /**
   * The held string comes back exactly when it equals the value and is ASCII or longer than 24
   * chars.
   */
  private static void checkIdentity(String held, String read) {
    boolean ascii = held != null && held.chars().allMatch(c -> c < 0x80);
    boolean utf8 = held != null && held.length() > Utf8.HELD_LOOP_MAX_CHARS;
    if (held != null && held.equals(read) && (ascii || utf8)) {
      assertSame(held, read);
    } else if (held != null) {
      assertNotSame(held, read);
    }
  }
}
