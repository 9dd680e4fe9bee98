package io.wirebind.arrayit;

import static io.wirebind.arrayit.ArrayShapeDifferentialTest.BOOT;
import static io.wirebind.arrayit.ArrayShapeDifferentialTest.jackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The rules of Jackson 2.18's bean-as-array reading, input by input: where Jackson reads a value,
 * Wirebind reads an equal one; where Jackson fails, Wirebind throws a {@link WirebindException}
 * with an offset.
 */
class ArrayShapeRulesTest {
  static final Codec<Cell> CELL = Wirebind.codec(Cell.class);
  static final Codec<Row> ROW = Wirebind.codec(Row.class);
  static final Codec<Sheet> SHEET = Wirebind.codec(Sheet.class);

  private static <T> void sameAsJackson(Codec<T> codec, Class<T> type, String json) throws Exception {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    Object theirs;
    try {
      theirs = BOOT.readValue(bytes, type);
    } catch (com.fasterxml.jackson.core.JacksonException e) {
      WirebindException ours = assertThrows(WirebindException.class, () -> codec.fromJson(bytes),
          json + " fails in Jackson: " + e.getOriginalMessage());
      assertTrue(ours.getMessage().contains("(at byte "), ours.getMessage());
      return;
    }
    assertEquals(jackson(theirs), jackson(codec.fromJson(bytes)), json);
  }

  /** Shorter arrays leave the rest at a new instance's values; further elements are skipped. */
  @ParameterizedTest
  @ValueSource(strings = {
      "[]", "[5]", "[5,\"b\"]", "[5,null,null,null,null,null,null]",
      "[5,\"b\",7,[1,null,2],null,{\"x\":1},\"e\",\"extra\",{\"deep\":[1,[2]]},[]]",
      "null", "[null,null]",
      // not an array: Jackson refuses an object (or any other value) for an array-shaped class
      "{\"a\":5}", "{}", "\"x\"", "5", "true",
      // malformed
      "[", "[5", "[5,", "[5,]", "[,5]", "[5 6]", "[5,\"b\"", "[5,\"b\",7,[1,2]",
      "[5,\"b\",7,[1,2],[\"q\",1]]",
  })
  void cells(String json) throws Exception {
    sameAsJackson(CELL, Cell.class, json);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "[]", "[\"n\"]", "[\"n\",3]", "[\"n\",3,[\"t\"],{\"x\":1,\"y\":\"y\"},{\"k\":1},\"note\",1.5,"
          + "\"2020-01-01T00:00:00Z\",\"SELL\",\"AQI=\",9,\"extra\"]",
      "[\"n\",3,null,null,null,null,null,null,null,null,null]",
      // a nested message keeps its own shape: an object
      "[\"n\",3,null,[1,\"y\"]]", "{\"id\":3}", "[3,\"n\"]",
  })
  void rows(String json) throws Exception {
    sameAsJackson(ROW, Row.class, json);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{\"row\":[\"n\",1],\"rows\":[[\"a\"],null,[]],\"cells\":{\"k\":[1,\"b\"],\"n\":null},"
          + "\"maybe\":[\"m\"],\"cell\":[],\"cellList\":[[1],[2,null,3]],\"duo\":[[\"f\"],[[\"r\"]],4],\"empty\":[]}",
      "{\"empty\":[1,2,3]}", "{\"empty\":{}}", "{\"row\":{\"name\":\"n\"}}", "{\"duo\":[null,null,null,null]}",
  })
  void sheets(String json) throws Exception {
    sameAsJackson(SHEET, Sheet.class, json);
  }

  /** Unknown members as errors: Jackson's field path fails on further elements, its creator path skips them. */
  @ParameterizedTest
  @ValueSource(strings = {"[1,\"b\"]", "[1]", "[1,\"b\",3]", "[1,\"b\",[3],{}]"})
  void furtherElementsWhenUnknownMembersFail(String json) throws Exception {
    com.fasterxml.jackson.databind.ObjectMapper strict =
        com.fasterxml.jackson.databind.json.JsonMapper.builder().build();
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    Codec<Strict.Fields> fields = Wirebind.codec(Strict.Fields.class);
    try {
      assertEquals(jackson(strict.readValue(bytes, Strict.Fields.class)), jackson(fields.fromJson(bytes)));
    } catch (com.fasterxml.jackson.core.JacksonException e) {
      assertThrows(WirebindException.class, () -> fields.fromJson(bytes));
    }
    assertEquals(strict.readValue(bytes, Strict.Creator.class),
        Wirebind.codec(Strict.Creator.class).fromJson(bytes));
  }

  @Test
  void inclusionRulesWritePlaceholders() throws Exception {
    Cell c = new Cell();
    c.b = null;
    c.e = "";
    String json = CELL.toJsonString(c);
    assertEquals("[0,null,null,[],null,null,null]", json);
    assertEquals(jackson(c), json);
  }

  @Test
  void nestingLimitAppliesToSkippedElements() {
    String deep = "[1,\"b\",2,[],null,null,null," + "[".repeat(5000) + "]".repeat(5000) + "]";
    WirebindException e = assertThrows(WirebindException.class,
        () -> CELL.fromJson(deep.getBytes(StandardCharsets.UTF_8)));
    assertTrue(e.getMessage().contains("deeper"), e.getMessage());
  }
}
