package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Every way {@link JsonWriter} writes a string (a value, a member name with its comma and colon,
 * after a property prefix, as the last property, as bare content, as list and set elements) gives
 * the text of one escaping rule, written out here char by char as Jackson's UTF-8 generator
 * escapes: at every length around the char-by-char threshold and the escaping chunks, at every
 * buffer offset, and with the buffer growing in the middle of the string.
 */
class JsonStringWritingTest {
  private static final String[] PIECES = {
    "a", "?", "\"", "\\", "\n", "\t", "\u0001", "\u001f", "\u007f", "\u00e9", "\u00ff", "\u0141",
    "\u20ac", "\ud83d\ude00", "/", "<",
  };
  private static final byte[] PREFIX = ",\"name\":\"".getBytes(StandardCharsets.US_ASCII);

  @Test
  void everyEntryPointEscapesAsTheRule() {
    SplittableRandom random = new SplittableRandom(41);
    for (int i = 0; i < 20_000; i++) {
      String s = randomString(random, random.nextInt(4) == 0 ? 200 : 80);
      String e = escaped(s);
      int offset = random.nextInt(70);
      int capacity = 1 + random.nextInt(96); // grows before, inside or after the string
      check(s, offset, capacity, w -> w.writeString(s), "\"" + e + "\"");
      check(s, offset, capacity, w -> w.writeMemberName(s, false), "\"" + e + "\":");
      check(s, offset, capacity, w -> w.writeMemberName(s, true), ",\"" + e + "\":");
      check(s, offset, capacity, w -> w.writeRawAndString(PREFIX, s), ",\"name\":\"" + e + "\"");
      check(s, offset, capacity, w -> w.writeRawAndLastString(PREFIX, s), ",\"name\":\"" + e + "\"}");
      check(s, offset, capacity, w -> w.writeStringBody(s), e);
      check(s, offset, capacity, w -> w.writeStringOrNull(s), "\"" + e + "\"");
      String list = "[\"" + e + "\",null,\"" + e + "\"]";
      check(s, offset, capacity, w -> w.writeStringList(new ArrayList<>(Arrays.asList(s, null, s))), list);
      check(s, offset, capacity, w -> w.writeStringList(new LinkedList<>(Arrays.asList(s, null, s))), list);
      check(s, offset, capacity, w -> w.writeStringList(Arrays.asList(s, null, s)), list);
      check(s, offset, capacity, w -> w.writeStrings(new LinkedHashSet<>(Arrays.asList(s, null))), "[\"" + e + "\",null]");
    }
  }

  /**
   * Short strings (ids, currency codes), where a copy that skips the per-char check would go
   * wrong first: every char from 0 to U+017F (the escaped ASCII, DEL, Latin-1, and chars whose low
   * byte is a plain ASCII letter, such as U+0141) at every index of every length from 1 to 17, and
   * a quote, backslash or control char next to a plain one.
   */
  @Test
  void shortStringsEscapeAsTheRuleWithEveryCharAtEveryIndex() {
    for (int len = 1; len <= 17; len++) {
      for (int at = 0; at < len; at++) {
        for (char c = 0; c < 0x180; c++) {
          checkShort("a".repeat(at) + c + "a".repeat(len - at - 1));
          checkShort("~".repeat(at) + c + "\u0000".repeat(len - at - 1));
        }
      }
    }
    String[] neighbours = {"\u0000", "\u001f", " ", "!", "\"", "#", "[", "\\", "]", "\u007f", "A"};
    for (int len = 2; len <= 16; len++) {
      for (String x : neighbours) {
        for (String y : neighbours) {
          checkShort(x.repeat(len - 1) + y);
          checkShort(y + x.repeat(len - 1));
        }
      }
    }
  }

  private static void checkShort(String s) {
    String e = escaped(s);
    check(s, 3, 8, w -> w.writeString(s), "\"" + e + "\"");
    check(s, 0, 512, w -> w.writeString(s), "\"" + e + "\"");
    check(s, 1, 512, w -> w.writeMemberName(s, true), ",\"" + e + "\":");
    check(s, 5, 20, w -> w.writeRawAndString(PREFIX, s), ",\"name\":\"" + e + "\"");
    check(s, 0, 512, w -> w.writeRawAndLastString(PREFIX, s), ",\"name\":\"" + e + "\"}");
  }

  @Test
  void anUnpairedSurrogateIsAnErrorWhereverTheStringIsWritten() {
    for (int len : new int[] {1, 20, JsonWriter.JDK_ENCODE_MIN_CHARS + 10}) {
      for (String lone : new String[] {"\ud83d", "\ude00"}) {
        for (String after : new String[] {"b", ""}) { // also at the very end
          String s = "a".repeat(len) + lone + after;
          List<Consumer<JsonWriter>> writes = List.of(
              w -> w.writeString(s),
              w -> w.writeMemberName(s, true),
              w -> w.writeRawAndString(PREFIX, s),
              w -> w.writeRawAndLastString(PREFIX, s),
              w -> w.writeStringBody(s),
              w -> w.writeStringList(List.of(s)));
          for (Consumer<JsonWriter> write : writes) {
            WirebindException e = assertThrows(WirebindException.class, () -> write.accept(new JsonWriter()));
            assertTrue(e.getMessage().contains("unpaired surrogate"), e.getMessage());
          }
        }
      }
    }
  }

  private static void check(String s, int offset, int capacity, Consumer<JsonWriter> write, String expected) {
    JsonWriter w = new JsonWriter(capacity);
    String lead = "x".repeat(offset);
    w.writeRaw(lead.getBytes(StandardCharsets.US_ASCII));
    write.accept(w);
    assertEquals(lead + expected, w.toString(), () -> "string " + visible(s) + " at offset " + offset);
  }

  private static String randomString(SplittableRandom random, int maxLength) {
    StringBuilder sb = new StringBuilder();
    int len = random.nextInt(maxLength);
    boolean ascii = random.nextInt(3) == 0;
    while (sb.length() < len) {
      sb.append(!ascii && random.nextInt(6) == 0
          ? PIECES[random.nextInt(PIECES.length)]
          : String.valueOf((char) ('a' + random.nextInt(26))));
    }
    return sb.toString();
  }

  /**
   * The rule: {@code "} and the backslash escaped by a backslash; the control chars below 0x20 as
   * {@code \b \t \f \n \r} or a six-char escape of their code in upper-case hex; a char outside
   * the BMP as its two surrogates, each as such an escape; everything else as its UTF-8 bytes.
   */
  private static String escaped(String s) {
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
          if (c < 0x20 || Character.isSurrogate(c)) {
            sb.append(String.format("\\u%04X", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }

  private static String visible(String s) {
    StringBuilder sb = new StringBuilder();
    s.chars().forEach(c -> sb.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return sb.toString();
  }
}
