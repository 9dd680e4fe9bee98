package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Strings whose non-ASCII characters are all in Latin-1 (two-byte sequences led by {@code C2} or
 * {@code C3}) are decoded by Wirebind itself; every other string by the JDK. Both must give what a
 * strict UTF-8 decoder gives, and reject what it rejects: checked for every byte pair alone, for
 * the pairs led by C0 to C3 (and edge bytes after every other lead) after and before ASCII and
 * other non-ASCII characters, and through the reuse path ({@code readString(held)}).
 */
class JsonLatin1StringTest {
  private static final String[] PREFIXES = {"", "a", "item-7-", "\u00e9", "\u20ac", "\ud83d\ude00"};
  private static final String[] SUFFIXES = {"", "b", "\u00e9t\u00e9", "\u20ac", "x\u00ff"};
  /** Second bytes tried after every lead byte before and after other text (all of them after C0 to C3). */
  private static final String SOME_SECONDS = "\u0020\u0041\u007f\u0080\u0081\u00a9\u00bf\u00c0\u00c3\u00ff";

  /** What a strict decoder makes of {@code bytes}, or null when they are not UTF-8. */
  private static String strict(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  private static byte[] quoted(byte[] content) {
    byte[] json = new byte[content.length + 2];
    json[0] = '"';
    System.arraycopy(content, 0, json, 1, content.length);
    json[json.length - 1] = '"';
    return json;
  }

  private static void check(byte[] content, String what) {
    String expected = strict(content);
    byte[] json = quoted(content);
    for (int reuse = 0; reuse < 2; reuse++) {
      JsonReader r = new JsonReader().reset(json);
      try {
        String s = reuse == 0 ? r.readString() : r.readString("held");
        if (expected == null) {
          fail(what + ": invalid UTF-8 read as " + s);
        }
        assertEquals(expected, s, what);
        assertEquals(json.length, r.position(), what);
      } catch (WirebindException e) {
        if (expected != null) {
          throw new AssertionError(what + ": valid UTF-8 rejected", e);
        }
      }
    }
  }

  @Test
  void everyBytePairAgreesWithAStrictDecoder() {
    for (String prefix : PREFIXES) {
      for (String suffix : SUFFIXES) {
        byte[] pre = prefix.getBytes(StandardCharsets.UTF_8);
        byte[] post = suffix.getBytes(StandardCharsets.UTF_8);
        for (int lead = 0x80; lead <= 0xFF; lead++) {
          boolean every = (lead >= 0xC0 && lead <= 0xC3) || (prefix.isEmpty() && suffix.isEmpty());
          for (int second = 0x20; second <= 0xFF; second++) {
            if (second == '"' || second == '\\' || !(every || SOME_SECONDS.indexOf(second) >= 0)) {
              continue;
            }
            byte[] content = new byte[pre.length + 2 + post.length];
            System.arraycopy(pre, 0, content, 0, pre.length);
            content[pre.length] = (byte) lead;
            content[pre.length + 1] = (byte) second;
            System.arraycopy(post, 0, content, pre.length + 2, post.length);
            check(content, "'" + prefix + "' + " + Integer.toHexString(lead) + " " + Integer.toHexString(second)
                + " + '" + suffix + "'");
          }
          // a lead byte right before the closing quote
          byte[] cut = new byte[pre.length + 1];
          System.arraycopy(pre, 0, cut, 0, pre.length);
          cut[pre.length] = (byte) lead;
          check(cut, "'" + prefix + "' + " + Integer.toHexString(lead) + " at the end");
        }
      }
    }
  }

  @Test
  void everyLatin1CharacterAndLongStrings() {
    StringBuilder all = new StringBuilder();
    for (char c = 0x20; c <= 0xFF; c++) {
      if (c != '"' && c != '\\' && (c < 0x7F || c > 0x9F || c >= 0x80)) {
        all.append(c);
      }
    }
    String text = all.toString().repeat(50);
    check(text.getBytes(StandardCharsets.UTF_8), "every Latin-1 character");
    check(("caf\u00e9 " + "x".repeat(5000) + " na\u00efve").getBytes(StandardCharsets.UTF_8), "long");
    // a Latin-1 string is compact, as the JDK makes it
    String s = new JsonReader().reset(quoted("\u00e9t\u00e9".getBytes(StandardCharsets.UTF_8))).readString();
    assertEquals("\u00e9t\u00e9", s);
  }

  /**
   * A string with a Latin-1 character is decoded in one pass from its first non-ASCII byte, which
   * also finds the closing quote and grows the scratch buffer as it goes: every way such a string
   * can end (its quote, an escape, a character beyond Latin-1, a control character, the end of the
   * input) after ASCII runs on both sides of every length around the buffer's growth steps, into a
   * fresh reader and into one whose buffer has grown, gives what the slower paths give.
   */
  @Test
  void aLatin1StringEndsEveryWayAfterRunsOfEveryLength() {
    int[] runs = {0, 1, 7, 8, 9, 31, 32, 33, 40, 64, 65, 100, 300};
    JsonReader grown = new JsonReader();
    grown.reset(quoted("\u00e9".repeat(5000).getBytes(StandardCharsets.UTF_8))).readString();
    for (int before : runs) {
      for (int after : runs) {
        String text = "a".repeat(before) + "\u00e9" + "b".repeat(after);
        byte[] content = text.getBytes(StandardCharsets.UTF_8);
        check(content, before + " + \u00e9 + " + after);
        check((text + "\u20ac" + "c".repeat(after)).getBytes(StandardCharsets.UTF_8), before + " + \u00e9 + " + after + " + \u20ac");
        byte[] escaped = (text + "\\n\\u00e9x\"").getBytes(StandardCharsets.UTF_8);
        byte[] json = new byte[escaped.length + 1];
        json[0] = '"';
        System.arraycopy(escaped, 0, json, 1, escaped.length);
        for (JsonReader r : new JsonReader[] {new JsonReader(), grown}) {
          assertEquals(text + "\n\u00e9x", r.reset(json).readString(), "escapes after " + before + "/" + after);
          assertEquals(json.length, r.position());
          assertEquals(text + "\n\u00e9x", r.reset(json).readString("held"));
          assertEquals(text, r.reset(quoted(content)).readString("held"));
        }
        byte[] control = quoted((text + "\u0001").getBytes(StandardCharsets.UTF_8));
        WirebindException e = expectError(control);
        assertEquals(1 + content.length, e.offset(), e.getMessage());
        assertEquals(true, e.getMessage().contains("control character"), e.getMessage());
        byte[] truncated = new byte[content.length + 1];
        truncated[0] = '"';
        System.arraycopy(content, 0, truncated, 1, content.length);
        e = expectError(truncated);
        assertEquals(true, e.getMessage().contains("truncated"), e.getMessage());
        // the length limit, in UTF-8 bytes: exactly the string, and one byte less
        assertEquals(text, new JsonReader().maxStringLength(content.length).reset(quoted(content)).readString());
        e = expectError(new JsonReader().maxStringLength(content.length - 1).reset(quoted(content)));
        assertEquals(true, e.getMessage().contains("Limits.maxStringLength"), e.getMessage());
      }
    }
  }

  private static WirebindException expectError(byte[] json) {
    return expectError(new JsonReader().reset(json));
  }

  private static WirebindException expectError(JsonReader r) {
    try {
      String s = r.readString();
      throw new AssertionError("read as " + s);
    } catch (WirebindException e) {
      return e;
    }
  }

  @Test
  void theStringLimitCountsUtf8Bytes() {
    byte[] json = quoted("\u00e9\u00e9\u00e9\u00e9".getBytes(StandardCharsets.UTF_8)); // 8 bytes, 4 chars
    assertEquals("\u00e9\u00e9\u00e9\u00e9", new JsonReader().maxStringLength(8).reset(json).readString());
    try {
      new JsonReader().maxStringLength(7).reset(json).readString();
      fail("over the limit");
    } catch (WirebindException e) {
      assertEquals(true, e.getMessage().contains("Limits.maxStringLength"), e.getMessage());
    }
    String held = "held";
    assertSame(held, new JsonReader().reset(quoted("held".getBytes(StandardCharsets.UTF_8))).readString(held));
  }
}
