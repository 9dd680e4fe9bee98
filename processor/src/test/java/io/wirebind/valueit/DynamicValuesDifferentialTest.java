package io.wirebind.valueit;

import static io.wirebind.valueit.ValueTypesDifferentialTest.BOOT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.ListValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.jsonit.SameJson;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Dynamic values (JSON trees in {@code Object}, {@code Map<String, Object>} and {@code
 * List<Object>}) against the references, over seeded random trees: protobuf-java's {@code Value},
 * {@code Struct} and {@code ListValue} both ways and byte for byte; Jackson as Spring Boot
 * configures it, the same JSON bytes and equal values read back; {@code JsonFormat} for proto3 JSON.
 */
class DynamicValuesDifferentialTest {
  static final Codec<Dynamic> DYNAMIC = Wirebind.codec(Dynamic.class);
  static final Codec<DynamicBox> BOX = Wirebind.codec(DynamicBox.class);

  @Test
  void protobufBothWaysOnRandomTrees() throws Exception {
    RandomTrees random = new RandomTrees(40, false);
    for (int i = 0; i < 3000; i++) {
      Dynamic x = random.dynamic();
      var expected = DynamicProtos.proto(x);
      byte[] theirs = expected.toByteArray();
      byte[] ours = DYNAMIC.toProto(x);
      if (!java.util.Arrays.equals(theirs, ours)) {
        assertEquals(HexFormat.of().formatHex(theirs), HexFormat.of().formatHex(ours), x.toString());
      }
      assertEquals(expected, io.wirebind.valueit.proto.Dynamic.parseFrom(ours));
      assertEquals(DynamicProtos.java(expected), DYNAMIC.fromProto(theirs));
    }
  }

  @Test
  void protobufOfEachFormAlone() throws Exception {
    RandomTrees random = new RandomTrees(41, false);
    for (int i = 0; i < 2000; i++) {
      Object tree = random.tree(4);
      var map = random.map(4);
      var list = random.list(4);
      byte[] value = BOX.toProto(box(tree, map, list));
      var parsed = io.wirebind.valueit.proto.DynamicBox.parseFrom(value);
      if (tree != null) {
        assertEquals(DynamicProtos.value(tree), parsed.getAny());
      }
      assertEquals(DynamicProtos.struct(map), parsed.getAttrs());
      assertEquals(DynamicProtos.list(list), parsed.getList());
      // a peer's messages, including the Value kinds Java cannot produce here (unset, null_value in a list)
      var peer = io.wirebind.valueit.proto.DynamicBox.newBuilder()
          .setAny(DynamicProtos.value(tree))
          .setAttrs(Struct.newBuilder(DynamicProtos.struct(map)).putFields("unset", Value.getDefaultInstance()))
          .setList(ListValue.newBuilder(DynamicProtos.list(list)).addValues(Value.getDefaultInstance()))
          .build();
      assertEquals(DynamicProtos.java(peer), BOX.fromProto(peer.toByteArray()));
    }
  }

  private static DynamicBox box(Object tree, java.util.Map<String, Object> map, java.util.List<Object> list) {
    DynamicBox b = new DynamicBox();
    b.any = tree;
    b.attrs = map;
    b.list = new java.util.ArrayList<>(list);
    return b;
  }

  @Test
  void jsonIsJacksonsAndReadsBackAsJacksonReadsIt() throws Exception {
    RandomTrees random = new RandomTrees(42, false);
    for (int i = 0; i < 3000; i++) {
      Dynamic x = random.dynamic();
      byte[] jackson = BOOT.writeValueAsBytes(x);
      SameJson.assertSame(jackson, DYNAMIC.toJson(x), x.toString());
      assertEquals(BOOT.readValue(jackson, Dynamic.class), DYNAMIC.fromJson(jackson), new String(jackson, StandardCharsets.UTF_8));
    }
  }

  @Test
  void jsonOfMutableClassWithInclusionRules() throws Exception {
    RandomTrees random = new RandomTrees(43, false);
    for (int i = 0; i < 2000; i++) {
      DynamicBox x = random.box();
      byte[] jackson = BOOT.writeValueAsBytes(x);
      SameJson.assertSame(jackson, BOX.toJson(x), x.toString());
      assertEquals(BOOT.readValue(jackson, DynamicBox.class), BOX.fromJson(jackson), new String(jackson, StandardCharsets.UTF_8));
    }
  }

  @Test
  void jsonFromOtherWritersReadsAsJacksonReadsIt() throws Exception {
    // whitespace, escapes, exponents, big and negative numbers, duplicate names: not what either writer writes
    String[] documents = {
        "{ \"value\" : [ 1 , -0 , 0.0 , -0.0 , 1e2 , 1E-2 , 2147483647 , 2147483648 , -2147483649 ,"
            + " 9223372036854775807 , 9223372036854775808 , -9223372036854775809 , 1e400 , -1e400 , 5e-400 ,"
            + " 12345678901234567890123456789 , 0.1000000000000000055511151231257827 ] }",
        "{\"attributes\":{\"a\":1,\"b\":{\"c\":[true,false,null,\"\\u00e9\\ud83d\\ude00\\n\"]},\"a\":2}}",
        "{\"items\":[[],{},[[[]]],{\"\":{\"\":null}}],\"maybe\":{\"k\":\"v\"},\"byId\":{\"-5\":[1],\"7\":null}}",
        "{\"rows\":[{},{\"x\":1.5}],\"lists\":{\"a\":[],\"b\":[null]},\"matrix\":[[1,2],[3]],\"value\":null}",
        "{\"maybe\":null,\"linked\":{\"z\":1,\"a\":2},\"box\":{\"any\":\"s\",\"extra\":{}}}",
        "{\"value\":\"" + "9".repeat(900) + "\",\"items\":[" + "9".repeat(999) + ",-" + "1".repeat(998) + "]}",
    };
    for (String json : documents) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(BOOT.readValue(b, Dynamic.class), DYNAMIC.fromJson(b), json);
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    RandomTrees random = new RandomTrees(44, true);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 2000; i++) {
      Dynamic x = random.dynamic();
      var expected = DynamicProtos.proto(x);
      String theirs = printer.print(expected);
      String ours = new String(DYNAMIC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      // the same tree with its members in the same order (escapes and number texts may differ:
      // Gson escapes <, >, &, = and ', and JDK 17's Double.toString is not always the shortest)
      assertEquals(BOOT.writeValueAsString(BOOT.readTree(theirs)), BOOT.writeValueAsString(BOOT.readTree(ours)), ours);
      var parsed = io.wirebind.valueit.proto.Dynamic.newBuilder();
      JsonFormat.parser().merge(ours, parsed);
      assertEquals(expected, parsed.build());
      assertEquals(absentAsNull(DynamicProtos.java(expected)),
          DYNAMIC.fromJson(theirs.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3));
    }
  }

  /**
   * The record a JSON decoder gives for {@code x}'s protobuf message: JsonFormat leaves out empty
   * repeated fields and maps and unset messages; a record's member absent from JSON is null, a
   * class's keeps the value a new instance has.
   */
  private static Dynamic absentAsNull(Dynamic x) {
    DynamicBox box = x.box();
    if (box != null && box.attrs == null) {
      box.attrs = new DynamicBox().attrs;
    }
    return new Dynamic(x.value(), x.attributes(), x.items(), x.rows().isEmpty() ? null : x.rows(),
        x.lists().isEmpty() ? null : x.lists(), x.byId().isEmpty() ? null : x.byId(), x.maybe(),
        x.matrix().isEmpty() ? null : x.matrix(), x.linked(), box);
  }

  @Test
  void proto3JsonReadsNumbersAsJsonFormatDoes() throws Exception {
    String json = "{\"value\":[1,-0,0.5,1e2,2147483648,9007199254740993,1e400,\"1\",null,{\"a\":-0.0}],"
        + "\"attributes\":{\"n\":12345678901234567890123},\"items\":[true,\"NaN\"]}";
    var parsed = io.wirebind.valueit.proto.Dynamic.newBuilder();
    JsonFormat.parser().merge(json, parsed);
    assertEquals(absentAsNull(DynamicProtos.java(parsed.build())),
        DYNAMIC.fromJson(json.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3));
  }

  @Test
  void oneTreeThroughEveryPath() throws Exception {
    java.util.Map<String, Object> tree = new java.util.LinkedHashMap<>();
    tree.put("id", 42);
    tree.put("big", 1L << 60);
    tree.put("price", 2.5);
    tree.put("whole", 3.0);
    tree.put("tags", java.util.List.of("a", "b"));
    tree.put("none", null);
    Dynamic x = new Dynamic(null, tree, null, null, null, null, java.util.Optional.empty(), null, null, null);
    assertEquals(BOOT.writeValueAsString(x), DYNAMIC.toJsonString(x));
    assertEquals("{\"value\":null,\"attributes\":{\"id\":42,\"big\":1152921504606846976,\"price\":2.5,\"whole\":3.0,"
        + "\"tags\":[\"a\",\"b\"],\"none\":null},\"items\":null,\"rows\":null,\"lists\":null,\"byId\":null,"
        + "\"maybe\":null,\"matrix\":null,\"linked\":null,\"box\":null}", DYNAMIC.toJsonString(x));
    assertEquals("{\"attributes\":{\"id\":42.0,\"big\":1.152921504606847E18,\"price\":2.5,\"whole\":3.0,"
        + "\"tags\":[\"a\",\"b\"],\"none\":null}}", new String(DYNAMIC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8));
    // protobuf: the Long is rounded to a double (2^60 is exact), and whole numbers come back as Integer or Long
    java.util.Map<String, Object> back = DYNAMIC.fromProto(DYNAMIC.toProto(x)).attributes();
    assertEquals(42, back.get("id"));
    assertEquals(1.152921504606847E18, back.get("big")); // above 2^53: a Double
    assertEquals(2.5, back.get("price"));
    assertEquals(3, back.get("whole"));
    assertEquals(java.util.List.of("a", "b"), back.get("tags"));
    assertEquals(true, back.containsKey("none"));
    assertArrayEquals(DynamicProtos.proto(x).toByteArray(), DYNAMIC.toProto(x));
  }
}
