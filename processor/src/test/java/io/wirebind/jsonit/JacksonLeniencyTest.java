package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import org.junit.jupiter.api.Test;

/**
 * Coercions of mistyped values: where we agree with Jackson's default ObjectMapper (both accept
 * to the same value, or both reject), and the pinned differences.
 */
class JacksonLeniencyTest {

  /** Accepted by both to the same value, or rejected by both. */
  static final String[] SAME = {
    "{\"color\":1}", "{\"i\":1.5}", "{\"i\":\"12\"}", "{\"i\":1e3}", "{\"c\":65}", "{\"d\":\"1.5\"}",
    "{\"la\":[\"7\"]}", "{\"l\":1.9}", "{\"d\":\"NaN\"}", "{\"color\":null}", "{\"ia\":5}",
    "{\"i\":2147483648}", "{\"d\":\"nan\"}", "{\"color\":\"\"}", "{\"s\":40000}",
    "{\"la\":[null]}", "{\"i\":null,\"bi\":null,\"c\":null}", "{\"str\":12}", "{\"str\":true}",
    "{\"str\":-1.50e+2}", "{\"str\":[]}", "{\"str\":{}}"
  };

  /**
   * Jackson accepts, we reject (strict typing): an enum index as a string, a byte 128..255 (Jackson
   * wraps it), {@code ""} for a char, numbers and strings for a boolean, {@code ""} for a box
   * (Jackson gives null), an array of numbers for {@code byte[]}, and a lone surrogate escape (we follow RFC 8259's advice and I-JSON: a string must be valid Unicode).
   */
  static final String[] ONLY_JACKSON = {
    "{\"color\":\"1\"}", "{\"b\":200}", "{\"b\":255}", "{\"c\":\"\"}", "{\"z\":1}", "{\"z\":\"true\"}",
    "{\"bi\":\"\"}", "{\"raw\":[1,2]}", "{\"str\":\"\\ud800\"}"
  };

  static String ours(String json) {
    try {
      return JacksonDifferentialTest.canonical(Wirebind.codec(Types.Scalars.class).fromJson(json));
    } catch (WirebindException e) {
      return "rejected";
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  static String jackson(String json) {
    try {
      return JacksonDifferentialTest.canonical(
          JacksonDifferentialTest.JACKSON.readValue(json, Types.Scalars.class));
    } catch (Exception e) {
      return "rejected";
    }
  }

  @Test
  void sameAsJackson() {
    for (String json : SAME) {
      assertEquals(jackson(json), ours(json), json);
    }
  }

  @Test
  void pinnedDifferences() {
    for (String json : ONLY_JACKSON) {
      assertEquals("rejected", ours(json), json);
      assertNotEquals("rejected", jackson(json), json);
    }
    // the one case we accept and Jackson rejects: a fractional enum index is truncated
    assertEquals("rejected", jackson("{\"color\":1.5}"));
    assertEquals(
        Types.Color.GREEN, Wirebind.codec(Types.Scalars.class).fromJson("{\"color\":1.5}").color());
    assertThrows(
        WirebindException.class, () -> Wirebind.codec(Types.Scalars.class).fromJson("{\"color\":9}"));
  }

  /** Jackson writes an unpaired surrogate as an escape; we refuse to write what we would reject. */
  @Test
  void unpairedSurrogateOnWrite() throws Exception {
    Types.Node n = new Types.Node();
    n.name = "a\ud800";
    assertEquals(
        "{\"name\":\"a\\uD800\",\"child\":null,\"children\":null,\"weight\":0.0}",
        new String(JacksonDifferentialTest.JACKSON.writeValueAsBytes(n), java.nio.charset.StandardCharsets.UTF_8));
    assertThrows(WirebindException.class, () -> Wirebind.codec(Types.Node.class).toJson(n));
    // a pair is escaped as two escapes by both
    n.name = "\ud83d\ude00";
    assertEquals(
        new String(JacksonDifferentialTest.JACKSON.writeValueAsBytes(n), java.nio.charset.StandardCharsets.UTF_8),
        Wirebind.codec(Types.Node.class).toJsonString(n));
  }
}
