package io.wirebind.jsontest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Malformed JSON through {@link JsonReader} directly: every failure is a {@link WirebindException}
 * with an offset inside the input, never another throwable.
 */
class JsonReaderHostileTest {

  static void assertRejected(byte[] json, Consumer<JsonReader> read) {
    try {
      JsonReader r = new JsonReader().reset(json);
      read.accept(r);
      r.endOfInput();
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= json.length, e.offset() + ": " + e.getMessage());
      return;
    } catch (Throwable t) {
      throw new AssertionError("not a WirebindException for " + show(json), t);
    }
    fail("accepted " + show(json));
  }

  static String show(byte[] json) {
    return new String(json, StandardCharsets.ISO_8859_1);
  }

  static void rejectedAsAnyValue(String json) {
    assertRejected(json.getBytes(StandardCharsets.UTF_8), JsonReader::skipValue);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "", " ", "01", "-01", "00", "+1", ".5", "1.", "1.e5", "1e", "1e+", "1E-", "-", "--1", "- 1",
        "0x10", "1_000", "Infinity", "-Infinity", "NaN", "nan", "tru", "truee", "nul", "nulll",
        "True", "NULL", "[1,]", "[,1]", "[1,,2]", "[1 2]", "{\"a\":1,}", "{,\"a\":1}",
        "{\"a\":1 \"b\":2}", "{\"a\" 1}", "{\"a\"::1}", "{\"a\"}", "{a:1}", "{'a':1}", "['a']",
        "\"abc", "\"a\\\"", "[", "]", "{", "}", "[1", "{\"a\":1", "{\"a\":", "{\"a\"", "[}",
        "{]", "// c\n1", "/* c */1", "1 /* c */", "# c\n1", "1 2", "{} {}", "[]]", "1,", "\"a\"x",
        "\"\t\"", "\"\n\"", "\"\u0000\"", "\"\u001f\"", "\"\\x41\"", "\"\\a\"", "\"\\u12\"",
        "\"\\u12G4\"", "\"\\uZZZZ\"", "\"\\u\"", "\"\\", "\"\\ud800\"", "\"\\ud800x\"",
        "\"\\ud800\\u0041\"", "\"\\udc00\"", "\"\\udc00\\ud800\"", "\"\\ud800\\ud800\"",
        "{\"\\ud800\":1}", "{\"a\\x\":1}", "{\"\t\":1}", "\u00a0 1", "\ufeff1", "[1]x", "{}\u0000"
      })
  void grammarErrors(String json) {
    rejectedAsAnyValue(json);
  }

  @Test
  void controlCharactersInStringsAndNames() {
    for (int c = 0; c < 0x20; c++) {
      rejectedAsAnyValue("\"a" + (char) c + "\"");
      rejectedAsAnyValue("{\"a" + (char) c + "\":1}");
    }
  }

  static final String[] BAD_UTF8 = {
    "C0 80", "C1 BF", "E0 80 80", "E0 9F BF", "F0 80 80 80", "F0 8F BF BF", // overlong
    "ED A0 80", "ED BF BF", "ED A0 BD ED B8 80", // encoded surrogates
    "F4 90 80 80", "F7 BF BF BF", "F8 88 80 80 80", "FF", "FE", // > U+10FFFF, invalid lead
    "C3", "E2 82", "F0 9F 98", // truncated
    "80", "BF", "C3 28", "E2 28 A1", "E2 82 28", "F0 28 8C BC", "F0 9F 28 80" // stray / bad continuation
  };

  static byte[] withBytes(String before, String hex, String after) {
    byte[] a = before.getBytes(StandardCharsets.UTF_8);
    String[] parts = hex.split(" ");
    byte[] c = after.getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[a.length + parts.length + c.length];
    System.arraycopy(a, 0, out, 0, a.length);
    for (int i = 0; i < parts.length; i++) {
      out[a.length + i] = (byte) Integer.parseInt(parts[i], 16);
    }
    System.arraycopy(c, 0, out, a.length + parts.length, c.length);
    return out;
  }

  @Test
  void invalidUtf8InNamesAndValues() {
    for (String bad : BAD_UTF8) {
      byte[] value = withBytes("\"x", bad, "y\"");
      assertRejected(value, JsonReader::skipValue);
      assertRejected(value, JsonReader::readString);
      assertRejected(value, r -> r.readChar());
      byte[] name = withBytes("{\"x", bad, "\":1}");
      assertRejected(name, JsonReader::skipValue);
      assertRejected(
          name,
          r -> {
            if (r.startObjectMembers()) {
              do {
                r.readNameHash();
                r.lastName();
                r.skipValue();
              } while (r.nextMember());
            }
          });
      // outside strings invalid bytes are grammar errors
      assertRejected(withBytes("[", bad, "]"), JsonReader::skipValue);
    }
  }

  @Test
  void numbersOverflowingTheirType() {
    // a fraction is truncated and a numeric string accepted, as Jackson does; only range and kind fail
    String[] ints = {"2147483648", "-2147483649", "99999999999", "3e9", "\"2147483648\"", "true", "\"x\"", "[]"};
    for (String s : ints) {
      assertRejected(s.getBytes(StandardCharsets.US_ASCII), JsonReader::readInt);
    }
    String[] longs = {"9223372036854775808", "-9223372036854775809", "18446744073709551616",
        "123456789012345678901234567890", "1E19", "{}"};
    for (String s : longs) {
      assertRejected(s.getBytes(StandardCharsets.US_ASCII), JsonReader::readLong);
    }
    String[] shorts = {"32768", "-32769", "65536"};
    for (String s : shorts) {
      assertRejected(s.getBytes(StandardCharsets.US_ASCII), JsonReader::readShort);
    }
    // Jackson also accepts 128..255 for a byte (as -128..-1); we reject them: a documented difference
    String[] bytes = {"128", "-129", "256"};
    for (String s : bytes) {
      assertRejected(s.getBytes(StandardCharsets.US_ASCII), JsonReader::readByte);
    }
    String huge = "1" + "0".repeat(5000);
    assertRejected(huge.getBytes(StandardCharsets.US_ASCII), JsonReader::readDouble);
    assertRejected(huge.getBytes(StandardCharsets.US_ASCII), JsonReader::skipValue);
    assertEquals(Integer.MIN_VALUE, new JsonReader().reset("-2147483648".getBytes(StandardCharsets.US_ASCII)).readInt());
    assertEquals(Long.MIN_VALUE, new JsonReader().reset("-9223372036854775808".getBytes(StandardCharsets.US_ASCII)).readLong());
  }

  @Test
  void badBase64AndChars() {
    for (String s : new String[] {"\"A\"", "\"AB=\"", "\"A===\"", "\"AB*D\"", "\"AB CD\"", "1", "[]"}) {
      assertRejected(s.getBytes(StandardCharsets.US_ASCII), JsonReader::readBase64);
    }
    for (String s : new String[] {"\"\"", "\"ab\"", "\"\\ud83d\\ude00\"", "[]", "true"}) {
      assertRejected(s.getBytes(StandardCharsets.UTF_8), r -> r.readChar());
    }
  }

  static final String RICH =
      "{\"a\":[1,-2.5e-3,true,false,null,\"s\\u00e9\\ud83d\\ude00\\n\",{\"b\":{}},[]],"
          + "\"n\\u0061me\":\"x\\\"y\",\"é😀\":-0,\"deep\":[[[{\"c\":[1E+2]}]]]}";

  @Test
  void truncationAtEveryByteIsRejected() {
    byte[] full = RICH.getBytes(StandardCharsets.UTF_8);
    JsonReader ok = new JsonReader().reset(full);
    ok.skipValue();
    ok.endOfInput();
    for (int n = 0; n < full.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(full, n);
      if (n == 0) {
        assertRejected(cut, JsonReader::skipValue);
        continue;
      }
      assertRejected(cut, JsonReader::skipValue);
    }
  }

  @Test
  void deepNestingIsRejectedWithoutStackOverflow() {
    int depth = 100_000;
    String deepArrays = "[".repeat(depth) + "]".repeat(depth);
    assertRejected(deepArrays.getBytes(StandardCharsets.US_ASCII), JsonReader::skipValue);
    String deepObjects = "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
    assertRejected(deepObjects.getBytes(StandardCharsets.US_ASCII), JsonReader::skipValue);
    // an unclosed deep document as well
    assertRejected("[".repeat(depth).getBytes(StandardCharsets.US_ASCII), JsonReader::skipValue);
    // within the limit it is fine
    String ok = "[".repeat(500) + "]".repeat(500);
    JsonReader r = new JsonReader().reset(ok.getBytes(StandardCharsets.US_ASCII));
    r.skipValue();
    r.endOfInput();
  }

  @Test
  void hashIsFnv1aOfTheUnescapedName() {
    byte[] json = "{\"fi\\u0065ld\":1}".getBytes(StandardCharsets.US_ASCII);
    JsonReader r = new JsonReader().reset(json);
    assertTrue(r.startObjectMembers());
    int h = r.readNameHash();
    assertEquals(JsonReader.hash("field".getBytes(StandardCharsets.US_ASCII)), h);
    assertTrue(r.nameEquals("field".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(1, r.readInt());
    assertThrows(WirebindException.class, () -> new JsonReader().reset(new byte[0]).skipValue());
  }

  @Test
  void aClosingBracketWithNothingOpenIsAnErrorAndLeavesTheReaderUsable() {
    // found by JsonReaderFuzzTest#reads: closing at the top level drove the depth below zero,
    // and a later skip indexed its object-or-array bits at -1
    JsonReader r = new JsonReader().reset("]}[{}]".getBytes(StandardCharsets.US_ASCII));
    WirebindException e = assertThrows(WirebindException.class, r::nextElement);
    assertEquals(0, e.offset());
    e = assertThrows(WirebindException.class, r::nextMember);
    assertEquals(0, e.offset());
    r.reset("]{\"a\":[1]}".getBytes(StandardCharsets.US_ASCII));
    assertThrows(WirebindException.class, r::nextElement);
    r.reset("{\"a\":[1]}".getBytes(StandardCharsets.US_ASCII));
    r.skipValue();
    r.endOfInput();
  }
}
