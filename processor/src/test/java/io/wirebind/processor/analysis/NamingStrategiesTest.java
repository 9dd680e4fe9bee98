package io.wirebind.processor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.PropertyNamingStrategy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Our compile-time naming strategies give Jackson 2.18's names for every input. */
class NamingStrategiesTest {
  private static final String[] PIECES = {
    "a", "b", "x", "A", "B", "Z", "URL", "ID", "Id", "id", "_", "__", "1", "2", "42", "v2", "V2",
    "é", "É", "ß", "Ω", "ω", "$", "value", "Value", "HTTP", "s", "S", "ǅ", "İ", "ı"
  };

  @SuppressWarnings("deprecation")
  private static final Map<String, PropertyNamingStrategies.NamingBase> STRATEGIES = Map.of(
      "SnakeCaseStrategy", new PropertyNamingStrategies.SnakeCaseStrategy(),
      "UpperSnakeCaseStrategy", new PropertyNamingStrategies.UpperSnakeCaseStrategy(),
      "LowerCamelCaseStrategy", new PropertyNamingStrategies.LowerCamelCaseStrategy(),
      "UpperCamelCaseStrategy", new PropertyNamingStrategies.UpperCamelCaseStrategy(),
      "LowerCaseStrategy", new PropertyNamingStrategies.LowerCaseStrategy(),
      "KebabCaseStrategy", new PropertyNamingStrategies.KebabCaseStrategy(),
      "LowerDotCaseStrategy", new PropertyNamingStrategies.LowerDotCaseStrategy());

  static List<String> names() {
    List<String> out = new ArrayList<>(List.of(
        "", "_", "__x", "_x", "x_", "a_b", "a__B", "URL", "getURL", "myURLValue", "aB", "AB", "Ab",
        "userId", "userID", "userIDs", "v2Value", "value2", "x2Y", "X2Y", "a1B2c3", "_Leading",
        "__Two", "HTTPServer", "iOS", "ÉtéÀ", "x_Y", "X_Y", "X__Y", "ǅa", "aǅ", "İx", "$x"));
    Random r = new Random(16);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder b = new StringBuilder();
      for (int n = 1 + r.nextInt(5); n > 0; n--) {
        b.append(PIECES[r.nextInt(PIECES.length)]);
      }
      out.add(b.toString());
    }
    return out;
  }

  @Test
  void sameNamesAsJackson() {
    List<String> names = names();
    for (Map.Entry<String, PropertyNamingStrategies.NamingBase> s : STRATEGIES.entrySet()) {
      UnaryOperator<String> ours = NamingStrategies.byName(s.getKey());
      assertNotNull(ours, s.getKey());
      for (String name : names) {
        assertEquals(s.getValue().translate(name), ours.apply(name), s.getKey() + " of '" + name + "'");
      }
    }
  }

  @Test
  @SuppressWarnings("deprecation")
  void deprecatedStrategiesAgree() {
    Map<String, PropertyNamingStrategy.PropertyNamingStrategyBase> old = Map.of(
        "SnakeCaseStrategy", new PropertyNamingStrategy.SnakeCaseStrategy(),
        "UpperCamelCaseStrategy", new PropertyNamingStrategy.UpperCamelCaseStrategy(),
        "LowerCaseStrategy", new PropertyNamingStrategy.LowerCaseStrategy(),
        "KebabCaseStrategy", new PropertyNamingStrategy.KebabCaseStrategy(),
        "LowerDotCaseStrategy", new PropertyNamingStrategy.LowerDotCaseStrategy());
    for (Map.Entry<String, PropertyNamingStrategy.PropertyNamingStrategyBase> s : old.entrySet()) {
      UnaryOperator<String> ours = NamingStrategies.byName(s.getKey());
      for (String name : names()) {
        assertEquals(s.getValue().translate(name), ours.apply(name), s.getKey() + " of '" + name + "'");
      }
    }
  }
}
