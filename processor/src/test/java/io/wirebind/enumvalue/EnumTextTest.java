package io.wirebind.enumvalue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The precomputed texts of {@code String} {@code @JsonValue}s ({@code EnumValues.readText},
 * {@code keyText}, {@code writeText}): a JSON string spelling a constant's value exactly hands the
 * creator that value's own {@code String}, and a constant whose accessor returns its own value is
 * written from bytes; everything else (escapes, other texts, a value made anew, escaped or changed
 * at run time, truncated input, the string limit) goes the general way, as Jackson has it.
 */
class EnumTextTest {
  static final ObjectMapper BOOT = EnumValueTest.BOOT;
  static final Codec<Texts> TEXTS = Wirebind.codec(Texts.class);

  private static Texts random(Random r) {
    List<Texts.Changing> list = new ArrayList<>();
    Map<Texts.Changing, Integer> byChanging = new LinkedHashMap<>();
    Map<Texts.Escaped, Integer> byEscaped = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      list.add(pick(r, Texts.Changing.values()));
      byChanging.put(pick(r, Texts.Changing.values()), r.nextInt());
      byEscaped.put(pick(r, Texts.Escaped.values()), r.nextInt(9));
    }
    return new Texts(r.nextInt(4) == 0 ? null : pick(r, Texts.Fresh.values()),
        r.nextInt(4) == 0 ? null : pick(r, Texts.Escaped.values()),
        r.nextInt(4) == 0 ? null : pick(r, Texts.Changing.values()), list, byChanging, byEscaped);
  }

  private static <T> T pick(Random r, T[] values) {
    return values[r.nextInt(values.length)];
  }

  private static void sameAsJackson(Random r, int n) throws Exception {
    for (int i = 0; i < n; i++) {
      Texts x = random(r);
      String jackson = BOOT.writeValueAsString(x);
      assertEquals(jackson, TEXTS.toJsonString(x));
      assertEquals(x, TEXTS.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
      assertEquals(x, BOOT.readValue(TEXTS.toJson(x), Texts.class));
    }
  }

  @Test
  void freshEscapedAndNonAsciiValuesAsJackson() throws Exception {
    sameAsJackson(new Random(40), 500);
  }

  @Test
  void aValueChangedAtRunTimeIsWrittenAndReadAsJackson() throws Exception {
    String old = Texts.Changing.ONE.value;
    try {
      Texts.Changing.ONE.value = new String("uno");
      sameAsJackson(new Random(41), 300);
      // the text taken when the codec was loaded is no value any more: the creator rejects it
      compare(TEXTS, Texts.class, "{\"changing\":\"one\"}");
      compare(TEXTS, Texts.class, "{\"changings\":[\"uno\",\"one\"]}");
      compare(TEXTS, Texts.class, "{\"byChanging\":{\"one\":1}}");
      assertEquals(1, compare(TEXTS, Texts.class, "{\"byChanging\":{\"uno\":1},\"changing\":\"uno\"}"));
      Texts.Changing.ONE.value = "one".toUpperCase(java.util.Locale.ROOT).toLowerCase(java.util.Locale.ROOT);
      sameAsJackson(new Random(42), 100); // equal but not the same String: still the value's text
    } finally {
      Texts.Changing.ONE.value = old;
    }
  }

  /** Spellings near a plain constant's text: escaped, cut, longer, spaced, in other tokens. */
  static final String[] NEAR = {
    "\"available\"", "\"\\u0061vailable\"", "\"\\u0041VAILABLE\"", "\"AVAILABLE\"", "\"availabl\"",
    "\"availablex\"", "\"available \"", " \"available\" ", "\"available\\\"\"", "\"available",
    "\"avail\\able\"", "\"sold out\"", "\"sold\\u0020out\"", "\"pending\"\"", "\"\"", "\"a\"",
    "\"one\"", "\"o\\u006ee\"", "\"two\"", "\"plain\"", "\"pl\\u0061in\"", "\"say \\\"hi\\\"\"",
    "\"a\\\\b\"", "\"a\\tb\"", "\"caf\u00e9\"", "\"caf\\u00e9\"", "\"small-cat\"", "\"big-dog\"",
    "\"small_cat\"", "1", "true", "null", "[\"one\"]", "{}", "\"\u0000one\""
  };

  @Test
  void hostileSpellingsAsJackson() throws Exception {
    int accepted = 0;
    for (String v : NEAR) {
      accepted += compare(EnumValueTest.CODEC, Valued.class, "{\"status\":" + v + "}");
      accepted += compare(EnumValueTest.CODEC, Valued.class, "{\"statuses\":[" + v + "," + v + "]}");
      for (String field : new String[] {"fresh", "escaped", "changing"}) {
        accepted += compare(TEXTS, Texts.class, "{\"" + field + "\":" + v + "}");
      }
      accepted += compare(TEXTS, Texts.class, "{\"changings\":[" + v + "]}");
      if (v.startsWith("\"") && v.endsWith("\"") && v.length() > 1 && !v.equals("\"pending\"\"")) {
        accepted += compare(EnumValueTest.CODEC, Valued.class, "{\"byStatus\":{" + v + ":1}}");
        accepted += compare(TEXTS, Texts.class, "{\"byChanging\":{" + v + ":1}}");
        accepted += compare(TEXTS, Texts.class, "{\"byEscaped\":{" + v + ":1}}");
      }
    }
    assertTrue(accepted > 25, "accepted " + accepted);
  }

  @Test
  void truncatedInputAndTheStringLimit() {
    byte[] json = "{\"status\":\"available\",\"statuses\":[\"pending\"]}".getBytes(StandardCharsets.UTF_8);
    for (int n = 11; n < json.length - 1; n++) {
      // the bytes after the reader's end are still in the array: never read
      JsonReader in = new JsonReader().reset(json, 0, n);
      WirebindException e = assertThrows(WirebindException.class, () -> EnumValueTest.CODEC.readJson(in, null));
      assertTrue(e.offset() >= 0 && e.offset() <= n, n + ": " + e.getMessage());
    }
    assertEquals(Status.AVAILABLE, EnumValueTest.CODEC.readJson(new JsonReader().reset(json), null).status());
    assertEquals(Status.AVAILABLE,
        EnumValueTest.CODEC.readJson(new JsonReader().reset(json).maxStringLength(9), null).status());
    // under a limit below the text's length, the value reads as a plain string does
    for (int max = 6; max < 9; max++) { // the member name "status" within it
      int limit = max;
      boolean plainFails = fails(() -> new JsonReader()
          .reset("\"available\"".getBytes(StandardCharsets.UTF_8)).maxStringLength(limit).readString());
      assertEquals(plainFails, fails(() -> EnumValueTest.CODEC.readJson(
          new JsonReader().reset("{\"status\":\"available\"}".getBytes(StandardCharsets.UTF_8))
              .maxStringLength(limit), null)), "limit " + max);
    }
  }

  private static boolean fails(Runnable r) {
    try {
      r.run();
      return false;
    } catch (WirebindException e) {
      return true;
    }
  }

  /** 1 when Jackson and the codec read {@code json} to equal values, 0 when both reject it. */
  private static <T> int compare(Codec<T> codec, Class<T> type, String json) throws Exception {
    T theirs;
    try {
      theirs = BOOT.readValue(json, type);
    } catch (Exception e) {
      theirs = null;
    }
    if (theirs == null) {
      WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
      assertTrue(e.offset() >= 0, json + ": " + e.getMessage());
      return 0;
    }
    T ours;
    try {
      ours = codec.fromJson(json);
    } catch (WirebindException e) {
      throw new AssertionError("Jackson reads " + json + ", we fail: " + e.getMessage(), e);
    }
    assertEquals(BOOT.writeValueAsString(theirs), BOOT.writeValueAsString(ours), json);
    return 1;
  }
}
