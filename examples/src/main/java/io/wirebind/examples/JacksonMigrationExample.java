package io.wirebind.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.examples.jackson.QuoteResponse;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Example 2: migrating from Jackson. The same Jackson-annotated class goes through
 * {@code ObjectMapper} and through Wirebind side by side: the JSON bytes are identical, each reads
 * what the other wrote, and a tiny timing loop shows the difference.
 *
 * <p>The migration itself is one line per call site:
 *
 * <pre>{@code
 * byte[] json = objectMapper.writeValueAsBytes(quote);          // before
 * byte[] json = Wirebind.codec(QuoteResponse.class).toJson(quote); // after: same bytes
 * }</pre>
 *
 * <p>Run: {@code java -cp ... io.wirebind.examples.JacksonMigrationExample [iterations]}
 */
public final class JacksonMigrationExample {

  /** Default number of timed encodes and decodes per library. */
  public static final int DEFAULT_ITERATIONS = 200_000;

  /** What the example found; the timings are indicative only. */
  public record Result(boolean identicalJson, boolean jacksonReadsWirebind,
      boolean wirebindReadsJackson, boolean nullNoteOmitted, String json,
      double jacksonWriteNanos, double wirebindWriteNanos,
      double jacksonReadNanos, double wirebindReadNanos) {}

  private JacksonMigrationExample() {}

  public static void main(String[] args) {
    run(System.out, args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_ITERATIONS);
  }

  /** A quote as the pricing service returns it. */
  public static QuoteResponse sampleQuote() {
    QuoteResponse q = new QuoteResponse();
    q.setQuoteId("Q-20261122-0001");
    q.setSymbol("ACME");
    q.setType(QuoteResponse.QuoteType.FIRM);
    q.setBid(101.2);
    q.setAsk(101.3);
    q.setSize(2_500);
    q.setValidUntil(1_700_000_005_000L);
    q.setVenues(List.of("XNAS", "XNYS", "BATS"));
    q.setNote("size capped by risk limit");
    q.setInternalCost(0.0042); // @JsonIgnore: never leaves the service
    return q;
  }

  /** Runs the example with {@code iterations} timed calls per library and operation. */
  public static Result run(PrintStream out, int iterations) {
    ObjectMapper mapper = new ObjectMapper();
    Codec<QuoteResponse> codec = Wirebind.codec(QuoteResponse.class);
    QuoteResponse quote = sampleQuote();

    byte[] jackson = jacksonWrite(mapper, quote);
    byte[] wirebind = codec.toJson(quote);
    boolean identical = Arrays.equals(jackson, wirebind);

    QuoteResponse readByJackson = jacksonRead(mapper, wirebind);
    QuoteResponse readByWirebind = codec.fromJson(jackson);
    quote.setInternalCost(0); // what a reader sees: the ignored field keeps its default
    boolean jacksonReads = quote.equals(readByJackson);
    boolean wirebindReads = quote.equals(readByWirebind);

    QuoteResponse noNote = sampleQuote();
    noNote.setNote(null);
    byte[] withoutNote = codec.toJson(noNote);
    boolean omitted = Arrays.equals(jacksonWrite(mapper, noNote), withoutNote)
        && !new String(withoutNote, StandardCharsets.UTF_8).contains("note");

    String json = new String(wirebind, StandardCharsets.UTF_8);
    out.println("ObjectMapper: " + new String(jackson, StandardCharsets.UTF_8));
    out.println("Wirebind:     " + json);
    out.println("identical JSON bytes: " + (identical ? "yes" : "NO") + " (" + wirebind.length
        + " bytes)");
    out.println("Jackson reads Wirebind's JSON: " + (jacksonReads ? "yes" : "NO")
        + "; Wirebind reads Jackson's JSON: " + (wirebindReads ? "yes" : "NO"));
    out.println("@JsonInclude(NON_NULL) note left out when null, as Jackson does: "
        + (omitted ? "yes" : "NO"));

    // a tiny loop, once to warm up and once measured
    double[] t = new double[4];
    for (int round = 0; round < 2; round++) {
      long sink = 0;
      long start = System.nanoTime();
      for (int i = 0; i < iterations; i++) {
        sink += jacksonWrite(mapper, quote).length;
      }
      long t0 = System.nanoTime();
      for (int i = 0; i < iterations; i++) {
        sink += codec.toJson(quote).length;
      }
      long t1 = System.nanoTime();
      for (int i = 0; i < iterations; i++) {
        sink += jacksonRead(mapper, jackson).getSize();
      }
      long t2 = System.nanoTime();
      for (int i = 0; i < iterations; i++) {
        sink += codec.fromJson(jackson).getSize();
      }
      long t3 = System.nanoTime();
      if (sink == 42) {
        out.println(); // keeps the JIT from dropping the loops
      }
      double n = Math.max(iterations, 1);
      t = new double[] {(t0 - start) / n, (t1 - t0) / n, (t2 - t1) / n, (t3 - t2) / n};
    }
    out.println("timing over " + iterations + " calls (indicative; JMH is the real measurement):");
    out.printf("  write: ObjectMapper %7.0f ns, Wirebind %7.0f ns  (%.1fx)%n", t[0], t[1],
        t[0] / Math.max(t[1], 1e-9));
    out.printf("  read:  ObjectMapper %7.0f ns, Wirebind %7.0f ns  (%.1fx)%n", t[2], t[3],
        t[2] / Math.max(t[3], 1e-9));
    return new Result(identical, jacksonReads, wirebindReads, omitted, json, t[0], t[1], t[2], t[3]);
  }

  private static byte[] jacksonWrite(ObjectMapper mapper, QuoteResponse q) {
    try {
      return mapper.writeValueAsBytes(q);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static QuoteResponse jacksonRead(ObjectMapper mapper, byte[] json) {
    try {
      return mapper.readValue(json, QuoteResponse.class);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
