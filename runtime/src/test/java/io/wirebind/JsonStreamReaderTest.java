package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonStreamReader}, {@link Codec#fromJson(InputStream)} and the buffer forms give what the
 * {@code byte[]} path gives, element for element, through whole, byte-at-a-time and slow streams;
 * truncated streams fail with an offset inside the input; oversized elements fail naming the limit.
 */
class JsonStreamReaderTest {
  private static final Codec<long[]> LONGS = LendingScenario.LONGS;

  /** What the byte[] path decodes from a whole array: each element re-encoded, or the error. */
  static List<String> viaBytes(byte[] json, Limits limits) {
    List<String> out = new ArrayList<>();
    try {
      LONGS.readJsonArray(new JsonReader().limits(limits).reset(json), null, v -> out.add(encode(v)));
    } catch (WirebindException e) {
      out.add("error");
    }
    return out;
  }

  private static List<String> viaStream(InputStream in, Limits limits, boolean reuse) {
    List<String> out = new ArrayList<>();
    try {
      JsonStreamReader r = JsonStreamReader.array(in).limits(limits);
      long[] held = reuse ? new long[0] : null;
      while (r.hasNext()) {
        long[] v = r.read(LONGS, held);
        out.add(encode(v));
      }
      assertFalse(r.hasNext());
    } catch (WirebindException e) {
      out.add("error");
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return out;
  }

  static String encode(long[] v) {
    return new String(LONGS.toJson(v), StandardCharsets.UTF_8);
  }

  static String randomArray(Random random) {
    StringBuilder b = new StringBuilder();
    String[] space = {"", " ", "\n", "\r\n\t "};
    b.append(space[random.nextInt(4)]).append('[');
    int n = random.nextInt(6);
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        b.append(space[random.nextInt(4)]).append(',');
      }
      b.append(space[random.nextInt(4)]);
      if (random.nextInt(8) == 0) {
        b.append("null");
      } else {
        b.append('[');
        int k = random.nextInt(5);
        for (int j = 0; j < k; j++) {
          b.append(j == 0 ? "" : ",").append(space[random.nextInt(2)]).append(random.nextLong() >> random.nextInt(64));
        }
        b.append(']');
      }
    }
    return b.append(space[random.nextInt(4)]).append(']').append(space[random.nextInt(4)]).toString();
  }

  @Test
  void sameElementsAsTheBytePathThroughWholeChunkedAndSlowStreams() {
    Random random = new Random(33);
    for (int i = 0; i < 500; i++) {
      byte[] json = randomArray(random).getBytes(StandardCharsets.UTF_8);
      List<String> expected = viaBytes(json, Limits.DEFAULTS);
      assertFalse(expected.contains("error"), new String(json, StandardCharsets.UTF_8));
      assertEquals(expected, viaStream(new ByteArrayInputStream(json), Limits.DEFAULTS, false));
      assertEquals(expected, viaStream(new Trickle(json, 1, false), Limits.DEFAULTS, true));
      assertEquals(expected, viaStream(new Trickle(json, 3, true), Limits.DEFAULTS, false));
    }
  }

  /** Arrays of many elements, so that the buffer is compacted and grown while elements are framed. */
  @Test
  void longArraysThroughBufferMovesAndGrowth() {
    Random random = new Random(35);
    for (int round = 0; round < 4; round++) {
      StringBuilder b = new StringBuilder("[");
      int n = 2000 + random.nextInt(2000);
      for (int i = 0; i < n; i++) {
        b.append(i == 0 ? "" : ",").append(random.nextInt(3) == 0 ? " \n" : "").append('[');
        int k = random.nextInt(round * 400 + 3); // later rounds have elements larger than the first buffer
        for (int j = 0; j < k; j++) {
          b.append(j == 0 ? "" : ",").append(random.nextInt());
        }
        b.append(']');
      }
      byte[] json = b.append(']').toString().getBytes(StandardCharsets.UTF_8);
      List<String> expected = viaBytes(json, Limits.DEFAULTS);
      assertEquals(n, expected.size());
      for (int chunk : new int[] {1, 7, 1000, 100_000}) {
        assertEquals(expected, viaStream(new Trickle(json, chunk, false), Limits.DEFAULTS, chunk == 7), "chunk " + chunk);
      }
      byte[] lines = String.join("\n", expected).getBytes(StandardCharsets.UTF_8);
      List<String> fromLines = new ArrayList<>();
      try {
        JsonStreamReader.lines(new Trickle(lines, 999, false)).forEach(LONGS, null, v -> fromLines.add(encode(v)));
      } catch (IOException e) {
        throw new AssertionError(e);
      }
      assertEquals(expected, fromLines);
    }
  }

  @Test
  void everyTruncationFailsWithAnOffsetInsideTheInputAndNoPartialElement() {
    Random random = new Random(34);
    for (int i = 0; i < 100; i++) {
      byte[] json = randomArray(random).trim().getBytes(StandardCharsets.UTF_8);
      List<String> whole = viaBytes(json, Limits.DEFAULTS);
      for (int cut = 0; cut < json.length; cut++) {
        byte[] part = Arrays.copyOf(json, cut);
        List<String> got = new ArrayList<>();
        WirebindException e = assertThrows(WirebindException.class, () -> {
          JsonStreamReader r = JsonStreamReader.array(new Trickle(part, 1, false));
          while (r.hasNext()) {
            got.add(encode(r.read(LONGS, null)));
          }
        }, new String(part, StandardCharsets.UTF_8));
        assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
        // what was delivered is a prefix of the whole array's elements, each complete
        assertEquals(whole.subList(0, got.size()), got);
      }
    }
  }

  @Test
  void framingAndElementErrorsAsTheBytePath() {
    for (String bad : List.of("", "  ", "{}", "[,]", "[1,]", "[,[1]]", "[[1] [2]]", "[[1]]x", "[[1]]]",
        "[[1],", "[[1", "[[\"", "[[1}]", "[tru]", "[nul", "[[1],null x]", "[[1e999999999]]")) {
      byte[] json = bad.getBytes(StandardCharsets.UTF_8);
      assertEquals(List.of("error"), viaBytes(json, Limits.DEFAULTS).subList(viaBytes(json, Limits.DEFAULTS).size() - 1,
          viaBytes(json, Limits.DEFAULTS).size()), bad);
      List<String> streamed = viaStream(new Trickle(json, 1, false), Limits.DEFAULTS, false);
      assertEquals("error", streamed.get(streamed.size() - 1), bad);
    }
  }

  @Test
  void limitsApplyToEachElementWithTheArrayAsALevel() {
    byte[] deep = "[[1],[[2]]]".getBytes(StandardCharsets.UTF_8);
    Limits two = Limits.DEFAULTS.withMaxDepth(2);
    // the element [[2]] is 3 levels deep counting the array, as the byte[] path counts it
    assertEquals(viaBytes(deep, two), viaStream(new ByteArrayInputStream(deep), two, false));
    WirebindException e = assertThrows(WirebindException.class,
        () -> JsonStreamReader.array(new ByteArrayInputStream(deep)).limits(two).forEach(LONGS, null, v -> {}));
    assertTrue(e.getMessage().contains("Limits.maxDepth"), e.getMessage());

    byte[] big = ("[[1],[" + "1,".repeat(100) + "1]]").getBytes(StandardCharsets.UTF_8);
    Limits small = Limits.DEFAULTS.withMaxInputSize(64);
    WirebindException over = assertThrows(WirebindException.class,
        () -> JsonStreamReader.array(new Trickle(big, 7, false)).limits(small).forEach(LONGS, null, v -> {}));
    assertTrue(over.getMessage().contains("Limits.maxInputSize"), over.getMessage());
    assertTrue(over.offset() > 0 && over.offset() <= big.length, over.getMessage());
  }

  @Test
  void ndjsonLines() throws IOException {
    byte[] lines = "[1,2]\n\n  \r\n[3]\r\nnull\n[]".getBytes(StandardCharsets.UTF_8);
    List<String> got = new ArrayList<>();
    long n = JsonStreamReader.lines(new Trickle(lines, 1, false)).forEach(LONGS, null, v -> got.add(encode(v)));
    assertEquals(4, n);
    assertEquals(List.of("[1,2]", "[3]", "null", "[]"), got);
    WirebindException e = assertThrows(WirebindException.class,
        () -> JsonStreamReader.lines(new ByteArrayInputStream("[1]\n[2,\n".getBytes(StandardCharsets.UTF_8)))
            .forEach(LONGS, null, v -> {}));
    assertTrue(e.getMessage().contains("stream offset 4"), e.getMessage());
    Iterator<long[]> it = JsonStreamReader.lines(new ByteArrayInputStream(new byte[0])).iterator(LONGS, null);
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
  }

  @Test
  void wholeDocumentsFromStreamsAndBuffers() throws IOException {
    byte[] json = LONGS.toJson(LendingScenario.VALUES);
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromJson(new Trickle(json, 5, false)));
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromJson(ByteBuffer.wrap(json)));
    ByteBuffer direct = ByteBuffer.allocateDirect(json.length + 10);
    direct.position(3);
    direct.put(json).flip().position(3);
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromJson(direct));
    assertEquals(3, direct.position()); // not moved
    WirebindException e = assertThrows(WirebindException.class,
        () -> LONGS.fromJson(new ByteArrayInputStream(json), Limits.DEFAULTS.withMaxInputSize(100)));
    assertTrue(e.getMessage().contains("Limits.maxInputSize"), e.getMessage());
    assertThrows(WirebindException.class, () -> LONGS.fromJson(json, Limits.DEFAULTS.withMaxInputSize(100)));
    assertThrows(WirebindException.class, () -> LONGS.fromJson(direct, Limits.DEFAULTS.withMaxInputSize(100)));
    assertThrows(WirebindException.class,
        () -> LONGS.fromJson(new ByteArrayInputStream(Arrays.copyOf(json, json.length - 1))));

    byte[] proto = LONGS.toProto(LendingScenario.VALUES);
    ByteBuffer directProto = ByteBuffer.allocateDirect(proto.length).put(proto).flip();
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromProto(directProto, Limits.DEFAULTS));
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromProto(new Trickle(proto, 2, false), Limits.DEFAULTS));
    assertThrows(WirebindException.class,
        () -> LONGS.fromProto(new ByteArrayInputStream(proto), Limits.DEFAULTS.withMaxInputSize(10)));
  }

  @Test
  void encodeIntoBuffersAndStreams() throws IOException {
    byte[] json = LONGS.toJson(LendingScenario.VALUES);
    for (ByteBuffer out : List.of(ByteBuffer.allocate(json.length + 4), ByteBuffer.allocateDirect(json.length + 4))) {
      out.put((byte) 'x');
      assertEquals(json.length, LONGS.toJson(LendingScenario.VALUES, out));
      byte[] got = new byte[json.length];
      out.flip().position(1);
      out.get(got);
      assertArrayEquals(json, got);
    }
    byte[] proto = LONGS.toProto(LendingScenario.VALUES);
    ByteBuffer p = ByteBuffer.allocateDirect(proto.length);
    assertEquals(proto.length, LONGS.toProto(LendingScenario.VALUES, p));
    assertThrows(java.nio.BufferOverflowException.class, () -> LONGS.toProto(LendingScenario.VALUES, p));

    List<long[]> values = List.of(new long[] {1, 2}, new long[0], LendingScenario.VALUES);
    ByteArrayOutputStream array = new ByteArrayOutputStream();
    LONGS.writeJsonArray(values, array);
    String expected = "[" + encode(values.get(0)) + "," + encode(values.get(1)) + "," + encode(values.get(2)) + "]";
    assertEquals(expected, array.toString(StandardCharsets.UTF_8));
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    LONGS.writeJsonLines(values, lines);
    assertEquals(expected.substring(1, expected.length() - 1).replace("],[", "]\n[") + "\n",
        lines.toString(StandardCharsets.UTF_8));
    ByteArrayOutputStream delimited = new ByteArrayOutputStream();
    LONGS.writeDelimited(values, delimited);
    DelimitedReader r = new DelimitedReader(new Trickle(delimited.toByteArray(), 1, false));
    for (long[] v : values) {
      assertArrayEquals(v, r.read(LONGS, null));
    }
    assertEquals(null, r.read(LONGS, null));
  }

  @Test
  void aLyingDelimitedPrefixAllocatesOnlyWhatArrives() {
    // a prefix of 2^31 - 9 bytes followed by ten: the buffer grows as bytes arrive, then the stream ends
    byte[] stream = {(byte) 0xF7, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    DelimitedReader r = new DelimitedReader(new ByteArrayInputStream(stream)).limits(Limits.DEFAULTS);
    WirebindException e = assertThrows(WirebindException.class, () -> r.read(LONGS, null));
    assertTrue(e.getMessage().contains("stream ends inside a message"), e.getMessage());
    assertEquals(stream.length, e.offset());
  }

  /** Hands out at most {@code chunk} bytes per read; {@code slow}: yields the thread before each. */
  static final class Trickle extends InputStream {
    private final byte[] bytes;
    private final int chunk;
    private final boolean slow;
    private int pos;

    Trickle(byte[] bytes, int chunk, boolean slow) {
      this.bytes = bytes;
      this.chunk = chunk;
      this.slow = slow;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (slow) {
        Thread.yield();
      }
      if (pos >= bytes.length) {
        return -1;
      }
      int n = Math.min(Math.min(len, chunk), bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }
  }
}
