package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Any-setter maps in subtypes of a hierarchy, as Jackson 2.18 treats them: the type id is written
 * first and the map's entries last; reading skips the first type id member and keeps a repeated one
 * in the map, like every other undeclared member.
 */
class AnyFormsTest {
  private static final Jackson BOOT = Jackson.lenient();
  private static final Codec<AnyForms.Tagged> TAGGED = Wirebind.codec(AnyForms.Tagged.class);

  @Test
  void writesTheIdFirstAndTheEntriesLast() throws Exception {
    AnyForms.TaA a = new AnyForms.TaA();
    a.n = 3;
    a.other = new LinkedHashMap<>(Map.of("q", List.of(1, "x")));
    a.other.put("type", "z");
    AnyForms.TaB b = new AnyForms.TaB("s", new LinkedHashMap<>(Map.of("k", false)));
    for (AnyForms.Tagged t : List.of(a, b, new AnyForms.TaB(null, null))) {
      String jackson = BOOT.writeValueAsString(t, AnyForms.Tagged.class);
      assertEquals(jackson, TAGGED.toJsonString(t));
    }
  }

  @Test
  void readsAsJacksonDoes() throws Exception {
    String[] documents = {
        "{\"type\":\"a\",\"n\":1,\"z\":2,\"type\":\"b\"}",
        "{\"n\":1,\"type\":\"a\",\"z\":{\"y\":[null]}}",
        "{\"type\":\"a\"}",
        "{\"type\":\"b\",\"s\":\"x\",\"t\":1.5,\"type\":null}",
        "{\"s\":\"x\",\"type\":\"b\"}",
    };
    for (String json : documents) {
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(BOOT.readValue(bytes, AnyForms.Tagged.class), TAGGED.fromJson(bytes), json);
    }
  }
}
