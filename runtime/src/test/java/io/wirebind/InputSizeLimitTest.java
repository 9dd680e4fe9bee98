package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Limits#maxInputSize()} means the same on every path: an input (a document, a message, one
 * element of a stream, one NDJSON line without its terminator) of exactly the limit is accepted, one
 * byte more is a {@link WirebindException} naming the limit. Checked at limit - 1, limit and limit +
 * 1 for bare scalars (whose end a stream only sees at the delimiter after them) and for arrays, in
 * both formats, through {@code byte[]}, heap and direct buffers, whole streams and channels, and
 * element by element, whole and one byte per read.
 */
class InputSizeLimitTest {
  private static final Codec<long[]> LONGS = LendingScenario.LONGS;

  interface Decode {
    Object run(Limits limits) throws IOException;
  }

  /** "ok" or "limit" (a WirebindException naming maxInputSize); anything else fails the test. */
  private static String outcome(Decode d, Limits limits) {
    try {
      d.run(limits);
      return "ok";
    } catch (WirebindException e) {
      // DelimitedReader names its limit "the limit of n bytes"
      assertTrue(e.getMessage().contains("Limits.maxInputSize") || e.getMessage().contains("exceeds the limit of"),
          e.getMessage());
      assertTrue(e.offset() >= 0, e.getMessage());
      return "limit";
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** Over the limit at {@code size - 1}, accepted at {@code size} and {@code size + 1}. */
  private static void exactlyTheLimitIsAccepted(String what, int size, Decode d) {
    assertEquals(List.of("limit", "ok", "ok"), List.of(
        outcome(d, Limits.DEFAULTS.withMaxInputSize(size - 1)),
        outcome(d, Limits.DEFAULTS.withMaxInputSize(size)),
        outcome(d, Limits.DEFAULTS.withMaxInputSize(size + 1))), what + " of " + size + " bytes");
  }

  private static ByteBuffer direct(byte[] b) {
    return ByteBuffer.allocateDirect(b.length).put(b).flip();
  }

  private static List<long[]> elements(JsonStreamReader r) throws IOException {
    List<long[]> out = new ArrayList<>();
    r.forEach(LONGS, null, out::add);
    return out;
  }

  @Test
  void jsonDocumentsOnEveryPath() {
    for (String doc : List.of("null", "[1,2]", " null ", "[]")) {
      byte[] json = doc.getBytes(StandardCharsets.UTF_8);
      int n = json.length;
      exactlyTheLimitIsAccepted("byte[] " + doc, n, l -> LONGS.fromJson(json, l));
      exactlyTheLimitIsAccepted("heap buffer " + doc, n, l -> LONGS.fromJson(ByteBuffer.wrap(json), l));
      exactlyTheLimitIsAccepted("direct buffer " + doc, n, l -> LONGS.fromJson(direct(json), l));
      exactlyTheLimitIsAccepted("stream " + doc, n, l -> LONGS.fromJson(new ByteArrayInputStream(json), l));
      exactlyTheLimitIsAccepted("trickled stream " + doc, n,
          l -> LONGS.fromJson(new JsonStreamReaderTest.Trickle(json, 1, false), l));
      exactlyTheLimitIsAccepted("channel " + doc, n,
          l -> LONGS.fromJson(new ChannelStreamsTest.TrickleChannel(json, 1, true), l));
    }
  }

  @Test
  void jsonElementsOfArraysAndLines() {
    // each element is "null" (4 bytes, a bare literal ended by the delimiter) or "[1,2]" (5 bytes)
    for (String element : List.of("null", "[1,2]", "[]")) {
      int n = element.length();
      for (String stream : List.of("[" + element + "]", "[" + element + "," + element + "]", "[ " + element + " ]",
          "[" + element + "\n]")) {
        byte[] json = stream.getBytes(StandardCharsets.UTF_8);
        for (int chunk : new int[] {1, 2, 1 << 16}) {
          exactlyTheLimitIsAccepted("array " + stream + " by " + chunk, n,
              l -> elements(JsonStreamReader.array(new JsonStreamReaderTest.Trickle(json, chunk, false)).limits(l)));
        }
        exactlyTheLimitIsAccepted("array channel " + stream, n,
            l -> elements(JsonStreamReader.array(new ChannelStreamsTest.TrickleChannel(json, 1, true)).limits(l)));
      }
      for (String lines : List.of(element, element + "\n", element + "\r\n", element + "\n" + element + "\r\n",
          "\n" + element + "\r\n\r\n")) {
        byte[] bytes = lines.getBytes(StandardCharsets.UTF_8);
        for (int chunk : new int[] {1, 3, 1 << 16}) {
          exactlyTheLimitIsAccepted("lines " + lines.replace("\n", "\\n").replace("\r", "\\r") + " by " + chunk, n,
              l -> elements(JsonStreamReader.lines(new JsonStreamReaderTest.Trickle(bytes, chunk, false)).limits(l)));
        }
      }
    }
  }

  @Test
  void aStreamShorterThanTheKnownLengthIsAnErrorWithTheOffset() throws IOException {
    byte[] proto = LONGS.toProto(LendingScenario.VALUES);
    for (int cut = 0; cut < proto.length; cut++) {
      byte[] part = java.util.Arrays.copyOf(proto, cut);
      for (int chunk : new int[] {1, 3, proto.length}) {
        WirebindException e = org.junit.jupiter.api.Assertions.assertThrows(WirebindException.class,
            () -> LONGS.fromProto(new JsonStreamReaderTest.Trickle(part, chunk, false), proto.length, Limits.DEFAULTS));
        assertEquals("the stream ends after " + cut + " of the " + proto.length
            + " bytes announced for the message (at byte " + cut + ")", e.getMessage());
        assertEquals(cut, e.offset());
      }
    }
    // only the message's bytes are consumed
    byte[] twice = new byte[2 * proto.length];
    System.arraycopy(proto, 0, twice, 0, proto.length);
    System.arraycopy(proto, 0, twice, proto.length, proto.length);
    ByteArrayInputStream in = new ByteArrayInputStream(twice);
    assertArrayEquals(LendingScenario.VALUES, LONGS.fromProto(in, proto.length, Limits.DEFAULTS));
    assertEquals(proto.length, in.available());
  }

  @Test
  void protobufMessagesOnEveryPath() throws IOException {
    for (long[] value : List.of(new long[] {1, 2, 3}, LendingScenario.VALUES)) {
      byte[] proto = LONGS.toProto(value);
      int n = proto.length;
      exactlyTheLimitIsAccepted("byte[]", n, l -> LONGS.fromProto(proto, l));
      exactlyTheLimitIsAccepted("heap buffer", n, l -> LONGS.fromProto(ByteBuffer.wrap(proto), l));
      exactlyTheLimitIsAccepted("direct buffer", n, l -> LONGS.fromProto(direct(proto), l));
      exactlyTheLimitIsAccepted("stream", n, l -> LONGS.fromProto(new ByteArrayInputStream(proto), l));
      exactlyTheLimitIsAccepted("trickled stream", n,
          l -> LONGS.fromProto(new JsonStreamReaderTest.Trickle(proto, 1, false), l));
      exactlyTheLimitIsAccepted("channel", n, l -> LONGS.fromProto(new ChannelStreamsTest.TrickleChannel(proto, 1, true), l));
      exactlyTheLimitIsAccepted("known length", n,
          l -> LONGS.fromProto(new JsonStreamReaderTest.Trickle(proto, 1, false), n, l));
      ByteArrayOutputStream delimited = new ByteArrayOutputStream();
      LONGS.writeDelimited(List.of(value, value), delimited);
      byte[] stream = delimited.toByteArray();
      for (int chunk : new int[] {1, 1 << 16}) {
        exactlyTheLimitIsAccepted("delimited by " + chunk, n, l -> {
          DelimitedReader r = new DelimitedReader(new JsonStreamReaderTest.Trickle(stream, chunk, false)).limits(l);
          assertArrayEquals(value, r.read(LONGS, null));
          assertArrayEquals(value, r.read(LONGS, null));
          return r.read(LONGS, null);
        });
      }
    }
  }
}
