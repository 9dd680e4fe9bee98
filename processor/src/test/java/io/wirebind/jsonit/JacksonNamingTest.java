package io.wirebind.jsonit;

import static io.wirebind.jsonit.JacksonAnnotationsTest.check;
import static io.wirebind.jsonit.JacksonDifferentialTest.JACKSON;
import static io.wirebind.jsonit.JacksonDifferentialTest.canonical;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @JsonNaming}, {@code @JsonAlias}, {@code @JsonProperty(access, required, defaultValue)},
 * {@code @JsonIgnoreType} and {@code @JsonIgnoreProperties} names, against Jackson 2.18 on the
 * same classes over random instances: same bytes, each reads the other's, same accept/reject.
 */
class JacksonNamingTest {
  static final int INSTANCES = Math.min(JacksonDifferentialTest.INSTANCES, 2_000);

  static Stream<Class<?>> classes() {
    return Stream.of(
        Named.Snake.class, Named.UpperSnake.class, Named.Kebab.class, Named.LowerCamel.class,
        Named.UpperCamel.class, Named.Lower.class, Named.LowerDot.class, Named.OldSnake.class,
        Named.SortedUpper.class, Named.OrderedKebab.class, Named.SnakeRecord.class,
        Named.KebabBean.class, Named.Aliased.class, Named.AliasedRecord.class, Named.Access.class,
        Named.Required.class, Named.RequiredField.class, Named.WithSecret.class,
        Named.Enums.class, Named.Accessors.class, Named.AllowGetters.class,
        Named.AllowSetters.class, Named.AllowBoth.class, Named.NotUnwrapped.class,
        Named.NotUnwrappedRecord.class);
  }

  @ParameterizedTest
  @MethodSource("classes")
  <T> void sameAsJackson(Class<T> type) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    RandomValues values = new RandomValues(type.getName().hashCode());
    for (int n = 0; n < INSTANCES; n++) {
      T x = values.message(type);
      check(codec, type, x, n);
      // protobuf does not see JSON names: its bytes survive a round trip
      byte[] proto = codec.toProto(x);
      assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)), "proto " + type.getSimpleName() + " #" + n);
    }
  }

  /** The names each strategy gives, spelled out (the differential test proves Jackson agrees). */
  @Test
  void snakeCaseNames() {
    Named.Snake s = new Named.Snake();
    s.aURL = "u";
    assertEquals(
        "{\"user_id\":0,\"a_url\":\"u\",\"value2x\":0,\"leading\":null,\"x\":0.0,"
            + "\"httpserver\":null,\"tags2_d\":null,\"counts_by_id\":null,\"last_one\":null,"
            + "\"Explicit_Name\":null}",
        Wirebind.codec(Named.Snake.class).toJsonString(s));
  }

  @Test
  void aliasesAreReadNeverWritten() throws Exception {
    Codec<Named.Aliased> codec = Wirebind.codec(Named.Aliased.class);
    for (String json : new String[] {
        "{\"nm\":\"a\",\"qty\":3}", "{\"fullName\":\"a\",\"quantity\":3}",
        "{\"name\":\"a\",\"count\":3,\"qty\":4}", "{\"qty\":3,\"name\":\"b\",\"nm\":\"a\"}"}) {
      Named.Aliased ours = codec.fromJson(json);
      Named.Aliased theirs = io.wirebind.mappers.Jackson.lenient().readValue(json, Named.Aliased.class);
      assertEquals(canonical(theirs), canonical(ours), json);
    }
    Named.AliasedRecord r = Wirebind.codec(Named.AliasedRecord.class).fromJson("{\"ident\":\"x\",\"n\":2}");
    assertEquals(new Named.AliasedRecord("x", 2), r);
  }

  @Test
  void readOnlyIsWrittenNotRead_writeOnlyIsReadNotWritten() throws Exception {
    Codec<Named.Access> codec = Wirebind.codec(Named.Access.class);
    Named.Access a = new Named.Access();
    a.computed = "c";
    a.password = "p";
    a.plain = 1;
    a.both = 2;
    assertEquals(JACKSON.writeValueAsString(a), codec.toJsonString(a));
    assertEquals("{\"computed\":\"c\",\"plain\":1,\"rw\":2}", codec.toJsonString(a));
    String json = "{\"computed\":\"in\",\"password\":\"secret\",\"plain\":3,\"rw\":4}";
    Named.Access ours = codec.fromJson(json);
    Named.Access theirs = JACKSON.readValue(json, Named.Access.class);
    assertNull(ours.computed);
    assertEquals(theirs.computed, ours.computed);
    assertEquals("secret", ours.password);
    assertEquals(theirs.password, ours.password);
    assertEquals(3, ours.plain);
    // READ_ONLY and @JsonIgnoreProperties names are skipped even when unknown members fail
    Codec<Named.StrictAccess> strict = Wirebind.codec(Named.StrictAccess.class);
    String skipped = "{\"computed\":\"x\",\"legacy\":[1],\"old\":\"o\",\"plain\":2}";
    Named.StrictAccess s = strict.fromJson(skipped);
    Named.StrictAccess t = JACKSON.readValue(skipped, Named.StrictAccess.class);
    assertEquals(canonical(t), canonical(s));
    assertEquals(2, s.plain);
    assertThrows(WirebindException.class, () -> strict.fromJson("{\"other\":1}"));
    assertThrows(Exception.class, () -> JACKSON.readValue("{\"other\":1}", Named.StrictAccess.class));
  }

  @Test
  void requiredCreatorPropertyMissingIsAnError() throws Exception {
    Codec<Named.Required> codec = Wirebind.codec(Named.Required.class);
    String ok = "{\"id\":null,\"n\":1}";
    assertEquals(canonical(JACKSON.readValue(ok, Named.Required.class)), canonical(codec.fromJson(ok)));
    for (String json : new String[] {"{\"n\":1}", "{\"id\":\"a\"}", "{}", "{\"optional\":\"o\"}"}) {
      assertThrows(MismatchedInputException.class, () -> JACKSON.readValue(json, Named.Required.class), json);
      WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
      assertTrue(e.getMessage().contains("missing required member"), e.getMessage());
      assertTrue(e.offset() >= 0, e.getMessage());
    }
    // on a field, Jackson 2.18 does not enforce required, and defaultValue is metadata
    Codec<Named.RequiredField> field = Wirebind.codec(Named.RequiredField.class);
    String empty = "{}";
    assertEquals(canonical(JACKSON.readValue(empty, Named.RequiredField.class)), canonical(field.fromJson(empty)));
    assertEquals(0, field.fromJson(empty).seven);
    assertNull(field.fromJson(empty).text);
  }

  @Test
  void ignoredTypeIsNeitherWrittenNorRead() throws Exception {
    Codec<Named.WithSecret> codec = Wirebind.codec(Named.WithSecret.class);
    Named.WithSecret w = new Named.WithSecret();
    w.secret = new Named.Secret();
    w.secret.value = "s";
    w.b = "b";
    assertEquals(JACKSON.writeValueAsString(w), codec.toJsonString(w));
    String json = "{\"a\":1,\"secret\":{\"value\":\"x\"},\"b\":\"c\"}";
    assertEquals(canonical(JACKSON.readValue(json, Named.WithSecret.class)), canonical(codec.fromJson(json)));
    assertNull(codec.fromJson(json).secret);
  }

  @Test
  void enumNamesAliasesAndOrdinals() throws Exception {
    Codec<Named.Enums> codec = Wirebind.codec(Named.Enums.class);
    Named.Enums e = new Named.Enums();
    e.side = Named.Side.SELL;
    e.level = Named.Level.HIGH;
    e.plainAsNumber = Named.Plain.B;
    e.plain = Named.Plain.C;
    e.sides = java.util.List.of(Named.Side.BUY, Named.Side.HOLD);
    assertEquals("{\"side\":\"s\",\"level\":2,\"plainAsNumber\":1,\"plain\":\"C\","
        + "\"sides\":[\"b\",\"HOLD\"],\"levels\":null}", codec.toJsonString(e));
    assertEquals(JACKSON.writeValueAsString(e), codec.toJsonString(e));
    // accepted and rejected input, as Jackson (aliases, ordinals, names of ordinal enums; the Java
    // name of a renamed constant and unknown names fail, @JsonEnumDefaultValue is off by default)
    String[] inputs = {
      "{\"side\":\"sell\"}", "{\"side\":\"S\"}", "{\"side\":\"hodl\"}", "{\"side\":\"HOLD\"}",
      "{\"side\":1}", "{\"level\":\"MID\"}", "{\"level\":0}", "{\"plainAsNumber\":\"A\"}",
      "{\"side\":\"SELL\"}", "{\"side\":\"BUY\"}", "{\"plain\":\"D\"}", "{\"level\":3}",
      "{\"sides\":[\"s\",\"sell\",2]}"
    };
    for (String json : inputs) {
      Named.Enums theirs = null;
      try {
        theirs = JACKSON.readValue(json, Named.Enums.class);
      } catch (Exception ex) {
        assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
        continue;
      }
      assertEquals(canonical(theirs), canonical(codec.fromJson(json)), json);
    }
  }

  @Test
  void setterNulls() throws Exception {
    Codec<Named.Nullable> codec = Wirebind.codec(Named.Nullable.class);
    String[] inputs = {
      "{\"skipped\":null,\"list\":null,\"set\":null}", "{\"skipped\":\"v\",\"list\":[\"a\"]}",
      "{\"failing\":null}", "{\"failing\":3}", "{\"primitive\":null}", "{\"primitive\":2}",
      "{\"list\":null,\"list\":[\"b\"]}", "{\"list\":[\"b\"],\"list\":null}"
    };
    for (String json : inputs) {
      Named.Nullable theirs;
      try {
        theirs = JACKSON.readValue(json, Named.Nullable.class);
      } catch (Exception ex) {
        WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
        assertTrue(e.getMessage().contains("does not accept null"), e.getMessage());
        continue;
      }
      assertEquals(canonical(theirs), canonical(codec.fromJson(json)), json);
      // decoding into a reused instance gives the same
      Named.Nullable reuse = codec.fromJson("{\"skipped\":\"old\",\"list\":[\"old\"]}");
      assertEquals(canonical(theirs), canonical(codec.readJson(new io.wirebind.JsonReader().reset(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)), reuse)), "reused " + json);
    }
  }

  @Test
  void rawValuesAreWrittenAsTheyAre() throws Exception {
    Codec<Named.Raw> codec = Wirebind.codec(Named.Raw.class);
    String[] texts = {null, "{\"x\":[1,2.5,\"é😀\"]}", "\"quoted\"", "null", "12", "[]", "true"};
    for (String a : texts) {
      for (String b : texts) {
        Named.Raw r = new Named.Raw();
        r.a = 3;
        r.json = a;
        r.last = b;
        assertEquals(JACKSON.writeValueAsString(r), codec.toJsonString(r));
      }
    }
    // reading takes JSON strings, as Jackson's does
    String json = "{\"a\":1,\"json\":\"{}\",\"last\":null}";
    assertEquals(canonical(JACKSON.readValue(json, Named.Raw.class)), canonical(codec.fromJson(json)));
  }

  /** Jackson writes and reads enum map keys by their @JsonProperty names and aliases, never ordinals. */
  @Test
  void enumKeysUseJacksonNames() throws Exception {
    Codec<Named.EnumKeys> codec = Wirebind.codec(Named.EnumKeys.class);
    Named.EnumKeys k = new Named.EnumKeys();
    k.bySide = new java.util.LinkedHashMap<>();
    k.bySide.put(Named.Side.BUY, 1);
    k.bySide.put(Named.Side.SELL, 2);
    k.bySide.put(Named.Side.HOLD, 3);
    k.byLevel = new java.util.LinkedHashMap<>();
    k.byLevel.put(Named.Level.MID, "m");
    assertEquals(JACKSON.writeValueAsString(k), codec.toJsonString(k));
    String[] inputs = {
      "{\"bySide\":{\"b\":1,\"sell\":2,\"hodl\":3}}", "{\"bySide\":{\"BUY\":1}}",
      "{\"bySide\":{\"S\":1}}", "{\"byLevel\":{\"MID\":\"x\"}}", "{\"byLevel\":{\"1\":\"x\"}}"
    };
    for (String json : inputs) {
      Named.EnumKeys theirs;
      try {
        theirs = JACKSON.readValue(json, Named.EnumKeys.class);
      } catch (Exception ex) {
        assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
        continue;
      }
      assertEquals(canonical(theirs), canonical(codec.fromJson(json)), json);
    }
    byte[] proto = codec.toProto(k);
    assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)));
  }

  @Test
  void allowGettersAndSetters() throws Exception {
    String json = "{\"a\":1,\"hidden\":\"h\",\"gone\":2}";
    for (Class<?> type : new Class<?>[] {
        Named.AllowGetters.class, Named.AllowSetters.class, Named.AllowBoth.class}) {
      for (String in : new String[] {json, "{\"a\":1,\"hidden\":\"h\"}", "{\"gone\":[]}", "{\"x\":1}"}) {
        sameRead(type, in);
      }
    }
    json = "{\"a\":1,\"hidden\":\"h\"}";
    Named.AllowGetters g = Wirebind.codec(Named.AllowGetters.class).fromJson(json);
    assertNull(g.hidden);
    assertEquals("h", Wirebind.codec(Named.AllowSetters.class).fromJson(json).hidden);
  }

  private static <T> void sameRead(Class<T> type, String json) throws Exception {
    Object theirs;
    try {
      theirs = JACKSON.readValue(json, type);
    } catch (Exception e) {
      theirs = e.getClass().getSimpleName();
    }
    Object ours;
    try {
      ours = Wirebind.codec(type).fromJson(json);
    } catch (WirebindException e) {
      ours = "failed";
    }
    assertEquals(theirs instanceof String ? "failed" : canonical(theirs),
        ours instanceof String ? ours : canonical(ours), type.getSimpleName() + " " + json + " " + theirs);
  }
}
