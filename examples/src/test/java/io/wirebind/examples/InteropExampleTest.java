package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class InteropExampleTest {

  @Test
  void peerAndWirebindReadEachOther() throws Exception {
    Output out = new Output();
    InteropExample.Result r = InteropExample.run(out.stream);
    assertTrue(r.peerReadsWirebind());
    assertTrue(r.sameBytesAsProtoc());
    assertTrue(r.wirebindReadsPeer());
    assertTrue(r.unknownFieldSkipped());
    assertTrue(r.peerText().startsWith("id: 1001 symbol: \"ACME\" side: BUY status: PARTIALLY_FILLED"),
        r.peerText());
    String text = out.text();
    assertTrue(text.contains("byte-identical to protobuf-java's own encoding: yes"), text);
    assertTrue(text.contains("Wirebind reads the peer's message: yes; unknown field 9"
        + " (client_order_id) skipped: yes"), text);
  }
}
