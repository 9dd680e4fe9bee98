package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Jackson;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The JDK value types against the two references: protoc-generated protobuf-java for the messages
 * protobuf defines for them (Timestamp, Duration, google.type Date, TimeOfDay, DateTime, Decimal),
 * both directions and byte for byte; and Jackson configured as Spring Boot configures it
 * ({@code JavaTimeModule}, {@code Jdk8Module}, dates as ISO strings, unknown properties ignored):
 * the same JSON bytes, and equal values read back both ways. Proto3 JSON against {@code JsonFormat}.
 */
class ValueTypesDifferentialTest {
  /** Boot's mapper, Jackson 2 or 3 ({@link Jackson}). */
  static final Jackson MAPPER = Jackson.boot();
  static final ObjectMapper BOOT = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .addModule(new Jdk8Module())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  static final Codec<Values> VALUES = Wirebind.codec(Values.class);
  static final Codec<ValueShapes> SHAPES = Wirebind.codec(ValueShapes.class);

  @Test
  void protobufBothWaysOnRandomValues() throws Exception {
    RandomValues random = new RandomValues(15);
    for (int i = 0; i < 3000; i++) {
      Values x = random.values();
      var expected = ValueProtos.proto(x);
      byte[] theirs = expected.toByteArray();
      byte[] ours = VALUES.toProto(x);
      if (!java.util.Arrays.equals(theirs, ours)) {
        assertEquals(HexFormat.of().formatHex(theirs), HexFormat.of().formatHex(ours), x.toString());
      }
      assertEquals(expected, io.wirebind.valueit.proto.Values.parseFrom(ours));
      assertEquals(String.valueOf(ValueProtos.java(expected)), String.valueOf(VALUES.fromProto(theirs)));
    }
  }

  @Test
  void protobufBothWaysInListsMapsAndNestedMessages() throws Exception {
    RandomValues random = new RandomValues(16);
    for (int i = 0; i < 500; i++) {
      ValueShapes x = random.shapes();
      var expected = ValueProtos.proto(x);
      byte[] ours = SHAPES.toProto(x);
      assertArrayEquals(expected.toByteArray(), ours);
      assertEquals(expected, io.wirebind.valueit.proto.ValueShapes.parseFrom(ours));
      assertEquals(String.valueOf(ValueProtos.java(expected)), String.valueOf(SHAPES.fromProto(ours)));
    }
  }

  @Test
  void jsonIsJacksonsAndReadsBackAsJacksonReadsIt() throws Exception {
    RandomValues random = new RandomValues(17);
    for (int i = 0; i < 3000; i++) {
      Values x = random.values();
      // Jackson's bytes: its UTF-8 generator escapes characters outside the BMP (in a URI, a URL)
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, VALUES.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      // Jackson adjusts offset and zoned date-times to UTC on reading; so does Wirebind
      assertEquals(String.valueOf(MAPPER.readValue(json, Values.class)), String.valueOf(VALUES.fromJson(json)), jackson);
    }
  }

  @Test
  void jsonInListsMapsAndNestedMessages() throws Exception {
    RandomValues random = new RandomValues(18);
    for (int i = 0; i < 500; i++) {
      ValueShapes x = random.shapes();
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, SHAPES.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(String.valueOf(MAPPER.readValue(json, ValueShapes.class)), String.valueOf(SHAPES.fromJson(json)));
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    RandomValues random = new RandomValues(19);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 1000; i++) {
      Values x = random.values();
      var expected = ValueProtos.proto(x);
      String theirs = printer.print(expected);
      String ours = new String(VALUES.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(BOOT.readTree(theirs), BOOT.readTree(ours), ours);
      var parsed = io.wirebind.valueit.proto.Values.newBuilder();
      JsonFormat.parser().merge(ours, parsed);
      assertEquals(expected, parsed.build());
      assertEquals(String.valueOf(ValueProtos.java(expected)),
          String.valueOf(VALUES.fromJson(theirs.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3)));
    }
  }

  @Test
  void valuesProtobufCannotHoldFailClearly() {
    for (Values v : new Values[] {
        only(Instant.MIN, null, null), only(Instant.MAX, null, null),
        only(Instant.ofEpochSecond(RandomValues.MIN_SECONDS - 1), null, null),
        only(null, Duration.ofSeconds(315_576_000_001L), null), only(null, null, LocalDate.of(0, 1, 1)),
        only(null, null, LocalDate.of(10_000, 1, 1))}) {
      WirebindException e = assertThrows(WirebindException.class, () -> VALUES.toProto(v));
      assertTrue(e.getMessage().contains("range") || e.getMessage().contains("years 1 to 9999"), e.getMessage());
    }
  }

  @Test
  void jsonOfInstantsOutsideProtobufsRangeIsStillJacksons() throws Exception {
    for (Instant t : new Instant[] {Instant.MIN, Instant.MAX, Instant.parse("-0001-01-01T00:00:00Z"),
        Instant.parse("+10000-01-01T00:00:00.5Z")}) {
      Values v = only(t, null, null);
      assertEquals(MAPPER.writeValueAsString(v), VALUES.toJsonString(v));
      assertEquals(String.valueOf(MAPPER.readValue(MAPPER.writeValueAsBytes(v), Values.class)),
          String.valueOf(VALUES.fromJson(VALUES.toJson(v))));
    }
    LocalDateTime far = LocalDateTime.of(12_345, 6, 7, 8, 9);
    Values v = new Values(null, null, LocalDate.of(-42, 1, 2), null, far, OffsetDateTime.of(far, ZoneOffset.UTC),
        null, java.time.Year.of(5), java.time.YearMonth.of(10_000, 1), null, null, null, null, null,
        new BigDecimal("1E-7"), null, null, null, null, null);
    assertEquals(MAPPER.writeValueAsString(v), VALUES.toJsonString(v));
    v = new Values(null, null, null, null, null, null, null, java.time.Year.of(-3), java.time.YearMonth.of(5, 5),
        null, null, null, null, null, null, null, null, null, null, null);
    assertEquals(MAPPER.writeValueAsString(v), VALUES.toJsonString(v));
    assertEquals(String.valueOf(MAPPER.readValue(MAPPER.writeValueAsBytes(v), Values.class)),
        String.valueOf(VALUES.fromJson(VALUES.toJson(v))));
  }

  static Values only(Instant instant, Duration duration, LocalDate date) {
    return new Values(instant, duration, date, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null);
  }
}
