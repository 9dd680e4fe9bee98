package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonWriter;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Year;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The classes of {@link Differing}, whose JSON differs between Jackson 2 and Jackson 3, against
 * the Jackson of the run: Jackson 2 (Boot 3's mapper) in the ordinary test run, Jackson 3's default
 * {@code JsonMapper} in {@code Jackson3SuitesTest}, which compiles them with {@code
 * -Awirebind.jackson=3}. Our bytes are Jackson's, each reads the other's back equal, and what
 * Jackson rejects we reject.
 */
class Jackson3DifferencesTest {
  static final Jackson BOOT = Jackson.boot();
  static final String[] TEXTS = {"", "a", "emoji \uD83D\uDE00 and \uD834\uDD1E", "tab\t/slash", "é€", null};
  static final Locale[] LOCALES = {
    Locale.ROOT, Locale.US, Locale.CANADA_FRENCH, Locale.forLanguageTag("zh-Hant-TW"), new Locale("", "US"),
    new Locale("en", "US", "POSIX"), Locale.forLanguageTag("en-US-u-ca-buddhist"), null
  };

  private static <T> void same(Class<T> type, T value) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    assertEquals(Jackson.style(), codec.jacksonStyle());
    String jackson = new String(BOOT.writeValueAsBytes(value), StandardCharsets.UTF_8);
    String ours = codec.toJsonString(value);
    assertEquals(jackson, ours, type.getSimpleName());
    // the stream writers write the same bytes (surrogate pairs as each Jackson writes them)
    java.io.ByteArrayOutputStream array = new java.io.ByteArrayOutputStream();
    codec.writeJsonArray(List.of(value), array);
    assertEquals("[" + jackson + "]", array.toString(StandardCharsets.UTF_8), "writeJsonArray");
    java.io.ByteArrayOutputStream lines = new java.io.ByteArrayOutputStream();
    codec.writeJsonLines(List.of(value, value), java.nio.channels.Channels.newChannel(lines));
    assertEquals(jackson + "\n" + jackson + "\n", lines.toString(StandardCharsets.UTF_8), "writeJsonLines");
    // each reads the other's JSON back to what it wrote
    assertEquals(ours, codec.toJsonString(codec.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
    assertEquals(ours, new String(BOOT.writeValueAsBytes(BOOT.readValue(ours, type)), StandardCharsets.UTF_8));
  }

  private static String text(Random r) {
    return TEXTS[r.nextInt(TEXTS.length)];
  }

  @Test
  void propertiesInTheOrderOfEachJackson() throws Exception {
    Random r = new Random(31);
    for (int n = 0; n < 300; n++) {
      Differing.Bean b = new Differing.Bean();
      b.zz = r.nextInt();
      b.mm = text(r);
      b.zeta = r.nextInt();
      b.alpha = text(r);
      b.renamed = r.nextLong();
      b.mid = r.nextDouble();
      b.Upper = text(r);
      b.list = r.nextBoolean() ? null : new ArrayList<>(List.of("x", "\uD83D\uDE00"));
      b.map = new LinkedHashMap<>();
      b.map.put("z" + r.nextInt(5), r.nextInt());
      b.map.put("a", null);
      same(Differing.Bean.class, b);
      Differing.Created c = new Differing.Created(text(r), r.nextInt());
      c.extraA = text(r);
      c.extraB = r.nextInt();
      same(Differing.Created.class, c);
      same(Differing.Rec.class, new Differing.Rec(r.nextInt(), text(r), r.nextBoolean() ? null : Year.of(r.nextInt(4000))));
      Differing.Ordered o = ordered(r);
      same(Differing.Ordered.class, o);
      Differing.Row row = new Differing.Row();
      row.zz = r.nextInt();
      row.aa = text(r);
      row.mm = r.nextBoolean();
      same(Differing.Row.class, row);
    }
  }

  private static Differing.Ordered ordered(Random r) {
    Differing.Ordered o = new Differing.Ordered();
    o.mm = r.nextInt();
    o.aa = r.nextInt();
    o.zz = r.nextInt();
    o.cc = text(r);
    return o;
  }

  @Test
  void valuesAsEachJacksonWritesThem() throws Exception {
    Random r = new Random(32);
    for (int n = 0; n < 300; n++) {
      Differing.Values v = new Differing.Values();
      v.year = r.nextInt(4) == 0 ? null : Year.of(r.nextInt(20000) - 9999);
      v.locale = LOCALES[r.nextInt(LOCALES.length)];
      v.duration = r.nextBoolean() ? null : Duration.ofSeconds(r.nextInt(100000), r.nextInt(1_000_000_000));
      v.years = List.of(Year.of(r.nextInt(3000)), Year.of(-r.nextInt(3000)));
      v.locales = new LinkedHashMap<>();
      v.locales.put("k" + r.nextInt(3), LOCALES[r.nextInt(LOCALES.length - 1)]);
      v.byYear = new LinkedHashMap<>();
      v.byYear.put(Year.of(r.nextInt(3000)), r.nextInt());
      v.byLocale = new LinkedHashMap<>();
      v.byLocale.put(LOCALES[r.nextInt(LOCALES.length - 1)], text(r));
      v.maybe = r.nextBoolean() ? Optional.empty() : Optional.of(Year.of(r.nextInt(3000)));
      v.text = text(r);
      v.nested = r.nextBoolean() ? null : ordered(r);
      v.recs = List.of(new Differing.Rec(r.nextInt(), text(r), Year.of(r.nextInt(3000))));
      same(Differing.Values.class, v);
    }
  }

  @Test
  void nullForAPrimitiveAsEachJacksonReadsIt() throws Exception {
    Codec<Differing.Prims> codec = Wirebind.codec(Differing.Prims.class);
    for (String name : new String[] {"i", "l", "b", "d", "f", "s", "y", "c", "boxed"}) {
      String json = "{\"i\":7,\"" + name + "\":null}";
      Differing.Prims theirs = null;
      try {
        theirs = BOOT.readValue(json, Differing.Prims.class);
      } catch (Exception e) {
        // Jackson 3: FAIL_ON_NULL_FOR_PRIMITIVES
      }
      if (theirs == null) {
        assertTrue(Jackson.jackson3() && !name.equals("boxed"), name);
        WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson(json), name);
        assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
        assertTrue(e.offset() > 0, e.getMessage());
      } else {
        assertTrue(!Jackson.jackson3() || name.equals("boxed"), name);
        assertEquals(BOOT.writeValueAsString(theirs), codec.toJsonString(codec.fromJson(json)), name);
      }
    }
  }

  @Test
  void aCodecServesItsOwnJacksonOnly() {
    Codec<Differing.Bean> codec = Wirebind.codec(Differing.Bean.class);
    JsonStyle other = Jackson.jackson3() ? JsonStyle.JACKSON : JsonStyle.JACKSON3;
    assertTrue(codec.supports(Jackson.style()));
    assertTrue(codec.supports(JsonStyle.PROTO3));
    assertTrue(!codec.supports(other));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> codec.toJson(new Differing.Bean(), other));
    assertTrue(e.getMessage().contains("-Awirebind.jackson="), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> codec.fromJson("{}".getBytes(StandardCharsets.UTF_8), other));
    assertNotNull(codec.toJson(new Differing.Bean(), JsonStyle.PROTO3));
  }

  @Test
  void aReusedWriterWritesSurrogatePairsAsSet() {
    Differing.Values v = new Differing.Values();
    v.text = "\uD83D\uDE00";
    Codec<Differing.Values> codec = Wirebind.codec(Differing.Values.class);
    JsonWriter w = new JsonWriter();
    codec.writeJson(v, w);
    assertTrue(w.toString().contains("\\uD83D\\uDE00"), w.toString());
    w.reset().surrogatesAsUtf8(true);
    codec.writeJson(v, w);
    assertTrue(w.toString().contains("\"text\":\"\uD83D\uDE00\""), w.toString());
  }

  /** Jackson 3 ignores an enum's {@code toString()} where {@code @JsonValue} names its text, as Jackson 2. */
  @Test
  void aJsonValueEnumIsWrittenByItsValueInBoth() throws Exception {
    Random r = new Random(37);
    Differing.Coded[] coded = Differing.Coded.values();
    for (int n = 0; n < 100; n++) {
      // in the constants' order: Jackson 3 reads a Map with enum keys into an EnumMap (docs/JSON.md)
      java.util.Map<Differing.Coded, Integer> counts = new java.util.EnumMap<>(Differing.Coded.class);
      for (int i = r.nextInt(3); i > 0; i--) {
        counts.put(coded[r.nextInt(coded.length)], r.nextInt());
      }
      List<Differing.Coded> all = new ArrayList<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        all.add(coded[r.nextInt(coded.length)]);
      }
      same(Differing.Labelled.class, new Differing.Labelled(r.nextBoolean() ? null : coded[r.nextInt(coded.length)],
          all, counts));
    }
    assertEquals("{\"one\":\"b b\",\"all\":[\"a\"],\"counts\":{\"a\":1}}", Wirebind.codec(Differing.Labelled.class)
        .toJsonString(new Differing.Labelled(Differing.Coded.BETA, List.of(Differing.Coded.ALPHA),
            java.util.Map.of(Differing.Coded.ALPHA, 1))));
    assertThrows(WirebindException.class, () -> Wirebind.codec(Differing.Labelled.class).fromJson("{\"one\":\"Coded.ALPHA\"}"));
  }
}
