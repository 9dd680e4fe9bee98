package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Byte comparison with Jackson's output that tolerates one known difference: our doubles and
 * floats are the shortest text that round-trips, Jackson's are {@code Double.toString}, which
 * before JDK 19 is sometimes longer (e.g. {@code 9.999999999999999E22} for {@code 1.0E23}). On JDK
 * 19 and later the two agree and the bytes must be identical.
 */
public final class SameJson {
  private static final JsonFactory FACTORY = new JsonFactory();
  private static final boolean SHORTEST_JDK = Runtime.version().feature() >= 19;
  static int longerJacksonNumbers;

  private SameJson() {}

  public static void assertSame(byte[] jackson, byte[] ours, String where) throws IOException {
    String theirs = new String(jackson, StandardCharsets.UTF_8);
    String mine = new String(ours, StandardCharsets.UTF_8);
    if (SHORTEST_JDK || theirs.equals(mine)) {
      assertEquals(theirs, mine, where);
      return;
    }
    try (JsonParser a = FACTORY.createParser(jackson);
        JsonParser b = FACTORY.createParser(ours)) {
      JsonToken t;
      while ((t = a.nextToken()) != null) {
        assertEquals(t, b.nextToken(), where);
        String x = a.getText();
        String y = b.getText();
        if (t == JsonToken.VALUE_NUMBER_FLOAT && !x.equals(y)) {
          boolean sameValue =
              Double.parseDouble(x) == Double.parseDouble(y)
                  || Float.parseFloat(x) == Float.parseFloat(y);
          // JDK 17's Double.toString (which Jackson writes with) is not always the shortest, nor the
          // closest of the shortest (JDK-4511638): ours is the same double, never longer
          assertTrue(sameValue && y.length() <= x.length(), "number " + x + " vs " + y + " " + where);
          longerJacksonNumbers++;
        } else {
          assertEquals(x, y, where);
        }
      }
      assertEquals(null, b.nextToken(), where);
    }
    // the escapes in strings are compared by text above; compare the raw shapes too
    assertEquals(
        theirs.replaceAll("-?[0-9][0-9.E-]*", "0"), mine.replaceAll("-?[0-9][0-9.E-]*", "0"), where);
  }
}
