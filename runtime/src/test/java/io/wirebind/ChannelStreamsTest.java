package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.IllegalBlockingModeException;
import java.nio.channels.Pipe;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The channel forms ({@link ReadableByteChannel} in, {@link WritableByteChannel} out) give what the
 * {@code byte[]} and stream paths give, byte for byte, through channels that hand out or take one
 * byte at a time and return 0 now and then; truncated channels fail with an offset and no partial
 * element, never hang.
 */
class ChannelStreamsTest {
  private static final Codec<long[]> LONGS = LendingScenario.LONGS;

  /** Hands out at most {@code chunk} bytes per read; with {@code stutter}, every other read returns 0. */
  static final class TrickleChannel implements ReadableByteChannel {
    private final byte[] bytes;
    private final int chunk;
    private final boolean stutter;
    private int pos;
    private boolean zero;

    TrickleChannel(byte[] bytes, int chunk, boolean stutter) {
      this.bytes = bytes;
      this.chunk = chunk;
      this.stutter = stutter;
    }

    @Override
    public int read(ByteBuffer dst) {
      if (pos >= bytes.length) {
        return -1;
      }
      if (stutter && (zero = !zero)) {
        return 0;
      }
      int n = Math.min(Math.min(dst.remaining(), chunk), bytes.length - pos);
      dst.put(bytes, pos, n);
      pos += n;
      return n;
    }

    @Override
    public boolean isOpen() {
      return true;
    }

    @Override
    public void close() {}
  }

  /** Takes at most {@code chunk} bytes per write, and counts the writes. */
  static final class TrickleSink implements WritableByteChannel {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final int chunk;
    int writes;

    TrickleSink(int chunk) {
      this.chunk = chunk;
    }

    @Override
    public int write(ByteBuffer src) {
      writes++;
      int n = Math.min(chunk, src.remaining());
      for (int i = 0; i < n; i++) {
        bytes.write(src.get());
      }
      return n;
    }

    @Override
    public boolean isOpen() {
      return true;
    }

    @Override
    public void close() {}
  }

  private static List<String> viaChannel(ReadableByteChannel in, boolean lines) {
    List<String> out = new ArrayList<>();
    try {
      JsonStreamReader r = lines ? JsonStreamReader.lines(in) : JsonStreamReader.array(in);
      r.forEach(LONGS, null, v -> out.add(JsonStreamReaderTest.encode(v)));
    } catch (WirebindException e) {
      out.add("error");
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return out;
  }

  @Test
  void arraysAndLinesAsTheBytePathThroughChunkedAndStutteringChannels() throws IOException {
    Random random = new Random(37);
    for (int i = 0; i < 300; i++) {
      byte[] json = JsonStreamReaderTest.randomArray(random).getBytes(StandardCharsets.UTF_8);
      List<String> expected = JsonStreamReaderTest.viaBytes(json, Limits.DEFAULTS);
      assertEquals(expected, viaChannel(new TrickleChannel(json, 1, false), false));
      assertEquals(expected, viaChannel(new TrickleChannel(json, 1, true), false));
      assertEquals(expected, viaChannel(new TrickleChannel(json, 5, true), false));
      List<String> sunk = new ArrayList<>();
      assertEquals(expected.size(), LONGS.readJsonArray(new TrickleChannel(json, 3, false), null,
          v -> sunk.add(JsonStreamReaderTest.encode(v)), Limits.DEFAULTS));
      assertEquals(expected, sunk);
      byte[] lines = String.join("\r\n", expected).getBytes(StandardCharsets.UTF_8);
      List<String> fromLines = viaChannel(new TrickleChannel(lines, 1, true), true);
      assertEquals(expected, fromLines);
    }
  }

  @Test
  void everyTruncationFailsWithAnOffsetAndNoPartialElementNeverHangs() {
    assertTimeoutPreemptively(Duration.ofMinutes(2), () -> {
      Random random = new Random(38);
      for (int i = 0; i < 60; i++) {
        byte[] json = JsonStreamReaderTest.randomArray(random).trim().getBytes(StandardCharsets.UTF_8);
        List<String> whole = JsonStreamReaderTest.viaBytes(json, Limits.DEFAULTS);
        for (int cut = 0; cut < json.length; cut++) {
          byte[] part = Arrays.copyOf(json, cut);
          List<String> got = new ArrayList<>();
          WirebindException e = assertThrows(WirebindException.class, () -> JsonStreamReader
              .array(new TrickleChannel(part, 1, true)).forEach(LONGS, null, v -> got.add(JsonStreamReaderTest.encode(v))));
          assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
          assertEquals(whole.subList(0, got.size()), got);
          assertThrows(WirebindException.class, () -> LONGS.fromJson(new TrickleChannel(part, 1, true), Limits.DEFAULTS));
        }
      }
      List<long[]> values = List.of(new long[] {1, -2}, new long[0], LendingScenario.VALUES, new long[] {Long.MIN_VALUE});
      ByteArrayOutputStream delimited = new ByteArrayOutputStream();
      LONGS.writeDelimited(values, delimited);
      byte[] stream = delimited.toByteArray();
      for (int cut = 0; cut < stream.length; cut++) {
        DelimitedReader r = new DelimitedReader(new TrickleChannel(Arrays.copyOf(stream, cut), 1, true));
        int read = 0;
        try {
          for (long[] v; (v = r.read(LONGS, null)) != null; read++) {
            assertArrayEquals(values.get(read), v);
          }
          assertTrue(cut == 0 || r.position() == cut, "a clean end only between messages, at " + cut);
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
        }
      }
    });
  }

  @Test
  void wholeDocumentsFromChannels() throws IOException {
    byte[] json = LONGS.toJson(LendingScenario.VALUES);
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromJson(new TrickleChannel(json, 1, true), Limits.DEFAULTS));
    byte[] proto = LONGS.toProto(LendingScenario.VALUES);
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromProto(new TrickleChannel(proto, 1, true), Limits.DEFAULTS));
    WirebindException e = assertThrows(WirebindException.class,
        () -> LONGS.fromJson(new TrickleChannel(json, 7, false), Limits.DEFAULTS.withMaxInputSize(json.length - 1)));
    assertTrue(e.getMessage().contains("Limits.maxInputSize"), e.getMessage());
    assertThrows(WirebindException.class,
        () -> LONGS.fromProto(new TrickleChannel(proto, 7, false), Limits.DEFAULTS.withMaxInputSize(proto.length - 1)));
  }

  @Test
  void encodingToChannelsWritesTheStreamBytes() throws IOException {
    List<long[]> values = new ArrayList<>();
    Random random = new Random(39);
    for (int i = 0; i < 500; i++) {
      long[] v = new long[random.nextInt(i % 100 == 0 ? 3000 : 20)]; // some larger than the 8 KiB buffer
      for (int k = 0; k < v.length; k++) {
        v[k] = random.nextLong() >> random.nextInt(64);
      }
      values.add(v);
    }
    ByteArrayOutputStream array = new ByteArrayOutputStream();
    LONGS.writeJsonArray(values, array);
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    LONGS.writeJsonLines(values, lines);
    ByteArrayOutputStream delimited = new ByteArrayOutputStream();
    LONGS.writeDelimited(values, delimited);
    for (int chunk : new int[] {1, 3, 1 << 20}) {
      TrickleSink sink = new TrickleSink(chunk);
      LONGS.writeJsonArray(values, sink);
      assertArrayEquals(array.toByteArray(), sink.bytes.toByteArray());
      sink = new TrickleSink(chunk);
      LONGS.writeJsonLines(values, sink);
      assertArrayEquals(lines.toByteArray(), sink.bytes.toByteArray());
      sink = new TrickleSink(chunk);
      LONGS.writeDelimited(values, sink);
      assertArrayEquals(delimited.toByteArray(), sink.bytes.toByteArray());
      if (chunk > 8192) { // buffered: one write per 8 KiB or per large message, not one per message
        assertTrue(sink.writes < values.size() / 4, sink.writes + " writes");
      }
      sink = new TrickleSink(chunk);
      LONGS.toJson(LendingScenario.VALUES, sink);
      assertArrayEquals(LONGS.toJson(LendingScenario.VALUES), sink.bytes.toByteArray());
      sink = new TrickleSink(chunk);
      LONGS.toProto(LendingScenario.VALUES, sink);
      assertArrayEquals(LONGS.toProto(LendingScenario.VALUES), sink.bytes.toByteArray());
    }
  }

  @Test
  void aFileChannelBothWays() throws IOException {
    List<long[]> values = List.of(new long[] {1, 2, 3}, new long[0], LendingScenario.VALUES);
    Path file = Files.createTempFile("wirebind-channel", ".ndjson");
    try {
      try (FileChannel out = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
        LONGS.writeJsonLines(values, out);
      }
      List<long[]> back = new ArrayList<>();
      try (FileChannel in = FileChannel.open(file)) {
        JsonStreamReader.lines(in).forEach(LONGS, null, back::add);
      }
      assertEquals(values.size(), back.size());
      for (int i = 0; i < values.size(); i++) {
        assertArrayEquals(values.get(i), back.get(i));
      }
      try (FileChannel out = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
        LONGS.writeDelimited(values, out);
      }
      try (FileChannel in = FileChannel.open(file)) {
        DelimitedReader r = new DelimitedReader(in);
        for (long[] v : values) {
          assertArrayEquals(v, r.read(LONGS, null));
        }
        assertNull(r.read(LONGS, null));
      }
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void aNonBlockingChannelIsRefused() throws IOException {
    Pipe pipe = Pipe.open();
    try (Pipe.SourceChannel source = pipe.source(); Pipe.SinkChannel sink = pipe.sink()) {
      source.configureBlocking(false);
      assertThrows(IllegalBlockingModeException.class, () -> LONGS.fromJson(source, Limits.DEFAULTS));
      sink.configureBlocking(false);
      assertThrows(IllegalBlockingModeException.class, () -> LONGS.toJson(LendingScenario.VALUES, sink));
    }
  }
}
