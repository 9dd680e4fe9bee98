package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@code Optional<T>} of each kind and the primitive optionals: against protobuf-java with {@code
 * optional} fields (empty is absent, present is written even when zero) and against the Spring
 * Boot-style Jackson mapper ({@code Jdk8Module}: empty is null; {@code NON_ABSENT} leaves it out).
 */
class OptionalsTest {
  static final Codec<Optionals> CODEC = Wirebind.codec(Optionals.class);
  static final Codec<OptionalHolder> HOLDER = Wirebind.codec(OptionalHolder.class);

  private static <T> Optional<T> maybe(Random r, T v) {
    return r.nextBoolean() ? Optional.of(v) : Optional.empty();
  }

  static Optionals random(Random r, RandomValues values) {
    return new Optionals(
        maybe(r, r.nextBoolean() ? "" : "n" + r.nextInt()),
        maybe(r, values.of(Instant.class)),
        maybe(r, r.nextBoolean() ? 0 : r.nextInt()),
        maybe(r, Side.values()[r.nextInt(2)]),
        maybe(r, new Point(r.nextInt(3), r.nextInt())),
        r.nextBoolean() ? OptionalInt.of(r.nextBoolean() ? 0 : r.nextInt()) : OptionalInt.empty(),
        r.nextBoolean() ? OptionalLong.of(r.nextLong()) : OptionalLong.empty(),
        r.nextBoolean() ? OptionalDouble.of(r.nextBoolean() ? 0.0 : r.nextGaussian()) : OptionalDouble.empty(),
        maybe(r, values.of(BigDecimal.class)),
        maybe(r, values.of(UUID.class)),
        maybe(r, values.of(LocalDate.class)));
  }

  static io.wirebind.valueit.proto.Optionals proto(Optionals v) {
    var b = io.wirebind.valueit.proto.Optionals.newBuilder();
    v.name().ifPresent(b::setName);
    v.at().ifPresent(t -> b.setAt(ValueProtos.timestamp(t)));
    v.count().ifPresent(b::setCount);
    v.side().ifPresent(s -> b.setSide(io.wirebind.valueit.proto.Side.forNumber(s.ordinal())));
    v.point().ifPresent(p -> b.setPoint(io.wirebind.valueit.proto.Point.newBuilder().setX(p.x()).setY(p.y())));
    v.oi().ifPresent(b::setOi);
    v.ol().ifPresent(b::setOl);
    v.od().ifPresent(b::setOd);
    v.amount().ifPresent(a -> b.setAmount(ValueProtos.decimal(a)));
    v.id().ifPresent(i -> b.setId(i.toString()));
    v.day().ifPresent(d -> b.setDay(ValueProtos.date(d)));
    return b.build();
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(20);
    RandomValues values = new RandomValues(21);
    for (int i = 0; i < 2000; i++) {
      Optionals x = random(r, values);
      var expected = proto(x);
      byte[] ours = CODEC.toProto(x);
      assertArrayEquals(expected.toByteArray(), ours, x.toString());
      assertEquals(expected, io.wirebind.valueit.proto.Optionals.parseFrom(ours));
      assertEquals(x.toString(), CODEC.fromProto(expected.toByteArray()).toString());
    }
    // nothing present: no bytes, and every component decodes as empty (never null)
    Optionals empty = CODEC.fromProto(new byte[0]);
    assertEquals(new Optionals(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.empty(), OptionalInt.empty(), OptionalLong.empty(), OptionalDouble.empty(), Optional.empty(),
        Optional.empty(), Optional.empty()), empty);
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(22);
    RandomValues values = new RandomValues(23);
    for (int i = 0; i < 2000; i++) {
      Optionals x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(json, Optionals.class).toString(),
          CODEC.fromJson(json).toString());
    }
  }

  @Test
  void absentAndNullMembersReadAsJacksonReadsThem() throws Exception {
    for (String json : new String[] {"{}", "{\"name\":null,\"oi\":null,\"point\":null}", "{\"count\":0,\"od\":-0.0}"}) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(b, Optionals.class).toString(),
          CODEC.fromJson(b).toString(), json);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(b, OptionalHolder.class).toString(),
          HOLDER.fromJson(b).toString(), json);
    }
  }

  @Test
  void nonAbsentAndNonEmptyLeaveEmptyOptionalsOut() throws Exception {
    OptionalHolder h = new OptionalHolder();
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(h), HOLDER.toJsonString(h));
    h.note = Optional.of("");
    h.level = OptionalInt.of(0);
    h.timeout = Optional.of(Duration.ofMillis(1500));
    h.tag = Optional.of("");
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(h), HOLDER.toJsonString(h));
    h.tag = Optional.of("t");
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(h), HOLDER.toJsonString(h));
    assertEquals(h.toString(), HOLDER.fromProto(HOLDER.toProto(h)).toString());
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    Random r = new Random(24);
    RandomValues values = new RandomValues(25);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 500; i++) {
      Optionals x = random(r, values);
      var expected = proto(x);
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readTree(printer.print(expected)),
          ValueTypesDifferentialTest.BOOT.readTree(ours), ours);
      assertEquals(x.toString(), CODEC.fromJson(printer.print(expected).getBytes(StandardCharsets.UTF_8),
          JsonStyle.PROTO3).toString());
    }
  }

  @Test
  void nullOptionalsAreWrittenAsNullAndReadAsEmpty() throws Exception {
    Optionals x = new Optionals(null, null, Optional.of(1), null, null, null, OptionalLong.of(-1), null, null,
        Optional.of(new UUID(1, 2)), Optional.of(LocalDate.of(2024, 2, 29)));
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(x), CODEC.toJsonString(x));
    Optionals back = CODEC.fromProto(CODEC.toProto(x));
    assertEquals(Optional.empty(), back.name());
    assertEquals(Optional.of(1), back.count());
    assertEquals(OptionalDouble.empty(), back.od());
  }
}
