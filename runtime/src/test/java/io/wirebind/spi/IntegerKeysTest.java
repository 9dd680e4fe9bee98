package io.wirebind.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Integer map keys are read from the member name's bytes ({@link JsonReader#lastNameAsLong}) as
 * {@link Long#parseLong} reads its text, and rejected with the same message.
 */
class IntegerKeysTest {
  private static JsonReader atName(String name) {
    JsonReader in = new JsonReader().reset(("{\"" + name + "\":1}").getBytes(StandardCharsets.UTF_8));
    in.startObjectMembers();
    in.readNameHash();
    return in;
  }

  private static void assertLikeParseLong(String name) {
    long expected;
    try {
      expected = Long.parseLong(name);
    } catch (NumberFormatException e) {
      WirebindException x = assertThrows(WirebindException.class, () -> CodecSupport.longKey(atName(name)), name);
      assertEquals(true, x.getMessage().contains("map key '" + name + "' is not an integer"), x.getMessage());
      return;
    }
    assertEquals(expected, CodecSupport.longKey(atName(name)), name);
  }

  @Test
  void edgeKeys() {
    for (String name : List.of("0", "-0", "7", "-7", "007", "+7", "-", "", "1a", "a1", " 1", "1.0", "1e3",
        "999999999999999999", "-999999999999999999", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "-9223372036854775809", "00000000000000000000001", "é1")) {
      assertLikeParseLong(name);
    }
  }

  @Test
  void anEscapedNameIsReadUnescaped() {
    assertEquals(12, CodecSupport.longKey(atName("\\u00312")));
  }

  @Test
  void randomKeys() {
    Random r = new Random(5);
    for (int i = 0; i < 20_000; i++) {
      long v = switch (r.nextInt(3)) {
        case 0 -> r.nextInt(1000) - 500;
        case 1 -> r.nextLong();
        default -> r.nextLong() >> r.nextInt(64);
      };
      assertLikeParseLong(Long.toString(v));
    }
  }

  @Test
  void intKeysKeepTheirRange() {
    assertEquals(-5, CodecSupport.intKey(atName("-5"), -10, 10));
    assertThrows(WirebindException.class, () -> CodecSupport.intKey(atName("11"), -10, 10));
  }
}
