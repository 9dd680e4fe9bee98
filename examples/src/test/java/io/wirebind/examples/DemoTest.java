package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DemoTest {

  @Test
  void runsEveryExampleUnderItsHeading() throws Exception {
    Output out = new Output();
    Demo.run(out.stream, 1_000, 100);
    String text = out.text();
    int h1 = text.indexOf("== 1. Domain classes");
    int h2 = text.indexOf("== 2. Jackson migration");
    int h3 = text.indexOf("== 3. Hot loop: 1,000 delimited telemetry messages");
    int h4 = text.indexOf("== 4. Interop");
    assertTrue(h1 >= 0 && h1 < h2 && h2 < h3 && h3 < h4, text);
    assertTrue(text.contains("round trip ok"), text);
    assertTrue(text.contains("identical JSON bytes: yes"), text);
    assertTrue(text.contains("checksum matches"), text);
    assertTrue(text.contains("Wirebind reads the peer's message: yes"), text);
    assertFalse(text.contains("FAILED") || text.contains(": NO") || text.contains("DIFFERS"), text);
  }
}
