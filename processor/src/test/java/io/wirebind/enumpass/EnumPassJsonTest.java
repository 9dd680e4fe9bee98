package io.wirebind.enumpass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * JSON has no enum numbers to keep: an enum name the Java enum lacks fails, in every shape of
 * {@link PaceKeep} (map value and key, nested collections, sets, arrays, optionals), as it fails in
 * Jackson's default configuration (as Spring Boot configures it: {@code
 * READ_UNKNOWN_ENUM_VALUES_AS_NULL} and {@code ..._USING_DEFAULT_VALUE} off). The known names give
 * the same JSON as Jackson, both ways.
 */
class EnumPassJsonTest {
  static final Codec<PaceKeep> KEEP = EnumPassThroughTest.KEEP;
  static final ObjectMapper BOOT = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();

  static final List<String> UNKNOWN_NAME = List.of(
      "{\"byName\":{\"a\":\"SPRINT\"}}",
      "{\"byId\":{\"1\":\"SPRINT\"}}",
      "{\"next\":{\"SPRINT\":\"WALK\"}}",
      "{\"next\":{\"WALK\":\"SPRINT\"}}",
      "{\"labels\":{\"SPRINT\":\"x\"}}",
      "{\"sorted\":{\"1\":\"SPRINT\"}}",
      "{\"flags\":{\"true\":\"SPRINT\"}}",
      "{\"rows\":[[\"WALK\",\"SPRINT\"]]}",
      "{\"groups\":{\"g\":[\"SPRINT\"]}}",
      "{\"tables\":[{\"t\":\"SPRINT\"}]}",
      "{\"seen\":[\"RUN\",\"SPRINT\"]}",
      "{\"kinds\":[\"SPRINT\"]}",
      "{\"steps\":[\"SPRINT\"]}",
      "{\"maybe\":\"SPRINT\"}",
      "{\"cubes\":[[[\"SPRINT\"]]]}",
      "{\"plans\":{\"SPRINT\":[]}}",
      "{\"plans\":{\"RUN\":[\"SPRINT\"]}}",
      "{\"grid\":[[\"SPRINT\"]]}",
      "{\"later\":[\"SPRINT\"]}");

  @Test
  void anUnknownEnumNameFailsInEveryShapeAsInJackson() {
    for (String json : UNKNOWN_NAME) {
      assertThrows(InvalidFormatException.class, () -> BOOT.readValue(json, PaceKeep.class), json);
      WirebindException e = assertThrows(WirebindException.class,
          () -> KEEP.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      assertTrue(e.offset() > 0 && e.offset() < json.length(), json + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("SPRINT"), e.getMessage());
      // the same document with a known name reads in both
      String known = json.replace("SPRINT", "RUN");
      PaceKeep ours = KEEP.fromJson(known.getBytes(StandardCharsets.UTF_8));
      assertEquals(BOOT.valueToTree(sorted(readJackson(known))), BOOT.valueToTree(sorted(ours)), known);
    }
  }

  @Test
  void knownValuesWriteJacksonsBytes() throws Exception {
    Random random = new Random(18);
    for (int i = 0; i < 200; i++) {
      byte[] pb = EnumPassThroughTest.randomV2(random).toByteArray();
      PaceKeep v = KEEP.fromProto(pb); // known constants only in the Java values
      String ours = new String(KEEP.toJson(v), StandardCharsets.UTF_8);
      assertEquals(BOOT.writeValueAsString(v), ours, "instance " + i);
      // Jackson reads a Set into a HashSet, Wirebind into a LinkedHashSet: compared in one order
      assertEquals(BOOT.valueToTree(sorted(BOOT.readValue(ours, PaceKeep.class))),
          BOOT.valueToTree(sorted(KEEP.fromJson(ours.getBytes(StandardCharsets.UTF_8)))), "instance " + i);
    }
  }

  private static PaceKeep sorted(PaceKeep p) {
    if (p.seen != null) {
      p.seen = new TreeSet<>(p.seen);
    }
    return p;
  }

  private static PaceKeep readJackson(String json) {
    try {
      return BOOT.readValue(json, PaceKeep.class);
    } catch (Exception e) {
      throw new AssertionError(json, e);
    }
  }
}
