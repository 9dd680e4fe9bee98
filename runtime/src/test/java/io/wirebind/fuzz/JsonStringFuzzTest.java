package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.JsonWriter;
import io.wirebind.WirebindException;
import io.wirebind.jsontest.JsonStringReadingTest;
import java.nio.charset.StandardCharsets;

/**
 * Differential fuzzing of the string paths: reading a string value (every entry point) against the
 * reference decoder of {@link JsonStringReadingTest} (RFC 8259 with strict UTF-8), and writing a
 * string (short and long paths, both surrogate modes) against the escaping rule written out char
 * by char; an unpaired surrogate must be an error.
 *
 * <p>Fuzz for ten minutes each: {@code JAZZER_FUZZ=1 mvn -pl runtime -am test
 * -Dtest=JsonStringFuzzTest#reads -Dsurefire.failIfNoSpecifiedTests=false} (or {@code #writes}).
 */
class JsonStringFuzzTest {
  /** Chars a fuzz byte of 0x80 and above stands for. */
  private static final char[] WIDE = {
    'é', 'ÿ', 'Ł', '€', '日', '\uFFFD', '\uD83D', '\uDE00', '\uDBFF', '\uDC00', '\u2028', '\u0080', '\u07FF',
    '\u0800',
  };

  @FuzzTest(maxDuration = "10m")
  void reads(byte[] content) {
    byte[] json = new byte[content.length + 2];
    json[0] = '"';
    System.arraycopy(content, 0, json, 1, content.length);
    json[content.length + 1] = '"';
    String expected = JsonStringReadingTest.reference(json);
    for (int how = 0; how < 4; how++) {
      assertEquals(expected, JsonStringReadingTest.outcome(json, how));
    }
  }

  @FuzzTest(maxDuration = "10m")
  void writes(FuzzedDataProvider data) {
    int offset = data.consumeInt(0, 20);
    byte[] codes = data.consumeRemainingAsBytes();
    StringBuilder sb = new StringBuilder();
    for (byte b : codes) {
      sb.append(b >= 0 ? (char) b : WIDE[(b & 0x7F) % WIDE.length]);
    }
    String s = sb.toString();
    for (boolean utf8Surrogates : new boolean[] {false, true}) {
      JsonWriter w = new JsonWriter(64).surrogatesAsUtf8(utf8Surrogates);
      w.writeRaw("x".repeat(offset).getBytes(StandardCharsets.US_ASCII));
      String expected = escaped(s, utf8Surrogates);
      try {
        w.writeString(s);
        w.writeStringBody(s);
        assertEquals("x".repeat(offset) + "\"" + expected + "\"" + expected, w.toString());
      } catch (WirebindException e) {
        assertTrue(expected == null && e.getMessage().contains("unpaired surrogate"), e.getMessage());
      }
    }
  }

  /** Jackson's escaping, char by char; null for a string with an unpaired surrogate. */
  private static String escaped(String s, boolean utf8Surrogates) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\b' -> sb.append("\\b");
        case '\t' -> sb.append("\\t");
        case '\f' -> sb.append("\\f");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        default -> {
          if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
            char d = s.charAt(++i);
            if (utf8Surrogates) {
              sb.append(c).append(d);
            } else {
              sb.append(String.format("\\u%04X\\u%04X", (int) c, (int) d));
            }
          } else if (Character.isSurrogate(c)) {
            return null;
          } else if (c < 0x20) {
            sb.append(String.format("\\u%04X", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }
}
