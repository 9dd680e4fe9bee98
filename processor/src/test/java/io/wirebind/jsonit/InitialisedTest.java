package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * An absent container member gets what a new instance holds, as Jackson keeps it, whether the
 * decode creates the instance or reuses one: a reused decode ends equal to a fresh one.
 */
class InitialisedTest {
  static final Codec<Initialised> CODEC = Wirebind.codec(Initialised.class);
  static final ObjectMapper JACKSON = new ObjectMapper();

  private static final String[] MEMBERS = {
    "\"tags\":[\"p\",\"q\"]", "\"levels\":[7]", "\"counts\":{\"z\":9}", "\"sorted\":{\"b\":\"c\"}",
    "\"empty\":[\"e\"]", "\"names\":[\"m\",\"o\"]", "\"tags\":[]", "\"counts\":{}", "\"tags\":null",
  };

  @Test
  void absentMembersKeepTheNewInstancesValueAsJackson() throws Exception {
    Random r = new Random(16);
    JsonReader reader = new JsonReader();
    Initialised reused = null;
    for (int i = 0; i < 500; i++) {
      List<String> present = new ArrayList<>();
      present.add("\"id\":" + i);
      for (String m : MEMBERS) {
        String name = m.substring(0, m.indexOf(':'));
        if (r.nextInt(3) == 0 && present.stream().noneMatch(p -> p.startsWith(name))) {
          present.add(m);
        }
      }
      java.util.Collections.shuffle(present, r);
      String json = "{" + String.join(",", present) + "}";
      Initialised jackson = JACKSON.readValue(json, Initialised.class);
      Initialised fresh = CODEC.fromJson(json.getBytes(StandardCharsets.UTF_8));
      assertEquals(jackson, fresh, json);
      Initialised before = reused;
      reused = CODEC.readJson(reader.reset(json.getBytes(StandardCharsets.UTF_8)), reused);
      if (before != null) {
        assertSame(before, reused);
      }
      assertEquals(jackson, reused, "reused: " + json);
    }
    // the defaults a reused decode copies from were never handed out or changed
    assertEquals(new Initialised(), CODEC.fromJson("{}".getBytes(StandardCharsets.UTF_8)));
    assertEquals(new Initialised(), CODEC.readJson(reader.reset("{}".getBytes(StandardCharsets.UTF_8)), reused));
  }

  @Test
  void anEmptyObjectDecodesToTheInitialisedValues() throws Exception {
    Initialised x = CODEC.fromJson("{}".getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("x"), x.tags);
    assertEquals(JACKSON.readValue("{}", Initialised.class), x);
  }
}
