package io.wirebind.valueit;

import static io.wirebind.valueit.ValueTypesDifferentialTest.BOOT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.jsonit.SameJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Jackson's {@code @JsonAnyGetter}/{@code @JsonAnySetter} map against the references over random
 * instances: Jackson as Spring Boot configures it (the same bytes, and each reads the other's into
 * equal objects), protobuf-java with the map as a {@code google.protobuf.Struct} (anyprops.proto),
 * JsonFormat for proto3 JSON; and the limits on hostile input.
 */
class AnyPropertiesTest {
  static final Codec<AnyBag> BAG = Wirebind.codec(AnyBag.class);
  static final Codec<AnyRecord> RECORD = Wirebind.codec(AnyRecord.class);
  static final Codec<AnyRules> RULES = Wirebind.codec(AnyRules.class);

  static AnyBag bag(Random r, RandomTrees trees) {
    AnyBag b = new AnyBag();
    b.id = r.nextInt(3) == 0 ? 0 : r.nextInt();
    b.name = r.nextInt(4) == 0 ? null : "n" + r.nextInt(100);
    b.tags = r.nextInt(4) == 0 ? null : new ArrayList<>(List.of("t", "u" + r.nextInt(9)));
    b.other = r.nextInt(5) == 0 ? null : r.nextInt(5) == 0 ? new LinkedHashMap<>() : trees.map(3);
    if (b.other != null) {
      // random values under declared names could be what neither reads (Jackson coerces "" to 0)
      b.other.keySet().removeAll(List.of("id", "name", "tags", "score"));
    }
    if (b.other != null && r.nextInt(4) == 0) {
      // a declared name: written twice, read back as the property
      if (r.nextBoolean()) {
        b.other.put("id", r.nextInt());
      } else {
        b.other.put("score", r.nextBoolean() ? null : r.nextInt(100) / 4.0);
      }
    }
    b.score = r.nextInt(3) == 0 ? null : r.nextInt(1000) / 8.0;
    return b;
  }

  static AnyRecord record(Random r, RandomTrees trees) {
    return new AnyRecord(r.nextLong(), r.nextInt(4) == 0 ? null : trees.map(2),
        r.nextInt(3) == 0 ? null : "note" + r.nextInt(9));
  }

  static io.wirebind.valueit.anyproto.AnyBag proto(AnyBag b) {
    var p = io.wirebind.valueit.anyproto.AnyBag.newBuilder().setId(b.id);
    if (b.name != null) {
      p.setName(b.name);
    }
    if (b.tags != null) {
      p.addAllTags(b.tags);
    }
    if (b.other != null) {
      p.setOther(DynamicProtos.struct(b.other));
    }
    if (b.score != null) {
      p.setScore(b.score);
    }
    return p.build();
  }

  static AnyBag java(io.wirebind.valueit.anyproto.AnyBag p) {
    AnyBag b = new AnyBag();
    b.id = p.getId();
    b.name = p.hasName() ? p.getName() : null;
    b.tags = p.getTagsCount() == 0 ? null : new ArrayList<>(p.getTagsList());
    b.other = p.hasOther() ? DynamicProtos.java(p.getOther()) : null;
    b.score = p.hasScore() ? p.getScore() : null;
    return b;
  }

  static io.wirebind.valueit.anyproto.AnyRecord proto(AnyRecord x) {
    var p = io.wirebind.valueit.anyproto.AnyRecord.newBuilder().setSeq(x.seq());
    if (x.note() != null) {
      p.setNote(x.note());
    }
    if (x.extra() != null) {
      p.setExtra(DynamicProtos.struct(x.extra()));
    }
    return p.build();
  }

  @Test
  void jsonIsJacksonsAndEachReadsTheOthers() throws Exception {
    Random r = new Random(71);
    RandomTrees trees = new RandomTrees(72, false);
    for (int i = 0; i < 3000; i++) {
      AnyBag x = bag(r, trees);
      byte[] jackson = BOOT.writeValueAsBytes(x);
      byte[] ours = BAG.toJson(x);
      SameJson.assertSame(jackson, ours, x.toString());
      readsAsJackson(jackson);
      readsAsJackson(ours);
    }
  }

  /**
   * Both read {@code json} into equal objects, or both fail: a random map may hold a key equal to a
   * declared property's name with a value that property cannot take.
   */
  private static void readsAsJackson(byte[] json) throws Exception {
    String text = new String(json, StandardCharsets.UTF_8);
    AnyBag theirs;
    try {
      theirs = BOOT.readValue(json, AnyBag.class);
    } catch (com.fasterxml.jackson.databind.exc.MismatchedInputException e) {
      assertThrows(WirebindException.class, () -> BAG.fromJson(json), text);
      return;
    }
    AnyBag ours = org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> BAG.fromJson(json), text);
    assertEquals(theirs, ours, text);
  }

  @Test
  void recordJsonIsJacksonsAndEachReadsTheOthers() throws Exception {
    Random r = new Random(73);
    RandomTrees trees = new RandomTrees(74, false);
    for (int i = 0; i < 2000; i++) {
      AnyRecord x = record(r, trees);
      byte[] jackson = BOOT.writeValueAsBytes(x);
      SameJson.assertSame(jackson, RECORD.toJson(x), x.toString());
      assertEquals(BOOT.readValue(jackson, AnyRecord.class), RECORD.fromJson(jackson),
          new String(jackson, StandardCharsets.UTF_8));
    }
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(75);
    RandomTrees trees = new RandomTrees(76, false);
    for (int i = 0; i < 2000; i++) {
      AnyBag x = bag(r, trees);
      var expected = proto(x);
      assertArrayEquals(expected.toByteArray(), BAG.toProto(x), x.toString());
      AnyBag back = BAG.fromProto(expected.toByteArray());
      assertEquals(java(expected).other, back.other);
      assertEquals(expected, io.wirebind.valueit.anyproto.AnyBag.parseFrom(BAG.toProto(back)));
      AnyRecord y = record(r, trees);
      var theirs = proto(y);
      assertArrayEquals(theirs.toByteArray(), RECORD.toProto(y), y.toString());
      AnyRecord backRecord = RECORD.fromProto(theirs.toByteArray());
      assertEquals(y.seq(), backRecord.seq());
      assertEquals(theirs.hasExtra() ? DynamicProtos.java(theirs.getExtra()) : null, backRecord.extra());
    }
  }

  @Test
  void proto3JsonHasTheMapAsAStructMember() throws Exception {
    Random r = new Random(77);
    RandomTrees trees = new RandomTrees(78, true);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 1000; i++) {
      AnyBag x = bag(r, trees);
      var expected = proto(x);
      String ours = new String(BAG.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(BOOT.readTree(printer.print(expected)), BOOT.readTree(ours), ours);
      var parsed = io.wirebind.valueit.anyproto.AnyBag.newBuilder();
      JsonFormat.parser().merge(ours, parsed);
      assertEquals(expected, parsed.build());
    }
  }

  @Test
  void jacksonRulesOfIgnoredAndReadOnlyNames() throws Exception {
    String[] documents = {
        "{\"a\":1,\"ro\":5,\"hidden\":\"h\",\"skipped\":[1],\"q\":{\"x\":null},\"q\":2}",
        "{\"skipped\":1}",
        "{}",
        "{\"more\":{\"k\":1},\"a\":2,\"\":null}",
    };
    for (String json : documents) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      AnyRules theirs = BOOT.readValue(b, AnyRules.class);
      AnyRules ours = RULES.fromJson(b);
      assertEquals(theirs, ours, json);
      assertEquals(HashMap.class, ours.more.getClass());
      assertEquals(BOOT.writeValueAsString(theirs), RULES.toJsonString(ours), json);
    }
    AnyRules x = new AnyRules();
    x.more.put("skipped", 1); // written anyway, as Jackson does
    x.more.put("a", null);
    assertEquals(BOOT.writeValueAsString(x), RULES.toJsonString(x));
  }

  @Test
  void mapIsCreatedOnTheFirstMemberOnly() throws Exception {
    assertNull(BAG.fromJson("{\"id\":1}".getBytes(StandardCharsets.UTF_8)).other);
    assertNull(BOOT.readValue("{\"id\":1}", AnyBag.class).other);
    AnyBag b = BAG.fromJson("{\"z\":1,\"id\":1,\"a\":2}".getBytes(StandardCharsets.UTF_8));
    assertEquals(LinkedHashMap.class, b.other.getClass());
    assertEquals(List.of("z", "a"), new ArrayList<>(b.other.keySet()));
  }

  @Test
  void decodingIntoAReusedInstanceStartsAfresh() {
    AnyBag reuse = BAG.fromJson("{\"id\":1,\"x\":1}".getBytes(StandardCharsets.UTF_8));
    Map<String, Object> first = reuse.other;
    AnyBag again = BAG.readJson(new JsonReader().reset("{\"y\":2}".getBytes(StandardCharsets.UTF_8)), reuse);
    assertSame(reuse, again);
    assertEquals(Map.of("y", 2), again.other);
    assertEquals(Map.of("x", 1), first);
    assertNull(BAG.readJson(new JsonReader().reset("{\"id\":3}".getBytes(StandardCharsets.UTF_8)), again).other);
  }

  @Test
  void valuesWithoutAJsonTreeFormFailTheEncodeNamingTheirClass() {
    AnyBag b = new AnyBag();
    b.other = new LinkedHashMap<>(Map.of("when", new Date(0)));
    WirebindException e = assertThrows(WirebindException.class, () -> BAG.toJson(b));
    assertTrue(e.getMessage().contains("java.util.Date"), e.getMessage());
    b.other = new HashMap<>();
    b.other.put(null, 1);
    assertThrows(WirebindException.class, () -> BAG.toJson(b));
  }

  @Test
  void hostileInputFailsWithAnOffset() {
    String deep = "{\"x\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";
    rejects(deep);
    rejects("{\"x\":[1,}");
    rejects("{\"x\":");
    rejects("{\"x\":{\"a\" 1}}");
    rejects("{\"x\":tru}");
    StringBuilder many = new StringBuilder("{");
    for (int i = 0; i < 20; i++) {
      many.append(i == 0 ? "" : ",").append("\"m").append(i).append("\":").append(i);
    }
    JsonReader in = new JsonReader().maxCollectionSize(10);
    in.reset(many.append('}').toString().getBytes(StandardCharsets.UTF_8));
    WirebindException e = assertThrows(WirebindException.class, () -> BAG.readJson(in, null));
    assertTrue(e.getMessage().contains("at byte"), e.getMessage());
  }

  private static void rejects(String json) {
    WirebindException e = assertThrows(WirebindException.class,
        () -> BAG.fromJson(json.getBytes(StandardCharsets.UTF_8)));
    assertTrue(e.getMessage().contains("at byte"), e.getMessage());
  }
}
