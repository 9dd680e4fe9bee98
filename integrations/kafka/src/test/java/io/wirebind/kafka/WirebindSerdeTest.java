package io.wirebind.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.kafka.model.Reading;
import io.wirebind.kafka.model.SensorTotals;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** The serializer, deserializer and serde on their own: formats, settings, buffers, failures. */
class WirebindSerdeTest {
  static final byte[] PROTO_POISON = {0x0A, 0x0A, 'a', 'b'}; // field 1: 10 bytes announced at byte 1, 2 present
  static final byte[] JSON_POISON = "{\"sensor\":\"a\",\"time\":}".getBytes(StandardCharsets.UTF_8);

  static byte[] poison(WireFormat format) {
    return format == WireFormat.PROTO ? PROTO_POISON : JSON_POISON;
  }

  @ParameterizedTest
  @EnumSource(WireFormat.class)
  void roundTripsInBothFormats(WireFormat format) {
    WirebindSerde<Reading> serde = new WirebindSerde<>(Reading.class, format);
    Random r = new Random(1);
    for (int i = 0; i < 2_000; i++) {
      Reading x = Readings.random(r, i);
      byte[] bytes = serde.serializer().serialize("t", x);
      byte[] expected = format == WireFormat.PROTO
          ? Wirebind.codec(Reading.class).toProto(x) : Wirebind.codec(Reading.class).toJson(x);
      assertArrayEquals(expected, bytes);
      assertEquals(x, serde.deserializer().deserialize("t", bytes));
      // a slice of a larger heap buffer, as the consumer hands it over, and a direct buffer
      byte[] framed = new byte[bytes.length + 7];
      System.arraycopy(bytes, 0, framed, 5, bytes.length);
      ByteBuffer slice = ByteBuffer.wrap(framed, 5, bytes.length).slice();
      assertEquals(x, serde.deserializer().deserialize("t", new RecordHeaders(), slice));
      ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
      assertEquals(x, serde.deserializer().deserialize("t", new RecordHeaders(), direct));
    }
    assertNull(serde.serializer().serialize("t", null));
    assertNull(serde.deserializer().deserialize("t", null));
    assertNull(serde.deserializer().deserialize("t", new RecordHeaders(), (ByteBuffer) null));
  }

  @Test
  void configuredByClassNameLikeKafkasOwnSerdes() {
    Deserializer<Object> d = new WirebindDeserializer<>();
    d.configure(Map.of("wirebind.type", Reading.class.getName(), "wirebind.format", "json"), false);
    assertEquals(WireFormat.JSON, ((WirebindDeserializer<Object>) d).format());
    assertEquals(Reading.class, ((WirebindDeserializer<Object>) d).codec().type());

    // key and value settings take precedence over the general ones
    Map<String, Object> both = Map.of(
        "wirebind.type", Reading.class.getName(), "wirebind.format", "JSON",
        "wirebind.key.type", SensorTotals.class, "wirebind.key.format", "proto");
    WirebindSerializer<Object> key = new WirebindSerializer<>();
    key.configure(both, true);
    assertEquals(SensorTotals.class, key.codec().type());
    assertEquals(WireFormat.PROTO, key.format());
    WirebindSerializer<Object> value = new WirebindSerializer<>();
    value.configure(both, false);
    assertEquals(Reading.class, value.codec().type());
    assertEquals(WireFormat.JSON, value.format());

    WirebindSerde<Object> serde = new WirebindSerde<>();
    serde.configure(Map.of("wirebind.type", Reading.class.getName()), false);
    Reading x = Readings.random(new Random(2), 1);
    assertArrayEquals(Wirebind.codec(Reading.class).toProto(x), serde.serializer().serialize("t", x));

    assertThrows(ConfigException.class, () -> new WirebindSerializer<>().configure(Map.of(), false));
    assertThrows(ConfigException.class,
        () -> new WirebindSerializer<>().configure(Map.of("wirebind.type", "no.such.Type"), false));
    ConfigException notAMessage = assertThrows(ConfigException.class,
        () -> new WirebindSerializer<>().configure(Map.of("wirebind.type", String.class.getName()), false));
    assertTrue(notAMessage.getMessage().contains("@io.wirebind.annotation.WireMessage"), notAMessage.getMessage());
    assertThrows(ConfigException.class, () -> new WirebindDeserializer<>()
        .configure(Map.of("wirebind.type", Reading.class.getName(), "wirebind.format", "avro"), false));
  }

  @ParameterizedTest
  @EnumSource(WireFormat.class)
  void poisonRecordNamesTopicAndByte(WireFormat format) {
    Deserializer<Reading> d = new WirebindDeserializer<>(Reading.class, format);
    WirebindSerializationException e =
        assertThrows(WirebindSerializationException.class, () -> d.deserialize("sensors", poison(format)));
    assertEquals("sensors", e.topic());
    assertTrue(e.byteOffset() >= 0);
    assertInstanceOf(WirebindException.class, e.getCause());
    assertTrue(e.getMessage().startsWith("cannot decode a record of topic 'sensors' as " + Reading.class.getName()
        + " (" + format.name().toLowerCase() + "): "), e.getMessage());
    assertTrue(e.getMessage().endsWith("(at byte " + e.byteOffset() + ")"), e.getMessage());
    // the byte counts from the record's own start, also inside a larger buffer
    byte[] framed = new byte[poison(format).length + 9];
    System.arraycopy(poison(format), 0, framed, 9, poison(format).length);
    WirebindSerializationException framedError = assertThrows(WirebindSerializationException.class,
        () -> d.deserialize("sensors", new RecordHeaders(), ByteBuffer.wrap(framed, 9, poison(format).length)));
    assertEquals(e.byteOffset(), framedError.byteOffset());
  }

  @Test
  void encodingFailureIsASerializationException() {
    Serializer<Reading> s = new WirebindSerializer<>(Reading.class, WireFormat.PROTO);
    Reading x = Readings.random(new Random(3), 1);
    x.tags = Arrays.asList("a", null);
    WirebindSerializationException e = assertThrows(WirebindSerializationException.class, () -> s.serialize("out", x));
    assertEquals(-1, e.byteOffset());
    assertTrue(e.getMessage().startsWith("cannot encode a record for topic 'out'"), e.getMessage());
  }
}
