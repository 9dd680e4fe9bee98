package io.wirebind.examples.autovalue;

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
 * AutoValue classes compiled by Maven with AutoValue on the annotation processor path, created
 * through their {@code @JsonCreator} factory: our JSON equals Jackson 2.18's over random instances,
 * each reads the other's, protobuf round-trips.
 */
class AutoValueTest {
  static final ObjectMapper JACKSON = JsonMapper.builder().addModule(new Jdk8Module()).build();
  static final Codec<Portfolio> PORTFOLIO = Wirebind.codec(Portfolio.class);
  static final Codec<Quote> QUOTE = Wirebind.codec(Quote.class);

  private static Quote quote(Random r) {
    List<String> venues = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      venues.add("v\"é" + r.nextInt(50));
    }
    return Quote.create("S" + r.nextInt(1000), r.nextInt(4) == 0 ? 0 : r.nextDouble() * 1e4, venues,
        r.nextBoolean() ? null : "n" + r.nextInt(9));
  }

  private static Portfolio portfolio(Random r) {
    Portfolio p = new Portfolio();
    p.main = r.nextInt(4) == 0 ? null : quote(r);
    if (r.nextInt(4) > 0) {
      p.quotes = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        p.quotes.add(quote(r));
      }
    }
    if (r.nextInt(4) > 0) {
      Map<String, Quote> m = new LinkedHashMap<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        m.put("k" + i, quote(r));
      }
      p.byVenue = m;
    }
    p.hedge = r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(quote(r));
    return p;
  }

  @Test
  void sameJsonAsJacksonBothWaysAndProtobufRoundTrips() throws Exception {
    Random r = new Random(3511);
    for (int i = 0; i < 300; i++) {
      Portfolio p = portfolio(r);
      String expected = JACKSON.writeValueAsString(p);
      assertEquals(expected, new String(PORTFOLIO.toJson(p), StandardCharsets.UTF_8));
      Portfolio ours = PORTFOLIO.fromJson(expected.getBytes(StandardCharsets.UTF_8));
      assertEquals(expected, JACKSON.writeValueAsString(ours));
      assertEquals(expected, JACKSON.writeValueAsString(JACKSON.readValue(PORTFOLIO.toJson(p), Portfolio.class)));
      byte[] pb = PORTFOLIO.toProto(p);
      assertArrayEquals(pb, PORTFOLIO.toProto(PORTFOLIO.fromProto(pb)));
      if (p.main != null) {
        assertEquals(p.main, QUOTE.fromJson(QUOTE.toJson(p.main)));
        assertEquals(p.main, QUOTE.fromProto(QUOTE.toProto(p.main)));
        assertEquals(p.main, JACKSON.readValue(QUOTE.toJson(p.main), Quote.class));
      }
    }
  }

  @Test
  void reuseBuildsANewInstance() {
    Quote first = Quote.create("A", 1, List.of("x"), null);
    Quote second = Quote.create("B", 2, List.of(), "n");
    Quote back = QUOTE.readJson(new JsonReader().reset(QUOTE.toJson(second)), first);
    assertEquals(second, back);
    assertNotSame(first, back);
    assertEquals(Quote.create("A", 1, List.of("x"), null), first);
  }

  @Test
  void aFactoryThatThrowsIsAWirebindException() {
    // AutoValue's constructor refuses a null symbol, as it does under Jackson
    assertThrows(WirebindException.class,
        () -> QUOTE.fromJson("{\"price\":1.0,\"venues\":[]}".getBytes(StandardCharsets.UTF_8)));
  }
}
