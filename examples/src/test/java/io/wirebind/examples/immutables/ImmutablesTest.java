package io.wirebind.examples.immutables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Immutables value types compiled by Maven with Immutables on the annotation processor path
 * ({@code ImmutableTrade} exists only from the second round on): our JSON equals Jackson 2.18's
 * over random instances, each reads the other's, protobuf round-trips.
 */
class ImmutablesTest {
  static final ObjectMapper JACKSON = JsonMapper.builder().addModule(new Jdk8Module()).build();
  static final Codec<Blotter> BLOTTER = Wirebind.codec(Blotter.class);
  static final Codec<Trade> TRADE = Wirebind.codec(Trade.class);

  private static Trade trade(Random r) {
    ImmutableTrade.Builder b = ImmutableTrade.builder().symbol("S\"é" + r.nextInt(1000))
        .quantity(r.nextInt(3) == 0 ? 0 : r.nextLong()).price(r.nextInt(4) == 0 ? 0 : r.nextDouble() * 1e4)
        .note(r.nextBoolean() ? null : "n" + r.nextInt(9));
    for (int i = r.nextInt(3); i > 0; i--) {
      b.addTags("t" + r.nextInt(50));
    }
    return b.build();
  }

  private static Blotter blotter(Random r) {
    Blotter p = new Blotter();
    p.last = r.nextInt(4) == 0 ? null : trade(r);
    if (r.nextInt(4) > 0) {
      p.trades = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        p.trades.add(trade(r));
      }
    }
    if (r.nextInt(4) > 0) {
      Map<String, Trade> m = new LinkedHashMap<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        m.put("k" + i, trade(r));
      }
      p.bySymbol = m;
    }
    p.pending = r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(trade(r));
    return p;
  }

  @Test
  void sameJsonAsJacksonBothWaysAndProtobufRoundTrips() throws Exception {
    Random r = new Random(3512);
    for (int i = 0; i < 300; i++) {
      Blotter p = blotter(r);
      String expected = JACKSON.writeValueAsString(p);
      assertEquals(expected, new String(BLOTTER.toJson(p), StandardCharsets.UTF_8));
      assertEquals(expected, JACKSON.writeValueAsString(BLOTTER.fromJson(expected.getBytes(StandardCharsets.UTF_8))));
      assertEquals(expected, JACKSON.writeValueAsString(JACKSON.readValue(BLOTTER.toJson(p), Blotter.class)));
      byte[] pb = BLOTTER.toProto(p);
      assertArrayEquals(pb, BLOTTER.toProto(BLOTTER.fromProto(pb)));
      if (p.last != null) {
        assertEquals(p.last, TRADE.fromJson(TRADE.toJson(p.last)));
        assertEquals(p.last, TRADE.fromProto(TRADE.toProto(p.last)));
        assertEquals(p.last, JACKSON.readValue(TRADE.toJson(p.last), Trade.class));
      }
    }
  }

  @Test
  void nullsAndAbsentMembersAsJacksonLeavesThem() throws Exception {
    // a null list and a null note leave the builder's empty list and null, as Immutables' Jackson delegate does
    String json = "{\"symbol\":\"A\",\"quantity\":1,\"price\":2.0,\"tags\":null,\"note\":null}";
    Trade ours = TRADE.fromJson(json.getBytes(StandardCharsets.UTF_8));
    assertEquals(JACKSON.readValue(json, Trade.class), ours);
    // a missing required attribute fails both: Immutables' build() refuses it
    byte[] missing = "{\"quantity\":1,\"price\":2.0}".getBytes(StandardCharsets.UTF_8);
    assertThrows(Exception.class, () -> JACKSON.readValue(missing, Trade.class));
    assertThrows(WirebindException.class, () -> TRADE.fromJson(missing));
  }

  @Test
  void reuseBuildsANewInstance() {
    Trade first = ImmutableTrade.builder().symbol("A").quantity(1).price(1).build();
    Trade second = ImmutableTrade.builder().symbol("B").quantity(2).price(2).addTags("x").build();
    Trade back = TRADE.readJson(new JsonReader().reset(TRADE.toJson(second)), first);
    assertEquals(second, back);
    assertNotSame(first, back);
  }
}
