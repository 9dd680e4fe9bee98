package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.JsonReader;
import io.wirebind.JsonStreamReader;
import io.wirebind.Limits;
import io.wirebind.WirebindException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * The stream and buffer paths give what the {@code byte[]} path gives for the same input: the same
 * message (compared by its re-encoded bytes) or the same error, through a direct buffer, a stream
 * and a channel handing out one byte per read, a stream read in one call (its {@code available()}
 * exact), a stream whose {@code available()} claims more than it holds, a protobuf stream of known
 * length (whole, and one byte short: an error at the byte where it ends), a top-level array and a
 * delimited stream read element by element (from a stream and from a channel).
 * Called by the fuzz targets for every input, and by {@link StreamPathsTest}.
 */
final class StreamPaths {
  static final Codec<FuzzRoot> CODEC = Fuzzing.CODEC;

  /** The limits of {@link Fuzzing#jsonReader()}, as a {@link Limits}. */
  static final Limits JSON_LIMITS = Limits.DEFAULTS.withMaxDepth(32).withMaxNumberLength(64).withMaxStringLength(1 << 12);
  static final Limits PROTO_LIMITS = Limits.DEFAULTS.withMaxProtoDepth(16);

  private StreamPaths() {}

  interface Decode {
    FuzzRoot get() throws IOException;
  }

  private static String json(Decode d) {
    try {
      FuzzRoot v = d.get();
      return v == null ? "null" : Base64.getEncoder().encodeToString(CODEC.toJson(v));
    } catch (WirebindException e) {
      return "error " + e.getMessage();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String proto(Decode d) {
    try {
      FuzzRoot v = d.get();
      return Base64.getEncoder().encodeToString(CODEC.toProto(v));
    } catch (WirebindException e) {
      return "error " + e.getMessage();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static ByteBuffer direct(byte[] b) {
    return ByteBuffer.allocateDirect(Math.max(1, b.length)).put(b).flip();
  }

  /** JSON {@code input} as a whole document through every path, and as the one element of an array. */
  static void checkJson(byte[] input) {
    String expected = json(() -> CODEC.fromJson(input, JSON_LIMITS));
    assertEquals(expected, json(() -> CODEC.fromJson(new Trickle(input), JSON_LIMITS)), "one byte per read");
    assertEquals(expected, json(() -> CODEC.fromJson(direct(input), JSON_LIMITS)), "direct buffer");
    assertEquals(expected, json(() -> CODEC.fromJson(new java.io.ByteArrayInputStream(input), JSON_LIMITS)),
        "in one read");
    assertEquals(expected, json(() -> CODEC.fromJson(new Trickle(input, 2 * input.length + 7), JSON_LIMITS)),
        "available() over the length");
    assertEquals(expected, json(() -> CODEC.fromJson(channel(input), JSON_LIMITS)), "one byte per channel read");
    byte[] array = new byte[input.length + 2];
    array[0] = '[';
    System.arraycopy(input, 0, array, 1, input.length);
    array[array.length - 1] = ']';
    List<String> whole = new ArrayList<>();
    boolean wholeFails = false;
    try {
      CODEC.readJsonArray(new JsonReader().limits(JSON_LIMITS).reset(array), null,
          v -> whole.add(v == null ? "null" : Base64.getEncoder().encodeToString(CODEC.toJson(v))));
    } catch (WirebindException e) {
      wholeFails = true;
    }
    List<String> streamed = new ArrayList<>();
    boolean streamFails = false;
    try {
      JsonStreamReader.array(new Trickle(array)).limits(JSON_LIMITS).forEach(CODEC, null,
          v -> streamed.add(v == null ? "null" : Base64.getEncoder().encodeToString(CODEC.toJson(v))));
    } catch (WirebindException e) {
      streamFails = true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertEquals(wholeFails, streamFails, "array element: rejected by one path only");
    if (!wholeFails) {
      assertEquals(whole, streamed);
    } else {
      assertEquals(whole.subList(0, Math.min(whole.size(), streamed.size())), streamed);
    }
    List<String> channeled = new ArrayList<>();
    boolean channelFails = false;
    try {
      CODEC.readJsonArray(channel(array), null,
          v -> channeled.add(v == null ? "null" : Base64.getEncoder().encodeToString(CODEC.toJson(v))), JSON_LIMITS);
    } catch (WirebindException e) {
      channelFails = true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertEquals(streamFails, channelFails, "array element: rejected by the stream or the channel only");
    assertEquals(streamed, channeled, "array element through a channel");
  }

  /** Protobuf {@code input} through every path, and as the one message of a delimited stream. */
  static void checkProto(byte[] input) {
    String expected = proto(() -> CODEC.fromProto(input, PROTO_LIMITS));
    assertEquals(expected, proto(() -> CODEC.fromProto(direct(input), PROTO_LIMITS)), "direct buffer");
    assertEquals(expected, proto(() -> CODEC.fromProto(new Trickle(input), PROTO_LIMITS)), "one byte per read");
    assertEquals(expected, proto(() -> CODEC.fromProto(new java.io.ByteArrayInputStream(input), PROTO_LIMITS)),
        "in one read");
    assertEquals(expected, proto(() -> CODEC.fromProto(new Trickle(input, 2 * input.length + 7), PROTO_LIMITS)),
        "available() over the length");
    assertEquals(expected, proto(() -> CODEC.fromProto(new Trickle(input), input.length, PROTO_LIMITS)),
        "known length, one byte per read");
    // one byte short of the announced length: an error at the byte where the stream ends
    WirebindException early = org.junit.jupiter.api.Assertions.assertThrows(WirebindException.class,
        () -> CODEC.fromProto(new Trickle(input), input.length + 1, PROTO_LIMITS));
    assertEquals(input.length, early.offset(), early.getMessage());
    assertEquals(expected, proto(() -> CODEC.fromProto(channel(input), PROTO_LIMITS)), "one byte per channel read");
    ByteArrayOutputStream delimited = new ByteArrayOutputStream();
    int n = input.length;
    while (n > 0x7F) {
      delimited.write((n & 0x7F) | 0x80);
      n >>>= 7;
    }
    delimited.write(n);
    delimited.writeBytes(input);
    String viaStream = proto(() -> new DelimitedReader(new Trickle(delimited.toByteArray())).limits(PROTO_LIMITS).read(CODEC, null));
    assertEquals(expected.startsWith("error"), viaStream.startsWith("error"), viaStream);
    if (!expected.startsWith("error")) {
      assertEquals(expected, viaStream);
    }
    String viaChannel = proto(() -> new DelimitedReader(channel(delimited.toByteArray())).limits(PROTO_LIMITS).read(CODEC, null));
    assertEquals(viaStream, viaChannel, "delimited through a channel");
  }

  /** A channel handing out one byte per read. */
  static ReadableByteChannel channel(byte[] bytes) {
    return Channels.newChannel(new Trickle(bytes)); // reads what the stream has available: one byte
  }

  /** One byte per read. */
  static final class Trickle extends InputStream {
    private final byte[] bytes;
    private final int claimed; // what available() answers before the first read
    private int pos;

    Trickle(byte[] bytes) {
      this(bytes, 0);
    }

    /** One byte per read, {@code available()} claiming {@code claimed} bytes until the first read. */
    Trickle(byte[] bytes, int claimed) {
      this.bytes = bytes;
      this.claimed = claimed;
    }

    @Override
    public int available() {
      return pos == 0 ? claimed : 0;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) {
        return 0;
      }
      int c = read();
      if (c < 0) {
        return -1;
      }
      b[off] = (byte) c;
      return 1;
    }
  }
}
