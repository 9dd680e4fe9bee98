package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Strings of 0 to 72 chars, the lengths the short-string writers ({@link JsonEscapes#plainTiny}
 * under 4 chars, {@link JsonEscapes#plainShort}: two overlapping words, under 16), the word copy
 * ({@link JsonEscapes#plainWords}: sixteen, eight, four chars a step, then the last four) and the
 * JDK-encoded one around {@link JsonWriter#JDK_ENCODE_MIN_CHARS} write, with each char that is not a plain copy at every index
 * between plain chars of every printable ASCII value: our bytes are those of Jackson 2's UTF-8
 * generator (and, for a writer set to write surrogate pairs as UTF-8, of Jackson 3's), written as a
 * value, a property after its prefix, the last property, a list element, a map key and a map
 * value, at buffer offsets and capacities that make the buffer grow before, inside and after the
 * string.
 */
class JsonStringJacksonTest {
  private static final byte[] PREFIX = ",\"name\":\"".getBytes(StandardCharsets.US_ASCII);
  private static final com.fasterxml.jackson.core.JsonFactory JACKSON2 = new com.fasterxml.jackson.core.JsonFactory();
  private static final tools.jackson.core.json.JsonFactory JACKSON3 = new tools.jackson.core.json.JsonFactory();

  /**
   * Every char escaped (control chars, quote, backslash), DEL (not escaped), the first and last
   * non-ASCII Latin-1 chars, chars of 0x100 and above (U+4141 and U+0122, whose low bytes are a
   * plain {@code A} and a quote), U+FFFF, and a surrogate pair.
   */
  private static final List<String> SPECIAL = specials();

  private static List<String> specials() {
    List<String> s = new ArrayList<>();
    for (char c = 0; c < 0x20; c++) {
      s.add(String.valueOf(c));
    }
    for (char c : new char[] {'"', '\\', '/', 0x7F, 0x80, 0xA0, 0xE9, 0xFF, 0x100, 0x122, 0x15C, 0x4141, 0x20AC, 0xFFFF}) {
      s.add(String.valueOf(c));
    }
    s.add("\uD83D\uDE00");
    s.add("\uDBFF\uDFFF");
    return s;
  }

  @Test
  void everySpecialCharAtEveryIndexOfEveryLengthIsWrittenAsJackson() {
    int k = 0;
    for (int len = 0; len <= 72; len++) {
      check(plain(len, k++), k);
      for (String c : SPECIAL) {
        for (int at = 0; at + c.length() <= len; at++) {
          String p = plain(len, k++);
          check(p.substring(0, at) + c + p.substring(at + c.length()), k);
        }
      }
    }
  }

  /** Two specials in one string, the second in the same or a later eight-char word. */
  @Test
  void twoSpecialCharsAreWrittenAsJackson() {
    String[] some = {"\"", "\\", "\n", "\u0000", "\u007f", "\u00e9", "\u0141", "\uD83D\uDE00"};
    int k = 0;
    for (int len = 2; len <= 34; len++) {
      for (String a : some) {
        for (String b : some) {
          for (int i = 0; i + a.length() + b.length() <= len; i += 3) {
            for (int j = i + a.length(); j + b.length() <= len; j += 2) {
              String p = plain(len, k++);
              check(p.substring(0, i) + a + p.substring(i + a.length(), j) + b + p.substring(j + b.length()), k);
            }
          }
        }
      }
    }
  }

  /**
   * A property prefix of every length from 2 to 28 bytes ({@code "a":"}, {@code ,"name":"}, with
   * and without the comma and the object's brace) before a short string, a plain one and one with
   * a special char at each index: the prefix copy ({@code copyStringPrefix}: two words from 8 to 16
   * bytes, else {@code System.arraycopy}) and the string are those Jackson 2's and 3's generators
   * write for the property, at offsets and capacities that grow the buffer before, inside and after.
   */
  @Test
  void everyPrefixLengthBeforeAStringIsWrittenAsJackson() {
    int k = 0;
    for (int nameLength = 0; nameLength <= 24; nameLength++) {
      String name = plain(nameLength, nameLength);
      for (String start : new String[] {"", ",", "{"}) {
        byte[] raw = (start + "\"" + name + "\":\"").getBytes(StandardCharsets.US_ASCII);
        for (int len = 0; len <= 17; len++) {
          List<String> values = new ArrayList<>();
          values.add(plain(len, k));
          for (String c : new String[] {"\"", "\n", "\u00e9", "\u0141", "\uD83D\uDE00"}) {
            for (int at = 0; at + c.length() <= len; at++) {
              String p = plain(len, k + at);
              values.add(p.substring(0, at) + c + p.substring(at + c.length()));
            }
          }
          for (String s : values) {
            k++;
            for (boolean three : new boolean[] {false, true}) {
              String property = three
                  ? jackson3(g -> {
                    g.writeStartObject();
                    g.writeName(name);
                    g.writeString(s);
                    g.writeEndObject();
                  })
                  : jackson2(g -> {
                    g.writeStartObject();
                    g.writeFieldName(name);
                    g.writeString(s);
                    g.writeEndObject();
                  });
              String member = property.substring(1, property.length() - 1); // "name":"value"
              int offset = (k * 5) % 23;
              int capacity = 1 + (k * 11) % (raw.length + s.length() + 24);
              same(s, three, offset, capacity, w -> w.writeRawAndString(raw, s), start + member);
              same(s, three, offset, capacity, w -> w.writeRawAndLastString(raw, s), start + member + "}");
            }
          }
        }
      }
    }
  }

  @Test
  void randomStringsAreWrittenAsJackson() {
    SplittableRandom random = new SplittableRandom(30);
    for (int n = 0; n < 30_000; n++) {
      int len = random.nextInt(random.nextInt(8) == 0 ? 200 : 40);
      StringBuilder sb = new StringBuilder();
      int kinds = 1 + random.nextInt(4); // mostly ASCII, or also Latin-1, other BMP chars, pairs
      while (sb.length() < len) {
        int kind = random.nextInt(10) < 7 ? 0 : random.nextInt(kinds);
        switch (kind) {
          case 0 -> sb.append((char) random.nextInt(0x20, 0x80));
          case 1 -> sb.append((char) random.nextInt(0x100));
          case 2 -> sb.append((char) random.nextInt(0x80, 0xD800));
          default -> sb.appendCodePoint(random.nextInt(0x10000, 0x110000));
        }
      }
      check(sb.toString(), n);
    }
  }

  /**
   * An unpaired surrogate at any index stops the copy there, and the writer reports that index
   * (Jackson 2.18 and 3.1 write it as a {@code \\u} escape instead; Wirebind refuses to write it:
   * {@link JsonEscapes#writeRest}).
   */
  @Test
  void anUnpairedSurrogateIsReportedAtItsIndex() {
    for (int len = 1; len <= 72; len++) {
      for (String lone : new String[] {"\uD83D", "\uDE00"}) {
        for (int i = 0; i < len; i++) {
          int at = i;
          String p = plain(len, at);
          String s = p.substring(0, at) + lone + p.substring(at + 1);
          for (Consumer<JsonWriter> write : List.<Consumer<JsonWriter>>of(
              w -> w.writeString(s),
              w -> w.writeRawAndString(PREFIX, s),
              w -> w.writeRawAndLastString(PREFIX, s),
              w -> w.writeMemberName(s, true),
              w -> w.writeStringBody(s),
              w -> w.writeStringList(Arrays.asList("a", s)))) {
            WirebindException e = assertThrows(WirebindException.class, () -> write.accept(new JsonWriter(1 + at)));
            assertTrue(e.getMessage().contains("at index " + at + ","), e.getMessage());
          }
        }
      }
    }
  }

  /**
   * {@code len} plain printable ASCII chars, different ones for each {@code k}: every value from
   * the space to {@code ~} (not the quote or the backslash) comes at every index of a word.
   */
  private static String plain(int len, int k) {
    StringBuilder sb = new StringBuilder(len);
    for (int i = 0; i < len; i++) {
      char c = (char) (0x20 + (k * 7 + i * 13) % 0x5F);
      sb.append(c == '"' || c == '\\' ? 'q' : c);
    }
    return sb.toString();
  }

  /** {@code s} through every entry point, Jackson 2's bytes and Jackson 3's for a writer so set. */
  private static void check(String s, int k) {
    for (boolean three : new boolean[] {false, true}) {
      String j = three ? jackson3(g -> g.writeString(s)) : jackson2(g -> g.writeString(s));
      String body = j.substring(1, j.length() - 1);
      String key = "k" + k;
      String map = three
          ? jackson3(g -> {
            g.writeStartObject();
            g.writeName(key);
            g.writeString(s);
            g.writeName(s);
            g.writeString(s);
            g.writeEndObject();
          })
          : jackson2(g -> {
            g.writeStartObject();
            g.writeFieldName(key);
            g.writeString(s);
            g.writeFieldName(s);
            g.writeString(s);
            g.writeEndObject();
          });
      String list = three
          ? jackson3(g -> {
            g.writeStartArray();
            g.writeString(s);
            g.writeNull();
            g.writeString(s);
            g.writeEndArray();
          })
          : jackson2(g -> {
            g.writeStartArray();
            g.writeString(s);
            g.writeNull();
            g.writeString(s);
            g.writeEndArray();
          });
      assertEquals("{\"" + key + "\":" + j + "," + j + ":" + j + "}", map);
      int offset = (k * 5) % 23;
      int capacity = 1 + (k * 11) % (s.length() + 24); // grows before, inside or after the string
      same(s, three, offset, capacity, w -> w.writeString(s), j);
      same(s, three, offset, capacity, w -> w.writeStringOrNull(s), j);
      same(s, three, offset, capacity, w -> w.writeRawAndString(PREFIX, s), ",\"name\":" + j);
      same(s, three, offset, capacity, w -> w.writeRawAndLastString(PREFIX, s), ",\"name\":" + j + "}");
      same(s, three, offset, capacity, w -> w.writeStringBody(s), body);
      same(s, three, offset, capacity, w -> w.writeStringList(Arrays.asList(s, null, s)), list);
      same(s, three, offset, capacity, w -> {
        w.writeByte((byte) '{');
        w.writeMemberName(key, false);
        w.writeString(s);
        w.writeMemberName(s, true);
        w.writeString(s);
        w.writeByte((byte) '}');
      }, map);
    }
  }

  private static void same(String s, boolean three, int offset, int capacity, Consumer<JsonWriter> write, String expected) {
    byte[] lead = "x".repeat(offset).getBytes(StandardCharsets.US_ASCII);
    JsonWriter w = new JsonWriter(capacity).surrogatesAsUtf8(three);
    w.writeRaw(lead);
    write.accept(w);
    byte[] want = (new String(lead, StandardCharsets.US_ASCII) + expected).getBytes(StandardCharsets.UTF_8);
    assertArrayEquals(want, w.toByteArray(), () -> (three ? "Jackson 3: " : "Jackson 2: ") + visible(s) + " at offset " + offset);
  }

  private interface Jackson2Writes {
    void write(com.fasterxml.jackson.core.JsonGenerator g) throws IOException;
  }

  private static String jackson2(Jackson2Writes writes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (com.fasterxml.jackson.core.JsonGenerator g = JACKSON2.createGenerator(out)) {
      writes.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static String jackson3(Consumer<tools.jackson.core.JsonGenerator> writes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (tools.jackson.core.JsonGenerator g = JACKSON3.createGenerator(out)) {
      writes.accept(g);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static String visible(String s) {
    StringBuilder sb = new StringBuilder();
    s.chars().forEach(c -> sb.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return sb.toString();
  }
}
