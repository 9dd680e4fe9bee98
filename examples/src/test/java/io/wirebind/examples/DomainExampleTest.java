package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.examples.trading.Order;
import io.wirebind.examples.trading.OrderStatus;
import io.wirebind.examples.trading.Portfolio;
import org.junit.jupiter.api.Test;

class DomainExampleTest {

  @Test
  void bothFormatsRoundTripAndSizesArePrinted() {
    Output out = new Output();
    DomainExample.Result r = DomainExample.run(out.stream);
    assertTrue(r.protoRoundTrip());
    assertTrue(r.jsonRoundTrip());
    assertTrue(r.protoBytes() < r.jsonBytes() / 2, r.protoBytes() + " vs " + r.jsonBytes());
    String text = out.text();
    assertTrue(text.contains("protobuf: " + r.protoBytes() + " bytes, round trip ok"), text);
    assertTrue(text.contains("JSON:     " + r.jsonBytes() + " bytes, round trip ok"), text);
    assertTrue(text.contains("decoded order 1001: BUY 500 ACME, status PARTIALLY_FILLED, filled 300"
        + " in 2 fills"), text);
    assertTrue(r.json().startsWith("{\"account\":\"ACC-42\",\"orders\":[{\"id\":1001,"
        + "\"symbol\":\"ACME\",\"side\":\"BUY\",\"status\":\"PARTIALLY_FILLED\""), r.json());
    assertTrue(r.json().contains("\"closes\":[100.5,100.75,101.0,101.1,101.25]"), r.json());
  }

  @Test
  void explicitEnumNumbersAreWhatIsOnTheWire() {
    Order o = new Order();
    o.setStatus(OrderStatus.FILLED); // @WireField(3)
    byte[] bytes = Wirebind.codec(Order.class).toProto(o);
    // field 4 (status), varint: tag 0x20, value 3
    assertEquals(0x20, bytes[0]);
    assertEquals(3, bytes[1]);
    assertEquals(2, bytes.length);
  }

  @Test
  void decodedPortfolioEqualsTheOriginal() {
    Codec<Portfolio> codec = Wirebind.codec(Portfolio.class);
    Portfolio p = DomainExample.samplePortfolio();
    assertTrue(DomainExample.sameContent(p, codec.fromProto(codec.toProto(p))));
    assertTrue(DomainExample.sameContent(p, codec.fromJson(codec.toJsonString(p))));
  }
}
