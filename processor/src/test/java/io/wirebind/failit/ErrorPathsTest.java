package io.wirebind.failit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.failit.FailModels.Bag;
import io.wirebind.failit.FailModels.Order;
import io.wirebind.failit.FailModels.Shipment;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Every decode error names where it happened, for each kind of position: a field, a list element,
 * a map value and key, a nested message, a oneof case, an unwrapped property and an any-property;
 * as a JSON path and as protobuf field names with the field's number.
 */
class ErrorPathsTest {
  static final Codec<Order> ORDER = Wirebind.codec(Order.class);
  static final ObjectMapper JACKSON = new ObjectMapper();

  static WirebindException json(Codec<?> codec, String json) {
    WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
    return e;
  }

  static WirebindException proto(Codec<?> codec, byte[] pb) {
    WirebindException e = assertThrows(WirebindException.class, () -> codec.fromProto(pb));
    return e;
  }

  // ---- a minimal protobuf writer for forged input ----

  static byte[] msg(Object... fields) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < fields.length; i += 2) {
      int tag = (Integer) fields[i];
      Object v = fields[i + 1];
      varint(out, tag);
      if (v instanceof byte[] b) {
        varint(out, b.length);
        out.writeBytes(b);
      } else if (v instanceof String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        varint(out, b.length);
        out.writeBytes(b);
      } else {
        varint(out, ((Number) v).longValue());
      }
    }
    return out.toByteArray();
  }

  static int tag(int number, int wireType) {
    return number << 3 | wireType;
  }

  private static void varint(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }

  /** A Line whose qty (an int32, field 2) arrives length-delimited. */
  static byte[] badLine(String sku) {
    return msg(tag(1, 2), sku, tag(2, 2), "x");
  }

  static byte[] goodLine(String sku) {
    return msg(tag(1, 2), sku, tag(2, 0), 1);
  }

  @Test
  void field() {
    WirebindException j = json(ORDER, "{\"id\":\"o\",\"customer\":{\"name\":\"x\",\"age\":\"many\"}}");
    assertEquals("$.customer.age", j.path());
    assertEquals("int", j.expectedType());
    assertEquals("$.customer.age (int): invalid number: expected a digit; found \"many\" (at byte 40)", j.getMessage());
    WirebindException p = proto(ORDER, msg(tag(1, 0), 5));
    assertEquals("Order.id (field 1)", p.path());
    assertEquals("String", p.expectedType());
    WirebindException whole = json(ORDER, "{\"id\":\"o\",\"items\":5}");
    assertEquals("$.items (List<Line>)", whole.getMessage().substring(0, whole.getMessage().indexOf(':')));
  }

  @Test
  void listElement() {
    WirebindException j = json(ORDER, "{\"items\":[{\"sku\":\"a\",\"qty\":1},{\"sku\":\"b\",\"qty\":\"x\"}]}");
    assertEquals("$.items[1].qty", j.path());
    assertEquals("int", j.expectedType());
    WirebindException p = proto(ORDER, msg(tag(1, 2), "o", tag(2, 2), goodLine("a"), tag(2, 2), badLine("b")));
    assertEquals("Order.items[1].qty (field 2)", p.path());
    assertEquals("Order.items[1].qty (field 2, int): field 'qty' (number 2) arrived with wire type 2, which its"
        + " type cannot have (at byte 16)", p.getMessage());
    WirebindException element = json(ORDER, "{\"items\":[{\"sku\":\"a\",\"qty\":1},5]}");
    assertEquals("$.items[1]", element.path());
    assertEquals("Line", element.expectedType());
  }

  /** The expected type is the one Jackson names for the same input ({@code MismatchedInputException.getTargetType()}). */
  @Test
  void expectedTypeIsTheOneJacksonNames() {
    for (String input : java.util.List.of(
        "{\"id\":\"o\",\"customer\":{\"name\":\"x\",\"age\":\"many\"}}",
        "{\"items\":[{\"sku\":\"a\",\"qty\":1},5]}",
        "{\"items\":[{\"sku\":\"a\",\"qty\":\"x\"}]}",
        "{\"main\":{\"sku\":\"a\",\"qty\":[1]}}",
        "{\"counts\":{\"1\":\"two\"}}",
        "{\"qtys\":[1,2,\"x\"]}")) {
      com.fasterxml.jackson.databind.exc.MismatchedInputException jackson = assertThrows(
          com.fasterxml.jackson.databind.exc.MismatchedInputException.class, () -> JACKSON.readValue(input, Order.class),
          input);
      assertEquals(jackson.getTargetType().getSimpleName(), json(ORDER, input).expectedType(), input);
    }
  }

  /** A bad element of a packed run is counted among the field's elements, packed or not. */
  @Test
  void packedElement() {
    byte[] run = {1, 2, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
        (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1};
    WirebindException p = proto(ORDER, msg(tag(11, 0), 5, tag(11, 2), run));
    assertEquals("Order.qtys[3] (field 11)", p.path());
    assertEquals("Integer", p.expectedType());
    assertEquals("Order.qtys[3] (field 11, Integer): ", p.getMessage().substring(0, p.getMessage().indexOf(':') + 2));
    WirebindException first = proto(ORDER, msg(tag(11, 2), new byte[] {(byte) 0x80, (byte) 0x80, (byte) 0x80,
        (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 1}));
    assertEquals("Order.qtys[0] (field 11)", first.path());
    WirebindException j = json(ORDER, "{\"qtys\":[1,2,\"x\"]}");
    assertEquals("$.qtys[2]", j.path());
    assertEquals("Integer", j.expectedType());
  }

  @Test
  void mapValueAndKey() {
    assertEquals("$.byKey.k2.qty", json(ORDER, "{\"byKey\":{\"k1\":{\"sku\":\"a\",\"qty\":1},\"k2\":{\"sku\":\"a\",\"qty\":true}}}").path());
    assertEquals("int", json(ORDER, "{\"byKey\":{\"k2\":{\"sku\":\"a\",\"qty\":true}}}").expectedType());
    assertEquals("$.counts.abc (Integer): map key 'abc' is not an integer (at byte 23)",
        json(ORDER, "{\"counts\":{\"1\":2,\"abc\":1}}").getMessage());
    WirebindException jsonValue = json(ORDER, "{\"counts\":{\"1\":\"two\"}}");
    assertEquals("$.counts[\"1\"]", jsonValue.path());
    assertEquals("Integer", jsonValue.expectedType());
    WirebindException value = proto(ORDER, msg(tag(3, 2), msg(tag(1, 2), "k1", tag(2, 2), goodLine("a")),
        tag(3, 2), msg(tag(1, 2), "k2", tag(2, 2), badLine("b"))));
    assertEquals("Order.byKey[\"k2\"].qty (field 2)", value.path());
    assertEquals("int", value.expectedType());
    WirebindException key = proto(ORDER, msg(tag(9, 2), msg(tag(1, 2), "x", tag(2, 0), 1)));
    assertEquals("Order.counts[\"x\"] (field 9)", key.path());
    assertEquals("Integer", key.expectedType());
    WirebindException mapValue = proto(ORDER, msg(tag(9, 2), msg(tag(1, 0), 1, tag(2, 2), "x")));
    assertEquals("Order.counts[1] (field 9)", mapValue.path());
    assertEquals("Integer", mapValue.expectedType());
  }

  @Test
  void nestedMessage() {
    WirebindException j = json(ORDER, "{\"main\":{\"sku\":\"a\",\"qty\":[1]}}");
    assertEquals("$.main.qty", j.path());
    assertEquals("int", j.expectedType());
    WirebindException p = proto(ORDER, msg(tag(4, 2), badLine("a")));
    assertEquals("Order.main.qty (field 2)", p.path());
    assertEquals("int", p.expectedType());
    assertEquals("Line", json(ORDER, "{\"main\":7}").expectedType());
  }

  @Test
  void oneofCase() {
    WirebindException j =
        json(ORDER, "{\"payment\":{\"@type\":\"FailModels$Card\",\"number\":\"4111\",\"month\":\"May\"}}");
    assertEquals("$.payment.month", j.path());
    assertEquals("int", j.expectedType());
    WirebindException p = proto(ORDER, msg(tag(8, 2), msg(tag(1, 2), msg(tag(1, 2), "4111", tag(2, 2), "May"))));
    assertEquals("Order.payment.card.month (field 2)", p.path());
    assertEquals("int", p.expectedType());
  }

  @Test
  void unwrapped() {
    Codec<Shipment> codec = Wirebind.codec(Shipment.class);
    WirebindException j = json(codec, "{\"id\":1,\"sku\":\"a\",\"qty\":\"x\"}");
    assertEquals("$.qty", j.path());
    assertEquals("int", j.expectedType());
    WirebindException p = proto(codec, msg(tag(1, 0), 1, tag(2, 2), badLine("a")));
    assertEquals("Shipment.line.qty (field 2)", p.path());
    assertEquals("int", p.expectedType());
  }

  @Test
  void anyProperties() {
    Codec<Bag> codec = Wirebind.codec(Bag.class);
    WirebindException j = json(codec, "{\"id\":1,\"extra\":[1,tru]}");
    assertEquals("$.extra[1]", j.path());
    assertEquals("Object", j.expectedType());
    WirebindException p = proto(codec, msg(tag(1, 0), 1, tag(2, 0), 7));
    assertEquals("Bag.other (field 2)", p.path());
    assertEquals("Map<String, Object>", p.expectedType());
  }
}
