package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.WireMessage;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The structure between tokens as the generated decoders read it on their compact fast paths (an
 * object's start and first name matched before {@code null} is looked for, names matched with
 * their quotes and colon, lists of messages, arrays of doubles and floats with {@code null}
 * elements): whitespace of every kind at every position and the input cut at every byte, read by
 * Wirebind and by Jackson; both accept or both reject, and what they accept is the same value.
 */
class StructureFastPathTest {
  static final Jackson JACKSON = Jackson.boot();
  static final String[] SPACES = {" ", "\t", "\n", "\r", " \r\n\t "};

  /** A message nested in {@link Doc}, also recursively. */
  @WireMessage
  public static class Part {
    public String name;
    public int n;
    public Part next;
  }

  /** Members of every structural kind the fast paths read. */
  @WireMessage
  public static class Doc {
    public String title;
    public List<Part> parts;
    public double[] ds;
    public float[] fs;
    public Part first;
    public long id;
  }

  static Doc sample() {
    Doc d = new Doc();
    d.title = "t\u00e9";
    d.parts = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Part p = new Part();
      p.name = "p" + i;
      p.n = i * 7;
      d.parts.add(p);
    }
    d.parts.get(1).next = new Part();
    d.ds = new double[] {1.5, -0.25, 3e10, 0};
    d.fs = new float[] {2.5f, -1};
    d.first = new Part();
    d.first.name = "f";
    d.id = 1234567890123L;
    return d;
  }

  static List<String> documents() {
    Codec<Doc> codec = Wirebind.codec(Doc.class);
    List<String> docs = new ArrayList<>();
    docs.add(new String(codec.toJson(sample()), StandardCharsets.UTF_8)); // the style's order
    docs.add("{\"parts\":[null,{},{\"x\":[1,{}],\"name\":\"a\"},{\"n\":1,\"name\":null}],\"title\":null,"
        + "\"ds\":[null,1,2.5e-3],\"fs\":[null],\"first\":null,\"id\":-1}");
    docs.add("{\"ds\":[],\"fs\":[],\"parts\":[],\"first\":{}}");
    docs.add("{\"unknown\":{\"a\":[\"b\",{}]},\"first\":{\"next\":{\"next\":{\"name\":\"deep\"}}}}");
    docs.add("{}");
    docs.add("null");
    return docs;
  }

  /** Wirebind's reading of {@code json}: the value as Jackson writes it, or "rejected". */
  static String wirebind(byte[] json) {
    try {
      Doc d = Wirebind.codec(Doc.class).fromJson(json);
      return JacksonDifferentialTest.canonical(d);
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= json.length,
          e.offset() + ": " + e.getMessage() + " for " + show(json));
      return "rejected";
    } catch (Throwable t) {
      throw new AssertionError("not a WirebindException for " + show(json), t);
    }
  }

  static String jackson(byte[] json) {
    try {
      return JacksonDifferentialTest.canonical(JACKSON.readValue(json, Doc.class));
    } catch (Exception e) {
      return "rejected";
    }
  }

  static String show(byte[] json) {
    return new String(json, StandardCharsets.UTF_8);
  }

  static byte[] insert(byte[] doc, int at, String text) {
    byte[] ins = text.getBytes(StandardCharsets.US_ASCII);
    byte[] out = new byte[doc.length + ins.length];
    System.arraycopy(doc, 0, out, 0, at);
    System.arraycopy(ins, 0, out, at, ins.length);
    System.arraycopy(doc, at, out, at + ins.length, doc.length - at);
    return out;
  }

  @Test
  void whitespaceOfEveryKindAtEveryPositionReadsAsJacksonReadsIt() {
    int checked = 0;
    int accepted = 0;
    for (String doc : documents()) {
      byte[] json = doc.getBytes(StandardCharsets.UTF_8);
      assertEquals(jackson(json), wirebind(json), doc);
      for (int at = 0; at <= json.length; at++) {
        for (String space : SPACES) {
          byte[] spaced = insert(json, at, space);
          String ours = wirebind(spaced);
          assertEquals(jackson(spaced), ours, show(spaced));
          checked++;
          accepted += ours.equals("rejected") ? 0 : 1;
        }
      }
    }
    assertTrue(checked > 2000 && accepted > checked / 2, checked + " checked, " + accepted + " accepted");
  }

  @Test
  void whitespaceEverywhereAtOnce() {
    for (String doc : documents()) {
      StringBuilder spaced = new StringBuilder();
      boolean inString = false;
      for (int i = 0; i < doc.length(); i++) {
        char c = doc.charAt(i);
        spaced.append(c);
        if (c == '"' && (i == 0 || doc.charAt(i - 1) != '\\')) {
          inString = !inString;
        }
        if (!inString && "{}[],:\"".indexOf(c) >= 0) {
          spaced.append(SPACES[i % SPACES.length]);
        }
      }
      byte[] json = (" \n" + spaced + "\t ").getBytes(StandardCharsets.UTF_8);
      String ours = wirebind(json);
      assertEquals(jackson(json), ours, show(json));
      assertEquals(wirebind(doc.getBytes(StandardCharsets.UTF_8)), ours, show(json));
    }
  }

  @Test
  void everyCutIsRejectedWithAnOffsetNoFurtherThanTheCut() {
    int checked = 0;
    for (String doc : documents()) {
      byte[] json = doc.getBytes(StandardCharsets.UTF_8);
      for (int n = 0; n < json.length; n++) {
        byte[] cut = Arrays.copyOf(json, n);
        WirebindException e = assertThrows(WirebindException.class,
            () -> Wirebind.codec(Doc.class).fromJson(cut), show(cut));
        assertTrue(e.offset() >= 0 && e.offset() <= n, e.offset() + ": " + e.getMessage());
        assertEquals("rejected", jackson(cut), show(cut));
        checked++;
        // the same cut after whitespace at every token: the offset moves with the bytes before it
        for (String space : SPACES) {
          byte[] spaced = insert(json, n, space);
          for (int m = n; m < spaced.length; m += 2) {
            byte[] spacedCut = Arrays.copyOf(spaced, m);
            assertEquals(jackson(spacedCut), wirebind(spacedCut), show(spacedCut));
            checked++;
          }
        }
      }
    }
    assertTrue(checked > 1000, "cut points: " + checked);
  }

  @Test
  void truncationErrorsPointAtTheEnd() {
    // a cut right after a token: the error is at the end of the input, naming what was expected
    String[][] cases = {
      {"{", "1"}, {"{\"title\":\"a\"", "12"}, {"{\"title\":\"a\",", "13"}, {"{\"parts\":[", "10"},
      {"{\"parts\":[{", "11"}, {"{\"parts\":[{}", "12"}, {"{\"parts\":[{},", "13"},
      {"{\"ds\":[1,", "9"}, {"{\"ds\":[null", "11"}, {"{\"ds\":[null,", "12"}, {" \t", "2"},
    };
    for (String[] c : cases) {
      WirebindException e = assertThrows(WirebindException.class,
          () -> Wirebind.codec(Doc.class).fromJson(c[0]), c[0]);
      assertEquals(Integer.parseInt(c[1]), e.offset(), c[0] + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("truncated JSON"), c[0] + ": " + e.getMessage());
    }
  }

  @Test
  void nullDocumentsAndElementsAroundTheObjectFastPath() {
    Codec<Doc> codec = Wirebind.codec(Doc.class);
    for (String json : new String[] {"null", " null", "\n\tnull\r ", "null "}) {
      assertNull(codec.fromJson(json), json);
    }
    for (String json : new String[] {"nul", "nulL", "n", " nu", "{\"title\":nul}", "{\"parts\":[nul]}",
        "{\"ds\":[nul]}", "{\"ds\":[1,nulx]}", "{\"fs\":[null,n]}"}) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals("rejected", wirebind(b), json);
      assertEquals("rejected", jackson(b), json);
    }
    Doc d = codec.fromJson("{\"parts\":[null, null ,{\"name\":\"x\"}],\"ds\":[ null ,2],\"fs\":[null]}");
    assertNull(d.parts.get(0));
    assertNull(d.parts.get(1));
    assertEquals("x", d.parts.get(2).name);
    assertEquals(0.0, d.ds[0]);
    assertEquals(2.0, d.ds[1]);
    assertEquals(0.0f, d.fs[0]);
  }

  @Test
  void theDepthLimitAtAnObjectStartIsReportedAsBefore() {
    Codec<Doc> codec = Wirebind.codec(Doc.class);
    // the nested object's start is at the limit, compact and after whitespace alike
    for (String json : new String[] {"{\"first\":{\"name\":\"a\"}}", "{\"first\": \n{\"name\":\"a\"}}",
        "{\"first\":{ \"name\":\"a\"}}", "{\"parts\":[{\"name\":\"a\"}]}"}) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      int brace = json.indexOf('{', 1);
      WirebindException e = assertThrows(WirebindException.class,
          () -> codec.readJson(new JsonReader().maxDepth(json.contains("[") ? 2 : 1).reset(b), null));
      assertTrue(e.getMessage().contains("Limits.maxDepth"), e.getMessage());
      assertEquals(brace + 1, e.offset(), json + ": " + e.getMessage());
      Doc d = codec.readJson(new JsonReader().maxDepth(3).reset(b), null);
      assertEquals("a", d.first != null ? d.first.name : d.parts.get(0).name);
    }
    // a top-level object with the limit at 0
    assertThrows(WirebindException.class,
        () -> codec.readJson(new JsonReader().maxDepth(0).reset("{\"title\":\"a\"}".getBytes(StandardCharsets.UTF_8)), null));
  }

  @Test
  void anObjectWhoseFirstNameIsNotTheExpectedOneFallsBackWithNothingConsumed() {
    Codec<Doc> codec = Wirebind.codec(Doc.class);
    String first = new String(codec.toJson(sample()), StandardCharsets.UTF_8);
    // the expected first name with a different tail, a prefix of it, and an escaped spelling
    String name = first.substring(2, first.indexOf('"', 2));
    for (String json : new String[] {
        "{\"" + name + "x\":1,\"id\":5}", "{\"" + name.substring(0, 1) + "\":1,\"id\":5}",
        "{\"\\u00" + Integer.toHexString(name.charAt(0)) + name.substring(1) + "\":null,\"id\":5}",
        " {\"id\":5}", "{ \"id\":5}", "{\"id\" :5}", "{\"id\": 5}"}) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(jackson(b), wirebind(b), json);
      assertEquals(5L, codec.fromJson(b).id, json);
    }
    if (!"rejected".equals(wirebind("{\"".getBytes(StandardCharsets.UTF_8)))) {
      fail("a cut name was accepted");
    }
  }
}
