package io.wirebind.benchmarks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws the README's benchmark chart as SVG from JMH results: one group of horizontal bars per
 * scenario, one bar per ratio column of {@link Report#SUMMARY} (Wirebind ÷ a peer, operations per
 * second), on a logarithmic axis with a line at 1 (even). Plain SVG text, no library, so the chart
 * is reproducible from a result file: {@code Report --chart results.json docs/benchmarks.svg}.
 */
final class Chart {
  private static final String[] COLORS = {
    "#1f5fa8", "#6a9fd8", "#b7d2ee", "#1e7b4a", "#62b383", "#b3862a", "#e0c06e", "#8e3b8e", "#c98bc9", "#a33a2c",
    "#e38b7e"
  };
  private static final int LABEL_WIDTH = 110;
  private static final int PLOT_WIDTH = 560;
  private static final int BAR = 7;
  private static final int GROUP_GAP = 10;
  private static final int TOP = 40;
  private static final double MIN = 0.5;
  private static final double MAX = 16;

  private Chart() {}

  /** One scenario's ratios, in {@link Report#SUMMARY} column order; null where a peer is absent. */
  record Group(String scenario, Double[] ratios) {}

  static List<Group> groups(List<Report.Row> rows) {
    Map<String, Map<String, Report.Row>> byScenario = new LinkedHashMap<>();
    for (Report.Row r : rows) {
      byScenario.computeIfAbsent(r.scenario(), k -> new LinkedHashMap<>()).put(r.method(), r);
    }
    List<Group> groups = new ArrayList<>();
    for (Map.Entry<String, Map<String, Report.Row>> s : byScenario.entrySet()) {
      Double[] ratios = new Double[Report.SUMMARY.length];
      boolean any = false;
      for (int c = 0; c < ratios.length; c++) {
        Report.Row ours = s.getValue().get(Report.SUMMARY[c][1]);
        Report.Row theirs = s.getValue().get(Report.SUMMARY[c][2]);
        if (ours != null && theirs != null && theirs.score() > 0) {
          ratios[c] = ours.score() / theirs.score();
          any = true;
        }
      }
      if (any) {
        groups.add(new Group(s.getKey().replace("Benchmark", ""), ratios));
      }
    }
    return groups;
  }

  static String svg(List<Report.Row> rows) {
    List<Group> groups = groups(rows);
    int columns = Report.SUMMARY.length;
    int groupHeight = columns * BAR + GROUP_GAP;
    int legendTop = TOP + groups.size() * groupHeight + 30;
    int height = legendTop + ((columns + 1) / 2) * 16 + 10;
    int width = LABEL_WIDTH + PLOT_WIDTH + 60;
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
            + " font-family=\"sans-serif\" font-size=\"11\">%n", width, height, width, height));
    out.append(String.format(Locale.ROOT,
        "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", width, height));
    out.append(String.format(Locale.ROOT,
        "<text x=\"%d\" y=\"18\" font-size=\"13\" font-weight=\"bold\">Wirebind throughput ÷ peer"
            + " (log scale; right of the line = Wirebind faster)</text>%n", LABEL_WIDTH));
    for (double tick : new double[] {0.5, 1, 2, 4, 8, 16}) {
      double x = x(tick);
      out.append(String.format(Locale.ROOT,
          "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%s\"/>%n",
          x, TOP - 6, x, legendTop - 20, tick == 1 ? "#333" : "#ddd", tick == 1 ? "1.5" : "1"));
      out.append(String.format(Locale.ROOT,
          "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555\">%s×</text>%n",
          x, legendTop - 6, tick < 1 ? "0.5" : String.valueOf((int) tick)));
    }
    int y = TOP;
    for (Group g : groups) {
      out.append(String.format(Locale.ROOT,
          "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" dominant-baseline=\"middle\">%s</text>%n",
          LABEL_WIDTH - 8, y + columns * BAR / 2, escape(g.scenario())));
      for (int c = 0; c < columns; c++) {
        Double ratio = g.ratios()[c];
        if (ratio != null) {
          double end = x(Math.max(MIN, Math.min(MAX, ratio)));
          out.append(String.format(Locale.ROOT,
              "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>%s %s: %.2f</title></rect>%n",
              LABEL_WIDTH, y + c * BAR, Math.max(0.5, end - LABEL_WIDTH), BAR - 1, COLORS[c % COLORS.length],
              escape(g.scenario()), escape(Report.SUMMARY[c][0]), ratio));
        }
      }
      y += groupHeight;
    }
    for (int c = 0; c < columns; c++) {
      int lx = LABEL_WIDTH + (c % 2) * (PLOT_WIDTH / 2);
      int ly = legendTop + 10 + (c / 2) * 16;
      out.append(String.format(Locale.ROOT,
          "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
              + "<text x=\"%d\" y=\"%d\">%s</text>%n",
          lx, ly - 9, COLORS[c % COLORS.length], lx + 14, ly, escape(Report.SUMMARY[c][0])));
    }
    return out.append("</svg>\n").toString();
  }

  /** The x coordinate of a ratio on the logarithmic axis from {@link #MIN} to {@link #MAX}. */
  private static double x(double ratio) {
    double f = Math.log(ratio / MIN) / Math.log(MAX / MIN);
    return LABEL_WIDTH + f * PLOT_WIDTH;
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
