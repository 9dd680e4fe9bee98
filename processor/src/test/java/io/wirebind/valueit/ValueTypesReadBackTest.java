package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Year;
import java.time.YearMonth;
import java.util.HexFormat;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Values the codec wrote or read and then failed to read back, one test each: found by fuzzing the
 * value types ({@code io.wirebind.fuzz}, whose corpora keep the inputs) and by reviewing its finds.
 */
class ValueTypesReadBackTest {
  static final Codec<Values> VALUES = Wirebind.codec(Values.class);

  static Values yearMonth(YearMonth v) {
    return new Values(null, null, null, null, null, null, null, null, v, null, null, null, null, null, null, null,
        null, null, null, null);
  }

  /** {@code YearMonth.toString()} writes {@code 10000-01}, which {@code YearMonth.parse} rejects without a '+'. */
  @Test
  void yearMonthsPastYear9999ReadBackFromProtobuf() {
    for (YearMonth v : new YearMonth[] {YearMonth.of(10_000, 1), YearMonth.of(Year.MAX_VALUE, 12),
        YearMonth.of(Year.MIN_VALUE, 1), YearMonth.of(-5, 5), YearMonth.of(0, 2), YearMonth.of(9999, 12)}) {
      assertEquals(yearMonth(v), VALUES.fromProto(VALUES.toProto(yearMonth(v))));
      assertEquals(yearMonth(v), VALUES.fromJson(VALUES.toJson(yearMonth(v))));
    }
    // a peer may write the ISO form with the sign
    byte[] text = "+10000-01".getBytes(StandardCharsets.US_ASCII);
    byte[] proto = HexFormat.of().parseHex("4a09" + HexFormat.of().formatHex(text));
    assertEquals(yearMonth(YearMonth.of(10_000, 1)), VALUES.fromProto(proto));
  }

  /** A map entry without a value, where the type has no default, fails at an offset (it had none). */
  @Test
  void mapEntriesWithoutAValueFailAtAnOffset() {
    byte[] proto = HexFormat.of().parseHex("2a020801"); // dates: {key: 1}, no LocalDate
    WirebindException e = assertThrows(WirebindException.class, () -> ValueTypesHostileTest.SHAPES.fromProto(proto));
    assertEquals(4, e.offset(), e.getMessage());
  }

  /**
   * A BigInteger read from JSON has at most 1000 characters, as both readers take back: {@code
   * 1e1000} (1001 digits) was read, then its JSON and its protobuf were refused.
   */
  @Test
  void bigIntegersFromExponentsReadBack() {
    Values v = VALUES.fromJson("{\"bigInteger\":-1e998}".getBytes(StandardCharsets.UTF_8));
    assertEquals(v, VALUES.fromJson(VALUES.toJson(v)));
    assertEquals(v, VALUES.fromProto(VALUES.toProto(v)));
    assertEquals(BigInteger.ZERO, VALUES.fromJson("{\"bigInteger\":0e5000}".getBytes(StandardCharsets.UTF_8)).bigInteger());
    for (String json : new String[] {"{\"bigInteger\":1e1000}", "{\"bigInteger\":-1e999}",
        "{\"bigInteger\":\"" + "9".repeat(1001) + "\"}"}) {
      WirebindException e = assertThrows(WirebindException.class,
          () -> VALUES.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      assertEquals(14, e.offset(), e.getMessage());
    }
  }

  /** The value types read {@code ""} as null; in an {@code Optional} that is empty (it was an NPE). */
  @Test
  void emptyStringsReadAsEmptyOptionals() throws Exception {
    byte[] json = "{\"at\":\"\",\"amount\":\" \",\"id\":\"\",\"day\":\"\"}".getBytes(StandardCharsets.UTF_8);
    Optionals v = OptionalsTest.CODEC.fromJson(json);
    assertEquals(Optional.empty(), v.at());
    assertEquals(Optional.empty(), v.amount());
    assertEquals(Optional.empty(), v.id());
    assertEquals(Optional.empty(), v.day());
    assertEquals(ValueTypesDifferentialTest.BOOT.readValue(json, Optionals.class).toString(), v.toString());
  }
}
