package io.wirebind.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The value readers that parse a UUID, an instant, a date or a short decimal in place (without
 * scanning the string first) give what the general path gives, at the end of the input and next to
 * escapes that make a fixed length look right, and leave the reader after the value.
 */
class InPlaceValueReadersTest {

  private static <T> T readFirst(String json, Function<JsonReader, T> read) {
    JsonReader in = new JsonReader().reset(json.getBytes(StandardCharsets.UTF_8));
    assertTrue(in.startArrayElements());
    return read.apply(in);
  }

  /** The value alone (where the in-place path has no room and the general path reads it) and in an array. */
  private static <T> void same(String value, T expected, Function<JsonReader, T> read) {
    assertEquals(expected, read.apply(new JsonReader().reset(value.getBytes(StandardCharsets.UTF_8))));
    assertEquals(expected, readFirst("[" + value + "]", read));
    for (String json : new String[] {"[" + value + ",null]", "[ " + value + " ,null]"}) {
      JsonReader in = new JsonReader().reset(json.getBytes(StandardCharsets.UTF_8));
      assertTrue(in.startArrayElements());
      assertEquals(expected, read.apply(in));
      assertTrue(in.nextElement() && in.tryNull() && !in.nextElement(), "stands after the value: " + json);
    }
  }

  @Test
  void uuids() {
    UUID id = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    same("\"123e4567-e89b-12d3-a456-426614174000\"", id, UuidValues::readUuid);
    same("\"123E4567-E89B-12D3-A456-426614174000\"", id, UuidValues::readUuid);
    same("\"\"", null, UuidValues::readUuid);
    // an escaped quote where the closing one would be: not a UUID, whichever path reads it
    String escaped = "[\"123e4567-e89b-12d3-a456-42661417400\\\"\",1]";
    assertThrows(WirebindException.class, () -> readFirst(escaped, UuidValues::readUuid));
    assertThrows(WirebindException.class,
        () -> readFirst("[\"123e4567-e89b-12d3-a456-4266141740000\",1]", UuidValues::readUuid));
  }

  @Test
  void instants() {
    String[] texts = {"2024-01-02T03:04:05Z", "2024-01-02T03:04:05.1Z", "2024-01-02T03:04:05.120Z",
        "2024-01-02T03:04:05.123456Z", "2024-01-02T03:04:05.123456789Z", "1969-12-31T23:59:59.999Z"};
    for (String t : texts) {
      same("\"" + t + "\"", Instant.parse(t), TimeJson::readInstant);
    }
    for (String bad : new String[] {"2024-01-02T03:04:05.1234567891Z",
        "2024-02-30T03:04:05Z", "2024-01-02T24:04:05Z"}) {
      assertThrows(WirebindException.class,
          () -> readFirst("[\"" + bad + "\",1,2,3,4,5,6,7,8,9,10]", TimeJson::readInstant), bad);
    }
  }

  @Test
  void dates() {
    same("\"2024-02-29\"", LocalDate.of(2024, 2, 29), TimeJson::readLocalDate);
    assertThrows(WirebindException.class,
        () -> readFirst("[\"2023-02-29\",1]", TimeJson::readLocalDate));
    // escapes are read by the general path
    assertEquals(LocalDate.of(2024, 1, 1), readFirst("[\"2024-01-0\\u0031\",1]", TimeJson::readLocalDate));
    assertEquals(Instant.parse("2024-01-02T03:04:05Z"),
        readFirst("[\"2024-01-02T03:04:0\\u0035Z\",1,2,3,4,5,6,7,8,9,10]", TimeJson::readInstant));
  }

  @Test
  void decimals() {
    for (String t : new String[] {"0", "-0", "1.50", "-12.345", "123456789012345678", "0.000001",
        "1234567890123456789", "1e5", "-1.5E-3", "\"2.50\""}) {
      BigDecimal expected = new BigDecimal(t.replace("\"", ""));
      same(t, expected, NumberValues::readBigDecimal);
      assertEquals(expected.scale(), readFirst("[" + t + "]", NumberValues::readBigDecimal).scale());
    }
    for (String bad : new String[] {"01", "1.", ".5", "-", "+1"}) {
      assertThrows(WirebindException.class, () -> readFirst("[" + bad + ",1]", NumberValues::readBigDecimal), bad);
    }
    assertNull(readFirst("[\"\"]", NumberValues::readBigDecimal));
  }

  /** The word-at-a-time date and time parsers against a regular expression, on bytes near valid. */
  @Test
  void isoDigitsAgainstAReference() {
    java.util.Random random = new java.util.Random(7);
    byte[] alphabet = "0123456789-:./ Z\u00ff".getBytes(StandardCharsets.ISO_8859_1);
    for (int round = 0; round < 200_000; round++) {
      byte[] b = (round % 2 == 0 ? "2024-05-17" : "13:45:59").getBytes(StandardCharsets.US_ASCII);
      for (int k = random.nextInt(3); k > 0; k--) {
        b[random.nextInt(b.length)] = alphabet[random.nextInt(alphabet.length)];
      }
      String text = new String(b, StandardCharsets.ISO_8859_1);
      if (b.length == 10) {
        int expected = text.matches("\\d{4}-\\d{2}-\\d{2}")
            ? Integer.parseInt(text.substring(0, 4)) << 9 | Integer.parseInt(text.substring(5, 7)) << 5
                | Integer.parseInt(text.substring(8)) : -1;
        assertEquals(expected, IsoDigits.date(b, 0), text);
      } else {
        long expected = -1;
        if (text.matches("\\d{2}:\\d{2}:\\d{2}")) {
          int h = Integer.parseInt(text.substring(0, 2));
          int m = Integer.parseInt(text.substring(3, 5));
          int sec = Integer.parseInt(text.substring(6));
          expected = h > 23 || m > 59 || sec > 59 ? -1 : (h * 3600L + m * 60 + sec) * 1_000_000_000L;
        }
        assertEquals(expected, IsoDigits.time(b, 0, 8), text);
      }
    }
  }
}
