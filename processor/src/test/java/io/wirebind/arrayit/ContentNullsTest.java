package io.wirebind.arrayit;

import static io.wirebind.arrayit.ArrayShapeDifferentialTest.BOOT;
import static io.wirebind.arrayit.ArrayShapeDifferentialTest.jackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JacksonException;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code @JsonSetter(contentNulls = SKIP / FAIL / AS_EMPTY)} against Jackson 2.18 on random
 * inputs with null elements and map values in every container shape: equal values (compared by
 * Jackson's JSON of them), or a failure in both (ours a {@link WirebindException} with an offset).
 */
class ContentNullsTest {
  static final Codec<Lenient> LENIENT = Wirebind.codec(Lenient.class);
  static final Codec<Lenient.Frozen> FROZEN = Wirebind.codec(Lenient.Frozen.class);

  /** Per member: the values its elements take (a null is mixed in at random). */
  private static final String[][] LISTS = {
    {"skipList", "\"a\"", "\"b\""}, {"skipSet", "1", "2", "3"}, {"skipArray", "\"x\"", "\"y\""},
    {"skipMessages", "{\"x\":1,\"y\":\"q\"}", "{\"x\":2}"}, {"skipEnums", "\"BUY\"", "\"SELL\""},
    {"skipMessageArray", "{\"x\":3}"}, {"emptyList", "\"a\"", "\"\""}, {"emptyInts", "3", "-4"},
    {"emptyArray", "\"s\""}, {"emptyDoubles", "1.5", "-2.0"}, {"emptyBooleans", "true", "false"},
    {"failList", "\"f\""}, {"failArray", "7"}, {"both", "\"b\""}, {"set", "\"s\""},
  };
  private static final String[][] MAPS = {
    {"skipMap", "1", "2"}, {"emptyMap", "5", "6"}, {"failMap", "\"v\""},
  };

  private static String elements(Random r, String[] values, boolean map) {
    if (r.nextInt(6) == 0) {
      return "null";
    }
    StringBuilder b = new StringBuilder(map ? "{" : "[");
    int n = r.nextInt(4);
    int start = r.nextInt(values.length - 1) + 1;
    for (int i = 0; i < n; i++) {
      b.append(i == 0 ? "" : ",");
      if (map) {
        b.append("\"k").append(r.nextInt(5)).append("\":");
      }
      // ascending values: Jackson's HashSet and our LinkedHashSet then iterate alike
      b.append(r.nextInt(3) == 0 ? "null" : values[Math.min(values.length - 1, start + i)]);
    }
    return b.append(map ? "}" : "]").toString();
  }

  private static <T> void same(Codec<T> codec, Class<T> type, String json) throws Exception {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    Object theirs;
    try {
      theirs = BOOT.readValue(bytes, type);
    } catch (JacksonException e) {
      WirebindException ours = assertThrows(WirebindException.class, () -> codec.fromJson(bytes),
          json + " fails in Jackson: " + e.getOriginalMessage());
      assertTrue(ours.getMessage().contains("(at byte "), ours.getMessage());
      return;
    }
    assertEquals(jackson(theirs), jackson(codec.fromJson(bytes)), json);
  }

  @Test
  void everyShapeOnRandomInputs() throws Exception {
    Random r = new Random(3);
    JsonReader reader = new JsonReader();
    Lenient reused = null;
    int failures = 0;
    for (int i = 0; i < 3000; i++) {
      List<String> members = new ArrayList<>();
      for (String[] l : LISTS) {
        if (r.nextInt(3) != 0) {
          members.add("\"" + l[0] + "\":" + elements(r, l, false));
        }
      }
      for (String[] m : MAPS) {
        if (r.nextInt(3) != 0) {
          members.add("\"" + m[0] + "\":" + elements(r, m, true));
        }
      }
      if (r.nextInt(4) == 0) {
        members.add("\"failOptional\":" + (r.nextBoolean() ? "null" : "\"o\""));
      }
      Collections.shuffle(members, r);
      String json = "{" + String.join(",", members) + "}";
      same(LENIENT, Lenient.class, json);
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      try {
        Lenient theirs = BOOT.readValue(bytes, Lenient.class);
        reused = LENIENT.readJson(reader.reset(bytes), reused);
        assertEquals(jackson(theirs), jackson(reused), "reused: " + json);
      } catch (JacksonException e) {
        failures++;
        reused = null;
      }
    }
    assertTrue(failures > 100 && failures < 2500, "inputs Jackson refuses: " + failures);
  }

  @Test
  void recordComponents() throws Exception {
    String[] skip = {"null", "[]", "[null]", "[\"a\",null,\"b\"]"};
    String[] empty = {"null", "{}", "{\"k\":null}", "{\"k\":null,\"j\":\"v\"}"};
    String[] fail = {"null", "[]", "[1,2]", "[1,null]", "[null]"};
    for (String s : skip) {
      for (String e : empty) {
        for (String f : fail) {
          same(FROZEN, Lenient.Frozen.class,
              "{\"skip\":" + s + ",\"empty\":" + e + ",\"fail\":" + f + "}");
        }
      }
    }
  }

  @Test
  void failNamesTheProperty() {
    WirebindException e = assertThrows(WirebindException.class,
        () -> LENIENT.fromJson("{\"failList\":[\"a\",null]}".getBytes(StandardCharsets.UTF_8)));
    assertEquals("$.failList[1] (String): null element in 'failList', whose elements do not accept null"
        + " (@JsonSetter(contentNulls = FAIL)) (at byte 17)", e.getMessage());
  }
}
