package io.wirebind.examples;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.Wirebind;
import io.wirebind.examples.telemetry.DeviceState;
import io.wirebind.examples.telemetry.TelemetryReading;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Example 3: a hot loop. Writes N length-delimited telemetry readings to a file, then reads the
 * stream back with one {@link DelimitedReader} into ONE reused {@link TelemetryReading}: after the
 * first message nothing is allocated per message (no strings in this message, the vibration array
 * is reused).
 *
 * <p>Run: {@code java -cp ... io.wirebind.examples.HotLoopExample [messages]} (default 1,000,000;
 * also {@code -Dwirebind.examples.messages=N}).
 */
public final class HotLoopExample {

  /** Default number of messages. */
  public static final int DEFAULT_MESSAGES = 1_000_000;

  /** Runs of at least this many messages print a progress line every quarter. */
  static final int PROGRESS_THRESHOLD = 1_000_000;

  private static final int SAMPLES = 8;

  /** What the loop did. {@code oneInstance}: every message was decoded into the same object. */
  public record Result(long messages, long bytes, boolean checksumMatches, boolean oneInstance,
      long writeNanos, long readNanos) {}

  private HotLoopExample() {}

  public static void main(String[] args) throws IOException {
    int n = args.length > 0 ? Integer.parseInt(args[0].replace("_", "").replace(",", ""))
        : Integer.getInteger("wirebind.examples.messages", DEFAULT_MESSAGES);
    run(System.out, n);
  }

  /** Fills {@code r} with the {@code i}-th reading of a deterministic series. */
  static void fill(TelemetryReading r, long i) {
    r.deviceId = 10_000 + i % 500;
    r.timestamp = 1_700_000_000_000L + i * 10;
    r.temperature = 20.0 + (i % 200) * 0.05;
    r.humidity = 40.0 + (i % 37) * 0.5;
    r.pressure = 1013.25 - (i % 11) * 0.1;
    r.batteryMillivolts = 3_000 + (int) (i % 1_200);
    r.state = i % 1_000 == 999 ? DeviceState.DEGRADED : DeviceState.OK;
    for (int k = 0; k < SAMPLES; k++) {
      r.vibration[k] = ((i + k) % 64) * 0.015625 - 0.5;
    }
  }

  /** Writes and reads {@code n} messages through a temporary file, which is deleted after. */
  public static Result run(PrintStream out, int n) throws IOException {
    Path file = Files.createTempFile("wirebind-telemetry", ".bin");
    try {
      return run(out, n, file);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** Writes {@code n} messages to {@code file} and reads them back. */
  public static Result run(PrintStream out, int n, Path file) throws IOException {
    Codec<TelemetryReading> codec = Wirebind.codec(TelemetryReading.class);
    long progressEvery = n >= PROGRESS_THRESHOLD ? Math.max(n / 4, 1) : Long.MAX_VALUE;

    // write: one mutable instance, refilled per message
    TelemetryReading reading = new TelemetryReading();
    reading.vibration = new double[SAMPLES];
    double expectedSum = 0;
    long start = System.nanoTime();
    try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      for (long i = 0; i < n; i++) {
        fill(reading, i);
        expectedSum += reading.temperature + reading.vibration[SAMPLES - 1];
        codec.writeDelimited(reading, os);
        if ((i + 1) % progressEvery == 0) {
          out.printf("  wrote %,d / %,d%n", i + 1, n);
        }
      }
    }
    long writeNanos = System.nanoTime() - start;
    long bytes = Files.size(file);

    // read: one DelimitedReader, one reused instance
    TelemetryReading reuse = new TelemetryReading();
    boolean oneInstance = true;
    double sum = 0;
    long count = 0;
    long degraded = 0;
    start = System.nanoTime();
    try (InputStream in = Files.newInputStream(file)) {
      DelimitedReader reader = new DelimitedReader(in);
      TelemetryReading r;
      while ((r = reader.read(codec, reuse)) != null) {
        oneInstance &= r == reuse;
        sum += r.temperature + r.vibration[SAMPLES - 1];
        if (r.state == DeviceState.DEGRADED) {
          degraded++;
        }
        if (++count % progressEvery == 0) {
          out.printf("  read %,d / %,d%n", count, n);
        }
      }
    }
    long readNanos = System.nanoTime() - start;

    boolean checksum = count == n && Double.compare(sum, expectedSum) == 0;
    out.printf("%,d messages, %,d bytes (%.1f bytes/message) through a file%n", count, bytes,
        n == 0 ? 0.0 : (double) bytes / n);
    out.printf("write: %,12.0f messages/s  %8.1f MB/s%n", rate(n, writeNanos),
        rate(bytes, writeNanos) / 1e6);
    out.printf("read:  %,12.0f messages/s  %8.1f MB/s  (into one reused instance: %s)%n",
        rate(count, readNanos), rate(bytes, readNanos) / 1e6, oneInstance ? "yes" : "NO");
    out.println("checksum " + (checksum ? "matches" : "DIFFERS") + ", " + degraded
        + " readings DEGRADED (indicative timings; JMH is the real measurement)");
    return new Result(count, bytes, checksum, oneInstance, writeNanos, readNanos);
  }

  private static double rate(long amount, long nanos) {
    return nanos <= 0 ? 0 : amount * 1e9 / nanos;
  }
}
