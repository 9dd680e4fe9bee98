package io.wirebind.examples.grpckafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.examples.grpckafka.model.Receipt;
import org.junit.jupiter.api.Test;

class KafkaExampleTest {
  @Test
  void pipelineTurnsOrdersIntoReceipts() throws Exception {
    KafkaExample.Result result = KafkaExample.run(2_000);
    assertTrue(result.expectedReceipts() > 1_000 && result.expectedReceipts() < 2_000);
    assertEquals(result.expectedReceipts(), result.receipts().size());
    long previous = 0;
    for (Receipt r : result.receipts()) {
      assertTrue(r.orderId() > previous, "in order, each once");
      assertTrue(r.totalCents() > 0 && r.text().startsWith("thank you, "));
      previous = r.orderId();
    }
  }
}
