package io.wirebind.arrayit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code @JsonFormat(shape = ARRAY)} messages in every position against Jackson 2.18 as Spring
 * Boot configures it: our JSON is Jackson's byte for byte, each reads the other's into equal
 * values (compared by Jackson's JSON of them), and protobuf is unchanged (round trips).
 */
class ArrayShapeDifferentialTest {
  static final ObjectMapper BOOT = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .addModule(new Jdk8Module())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  static final Codec<Sheet> SHEET = Wirebind.codec(Sheet.class);
  static final Codec<Row> ROW = Wirebind.codec(Row.class);
  static final Codec<Cell> CELL = Wirebind.codec(Cell.class);
  static final Codec<Pair<Inner>> DUO = Wirebind.codec(Pair.class, Inner.class);

  /** Jackson's bytes (non-BMP characters escaped, as its UTF-8 generator writes them). */
  static String jackson(Object x) throws Exception {
    return new String(BOOT.writeValueAsBytes(x), StandardCharsets.UTF_8);
  }

  @Test
  void sheetsBothWays() throws Exception {
    ArrayRandoms random = new ArrayRandoms(1);
    JsonReader reader = new JsonReader();
    Sheet reused = null;
    int protos = 0;
    for (int i = 0; i < 2000; i++) {
      Sheet x = random.sheet();
      String jackson = jackson(x);
      assertEquals(jackson, SHEET.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(jackson, jackson(SHEET.fromJson(json)));
      assertEquals(jackson, jackson(BOOT.readValue(SHEET.toJson(x), Sheet.class)));
      reused = SHEET.readJson(reader.reset(json), reused);
      assertEquals(jackson, jackson(reused), "decoded into a reused instance");
      byte[] proto;
      try {
        proto = SHEET.toProto(x);
      } catch (io.wirebind.WirebindException e) {
        continue; // a null list element or map value: protobuf has none (random instances have some)
      }
      protos++;
      // protobuf has no null lists: compare the bytes of a round trip
      org.junit.jupiter.api.Assertions.assertArrayEquals(proto, SHEET.toProto(SHEET.fromProto(proto)));
    }
    org.junit.jupiter.api.Assertions.assertTrue(protos > 100, "protobuf round trips: " + protos);
  }

  @Test
  void topLevelCodecs() throws Exception {
    ArrayRandoms random = new ArrayRandoms(2);
    for (int i = 0; i < 500; i++) {
      Row row = random.row();
      if (row != null) {
        String jackson = jackson(row);
        assertEquals(jackson, ROW.toJsonString(row));
        assertEquals(jackson, jackson(ROW.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
      }
      Cell cell = random.cell();
      if (cell != null) {
        String jackson = jackson(cell);
        assertEquals(jackson, CELL.toJsonString(cell));
        assertEquals(jackson, jackson(CELL.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
      }
      Pair<Inner> duo = random.duo();
      String jackson = jackson(duo);
      assertEquals(jackson, DUO.toJsonString(duo));
      Pair<Inner> theirs = BOOT.readValue(jackson, new TypeReference<Pair<Inner>>() {});
      assertEquals(theirs, DUO.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
    }
  }
}
