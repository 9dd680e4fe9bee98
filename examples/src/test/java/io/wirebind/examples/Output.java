package io.wirebind.examples;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Captures what an example prints. */
final class Output {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  final PrintStream stream = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  String text() {
    stream.flush();
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
