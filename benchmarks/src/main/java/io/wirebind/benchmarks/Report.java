package io.wirebind.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints a Markdown table from a JMH result file ({@code -rf json -rff results.json}): benchmark,
 * score, error, bytes allocated per operation (when the run used {@code -prof gc}), payload size,
 * and ratios: JSON rows against Jackson and DSL-JSON, protobuf rows against protobuf-java (a
 * ratio above 1 means faster than the reference).
 *
 * <p>Payload sizes come from running each scenario's {@code @Setup} ({@link Payloads}): an encode
 * row shows the size of that library's own output, a decode row the size of the input every
 * decoder of its format reads (protobuf-java's bytes, Jackson's JSON).
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.wirebind.benchmarks.Report
 * results.json}
 */
public final class Report {
  private static final List<String> JSON_LIBRARIES = List.of("wirebindJson", "jackson", "jackson3", "dslJson", "fastjson2");
  private static final List<String> PROTO_LIBRARIES =
      List.of("wirebindProto", "protobufJava", "quickBuffers");
  private static final List<String> OPS = List.of("Encode", "Decode");

  private Report() {}

  /** One JMH result. */
  record Row(String scenario, String method, double score, double error, String unit, Double bytesPerOp) {}

  /** Library, operation and suffix of a method name: {@code wirebindProtoDecodeReuse}. */
  record Name(String library, String op, String suffix) {
    static Name parse(String method) {
      for (String op : OPS) {
        int i = method.indexOf(op);
        if (i > 0) {
          return new Name(method.substring(0, i), op, method.substring(i + op.length()));
        }
      }
      return new Name(method, "", "");
    }
  }

  /** The README's ratio columns: a title, Wirebind's method and the peer's method. */
  static final String[][] SUMMARY = {
    {"proto decode ÷ protobuf-java", "wirebindProtoDecode", "protobufJavaDecode"},
    {"proto encode ÷ protobuf-java", "wirebindProtoEncode", "protobufJavaEncode"},
    {"proto decode reuse ÷ QuickBuffers reuse", "wirebindProtoDecodeReuse", "quickBuffersDecodeReuse"},
    {"JSON decode ÷ DSL-JSON", "wirebindJsonDecode", "dslJsonDecode"},
    {"JSON encode ÷ DSL-JSON", "wirebindJsonEncode", "dslJsonEncode"},
    {"JSON decode ÷ Jackson", "wirebindJsonDecode", "jacksonDecode"},
    {"JSON encode ÷ Jackson", "wirebindJsonEncode", "jacksonEncode"},
    {"JSON decode ÷ fastjson2", "wirebindJsonDecode", "fastjson2Decode"},
    {"JSON encode ÷ fastjson2", "wirebindJsonEncode", "fastjson2Encode"},
    {"JSON decode ÷ Jackson 3", "wirebindJsonDecode", "jackson3Decode"},
    {"JSON encode ÷ Jackson 3", "wirebindJsonEncode", "jackson3Encode"},
  };

  public static void main(String[] args) throws Exception {
    boolean summary = args.length == 2 && args[0].equals("--summary");
    boolean chart = args.length == 3 && args[0].equals("--chart");
    if (args.length != 1 && !summary && !chart) {
      System.err.println("usage: Report [--summary] <jmh-result.json> | Report --chart <jmh-result.json> <out.svg>"
          + "   (results from java -jar benchmarks.jar -rf json -rff <file>)");
      System.exit(2);
    }
    if (chart) {
      List<Row> rows = read(new File(args[1]));
      java.nio.file.Files.writeString(java.nio.file.Path.of(args[2]), Chart.svg(rows));
      return;
    }
    List<Row> rows = read(new File(args[args.length - 1]));
    System.out.print(summary ? summary(rows) : render(rows));
  }

  /** One row a scenario: Wirebind ÷ each peer (operations per second) for each operation. */
  static String summary(List<Row> rows) {
    Map<String, Map<String, Row>> byScenario = new LinkedHashMap<>();
    for (Row r : rows) {
      byScenario.computeIfAbsent(r.scenario(), k -> new LinkedHashMap<>()).put(r.method(), r);
    }
    StringBuilder out = new StringBuilder("| scenario |");
    StringBuilder notes = new StringBuilder();
    for (String[] column : SUMMARY) {
      out.append(' ').append(column[0]).append(" |");
    }
    out.append("\n|---|").append("--:|".repeat(SUMMARY.length)).append('\n');
    for (Map.Entry<String, Map<String, Row>> s : byScenario.entrySet()) {
      out.append("| ").append(s.getKey().replace("Benchmark", "")).append(" |");
      for (String[] column : SUMMARY) {
        Row ours = s.getValue().get(column[1]);
        Row theirs = s.getValue().get(column[2]);
        out.append(' ');
        if (ours != null && theirs != null && theirs.score() != 0) {
          out.append(String.format(Locale.ROOT, "%.2f", ours.score() / theirs.score()));
        }
        out.append(" |");
      }
      out.append('\n');
      Row copy = s.getValue().get("systemArraycopy");
      Row reuse = s.getValue().get("wirebindProtoDecodeReuse");
      if (copy != null && reuse != null) {
        notes.append(String.format(Locale.ROOT, "%n%s.wirebindProtoDecodeReuse ÷ systemArraycopy = %.2f%n",
            s.getKey(), reuse.score() / copy.score()));
      }
    }
    return out.append(notes).toString();
  }

  static List<Row> read(File file) throws IOException {
    JsonNode root = new ObjectMapper().readTree(file);
    List<Row> rows = new ArrayList<>();
    for (JsonNode result : root) {
      String benchmark = result.path("benchmark").asText();
      int dot = benchmark.lastIndexOf('.');
      String cls = benchmark.substring(0, dot);
      JsonNode primary = result.path("primaryMetric");
      Double bytes = null;
      for (Iterator<Map.Entry<String, JsonNode>> it = result.path("secondaryMetrics").fields();
          it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        if (e.getKey().endsWith("gc.alloc.rate.norm")) {
          bytes = e.getValue().path("score").asDouble();
        }
      }
      rows.add(
          new Row(
              cls.substring(cls.lastIndexOf('.') + 1),
              benchmark.substring(dot + 1),
              primary.path("score").asDouble(),
              primary.path("scoreError").asDouble(Double.NaN),
              primary.path("scoreUnit").asText(),
              bytes));
    }
    return rows;
  }

  static String render(List<Row> rows) {
    Map<String, Map<String, Row>> byScenario = new LinkedHashMap<>();
    for (Row r : rows) {
      byScenario.computeIfAbsent(r.scenario(), k -> new LinkedHashMap<>()).put(r.method(), r);
    }
    Map<String, Map<String, Integer>> sizes = new HashMap<>();
    for (String scenario : byScenario.keySet()) {
      sizes.put(scenario, payloadSizes(scenario));
    }
    String unit = rows.isEmpty() ? "ops/s" : rows.get(0).unit();
    StringBuilder out = new StringBuilder();
    out.append("| benchmark | ").append(unit).append(" | error | B/op | payload bytes")
        .append(" | × Jackson | × Jackson 3 | × DSL-JSON | × fastjson2 | × protobuf-java |\n");
    out.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (Map.Entry<String, Map<String, Row>> s : byScenario.entrySet()) {
      Map<String, Row> methods = s.getValue();
      for (Row r : methods.values()) {
        Name n = Name.parse(r.method());
        out.append("| ").append(r.scenario()).append('.').append(r.method())
            .append(" | ").append(number(r.score()))
            .append(" | ").append(Double.isNaN(r.error()) ? "" : "± " + number(r.error()))
            .append(" | ").append(r.bytesPerOp() == null ? "" : number(r.bytesPerOp()))
            .append(" | ").append(payload(sizes.get(r.scenario()), n))
            .append(" | ").append(ratio(r, methods, n, "jackson", false))
            .append(" | ").append(ratio(r, methods, n, "jackson3", false))
            .append(" | ").append(ratio(r, methods, n, "dslJson", true))
            .append(" | ").append(ratio(r, methods, n, "fastjson2", false))
            .append(" | ").append(ratio(r, methods, n, "protobufJava", false))
            .append(" |\n");
      }
    }
    return out.toString();
  }

  /** {@code score ÷ reference score}, where the reference is of the same format and operation. */
  private static String ratio(Row r, Map<String, Row> methods, Name n, String reference, boolean sameSuffix) {
    boolean json = JSON_LIBRARIES.contains(n.library());
    boolean proto = PROTO_LIBRARIES.contains(n.library());
    if (n.op().isEmpty() || (reference.equals("protobufJava") ? !proto : !json)) {
      return "";
    }
    Row ref = null;
    if (sameSuffix) {
      ref = methods.get(reference + n.op() + n.suffix());
    }
    if (ref == null) {
      ref = methods.get(reference + n.op());
    }
    return ref == null || ref.score() == 0 ? "" : String.format(Locale.ROOT, "%.2f", r.score() / ref.score());
  }

  private static String payload(Map<String, Integer> sizes, Name n) {
    if (sizes == null) {
      return "";
    }
    Integer size;
    if (n.op().equals("Encode")) {
      size = sizes.get(n.library());
    } else if (JSON_LIBRARIES.contains(n.library())) {
      size = sizes.get("jsonInput");
    } else {
      size = sizes.get("protoInput"); // protobuf decoders, and systemArraycopy's source
    }
    return size == null ? "" : size.toString();
  }

  private static Map<String, Integer> payloadSizes(String scenario) {
    try {
      return Payloads.of(Class.forName(Report.class.getPackageName() + "." + scenario));
    } catch (Exception | LinkageError e) {
      System.err.println("no payload sizes for " + scenario + ": " + e);
      return null;
    }
  }

  private static String number(double v) {
    if (Double.isNaN(v)) {
      return "";
    }
    return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
  }
}
