package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code readMapKey()} and {@code readRecentStringOrNull()}: the same text as {@code
 * readMemberName()} and {@code readStringOrNull()} for every input, the same errors, and the same
 * instance again for a short key or element the reader read recently.
 */
class RecentStringsTest {

  private static JsonReader reader(String json) {
    return new JsonReader().reset(json.getBytes(StandardCharsets.UTF_8));
  }

  /** The keys of a JSON object, read with readMapKey, each value an int. */
  private static List<String> keys(JsonReader r) {
    List<String> keys = new ArrayList<>();
    if (r.startObjectMembers()) {
      do {
        keys.add(r.readMapKey());
        r.readInt();
      } while (r.nextMember());
    }
    return keys;
  }

  /** The elements of a JSON array, read with readRecentStringOrNull. */
  private static List<String> elements(JsonReader r) {
    List<String> out = new ArrayList<>();
    if (r.startArrayElements()) {
      do {
        out.add(r.readRecentStringOrNull());
      } while (r.nextElement());
    }
    return out;
  }

  @Test
  void aRepeatedShortKeyIsTheSameInstance() {
    JsonReader r = reader("[{\"segment\":1,\"languages\":2},{\"segment\":3,\"languages\":4}]");
    assertTrue(r.startArrayElements());
    List<String> first = keys(r);
    assertTrue(r.nextElement());
    List<String> second = keys(r);
    assertEquals(List.of("segment", "languages"), first);
    assertEquals(first, second);
    assertSame(first.get(0), second.get(0));
    assertSame(first.get(1), second.get(1));
    // and across documents read by the same reader
    r.reset("{\"segment\":5}".getBytes(StandardCharsets.UTF_8));
    assertSame(first.get(0), keys(r).get(0));
  }

  @Test
  void aRepeatedShortElementIsTheSameInstanceAndNullsAndScalarsReadAsBefore() {
    List<String> e = elements(reader("[\"vip\",\"beta\",null,\"vip\",12.50,true,\"beta\",\"b2b\",\"beta\"]"));
    assertEquals(java.util.Arrays.asList("vip", "beta", null, "vip", "12.50", "true", "beta", "b2b", "beta"), e);
    assertSame(e.get(0), e.get(3));
    assertSame(e.get(1), e.get(6));
    assertSame(e.get(1), e.get(8));
  }

  @Test
  void keptStringsMatchOnlyTheirExactText() {
    // same first two bytes (one slot): prefixes, extensions, one byte different, escapes, non-ASCII
    List<String> e = elements(reader(
        "[\"abc\",\"ab\",\"abcd\",\"abd\",\"abc\",\"a\\u0062c\",\"ab\\\"c\",\"ab\u00e9\",\"ab\u00e9\",\"\",\"\",\"a\",\"abc\"]"));
    assertEquals(List.of("abc", "ab", "abcd", "abd", "abc", "abc", "ab\"c", "ab\u00e9", "ab\u00e9", "", "", "a", "abc"), e);
  }

  @Test
  void longStringsAreReadButNotKept() {
    String longer = "x".repeat(JsonRecentStrings.MAX_CHARS + 1);
    List<String> e = elements(reader("[\"" + longer + "\",\"" + longer + "\"]"));
    assertEquals(List.of(longer, longer), e);
    assertNotSame(e.get(0), e.get(1));
    String kept = "x".repeat(JsonRecentStrings.MAX_CHARS);
    List<String> k = elements(reader("[\"" + kept + "\",\"" + kept + "\"]"));
    assertSame(k.get(0), k.get(1));
  }

  @Test
  void aKeptStringStillObeysTheStringLengthLimit() {
    JsonReader r = reader("[\"segment\",\"segment\"]");
    elements(r);
    r.reset("[\"segment\"]".getBytes(StandardCharsets.UTF_8));
    r.limits(Limits.DEFAULTS.withMaxStringLength(5));
    WirebindException e = assertThrows(WirebindException.class, () -> elements(r));
    assertTrue(e.getMessage().contains("5"), e.getMessage());
  }

  @Test
  void errorsAreReadMemberNamesErrors() {
    for (String json : new String[] {"{\"segment\" 1}", "{segment:1}", "{\"segm", "{\"seg\u0001\":1}"}) {
      JsonReader a = reader(json);
      JsonReader b = reader(json);
      a.startObjectMembers();
      b.startObjectMembers();
      WirebindException expected = assertThrows(WirebindException.class, a::readMemberName, json);
      WirebindException actual = assertThrows(WirebindException.class, b::readMapKey, json);
      assertEquals(expected.getMessage(), actual.getMessage(), json);
    }
    // a kept key followed by a truncated input
    JsonReader r = reader("{\"segment\":1}");
    keys(r);
    r.reset("{\"segment".getBytes(StandardCharsets.UTF_8));
    r.startObjectMembers();
    assertThrows(WirebindException.class, r::readMapKey);
    for (String json : new String[] {"{}", "[]", "nul", "\"vip"}) {
      WirebindException expected = assertThrows(WirebindException.class, () -> reader(json).readStringOrNull(), json);
      WirebindException actual = assertThrows(WirebindException.class, () -> reader(json).readRecentStringOrNull(), json);
      assertEquals(expected.getMessage(), actual.getMessage(), json);
    }
    assertNull(reader("null").readRecentStringOrNull());
  }

  @Test
  void keptWordsMatchOnlyTheirExactTextAtEveryLength() {
    // lengths around the two words' edges, each string a prefix of the next, read in both orders
    // and at the input's very end
    StringBuilder all = new StringBuilder("[");
    List<String> expected = new ArrayList<>();
    String text = "abcdefghijklmnopqrstuvwxyz";
    for (int round = 0; round < 3; round++) {
      for (int n = 0; n <= 20; n++) {
        for (int m : new int[] {n, n + 1, Math.max(0, n - 1), n}) {
          String w = text.substring(0, m);
          all.append(expected.isEmpty() ? "" : ",").append('"').append(w).append('"');
          expected.add(w);
        }
      }
    }
    all.append(",\"abcdefgh\",\"abcdefgi\",\"abcdefghijklmnop\",\"abcdefghijklmnoq\",\"abcdefghijklmnop\"]");
    expected.addAll(List.of("abcdefgh", "abcdefgi", "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmnop"));
    assertEquals(expected, elements(reader(all.toString())));
    JsonReader r = reader("{\"abcdefghijklmnop\":1}");
    keys(r);
    for (String tail : new String[] {"\"abcdefghijklmnop\"", "\"abcdefghijklmnop", "\"abcdefghijklmno\"", "\"abcdefghijklmnopq\""}) {
      r.reset(tail.getBytes(StandardCharsets.UTF_8));
      if (tail.endsWith("\"")) {
        assertEquals(tail.substring(1, tail.length() - 1), r.readRecentStringOrNull(), tail);
      } else {
        assertThrows(WirebindException.class, r::readRecentStringOrNull, tail);
      }
    }
  }

  @Test
  void randomVocabulariesReadTheSameTextAsWithoutKeeping() {
    SplittableRandom random = new SplittableRandom(31);
    String alphabet = "abc\u00e9\"\\/\u20ac";
    for (int round = 0; round < 300; round++) {
      List<String> words = new ArrayList<>();
      for (int i = 0; i < 1 + random.nextInt(6); i++) {
        StringBuilder w = new StringBuilder();
        for (int j = random.nextInt(4 + (i == 0 ? 30 : 0)); j > 0; j--) {
          w.append(alphabet.charAt(random.nextInt(random.nextInt(3) == 0 ? alphabet.length() : 3)));
        }
        words.add(w.toString());
      }
      JsonWriter out = new JsonWriter();
      out.writeByte((byte) '{');
      List<String> array = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        String w = words.get(random.nextInt(words.size()));
        array.add(w);
        out.writeMemberName(w, i != 0);
        out.writeInt(i);
      }
      out.writeByte((byte) '}');
      JsonReader plain = new JsonReader().reset(out.toByteArray());
      JsonReader recent = new JsonReader().reset(out.toByteArray());
      assertTrue(plain.startObjectMembers());
      assertTrue(recent.startObjectMembers());
      for (String w : array) {
        assertEquals(w, plain.readMemberName());
        assertEquals(w, recent.readMapKey());
        assertEquals(plain.readInt(), recent.readInt());
        plain.nextMember();
        recent.nextMember();
      }
    }
  }
}
