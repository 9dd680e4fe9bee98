package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The array loop of {@code double[]} and {@code float[]} ({@link JsonNumberArrays}), which looks
 * at each element's first byte once and checks compact JSON's {@code ,} with the byte after it:
 * whitespace of every kind at every position and the input cut at every byte, against Jackson's
 * parser reading the same bytes (both accept or both reject, the same numbers), and the offsets of
 * its errors.
 */
class JsonNumberArrayStructureTest {
  static final JsonFactory JSON = new JsonFactory();
  static final String[] SPACES = {" ", "\t", "\n", "\r", " \r\n\t "};
  static final String[] DOCUMENTS = {
    "[1.5,-2,3e2,null,0.25]", "[]", "[null]", "[1]", "[7,null,null,8.125,-0.0,1E-3]", "[12345678.5]"
  };

  /** The doubles Wirebind reads, as text, or "rejected". */
  static String wirebind(byte[] json, boolean floats) {
    try {
      JsonReader r = new JsonReader().reset(json);
      String read = floats ? Arrays.toString(r.readFloatArray(null, "f"))
          : Arrays.toString(r.readDoubleArray(null, "f"));
      r.endOfInput();
      return read;
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= json.length, e.offset() + ": " + e.getMessage());
      return "rejected";
    }
  }

  /** What Jackson's parser reads: the array of numbers (a null as 0, as its databind does), or "rejected". */
  static String jackson(byte[] json, boolean floats) {
    try (JsonParser p = JSON.createParser(json)) {
      if (p.nextToken() != JsonToken.START_ARRAY) {
        return "rejected";
      }
      List<Double> doubles = new ArrayList<>();
      List<Float> fs = new ArrayList<>();
      for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
        if (t == JsonToken.VALUE_NULL) {
          doubles.add(0.0);
          fs.add(0f);
        } else if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
          doubles.add(p.getDoubleValue());
          fs.add(p.getFloatValue());
        } else {
          return "rejected";
        }
      }
      if (p.nextToken() != null) {
        return "rejected";
      }
      return floats ? fs.toString() : doubles.toString();
    } catch (Exception e) {
      return "rejected";
    }
  }

  static byte[] insert(byte[] doc, int at, String text) {
    byte[] ins = text.getBytes(StandardCharsets.US_ASCII);
    byte[] out = new byte[doc.length + ins.length];
    System.arraycopy(doc, 0, out, 0, at);
    System.arraycopy(ins, 0, out, at, ins.length);
    System.arraycopy(doc, at, out, at + ins.length, doc.length - at);
    return out;
  }

  static String show(byte[] json) {
    return new String(json, StandardCharsets.UTF_8);
  }

  @Test
  void whitespaceOfEveryKindAtEveryPositionAsJackson() {
    int accepted = 0;
    int checked = 0;
    for (boolean floats : new boolean[] {false, true}) {
      for (String doc : DOCUMENTS) {
        byte[] json = doc.getBytes(StandardCharsets.US_ASCII);
        assertEquals(jackson(json, floats), wirebind(json, floats), doc);
        for (int at = 0; at <= json.length; at++) {
          for (String space : SPACES) {
            byte[] spaced = insert(json, at, space);
            String ours = wirebind(spaced, floats);
            assertEquals(jackson(spaced, floats), ours, show(spaced));
            checked++;
            accepted += ours.equals("rejected") ? 0 : 1;
          }
        }
      }
    }
    assertTrue(accepted > 300 && accepted < checked, accepted + " of " + checked);
  }

  @Test
  void everyCutIsRejectedAsJacksonRejectsIt() {
    for (boolean floats : new boolean[] {false, true}) {
      for (String doc : DOCUMENTS) {
        byte[] json = doc.getBytes(StandardCharsets.US_ASCII);
        for (int n = 0; n < json.length; n++) {
          byte[] cut = Arrays.copyOf(json, n);
          assertEquals("rejected", wirebind(cut, floats), show(cut));
          assertEquals("rejected", jackson(cut, floats), show(cut));
          for (String space : SPACES) {
            byte[] spaced = insert(json, n, space);
            for (int m = 0; m < spaced.length; m++) {
              byte[] spacedCut = Arrays.copyOf(spaced, m);
              assertEquals(jackson(spacedCut, floats), wirebind(spacedCut, floats), show(spacedCut));
            }
          }
        }
      }
    }
  }

  static WirebindException error(String json, int maxElements) {
    return assertThrows(WirebindException.class, () -> {
      JsonReader r = new JsonReader().maxCollectionSize(maxElements).reset(json.getBytes(StandardCharsets.UTF_8));
      r.readDoubleArray(null, "f");
      r.endOfInput();
    }, json);
  }

  @Test
  void errorsKeepTheirOffsetsAndMessages() {
    String[][] cases = { // input, offset, message start
      {"[1,", "3", "input ends where a number was expected (truncated JSON)"},
      {"[1, ", "4", "input ends where a number was expected (truncated JSON)"},
      {"[1,]", "3", "expected a number"},
      {"[1, ]", "4", "expected a number"},
      {"[1,,2]", "3", "expected a number"},
      {"[1 2]", "3", "expected ',' or ']' after an array element but found '2'"},
      {"[null", "5", "input ends where ',' or ']' after an array element was expected (truncated JSON)"},
      {"[null,", "6", "input ends where a number was expected (truncated JSON)"},
      {"[1,nul]", "6", "invalid literal: expected 'null'"},
      {"[1,\u00e9]", "3", "expected a number"},
      {"[1}", "2", "expected ',' or ']' after an array element but found '}'"},
    };
    for (String[] c : cases) {
      WirebindException e = error(c[0], 1000);
      assertEquals(Integer.parseInt(c[1]), e.offset(), c[0] + ": " + e.getMessage());
      assertTrue(e.getMessage().startsWith(c[2]), c[0] + ": " + e.getMessage());
    }
    // over the size limit: the error is right after the comma, whitespace after it or not
    for (String json : new String[] {"[1,2]", "[1, 2]", "[1,\n\t2]", "[null,null]"}) {
      WirebindException e = error(json, 1);
      assertEquals(json.indexOf(',') + 1, e.offset(), json + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("more than the limit of 1"), e.getMessage());
    }
  }
}
