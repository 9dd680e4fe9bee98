package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class ChartTest {
  private static String result(String benchmark, double score) {
    return "{\"benchmark\":\"io.wirebind.benchmarks." + benchmark + "\",\"primaryMetric\":{\"score\":"
        + score + ",\"scoreError\":1.0,\"scoreUnit\":\"ops/s\"},\"secondaryMetrics\":{}}";
  }

  @Test
  void drawsOneBarPerRatioFromJmhResults(@TempDir Path dir) throws Exception {
    Path json = dir.resolve("results.json");
    Files.writeString(json, "[" + String.join(",",
        result("CarBenchmark.wirebindProtoDecode", 300),
        result("CarBenchmark.protobufJavaDecode", 100),
        result("CarBenchmark.wirebindJsonEncode", 50),
        result("CarBenchmark.jacksonEncode", 100),
        result("SkipBenchmark.wirebindJsonDecode", 20),
        result("SkipBenchmark.dslJsonDecode", 10)) + "]");
    List<Report.Row> rows = Report.read(json.toFile());

    List<Chart.Group> groups = Chart.groups(rows);
    assertEquals(2, groups.size());
    assertEquals("Car", groups.get(0).scenario());
    assertEquals(3.0, groups.get(0).ratios()[0], 1e-9);   // proto decode ÷ protobuf-java
    assertEquals(0.5, groups.get(0).ratios()[6], 1e-9);   // JSON encode ÷ Jackson
    assertNull(groups.get(0).ratios()[1]);                // no protobuf-java encode in the file

    Path svg = dir.resolve("chart.svg");
    Report.main(new String[] {"--chart", json.toString(), svg.toString()});
    String text = Files.readString(svg);
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    assertEquals("svg", doc.getDocumentElement().getTagName());
    assertTrue(text.contains("<title>Car proto decode ÷ protobuf-java: 3.00</title>"), text);
    assertTrue(text.contains("<title>Skip JSON decode ÷ DSL-JSON: 2.00</title>"), text);
    // 3 bars + 7 legend swatches + the background
    assertEquals(3 + Report.SUMMARY.length + 1, doc.getElementsByTagName("rect").getLength());
  }
}
