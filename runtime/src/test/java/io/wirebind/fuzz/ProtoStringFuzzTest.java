package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import java.io.ByteArrayOutputStream;

/**
 * Differential fuzzing of {@link ProtoReader#readString(String)}, the reused-instance path that
 * keeps the held string when the bytes are its UTF-8: against {@link ProtoReader#readString()} on
 * the same bytes (any bytes, valid UTF-8 or not), with a held string made from the fuzz input, an
 * equal copy of the value, or that copy with one char changed. The held string may come back only
 * when it equals the value; errors have the same message and offset.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl runtime -am test
 * -Dtest=ProtoStringFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ProtoStringFuzzTest {
  /** Chars a fuzz byte of 0x80 and above stands for in a held string. */
  private static final char[] WIDE = {
    'é', 'ÿ', 'Ł', 'š', '€', '日', '\uFFFD', '\uD83D', '\uDE00', '\uDBFF', '\uDC00', '\u0080', '\u07FF', '\u0800',
  };

  @FuzzTest(maxDuration = "10m")
  void held(FuzzedDataProvider data) {
    int kind = data.consumeInt(0, 3);
    byte[] codes = data.consumeBytes(data.consumeInt(0, 200));
    byte[] value = data.consumeRemainingAsBytes();
    ByteArrayOutputStream wire = new ByteArrayOutputStream();
    int n = value.length;
    while (n >= 0x80) {
      wire.write((n & 0x7F) | 0x80);
      n >>>= 7;
    }
    wire.write(n);
    wire.write(value, 0, value.length);
    wire.write(0x7A);
    byte[] in = wire.toByteArray();
    String expected;
    try {
      expected = read(in, null);
    } catch (WirebindException e) {
      String held = heldFrom(codes);
      WirebindException again = null;
      try {
        read(in, held);
      } catch (WirebindException x) {
        again = x;
      }
      assertTrue(again != null, "readString(held) accepted what readString() rejects");
      assertEquals(e.getMessage(), again.getMessage());
      assertEquals(e.offset(), again.offset());
      return;
    }
    String held = switch (kind) {
      case 0 -> heldFrom(codes);
      case 1 -> new String(expected.toCharArray());
      default -> {
        char[] c = expected.toCharArray();
        if (c.length > 0) {
          int at = (codes.length > 0 ? codes[0] & 0xFF : 0) % c.length;
          c[at] = (char) (c[at] ^ (codes.length > 1 ? codes[1] | 1 : 1) & 0xFFFF);
        }
        yield new String(c);
      }
    };
    String read = read(in, held);
    assertEquals(expected, read);
    if (read == held) {
      assertEquals(expected, held);
    }
  }

  private static String read(byte[] in, String held) {
    ProtoReader r = new ProtoReader().reset(in);
    String s = held == null ? r.readString() : r.readString(held);
    assertEquals(0x7A, r.readVarint32(), "the reader stands after the string");
    return s;
  }

  private static String heldFrom(byte[] codes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : codes) {
      sb.append(b >= 0 ? (char) b : WIDE[(b & 0x7F) % WIDE.length]);
    }
    return sb.toString();
  }
}
