package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HotLoopExampleTest {

  @Test
  void streamIsDecodedIntoOneInstance(@TempDir Path dir) throws Exception {
    Output out = new Output();
    Path file = dir.resolve("telemetry.bin");
    HotLoopExample.Result r = HotLoopExample.run(out.stream, 5_000, file);
    assertEquals(5_000, r.messages());
    assertEquals(Files.size(file), r.bytes());
    assertEquals(109L * 5_000, r.bytes()); // every reading encodes to 108 bytes + 1-byte prefix
    assertTrue(r.checksumMatches());
    assertTrue(r.oneInstance());
    String text = out.text();
    assertTrue(text.contains("5,000 messages, 545,000 bytes (109.0 bytes/message)"), text);
    assertTrue(text.contains("messages/s"), text);
    assertTrue(text.contains("MB/s  (into one reused instance: yes)"), text);
    assertTrue(text.contains("checksum matches, 5 readings DEGRADED"), text);
    assertFalse(text.contains("wrote "), "no progress lines for short runs: " + text);
  }

  @Test
  void emptyStream() throws Exception {
    HotLoopExample.Result r = HotLoopExample.run(new Output().stream, 0);
    assertEquals(0, r.messages());
    assertTrue(r.checksumMatches());
  }
}
