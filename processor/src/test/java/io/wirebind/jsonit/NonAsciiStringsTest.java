package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonWriter;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.WireMessage;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Strings with non-ASCII chars in every position (a property, a list element, a map key and value,
 * the last property) against the Jackson of the run: Jackson 2 (two escapes for a surrogate pair)
 * here, Jackson 3 (its four UTF-8 bytes) in {@code Jackson3SuitesTest}. Every class of char at every
 * index of the lengths around the writer's paths (short, mostly ASCII from Latin-1 bytes, dense
 * non-ASCII through the JDK), on backgrounds that steer the path, and random strings; our bytes are
 * Jackson's and each reads the other's back; an unpaired surrogate, which Jackson writes as an
 * escape, is an error.
 */
class NonAsciiStringsTest {
  static final Jackson BOOT = Jackson.boot();
  static final String[] CLASSES = {
    "a", "?", "\"", "\\", "\b", "\t", "\n", "\f", "\r", "\u0000", "\u001f", "\u007f", "\u0080", "\u00e9",
    "\u00ff", "\u0100", "\u0141", "\u07ff", "\u0800", "\u20ac", "\u65e5", "\ud7ff", "\ue000", "\ufffd", "\uffff",
    "\ud800\udc00", "\ud83d\ude00", "\udbff\udfff",
  };
  static final String[] BACKGROUNDS = {"abcdefghijklmnopqrstuvwxyz", "a\u0141bcdefghijklmnopqrstuvwxyz",
    "\u65e5\u00e9x\u03bb\u00fc\u4e2d"};
  static final int[] LENGTHS = {0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 41, 42, 43, 63, 64, 65, 66, 71, 72, 73, 100, 128, 200};

  /** Properties named in alphabetical order: Jackson 3 sorts them so by default. */
  @WireMessage
  public record Texts(String a, List<String> b, Map<String, String> c, String d) {}

  private static void same(Codec<Texts> codec, Texts t, boolean readBack) throws Exception {
    String jackson = new String(BOOT.writeValueAsBytes(t), StandardCharsets.UTF_8);
    assertEquals(jackson, new String(codec.toJson(t), StandardCharsets.UTF_8));
    JsonWriter w = new JsonWriter(70).surrogatesAsUtf8(Jackson.jackson3()); // grows inside the strings
    w.writeRaw("[".getBytes(StandardCharsets.US_ASCII));
    codec.writeJson(t, w);
    assertEquals("[" + jackson, w.toString());
    if (readBack) {
      assertEquals(t, codec.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
      assertEquals(t, BOOT.readValue(codec.toJson(t), Texts.class));
    }
  }

  private static Texts texts(String s) {
    Map<String, String> c = new LinkedHashMap<>();
    c.put("k", s);
    c.put(s, "v");
    c.put(s + "!", s);
    return new Texts(s, new ArrayList<>(List.of(s, "x", s)), c, s);
  }

  @Test
  void everyClassAtEveryIndexAsJacksonWritesIt() throws Exception {
    Codec<Texts> codec = Wirebind.codec(Texts.class);
    int n = 0;
    for (String background : BACKGROUNDS) {
      for (int len : LENGTHS) {
        String base = background.repeat(len / background.length() + 1).substring(0, len);
        for (int at = 0; at <= len; at++) {
          for (String c : CLASSES) {
            same(codec, texts(base.substring(0, at) + c + base.substring(Math.min(len, at + 1))), n++ % 11 == 0);
          }
        }
      }
    }
  }

  @Test
  void randomStringsAsJacksonWritesThem() throws Exception {
    Codec<Texts> codec = Wirebind.codec(Texts.class);
    SplittableRandom random = new SplittableRandom(53);
    for (int k = 0; k < 3_000; k++) {
      StringBuilder sb = new StringBuilder();
      int len = random.nextInt(random.nextInt(6) == 0 ? 400 : 120);
      int density = 1 + random.nextInt(12);
      while (sb.length() < len) {
        sb.append(random.nextInt(density) == 0 ? CLASSES[random.nextInt(CLASSES.length)]
            : String.valueOf((char) (' ' + random.nextInt(95))));
      }
      same(codec, texts(sb.toString()), true);
    }
  }

  @Test
  void anUnpairedSurrogateIsAnErrorWhereJacksonWritesAnEscape() throws Exception {
    Codec<Texts> codec = Wirebind.codec(Texts.class);
    for (String background : BACKGROUNDS) {
      for (int len : new int[] {0, 9, 64, 100}) {
        String base = background.repeat(len / background.length() + 1).substring(0, len);
        for (String lone : new String[] {"\ud800", "\udfff", "\ude00\ud83d"}) {
          for (int at : new int[] {0, len / 2, len}) {
            String s = base.substring(0, at) + lone + base.substring(at);
            if (!Jackson.jackson3()) { // Jackson 2 escapes it
              String jackson = new String(BOOT.writeValueAsBytes(texts(s)), StandardCharsets.UTF_8);
              assertTrue(jackson.contains("\\u" + Integer.toHexString(lone.charAt(0)).toUpperCase(java.util.Locale.ROOT)),
                  jackson);
            }
            for (Texts t : List.of(texts(s), new Texts("a", List.of(s), Map.of(), "d"),
                new Texts("a", List.of(), Map.of(s, "v"), "d"), new Texts("a", List.of(), Map.of(), s))) {
              WirebindException e = assertThrows(WirebindException.class, () -> codec.toJson(t));
              assertTrue(e.getMessage().contains("unpaired surrogate"), e.getMessage());
            }
          }
        }
      }
    }
  }
}
