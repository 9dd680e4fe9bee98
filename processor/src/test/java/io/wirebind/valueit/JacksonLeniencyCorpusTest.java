package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Inputs other than the canonical form, for every value type, with the Spring Boot-style Jackson
 * mapper as the oracle: where it reads a value, Wirebind reads the same value; where it fails,
 * Wirebind fails with a {@link WirebindException} at an offset.
 */
class JacksonLeniencyCorpusTest {
  static final Codec<Values> VALUES = Wirebind.codec(Values.class);

  static final String[][] CORPUS = {
    {"instant", "\"\"", "\" 2024-01-02T03:04:05Z \"", "\"2024-01-02t03:04:05z\"", "\"2024-01-02T03:04:05+0000\"",
        "\"2024-01-02T03:04:05+00:00\"", "\"2024-01-02T03:04:05+02:00\"", "\"2024-01-02T03:04Z\"",
        "\"2024-01-02T03:04:05.1Z\"", "\"2024-01-02T03:04:05.123456789Z\"", "\"2024-01-02T03:04:05.1234567891Z\"",
        "\"2024-01-01T24:00:00Z\"", "\"-1.5\"", "\"1.5\"", "\"1700000000\"", "1700000000", "-1.5", "-0.5", "-0.000000001", "\"-0.25\"", "1e3", "0.000000001",
        "3.000000001", "\"12.5.3\"", "\"2024-01-02\"", "\"+10000-01-01T00:00:00Z\""},
    {"offsetDateTime", "\"\"", "\"2024-01-02T03:04Z\"", "\"2024-01-02T03:04:05+02:00\"", "\"2024-01-02T03:04:05-0130\"",
        "\"2024-01-02T03:04:05.5+01:00[Europe/Paris]\"", "1700000000", "-1.5", "\"1700000000\"",
        "\"2024-01-02T03:04:05\""},
    {"zonedDateTime", "\"\"", "\"2024-01-02T03:04:05.5+01:00[Europe/Paris]\"", "\"2024-01-02T03:04:05Z[UTC]\"",
        "\"2024-01-02T03:04:05+02:00\"", "1700000000.25", "\"2024-01-02T03:04:05\""},
    {"localDate", "\"\"", "\" 2024-01-02 \"", "\"2024-01-02T03:04:05Z\"", "\"2024-01-02T03:04\"", "[2024,1,2]",
        "[2024,1]", "19000", "-1", "\"+10000-01-01\"", "\"-0005-01-01\"", "\"2024-1-2\"", "\"20240102\"", "1.5",
        "\"2024-02-29\"", "\"2023-02-29\""},
    {"localTime", "\"\"", "\"03:04\"", "\"03:04:05\"", "\"03:04:05.1\"", "\"3:04\"", "\"2024-01-02T03:04\"",
        "\"2024-01-02T03:04:05Z\"", "[3,4]", "[3,4,5]", "[3,4,5,600]", "[3]", "19000", "\"24:00\""},
    {"localDateTime", "\"\"", "\"2024-01-02T03:04\"", "\"2024-01-02T03:04:05Z\"", "\" 2024-01-02T03:04:05 \"",
        "\"2024-01-02t03:04\"", "[2024,1,2,3,4]", "[2024,1,2,3,4,5,6]", "[2024,1,2]", "19000", "\"2024-01-02\""},
    {"duration", "\"\"", "\"PT1H\"", "\"P1D\"", "\"pt1m\"", "\" PT1S \"", "\"-PT1S\"", "1.5", "-1.5", "-0.5", "-1.000000001", "1e3", "19000",
        "\"19000\"", "\"P1Y\""},
    {"year", "\"\"", "\"2024\"", "2024", "\"+01\"", "\"-3\"", "0", "\"0\""},
    {"yearMonth", "\"\"", "\"2024-05\"", "[2024,5]", "\"2024-5\"", "\"+10000-01\"", "\"10000-01\"", "\"5-05\"",
        "\"-3-02\""},
    {"period", "\"\"", "\"P1Y2M3D\"", "\"P1W\"", "\"p1d\"", "\"PT1H\""},
    {"zoneId", "\"\"", "\"UTC\"", "\"Z\"", "\"+01\"", "\"Europe/Paris\"", "\"GMT+2\""},
    {"zoneOffset", "\"\"", "\"Z\"", "\"+01\"", "\"+01:30\"", "\"-0530\"", "\"UTC\""},
    {"uuid", "\"\"", "\"123E4567-E89B-12D3-A456-426614174000\"", "\"EjRWeJASNFZ4kBI0VniQEg==\"",
        "\"123e4567e89b12d3a456426614174000\""},
    {"bigDecimal", "\"1.50\"", "1.50", "1E+10", "-0.0", "\"\"", "\" 1.5 \""},
    {"bigInteger", "12", "\"12\"", "1.5", "1e3", "\"\"", "-0"},
    {"currency", "\"EUR\"", "\"eur\"", "\"\""},
    {"locale", "\"en_US\"", "\"en-US\"", "\"\"", "\"_US\"", "\"zh_TW_#Hant\"", "\"de\"", "\"ja_JP_JP_#u-ca-japanese\""},
    {"uri", "\"\"", "\"http://a/b\"", "\"a b\""},
  };

  @Test
  void acceptsWhatJacksonAcceptsAndRejectsTheRest() {
    List<String> mismatches = new ArrayList<>();
    for (String[] row : CORPUS) {
      for (int i = 1; i < row.length; i++) {
        String json = "{\"" + row[0] + "\":" + row[i] + "}";
        byte[] b = json.getBytes(StandardCharsets.UTF_8);
        String theirs;
        try {
          theirs = String.valueOf(ValueTypesDifferentialTest.BOOT.readValue(b, Values.class));
        } catch (java.io.IOException e) {
          theirs = null;
        }
        String ours;
        try {
          ours = String.valueOf(VALUES.fromJson(b));
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0, e.getMessage());
          ours = null;
        } catch (RuntimeException e) {
          fail("not a WirebindException for " + json, e);
          return;
        }
        if (!String.valueOf(theirs).equals(String.valueOf(ours))) {
          mismatches.add(json + "\n  Jackson:  " + (theirs == null ? "rejects" : theirs)
              + "\n  Wirebind: " + (ours == null ? "rejects" : ours));
        }
      }
    }
    assertEquals("", String.join("\n", mismatches));
  }
}
