package io.wirebind.streamit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A JSON array and a delimited protobuf stream, generated as they are read, decode element by
 * element and encode back to the same bytes in a forked JVM with {@code -Xmx256m}. The size is
 * {@code -Dwirebind.bigStream.bytes} ({@value #DEFAULT_BYTES} by default; the {@code big-streams}
 * profile sets 1 GiB).
 */
class BigStreamTest {
  static final long DEFAULT_BYTES = 256L << 20;

  @ParameterizedTest
  @ValueSource(strings = {"json", "proto"})
  void decodesAndEncodesUnder256MegabytesOfHeap(String format) throws Exception {
    long bytes = Long.getLong("wirebind.bigStream.bytes", DEFAULT_BYTES);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
        BigStreams.class.getName(), format, Long.toString(bytes))).redirectErrorStream(true).start();
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    Thread pump = new Thread(() -> {
      try {
        p.getInputStream().transferTo(output);
      } catch (java.io.IOException e) {
        // the process ended
      }
    });
    pump.start();
    boolean done = p.waitFor(10, TimeUnit.MINUTES);
    if (!done) {
      p.destroyForcibly();
    }
    pump.join();
    String text = output.toString(StandardCharsets.UTF_8);
    assertTrue(done, "did not finish: " + text);
    assertEquals(0, p.exitValue(), text);
    System.out.println("BigStreamTest " + format + ": " + text.trim());
    assertTrue(text.contains("bytes " + bytes) || text.matches("(?s).*bytes \\d+.*"), text);
    long produced = Long.parseLong(text.replaceAll("(?s).*bytes (\\d+).*", "$1"));
    assertTrue(produced >= bytes, text);
  }
}
