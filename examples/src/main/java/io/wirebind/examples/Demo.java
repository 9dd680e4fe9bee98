package io.wirebind.examples;

import java.io.IOException;
import java.io.PrintStream;

/**
 * Runs the five examples one after the other with clear headings; what {@code ./demo.sh} at the
 * repository root starts. The hot loop uses 200,000 messages unless an argument (or
 * {@code -Dwirebind.examples.messages=N}) says otherwise, so the whole demo takes seconds.
 */
public final class Demo {

  /** Messages in the demo's hot loop. */
  public static final int DEMO_MESSAGES = 200_000;

  /** Timed calls per library in the demo's Jackson comparison. */
  public static final int DEMO_ITERATIONS = 100_000;

  private Demo() {}

  public static void main(String[] args) throws IOException {
    int messages = args.length > 0 ? Integer.parseInt(args[0].replace("_", "").replace(",", ""))
        : Integer.getInteger("wirebind.examples.messages", DEMO_MESSAGES);
    run(System.out, messages, DEMO_ITERATIONS);
  }

  /** Runs every example, printing to {@code out}. */
  public static void run(PrintStream out, int messages, int iterations) throws IOException {
    heading(out, 1, "Domain classes: records, a JavaBean, enums, lists, maps, double[] series");
    DomainExample.run(out);
    heading(out, 2, "Jackson migration: same class, same JSON bytes as ObjectMapper");
    JacksonMigrationExample.run(out, iterations);
    heading(out, 3, String.format("Hot loop: %,d delimited telemetry messages, one reused instance",
        messages));
    HotLoopExample.run(out, messages);
    heading(out, 4, "Interop: protoc-generated protobuf-java classes read Wirebind's bytes");
    InteropExample.run(out);
    heading(out, 5, "Sealed events: a oneof in protobuf, type ids in JSON");
    EventsExample.run(out);
    out.println();
    out.println("Generated codecs to read: examples/target/generated-sources/annotations/");
  }

  private static void heading(PrintStream out, int number, String title) {
    out.println();
    out.println("== " + number + ". " + title + " ==");
  }
}
