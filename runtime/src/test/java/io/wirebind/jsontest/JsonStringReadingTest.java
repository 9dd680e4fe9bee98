package io.wirebind.jsontest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * JSONTestSuite-style cases for reading a string value: one piece (a non-ASCII sequence, a real
 * U+FFFD, an invalid or truncated UTF-8 sequence, an escape, a raw control character, a quote that
 * ends the string early) at every position of plain strings of lengths 0 to 17 and a few longer
 * ones, so at every place relative to the eight-byte words the scans read, followed by nothing,
 * ASCII or more non-ASCII. Each outcome — the string and where the reader stops, or the error and
 * its offset — must equal a reference decoder written out here from RFC 8259 and the JDK's strict
 * UTF-8 decoder, through every reading entry point ({@code readString}, with a held string that
 * differs and one that is equal, {@code readStringOrNull}).
 */
public class JsonStringReadingTest {
  /** Pieces as raw bytes. */
  private static final byte[][] PIECES = {
    utf8("é"), utf8("€"), utf8("😀"), utf8("\uFFFD"), utf8("ÿ"), utf8("Ł"),
    {(byte) 0x80}, {(byte) 0xBF}, {(byte) 0xC0, (byte) 0x80}, {(byte) 0xC1, (byte) 0xBF},
    {(byte) 0xC3}, {(byte) 0xE2, (byte) 0x82}, {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
    {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80},
    {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xF5, (byte) 0x80}, {(byte) 0xFF},
    {(byte) 0xF0, (byte) 0x9F, (byte) 0x98},
    utf8("\\n"), utf8("\\\""), utf8("\\\\"), utf8("\\/"), utf8("\\u00e9"), utf8("\\uFFFD"),
    utf8("\\ud83d\\ude00"), utf8("\\ud83d"), utf8("\\ude00x"), utf8("\\x"), utf8("\\u12"),
    {0x01}, {0x1F}, {'\t'}, {'"'}, {0x7F},
  };
  private static final byte[][] FOLLOWERS = {{}, utf8("abc"), utf8("ü"), utf8("¿qué?")};

  @Test
  void everyPieceAtEveryPositionReadsAsTheReference() {
    SplittableRandom random = new SplittableRandom(29);
    int[] lengths = new int[22];
    for (int i = 0; i <= 17; i++) {
      lengths[i] = i;
    }
    lengths[18] = 24;
    lengths[19] = 31;
    lengths[20] = 64;
    lengths[21] = 70;
    for (int len : lengths) {
      for (int at = 0; at <= len; at++) {
        for (byte[] piece : PIECES) {
          for (byte[] follower : FOLLOWERS) {
            ByteArrayOutputStream content = new ByteArrayOutputStream();
            for (int i = 0; i < len; i++) {
              if (i == at) {
                content.writeBytes(piece);
              }
              content.write('a' + random.nextInt(26));
            }
            if (at == len) {
              content.writeBytes(piece);
            }
            content.writeBytes(follower);
            check(content.toByteArray());
          }
        }
      }
    }
  }

  @Test
  void randomMixesReadAsTheReference() {
    SplittableRandom random = new SplittableRandom(31);
    for (int i = 0; i < 100_000; i++) {
      ByteArrayOutputStream content = new ByteArrayOutputStream();
      int n = random.nextInt(40);
      for (int k = 0; k < n; k++) {
        if (random.nextInt(5) == 0) {
          content.writeBytes(PIECES[random.nextInt(PIECES.length)]);
        } else {
          content.write(0x20 + random.nextInt(0x5F));
        }
      }
      check(content.toByteArray());
    }
  }

  /** Checks the string {@code "content"} (then a comma, so a string that ends early has more input). */
  private static void check(byte[] content) {
    byte[] json = new byte[content.length + 3];
    json[0] = '"';
    System.arraycopy(content, 0, json, 1, content.length);
    json[content.length + 1] = '"';
    json[content.length + 2] = ',';
    String expected = reference(json);
    String what = visible(json);
    assertEquals(expected, outcome(json, 0), what);
    assertEquals(expected, outcome(json, 1), what);
    assertEquals(expected, outcome(json, 2), what);
    assertEquals(expected, outcome(json, 3), what);
    // truncated: the input ends inside the string
    byte[] cut = java.util.Arrays.copyOf(json, json.length - 2);
    assertEquals(reference(cut), outcome(cut, 0), () -> "truncated " + visible(cut));
  }

  /** The string read and the position after it, or the error's offset. */
  public static String outcome(byte[] json, int how) {
    JsonReader r = new JsonReader().reset(json);
    try {
      String s = switch (how) {
        case 0 -> r.readString();
        case 1 -> r.readString("held");
        case 2 -> r.readString(equalHeld(json));
        default -> r.readStringOrNull();
      };
      return "ok " + visible(s.getBytes(StandardCharsets.UTF_16BE)) + " at " + r.position();
    } catch (WirebindException e) {
      return "error at " + e.offset();
    }
  }

  /** What the reference reads, as a held string equal to it (or another one). */
  private static String equalHeld(byte[] json) {
    String ref = referenceString(json);
    return ref != null ? new String(ref) : "x";
  }

  public static String reference(byte[] json) {
    List<Object> r = decode(json);
    if (r.get(0) instanceof String s) {
      return "ok " + visible(s.getBytes(StandardCharsets.UTF_16BE)) + " at " + r.get(1);
    }
    return "error at " + r.get(1);
  }

  private static String referenceString(byte[] json) {
    List<Object> r = decode(json);
    return r.get(0) instanceof String s ? s : null;
  }

  /**
   * RFC 8259's string from the quote at 0: [the string, the index after its closing quote] or
   * [null, the offset of the error]. Raw bytes must be strict UTF-8 (the JDK's decoder with
   * REPORT: no overlongs, surrogates or code points above U+10FFFF), an error at the first byte
   * of the bad sequence; a control character below 0x20 is an error; escapes as the RFC says,
   * a \\u surrogate only as a high one followed by an escaped low one (an error at the escape
   * otherwise: a lone high at its own backslash, a high followed by something else at the next
   * escape if it is one, and a lone low at its backslash).
   */
  private static List<Object> decode(byte[] b) {
    StringBuilder out = new StringBuilder();
    int p = 1;
    while (true) {
      if (p >= b.length) {
        return fail(b.length);
      }
      int c = b[p] & 0xFF;
      if (c == '"') {
        return List.of(out.toString(), p + 1);
      }
      if (c == '\\') {
        if (p + 1 >= b.length) {
          return fail(p);
        }
        int e = b[p + 1];
        switch (e) {
          case '"', '\\', '/' -> out.append((char) e);
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'u' -> {
            int cp = hex4(b, p + 2);
            if (cp < 0) {
              return fail(-cp - 1);
            }
            int next = p + 6;
            if (Character.isHighSurrogate((char) cp)) {
              if (next + 1 < b.length && b[next] == '\\' && b[next + 1] == 'u') {
                int low = hex4(b, next + 2);
                if (low < 0) {
                  return fail(-low - 1);
                }
                if (!Character.isLowSurrogate((char) low)) {
                  return fail(next);
                }
                out.append((char) cp).append((char) low);
                p = next + 6;
                continue;
              }
              return fail(p);
            }
            if (Character.isLowSurrogate((char) cp)) {
              return fail(p);
            }
            out.append((char) cp);
            p = next;
            continue;
          }
          default -> {
            return fail(p);
          }
        }
        p += 2;
        continue;
      }
      if (c < 0x20) {
        return fail(p);
      }
      if (c < 0x80) {
        out.append((char) c);
        p++;
        continue;
      }
      int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
      if (p + len > b.length) {
        return fail(p);
      }
      try {
        CharBuffer chars = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(b, p, len));
        out.append(chars);
      } catch (CharacterCodingException ex) {
        return fail(p);
      }
      p += len;
    }
  }

  /** Four hex digits at {@code p}: the value, or minus one minus the offset of the error. */
  private static int hex4(byte[] b, int p) {
    if (p + 4 > b.length) {
      return -Math.min(p, b.length) - 1;
    }
    int v = 0;
    for (int i = 0; i < 4; i++) {
      int d = Character.digit(b[p + i], 16);
      if (d < 0) {
        return -(p + i) - 1;
      }
      v = v << 4 | d;
    }
    return v;
  }

  private static List<Object> fail(int offset) {
    List<Object> r = new ArrayList<>();
    r.add(null);
    r.add(offset);
    return r;
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static String visible(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x", x & 0xFF));
    }
    return sb.toString();
  }
}
