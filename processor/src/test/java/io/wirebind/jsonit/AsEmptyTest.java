package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A JSON null under {@code @JsonSetter(nulls = AS_EMPTY)} becomes what Jackson 2.18 makes of it. */
class AsEmptyTest {
  static final Codec<AsEmpty> CODEC = Wirebind.codec(AsEmpty.class);
  static final ObjectMapper JACKSON = JsonMapper.builder().addModule(new Jdk8Module()).build();

  private static final String[][] MEMBERS = {
    {"s", "\"v\""}, {"i", "4"}, {"n", "-9"}, {"d", "1.5"}, {"b", "false"}, {"p", "8"},
    {"l", "[\"a\",\"b\"]"}, {"set", "[1,2]"}, {"m", "{\"k\":1}"}, {"ints", "[1,2]"},
    {"names", "[\"q\"]"}, {"o", "\"w\""}, {"plain", "\"y\""},
  };

  @Test
  void nullsBecomeJacksonsEmptyValues() throws Exception {
    Random r = new Random(2);
    JsonReader reader = new JsonReader();
    AsEmpty reused = null;
    for (int i = 0; i < 500; i++) {
      List<String> present = new ArrayList<>();
      for (String[] m : MEMBERS) {
        int pick = r.nextInt(3);
        if (pick > 0) {
          present.add("\"" + m[0] + "\":" + (pick == 1 ? "null" : m[1]));
        }
      }
      Collections.shuffle(present, r);
      String json = "{" + String.join(",", present) + "}";
      String jackson = JACKSON.readValue(json, AsEmpty.class).toString();
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(jackson, CODEC.fromJson(bytes).toString(), json);
      reused = CODEC.readJson(reader.reset(bytes), reused);
      assertEquals(jackson, reused.toString(), "reused: " + json);
    }
  }

  @Test
  void everyNullAtOnce() throws Exception {
    StringBuilder json = new StringBuilder("{");
    for (String[] m : MEMBERS) {
      json.append(json.length() > 1 ? "," : "").append('"').append(m[0]).append("\":null");
    }
    String text = json.append('}').toString();
    AsEmpty x = CODEC.fromJson(text.getBytes(StandardCharsets.UTF_8));
    assertEquals(JACKSON.readValue(text, AsEmpty.class).toString(), x.toString());
    assertEquals("", x.s);
    assertEquals(List.of(), x.l);
  }
}
