package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The protobuf side of dynamic values as the README documents it: which Java class a decoded
 * number becomes, {@code null_value} and unset values, and protobuf's merge rules, against
 * messages protobuf-java builds.
 */
class DynamicValuesSemanticsTest {
  static final Codec<Dynamic> DYNAMIC = Wirebind.codec(Dynamic.class);

  private static Object throughProtobuf(Object number) {
    Dynamic x = new Dynamic(number, null, null, null, null, null, null, null, null, null);
    return DYNAMIC.fromProto(DYNAMIC.toProto(x)).value();
  }

  @Test
  void decodedNumbers() {
    Object[][] cases = {
        {1, 1}, {-1L, -1}, {(short) 7, 7}, {(byte) -8, -8}, {3.0, 3}, {3.0f, 3}, {new BigDecimal("4.00"), 4},
        {BigInteger.TEN, 10}, {Integer.MIN_VALUE, Integer.MIN_VALUE}, {1L << 31, 1L << 31},
        {-(1L << 31) - 1, -(1L << 31) - 1}, {(1L << 53) - 1, (1L << 53) - 1}, {-(1L << 53) + 1, -(1L << 53) + 1},
        {1L << 53, 9.007199254740992E15}, {(1L << 53) + 1, 9.007199254740992E15},
        {Long.MAX_VALUE, 9.223372036854776E18}, {new BigInteger("9".repeat(400)), Double.POSITIVE_INFINITY},
        {2.5, 2.5}, {0.1f, (double) 0.1f}, {-0.0, -0.0}, {0.0, 0}, {1e20, 1e20}, {Double.NaN, Double.NaN},
        {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY}, {new BigDecimal("0.1"), 0.1},
        {new BigDecimal("123456789012345678901234567890"), 1.2345678901234568E29},
    };
    for (Object[] c : cases) {
      Object back = throughProtobuf(c[0]);
      assertEquals(c[1], back, c[0] + " (" + c[0].getClass().getSimpleName() + ")");
    }
  }

  @Test
  void nullValueAndUnsetValues() throws Exception {
    var peer = io.wirebind.valueit.proto.Dynamic.newBuilder()
        .setValue(Value.newBuilder().setNullValue(NullValue.NULL_VALUE))
        .setMaybe(Value.newBuilder().setNullValue(NullValue.NULL_VALUE))
        .setItems(ListValue.newBuilder().addValues(Value.getDefaultInstance())
            .addValues(Value.newBuilder().setNullValueValue(7))) // a NullValue number this side does not know
        .setAttributes(Struct.newBuilder().putFields("unset", Value.getDefaultInstance()))
        .putById(5, Value.getDefaultInstance())
        .build();
    Dynamic d = DYNAMIC.fromProto(peer.toByteArray());
    assertNull(d.value());
    assertEquals(Optional.empty(), d.maybe());
    assertEquals(Arrays.asList(null, null), d.items());
    Map<String, Object> unset = new LinkedHashMap<>();
    unset.put("unset", null);
    assertEquals(unset, d.attributes());
    assertEquals(true, d.byId().containsKey(5));
    assertNull(d.byId().get(5));
  }

  @Test
  void entriesWithoutKeyOrValue() {
    // Dynamic.attributes = Struct { fields { value { string_value "v" } } , fields { key "k" } }
    byte[] b = HexFormat.of().parseHex("120c" + "0a05" + "12031a0176" + "0a03" + "0a016b");
    Map<String, Object> expected = new LinkedHashMap<>();
    expected.put("", "v");
    expected.put("k", null);
    assertEquals(expected, DYNAMIC.fromProto(b).attributes());
  }

  @Test
  void mergeRulesInsideAValue() {
    String struct1 = "2a0b" + "0a09" + "0a0161" + "1204" + "20011a00"; // { "a": Value{bool true, then string ""} }
    String struct2 = "2a0a" + "0a08" + "0a0162" + "1203" + "1a0178"; // { "b": "x" }
    String list1 = "3204" + "0a022001"; // [true]
    String list2 = "3204" + "0a022000"; // [false]
    String number = "11" + "000000000000f83f"; // 1.5
    // the Value's kind: the last one wins; structs and lists that repeat merge
    assertEquals(Map.of("a", "", "b", "x"), valueOf(struct1 + struct2));
    assertEquals(List.of(true, false), valueOf(list1 + list2));
    assertEquals(1.5, valueOf(struct1 + number));
    assertEquals(Map.of("b", "x"), valueOf(list1 + struct2));
    assertNull(valueOf(number + "0800"));
    // unknown fields are skipped anywhere
    assertEquals(List.of(true), valueOf("3a00" + list1 + "4001"));
  }

  private static Object valueOf(String valueHex) {
    String len = String.format("%02x", valueHex.length() / 2);
    return DYNAMIC.fromProto(HexFormat.of().parseHex("0a" + len + valueHex)).value();
  }

  @Test
  void aFieldThatRepeatsTakesTheLastValue() {
    Dynamic a = new Dynamic(List.of(1), Map.of("a", 1), List.of("x"), null, null, null, null, null, null, null);
    Dynamic b = new Dynamic("s", Map.of("b", 2), List.of("y"), null, null, null, null, null, null, null);
    byte[] ab = concat(DYNAMIC.toProto(a), DYNAMIC.toProto(b));
    Dynamic d = DYNAMIC.fromProto(ab);
    assertEquals("s", d.value());
    assertEquals(Map.of("b", 2), d.attributes());
    assertEquals(List.of("y"), d.items());
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }
}
