package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Bad input to every value-type reader — impossible dates, overflowing decimals, numbers of a
 * million digits, bad UUIDs, forged protobuf sub-messages, truncation at every byte — fails with a
 * {@link WirebindException} carrying an offset, and with nothing else.
 */
class ValueTypesHostileTest {
  static final Codec<Values> VALUES = Wirebind.codec(Values.class);
  static final Codec<ValueShapes> SHAPES = Wirebind.codec(ValueShapes.class);
  static final Codec<Optionals> OPTIONALS = Wirebind.codec(Optionals.class);

  private static void rejects(Runnable decode, String what) {
    try {
      decode.run();
      fail("accepted " + what);
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0, "no offset for " + what + ": " + e.getMessage());
    } catch (Throwable t) {
      throw new AssertionError("not a WirebindException for " + what, t);
    }
  }

  private static void json(String member, String value) {
    String json = "{\"" + member + "\":" + value + "}";
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    rejects(() -> VALUES.fromJson(b), json);
  }

  @Test
  void badJsonValues() {
    String million = "9".repeat(1_000_000);
    for (String v : new String[] {"\"2024-02-30T00:00:00Z\"", "\"2024-13-01T00:00:00Z\"", "\"2024-01-01T25:00:00Z\"",
        "\"2024-01-01T00:00:60Z\"", "\"garbage\"", "\"-1.5\"", "1e999999999", "-1e999999999", million, "\"" + million + "\"",
        "true", "[1]", "{}", "\"+1000000001-01-01T00:00:00Z\"", "1e2147483648", "-1e-2147483649"}) {
      json("instant", v);
      json("offsetDateTime", v);
    }
    for (String v : new String[] {"\"2024-02-30\"", "\"2023-02-29\"", "\"2024-1-2\"", "[2024,2,30]", "[2024]",
        "[2024,1,2,3]", "1e999999999", "99999999999999999999", "\"2024\\u0000-01-01\"", "[\"a\",1,1]", "1e2147483648"}) {
      json("localDate", v);
    }
    for (String v : new String[] {"\"25:00\"", "\"12:60\"", "\"12:00:00.1234567890\"", "[24,0]", "[1]", "7"}) {
      json("localTime", v);
    }
    for (String v : new String[] {"\"2024-01-01\"", "1700000000", "[2024,1,1]", "\"2024-01-01T25:00\""}) {
      json("localDateTime", v);
    }
    // epoch seconds an Instant holds but a date-time does not (past year ±999999999)
    for (String v : new String[] {"\"2024-01-01T00:00:00+19:00\"", "\"2024-01-01T00:00:00\"", "1e999999999",
        "31556889850000000", "-31557014150000000"}) {
      json("offsetDateTime", v);
      json("zonedDateTime", v);
    }
    json("zonedDateTime", "\"2024-01-01T00:00:00+01:00[Mars/Olympus]\"");
    for (String v : new String[] {"\"P1X\"", "1e999999999", "\"PT" + million + "S\"", "true", "1e2147483648"}) {
      json("duration", v);
    }
    for (String v : new String[] {"\"123e4567-e89b-12d3-a456-42661417400g\"", "\"123e4567e89b12d3a456426614174000\"",
        "\"123e4567-e89b-12d3-a456_426614174000\"", "12", "\"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\""}) {
      json("uuid", v);
    }
    for (String v : new String[] {"1e2147483648", "\"1.2.3\"", million, "\"abc\"", "1.", "-"}) {
      json("bigDecimal", v);
    }
    for (String v : new String[] {"1e999999999", "1e2147483648", "\"x\"", million}) {
      json("bigInteger", v);
    }
    json("uri", "\"http://a b\"");
    json("url", "\"no scheme\"");
    json("currency", "\"XYZ1\"");
    json("zoneId", "\"Mars/Olympus\"");
    json("zoneOffset", "\"+25:00\"");
    json("year", "\"year\"");
    json("year", "9999999999");
    json("yearMonth", "\"2024-13\"");
    json("yearMonth", "[2024,13]");
    json("period", "\"P1Y2\"");
  }

  @Test
  void badProto3JsonValues() {
    for (String json : new String[] {"{\"instant\":\"0000-12-31T23:59:59Z\"}", "{\"duration\":\"1.5\"}",
        "{\"duration\":\"1.1234567890s\"}", "{\"duration\":\"999999999999999s\"}", "{\"localDate\":{\"month\":13}}",
        "{\"localTime\":{\"hours\":24}}", "{\"zonedDateTime\":{\"year\":2024,\"month\":1,\"day\":1}}",
        "{\"zonedDateTime\":{\"year\":2024,\"month\":1,\"day\":1,\"timeZone\":{\"id\":\"Mars\"}}}",
        "{\"offsetDateTime\":{\"year\":2024,\"month\":1,\"day\":1,\"utcOffset\":\"999999s\"}}",
        "{\"offsetDateTime\":{\"year\":2024,\"month\":1,\"day\":1,\"utcOffset\":\"4294967296s\"}}",
        "{\"offsetDateTime\":{\"year\":2024,\"month\":1,\"day\":1,\"utcOffset\":\"3600.5s\"}}",
        "{\"bigDecimal\":{\"value\":\"x\"}}", "{\"rawId\":\"AAAA\"}"}) {
      rejects(() -> VALUES.fromJson(json.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3), json);
    }
  }

  @Test
  void badProtobufValues() {
    HexFormat hex = HexFormat.of();
    for (String message : new String[] {
        "0a0610ffffffff0f", // Timestamp nanos -1
        "0a0a08808080808080808040", // Timestamp seconds 2^62: outside Instant's range
        "0a0b08ff91b8c398feffffff01", // Timestamp seconds -62135596801: before 0001-01-01, outside Timestamp's range
        "0a07088083d1ffaf07", // Timestamp seconds 253402300800: after 9999-12-31T23:59:59Z
        "120a08808080808080808040", // Duration seconds 2^62: outside ±315576000000
        "1204080110ff", // Duration nanos truncated inside the message
        "12080801108094ebdc03", // Duration nanos 10^9
        "1a0608e80f1001", // Date: a length past the end
        "1a0410011801", // Date with year 0 (a partial date)
        "1a0708e80f100d1801", // Date month 13
        "22020818", // TimeOfDay hours 24
        "320d08e80f10011801420408ffff03", // OffsetDateTime utc_offset of 65535 s
        "321408e80f10011801420b0880808080808080808001", // utc_offset of Long.MIN_VALUE s (Math.abs of it is negative)
        "3a0908e80f100118014a00", // ZonedDateTime: time_zone without an id
        "3a0708e80f10011801", // ZonedDateTime without an offset or zone
        "4200", // Year with the wrong wire type
        "6a0474657374", // uuid 'test'
        "720474657374", // rawId: 4 bytes, not 16
        "7a030a0178", // Decimal 'x'
        "8201047a7a7a7a", // BigInteger 'zzzz'
        "9a0100", // currency ''
        "5a0548656c6c6f", // zoneId 'Hello'
        "4a0432303234", // yearMonth '2024'
        "52023132", // period '12'
        "0aff", // a length varint cut short
        "0a80808080", // an unterminated length varint
    }) {
      byte[] b = hex.parseHex(message);
      rejects(() -> VALUES.fromProto(b), message);
    }
  }

  @Test
  void truncatedAtEveryByte() {
    RandomValues random = new RandomValues(30);
    for (int i = 0; i < 40; i++) {
      byte[] proto = SHAPES.toProto(random.shapes());
      for (int n = 0; n < proto.length; n++) {
        byte[] cut = java.util.Arrays.copyOf(proto, n);
        try {
          SHAPES.fromProto(cut);
        } catch (WirebindException expected) {
          // a prefix may be a valid message, or fail clearly
        }
      }
      byte[] json = SHAPES.toJson(random.shapes());
      for (int n = 0; n < json.length; n++) {
        byte[] cut = java.util.Arrays.copyOf(json, n);
        rejects(() -> SHAPES.fromJson(cut), new String(cut, StandardCharsets.UTF_8));
      }
    }
  }

  @Test
  void randomBytesInsideValueMessages() {
    Random r = new Random(31);
    for (int i = 0; i < 20_000; i++) {
      byte[] b = new byte[r.nextInt(24)];
      r.nextBytes(b);
      int field = 1 + r.nextInt(20);
      byte[] msg = new byte[b.length + 2];
      msg[0] = (byte) (field << 3 | 2);
      msg[1] = (byte) b.length;
      System.arraycopy(b, 0, msg, 2, b.length);
      for (Codec<?> c : new Codec<?>[] {VALUES, OPTIONALS}) {
        try {
          c.fromProto(msg);
        } catch (WirebindException expected) {
          assertTrue(expected.offset() >= 0, expected.getMessage());
        }
      }
    }
  }
}
