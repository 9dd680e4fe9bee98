package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A String property given a number or a boolean reads its text as written, as Jackson's default
 * {@code ObjectMapper} coerces it, in every position (field, list and array element, map value,
 * {@code Optional}, record component); an object or array is an error in both, and a {@code
 * char[]} takes a string only, as in Jackson. Each input goes through both libraries: the same
 * value, or both reject (Wirebind with a {@code WirebindException}).
 */
class StringCoercionTest {
  static final String[] VALUES = {
    "1", "-0", "0", "1.50", "1e2", "-1E+2", "0.0", "12345678901234567890", "-9.5e-300", "true", "false",
    "null", "\"x\"", "[]", "[1]", "{}", "{\"a\":1}", "01", "1.", "-", "tru", "nul", ".5", "+1", "1e"
  };
  static final String[] FORMS = {
    "{\"s\":%s}", "{\"list\":[%s]}", "{\"list\":[\"a\",%s,\"b\"]}", "{\"map\":{\"k\":%s}}", "{\"maybe\":%s}",
    "{\"chars\":%s}", "{\"array\":[%s]}"
  };
  static final String[] RECORD_FORMS = {"{\"s\":%s}", "{\"list\":[%s,\"y\"]}"};

  static String ours(Class<?> type, String json) {
    try {
      return String.valueOf(Wirebind.codec(type).fromJson(json));
    } catch (WirebindException e) {
      return "rejected";
    }
  }

  static String jackson(Class<?> type, String json) {
    try {
      return String.valueOf(ValueTypesDifferentialTest.BOOT.readValue(json, type));
    } catch (Exception e) {
      return "rejected";
    }
  }

  @Test
  void scalarsReadAsTextAsJacksonReadsThem() {
    List<String> accepted = new ArrayList<>();
    for (String v : VALUES) {
      for (String form : FORMS) {
        if (form.contains("chars") && v.startsWith("[")) {
          continue; // Jackson also reads a char[] from an array of chars; Wirebind from a string only (README)
        }
        String json = String.format(form, v);
        String theirs = jackson(Texts.class, json);
        assertEquals(theirs, ours(Texts.class, json), json);
        if (!theirs.equals("rejected")) {
          accepted.add(json);
        }
      }
      for (String form : RECORD_FORMS) {
        String json = String.format(form, v);
        assertEquals(jackson(Texts.Fixed.class, json), ours(Texts.Fixed.class, json), json);
      }
    }
    // not vacuous: numbers and booleans are accepted in every String position
    assertEquals(true, accepted.contains("{\"s\":1.50}") && accepted.contains("{\"map\":{\"k\":true}}")
        && accepted.contains("{\"array\":[-1E+2]}"), accepted.toString());
  }
}
