package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The widening of runs into the reader's chars ({@link JsonStringChars#widen}: one by one under
 * {@link JsonStringChars#WIDEN_BULK_MIN} bytes, by the JDK's Latin-1 decoder from there): plain ASCII
 * runs of every length around that bound and long ones (as in a paragraph of text) before, between
 * and after characters outside Latin-1 and escapes, and Latin-1 prefixes (bytes of 0x80 and above,
 * which must widen to their unsigned value) of every length around it before the character that
 * ends the Latin-1 pass; against Jackson's parser, each string alone and all of them in one array
 * read by one reader (whose kept decoder widens again after each string and after an error).
 */
class JsonStringWideningTest {
  private static final JsonFactory JACKSON = new JsonFactory();

  /** What ends a run: outside Latin-1 (two, three and four bytes), escapes, Latin-1. */
  private static final String[] BREAKS = {
    "\u0100", "\u20ac", "\ud83d\ude00", "\\n", "\\\"", "\\u00e9", "\\uD83D\\uDE00", "\u00e9", "\u00ff",
  };

  private static final int[] LENGTHS = {0, 1, 7, 8, 14, 15, 16, 17, 23, 24, 31, 32, 33, 63, 64, 65, 200, 457};

  /** {@code n} plain ASCII bytes, the edges of the plain range among them. */
  private static String run(int n, int seed) {
    String pool = "The quick brown fox, 0123456789 ! # [ ] ~ \u007f jumps";
    StringBuilder sb = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      sb.append(pool.charAt((i * 7 + seed) % pool.length()));
    }
    return sb.toString();
  }

  /** {@code n} Latin-1 characters, every fourth one of 0x80 or above (its two UTF-8 bytes). */
  private static String latin1(int n) {
    StringBuilder sb = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      sb.append(i % 4 == 1 ? (char) (0x80 + (i * 37) % 0x80) : (char) ('a' + i % 26));
    }
    return sb.toString();
  }

  private static List<String> contents() {
    List<String> all = new ArrayList<>();
    for (int a : LENGTHS) {
      for (String b1 : BREAKS) {
        for (int m : LENGTHS) {
          for (String b2 : new String[] {"", "\u20ac", "\\t"}) {
            all.add(run(a, 1) + b1 + run(m, 2) + b2 + run(a % 20, 3));
          }
        }
      }
    }
    for (int n : LENGTHS) {
      for (String b : BREAKS) {
        all.add(latin1(n) + b + run(n, 4)); // a Latin-1 prefix, then the chars go on
        all.add(run(n, 5) + "\u00e9" + latin1(n) + b + latin1(n % 17));
      }
    }
    return all;
  }

  private static String jackson(byte[] doc) throws IOException {
    try (JsonParser p = JACKSON.createParser(doc)) {
      assertEquals(JsonToken.VALUE_STRING, p.nextToken());
      return p.getText();
    }
  }

  @Test
  void runsOfEveryLengthAroundTheBulkBoundReadAsJacksonReadsThem() throws IOException {
    List<String> contents = contents();
    ByteArrayOutputStream array = new ByteArrayOutputStream();
    array.write('[');
    List<String> expected = new ArrayList<>();
    for (String c : contents) {
      byte[] doc = ("\"" + c + "\"").getBytes(StandardCharsets.UTF_8);
      String jackson = jackson(doc);
      JsonReader r = new JsonReader().reset(doc);
      assertEquals(jackson, r.readString(), c);
      assertEquals(doc.length, r.position(), c);
      if (!expected.isEmpty()) {
        array.write(',');
      }
      array.writeBytes(doc);
      expected.add(jackson);
    }
    array.write(']');
    JsonReader r = new JsonReader().reset(array.toByteArray());
    assertTrue(r.startArrayElements());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), r.readString());
      assertEquals(i < expected.size() - 1, r.nextElement());
    }
    r.endOfInput();
    assertTrue(expected.size() > 5_000);
  }

  @Test
  void aKeptReaderWidensAgainAfterAnError() {
    JsonReader r = new JsonReader();
    String good = run(100, 1) + "\u20ac" + run(100, 2);
    for (int i = 0; i < 3; i++) {
      byte[] bad = ("\"" + run(40, 1) + "\u20ac" + run(40, 2) + "\u0001\"").getBytes(StandardCharsets.UTF_8);
      WirebindException e = assertThrows(WirebindException.class, () -> r.reset(bad).readString());
      assertEquals(bad.length - 2, e.offset(), e.getMessage());
      assertEquals(good, r.reset(("\"" + good + "\"").getBytes(StandardCharsets.UTF_8)).readString());
    }
  }
}
