package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EventsExampleTest {

  @Test
  void sealedEventsInBothFormats() throws Exception {
    Output out = new Output();
    EventsExample.Result r = EventsExample.run(out.stream);
    assertEquals("{\"account\":\"acct-42\",\"events\":[{\"@type\":\"SignedUp\",\"user\":\"ada\",\"plan\":\"pro\"},"
        + "{\"@type\":\"Paid\",\"user\":\"ada\",\"amountCents\":4900,\"currency\":\"EUR\"},"
        + "{\"@type\":\"Churned\",\"user\":\"ada\",\"reason\":\"moved to the annual plan\"}]}", r.json());
    assertEquals("{\"account\":\"acct-42\",\"events\":[{\"signedUp\":{\"user\":\"ada\",\"plan\":\"pro\"}},"
        + "{\"paid\":{\"user\":\"ada\",\"amountCents\":\"4900\",\"currency\":\"EUR\"}},"
        + "{\"churned\":{\"user\":\"ada\",\"reason\":\"moved to the annual plan\"}}]}", r.proto3Json());
    assertTrue(r.roundTrips());
    assertTrue(r.peerReadsWirebind());
    assertTrue(r.wirebindReadsPeer());
    assertEquals(List.of("SIGNED_UP", "PAID", "CHURNED"), r.peerCases());
    assertTrue(out.text().contains("type id last: SignedUp[user=bob, plan=free]"), out.text());
  }
}
