package io.wirebind.bridgeit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.bridgeit.Wrapped.Canvas;
import io.wirebind.bridgeit.Wrapped.Dot;
import io.wirebind.bridgeit.Wrapped.Line;
import io.wirebind.jackson.JacksonBridge;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A {@code @WireMessage} class with its own Jackson serializer and deserializer (the java client's
 * oneOf wrapper): no codec of its own, and in every position of a message it is bridged to the
 * application's mapper, JSON byte-identical to Jackson both ways, protobuf round trips.
 */
class WrappedTest {
  static final ObjectMapper JACKSON = JsonMapper.builder().addModule(new Jdk8Module()).build();
  static final Codec<Canvas> CANVAS = Wirebind.codec(Canvas.class);

  @BeforeEach
  void useMapper() {
    JacksonBridge.use(JACKSON);
  }

  @AfterEach
  void restore() {
    JacksonBridge.use(BridgeJackson.MAPPER);
  }

  static Wrapped wrapped(Random r) {
    if (r.nextBoolean()) {
      Dot d = new Dot();
      d.r = r.nextInt(1000) - 500;
      return new Wrapped(d);
    }
    Line l = new Line();
    l.label = r.nextInt(4) == 0 ? null : "l\u00e9\"" + r.nextInt(99);
    l.length = r.nextInt(10_000) / 16.0;
    return new Wrapped(l);
  }

  static Canvas canvas(Random r) {
    List<Wrapped> all = new ArrayList<>();
    Map<String, Wrapped> byName = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      all.add(wrapped(r));
      byName.put("k" + i, wrapped(r));
    }
    return new Canvas(r.nextInt(4) == 0 ? null : "c" + r.nextInt(9), r.nextInt(4) == 0 ? null : wrapped(r),
        r.nextInt(4) == 0 ? null : all, r.nextInt(4) == 0 ? null : byName,
        r.nextBoolean() ? Optional.empty() : Optional.of(wrapped(r)), r.nextLong());
  }

  @Test
  void everyPositionMatchesJacksonBothWays() throws Exception {
    Random r = new Random(35);
    for (int i = 0; i < 500; i++) {
      Canvas c = canvas(r);
      String jackson = JACKSON.writeValueAsString(c);
      assertEquals(jackson, CANVAS.toJsonString(c));
      Canvas expected = JACKSON.readValue(jackson, Canvas.class);
      assertEquals(expected, CANVAS.fromJson(jackson.getBytes(StandardCharsets.UTF_8)), jackson);
      assertEquals(expected, JACKSON.readValue(CANVAS.toJson(expected), Canvas.class), jackson);
      byte[] proto = CANVAS.toProto(expected);
      Canvas back = CANVAS.fromProto(proto);
      // protobuf has no null list or map: a null one comes back empty
      assertEquals(new Canvas(expected.name(), expected.main(), expected.all() == null ? List.of() : expected.all(),
          expected.byName() == null ? Map.of() : expected.byName(), expected.maybe(), expected.version()),
          new Canvas(back.name(), back.main(), back.all() == null ? List.of() : back.all(),
              back.byName() == null ? Map.of() : back.byName(), back.maybe(), back.version()), jackson);
      assertArrayEquals(proto, CANVAS.toProto(back));
    }
  }

  @Test
  void theWrapperItselfHasNoCodecAndSaysWhy() {
    WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(Wrapped.class));
    assertTrue(e.getMessage().contains("no codec was generated for io.wirebind.bridgeit.Wrapped: Jackson writes"
        + " and reads it with its own @JsonSerialize(using = Writer.class)"), e.getMessage());
  }
}
