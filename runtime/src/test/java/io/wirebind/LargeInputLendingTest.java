package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.annotation.JsonStyle;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Inputs copied into a lent array before decoding (a direct buffer, a stream read whole) and larger
 * than {@link Lending#KEEP_BYTES}: the array one grew is reused by the next, from {@link Lending}'s
 * bounded large slots, and never kept per thread; and a stream read whole gives what the {@code
 * byte[]} path gives at every size around the boundaries, whatever its {@code available()} claims
 * and however it is chunked, and the same error when it is cut short.
 */
class LargeInputLendingTest {
  private static final Codec<long[]> LONGS = LendingScenario.LONGS;

  /** Records the array each decode reads from. */
  private static final class Capture extends Codec<long[]> {
    final List<byte[]> seen = new ArrayList<>();

    Capture() {
      super(long[].class);
    }

    @Override
    public void writeProto(long[] value, ProtoWriter out) {
      LONGS.writeProto(value, out);
    }

    @Override
    public long[] readProto(ProtoReader in, long[] reuse) {
      seen.add(in.buf);
      return LONGS.readProto(in, reuse);
    }

    @Override
    public long[] mergeProto(ProtoReader in, long[] target) {
      return readProto(in, target);
    }

    @Override
    public void writeJson(long[] value, JsonWriter out, JsonStyle style) {
      LONGS.writeJson(value, out, style);
    }

    @Override
    public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
      seen.add(in.buf);
      return LONGS.readJson(in, reuse, style);
    }
  }

  private static long[] values(int n) {
    long[] v = new long[n];
    for (int i = 0; i < n; i++) {
      v[i] = 1_000_000_007L * i;
    }
    return v;
  }

  private static ByteBuffer direct(byte[] b) {
    return ByteBuffer.allocateDirect(b.length).put(b).flip();
  }

  @Test
  void aLargeDirectBufferOrStreamReusesTheArrayThePreviousOneGrew() throws IOException {
    long[] values = values(60_000); // JSON about 1.1 MB, protobuf about 540 KB: both over KEEP_BYTES
    Capture codec = new Capture();
    byte[] json = codec.toJson(values);
    byte[] proto = codec.toProto(values);
    assertTrue(proto.length > Lending.KEEP_BYTES && json.length < Lending.LARGE_KEEP_BYTES, proto.length + "");
    ByteBuffer directJson = direct(json);
    ByteBuffer directProto = direct(proto);
    java.util.Set<byte[]> arrays = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (int round = 0; round < 3; round++) {
      codec.seen.clear();
      assertArrayEquals(values, codec.fromJson(directJson));
      assertArrayEquals(values, codec.fromJson(directJson));
      assertArrayEquals(values, codec.fromProto(directProto));
      assertArrayEquals(values, codec.fromProto(directProto));
      assertArrayEquals(values, codec.fromJson(new ByteArrayInputStream(json)));
      assertArrayEquals(values, codec.fromJson(new ByteArrayInputStream(json)));
      assertArrayEquals(values, codec.fromProto(new ByteArrayInputStream(proto), Limits.DEFAULTS));
      assertArrayEquals(values, codec.fromProto(new ByteArrayInputStream(proto), proto.length, Limits.DEFAULTS));
      assertEquals(8, codec.seen.size());
      for (int i = 1; i < 8; i += 2) { // each kind of input twice in a row: the second takes the first's array
        assertSame(codec.seen.get(i - 1), codec.seen.get(i), "decode " + i + " of round " + round);
      }
      arrays.addAll(codec.seen);
      // the direct buffers' positions were not moved
      assertEquals(0, directJson.position());
      assertEquals(json.length, directJson.remaining());
    }
    // 24 decodes of large inputs read from no more arrays than the large slots hold
    assertTrue(arrays.size() <= Lending.LARGE_SLOTS, arrays.size() + " arrays");
    // the thread keeps no large array of its own
    Lending.Scratch s = Lending.scratch(0);
    try {
      assertTrue(s.bytes.length <= Lending.KEEP_BYTES, s.bytes.length + " bytes kept");
    } finally {
      Lending.giveBack(s);
    }
    assertTrue(Lending.largeBytes() <= (long) Lending.LARGE_SLOTS * Lending.LARGE_KEEP_BYTES);
  }

  @Test
  void arraysOverTheLargeBoundAreNotKept() {
    long[] values = values(Lending.LARGE_KEEP_BYTES / 12); // JSON over LARGE_KEEP_BYTES
    Capture codec = new Capture();
    byte[] json = codec.toJson(values);
    assertTrue(json.length > Lending.LARGE_KEEP_BYTES);
    ByteBuffer directJson = direct(json);
    assertArrayEquals(values, codec.fromJson(directJson));
    assertArrayEquals(values, codec.fromJson(directJson));
    assertNotSame(codec.seen.get(0), codec.seen.get(1));
    assertTrue(Lending.largeBytes() <= (long) Lending.LARGE_SLOTS * Lending.LARGE_KEEP_BYTES,
        Lending.largeBytes() + " bytes in the large slots");
  }

  @Test
  void concurrentLargeDecodesEachGetTheirOwnArray() throws Exception {
    long[] values = values(40_000);
    byte[] json = LONGS.toJson(values);
    List<Thread> threads = new ArrayList<>();
    List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    for (int t = 0; t < 6; t++) {
      Thread thread = new Thread(() -> {
        try {
          ByteBuffer mine = direct(json);
          for (int i = 0; i < 20; i++) {
            assertArrayEquals(values, LONGS.fromJson(mine));
            assertArrayEquals(values, LONGS.fromJson(new ByteArrayInputStream(json)));
          }
        } catch (Throwable e) {
          failures.add(e);
        }
      });
      threads.add(thread);
      thread.start();
    }
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(List.of(), failures);
    assertTrue(Lending.largeBytes() <= (long) Lending.LARGE_SLOTS * Lending.LARGE_KEEP_BYTES);
  }

  /** Hands out {@code chunk} bytes per read; {@code available()} answers {@code claimed} before the first read. */
  private static final class Chunked extends InputStream {
    private final byte[] bytes;
    private final int chunk;
    private final int claimed;
    private int pos;

    Chunked(byte[] bytes, int chunk, int claimed) {
      this.bytes = bytes;
      this.chunk = chunk;
      this.claimed = claimed;
    }

    @Override
    public int available() {
      return pos == 0 ? claimed : Math.min(chunk, bytes.length - pos);
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (pos >= bytes.length) {
        return -1;
      }
      int n = Math.min(Math.min(len, chunk), bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }
  }

  private static String outcome(Decode d) {
    try {
      return java.util.Arrays.toString(d.run());
    } catch (WirebindException e) {
      return "error " + e.getMessage() + " at " + e.offset();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  interface Decode {
    long[] run() throws IOException;
  }

  @Test
  void aStreamReadWholeGivesWhatTheBytesGiveAtEverySize() {
    // JSON documents whose lengths fall around the first array (256), KEEP_BYTES and 2 × KEEP_BYTES
    int[] counts = {0, 1, 10, 13, 14, 15, 200, 13_000, 13_800, 14_000, 27_600, 28_000};
    for (int count : counts) {
      byte[] json = LONGS.toJson(values(count));
      byte[] proto = LONGS.toProto(values(count));
      int[] cuts = {json.length, json.length - 1, json.length / 2, 1, 0};
      for (int cut : cuts) {
        byte[] part = java.util.Arrays.copyOf(json, Math.max(0, cut));
        String expected = outcome(() -> LONGS.fromJson(part, Limits.DEFAULTS));
        for (int chunk : new int[] {1, 7, 4096, Integer.MAX_VALUE}) {
          if (chunk == 1 && part.length > 20_000) {
            chunk = 3; // still small reads, fewer of them
          }
          for (int claimed : new int[] {0, part.length, part.length / 2, 3 * part.length + 11}) {
            int c = chunk;
            assertEquals(expected, outcome(() -> LONGS.fromJson(new Chunked(part, c, claimed), Limits.DEFAULTS)),
                count + " values cut at " + cut + ", " + chunk + " bytes per read, available() " + claimed);
          }
        }
      }
      String expectedProto = outcome(() -> LONGS.fromProto(proto, Limits.DEFAULTS));
      for (int claimed : new int[] {0, proto.length, 5 * proto.length + 1}) {
        assertEquals(expectedProto, outcome(() -> LONGS.fromProto(new Chunked(proto, 5, claimed), Limits.DEFAULTS)));
      }
    }
  }

  @Test
  void theLimitHoldsWhateverAvailableClaims() {
    byte[] json = LONGS.toJson(values(2_000));
    Limits limits = Limits.DEFAULTS.withMaxInputSize(json.length - 1);
    for (int claimed : new int[] {0, json.length, Integer.MAX_VALUE}) {
      WirebindException e = assertThrows(WirebindException.class,
          () -> LONGS.fromJson(new Chunked(json, 4096, claimed), limits));
      assertTrue(e.getMessage().contains("(Limits.maxInputSize)"), e.getMessage());
    }
    assertArrayEquals(values(2_000),
        assertDoesNotThrowIo(() -> LONGS.fromJson(new Chunked(json, 4096, Integer.MAX_VALUE),
            Limits.DEFAULTS.withMaxInputSize(json.length))));
  }

  private static long[] assertDoesNotThrowIo(Decode d) {
    try {
      return d.run();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
