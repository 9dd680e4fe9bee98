package io.wirebind.examples.grpckafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.examples.grpckafka.model.Order;
import io.wirebind.examples.grpckafka.model.Receipt;
import org.junit.jupiter.api.Test;

class GrpcExampleTest {
  @Test
  void placesOrdersAndStreamsAHistory() throws Exception {
    GrpcExample.Result result = GrpcExample.run(40);
    assertEquals(40, result.receipts().size());
    for (int i = 0; i < 40; i++) {
      Order o = result.placed().get(i);
      assertEquals(new Receipt(o.id(), o.totalCents(), "thank you, " + o.customer()), result.receipts().get(i));
    }
    assertEquals(result.placed().stream().filter(o -> o.customer().equals("ada")).limit(3).toList(), result.history());
    assertTrue(result.history().size() > 0);
    assertEquals("shop.v1.Shop/Place", GrpcExample.PLACE.getFullMethodName());
  }
}
