package io.wirebind;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.util.Arrays;

/**
 * Reads a stream of length-prefixed messages (as written by {@link Codec#writeDelimited}) into
 * reused instances, with one buffer that grows to the largest message seen: memory is bounded by
 * the largest message, not by the stream, and a length prefix claiming more bytes than arrive
 * allocates no more than twice what arrived. A stream that ends inside a prefix or a message is a
 * {@link WirebindException} with the stream offset, never a partial message. Not thread-safe.
 */
public final class DelimitedReader {
  /** Default maximum size of one message: 64 MiB. */
  public static final int DEFAULT_MAX_MESSAGE_SIZE = 64 << 20;

  private final InputStream in;
  private final ProtoReader reader = new ProtoReader();
  private byte[] buf = new byte[8192];
  private int start;
  private int end;
  private long consumed;
  private int maxMessageSize = DEFAULT_MAX_MESSAGE_SIZE;
  private String limitName = MAX_MESSAGE_SIZE; // the setting an over-long message is reported against

  /** How an over-long message names the limit set by {@link #maxMessageSize(int)} or by default. */
  static final String MAX_MESSAGE_SIZE = "DelimitedReader.maxMessageSize";

  /** Reads from {@code in}; the stream is not closed by this reader. */
  public DelimitedReader(InputStream in) {
    this.in = in;
  }

  /**
   * Reads from {@code in} as from a stream (the same buffer, filled by the channel's reads); the
   * channel must be blocking (a {@link java.nio.channels.SelectableChannel} in non-blocking mode
   * makes the reads throw {@link java.nio.channels.IllegalBlockingModeException}) and is not closed.
   */
  public DelimitedReader(ReadableByteChannel in) {
    this(Channels.newInputStream(in));
  }

  /** Sets the largest message length accepted (default 64 MiB). */
  public DelimitedReader maxMessageSize(int bytes) {
    this.maxMessageSize = bytes;
    this.limitName = MAX_MESSAGE_SIZE;
    return this;
  }

  /**
   * Reads with {@code limits}: each message is decoded with them, and {@link
   * Limits#maxInputSize()} is the largest message length accepted (at most 2 GiB, protobuf's own
   * limit) in place of the default 64 MiB.
   */
  public DelimitedReader limits(Limits limits) {
    reader.limits(limits.withMaxInputSize(Long.MAX_VALUE));
    this.maxMessageSize = (int) Math.min(limits.maxInputSize(), Integer.MAX_VALUE - 8);
    this.limitName = "Limits.maxInputSize";
    return this;
  }

  /** Bytes consumed from the stream so far. */
  public long position() {
    return consumed;
  }

  /**
   * The next message, decoded into {@code reuse} when not null; {@code null} at a clean end of
   * stream. A stream that ends inside a message is an error.
   */
  public <T> T read(Codec<T> codec, T reuse) throws IOException {
    if (!fill(1)) {
      return null;
    }
    long lengthAt = consumed;
    int len = 0;
    for (int shift = 0; ; shift += 7) {
      if (!fill(1)) {
        throw new WirebindException("stream ends inside a length prefix", consumed);
      }
      byte b = buf[start++];
      consumed++;
      len = addPrefixByte(len, b, shift, lengthAt);
      if (b >= 0) {
        break;
      }
    }
    checkLength(len, maxMessageSize, limitName, lengthAt);
    if (!fill(len)) {
      throw new WirebindException(
          "stream ends inside a message of " + len + " bytes (" + (end - start) + " present)",
          consumed + (end - start));
    }
    T value;
    try {
      value = codec.readProto(reader.reset(buf, start, len), reuse);
    } catch (WirebindException e) {
      throw new WirebindException(
          withoutOffset(e) + ", in the message at stream offset " + consumed,
          consumed + Math.max(0, e.offset()),
          e);
    }
    start += len;
    consumed += len;
    return value;
  }

  /**
   * Adds byte {@code b} at {@code shift} to a length prefix; a prefix must fit in 31 bits (at most
   * five bytes, the fifth below 8).
   */
  static int addPrefixByte(int len, int b, int shift, long prefixAt) {
    if (shift == 28 && (b & 0xF8) != 0) {
      throw new WirebindException("message length prefix out of range", prefixAt);
    }
    return len | (b & 0x7F) << shift;
  }

  /** An over-long message is an error at its length prefix, naming the setting {@code limitName}. */
  static void checkLength(int len, int maxMessageSize, String limitName, long prefixAt) {
    if (len > maxMessageSize) {
      throw new WirebindException("message length " + len + " exceeds the limit of " + maxMessageSize
          + " bytes (" + limitName + ")", prefixAt);
    }
  }

  /**
   * Reads one length-prefixed message from {@code in}, consuming exactly its bytes (nothing after
   * it is read ahead); {@code null} at a clean end of stream. Offsets in errors count from the
   * stream's position when called.
   */
  static <T> T readOne(InputStream in, Codec<T> codec, T reuse, int maxMessageSize)
      throws IOException {
    int b = in.read();
    if (b < 0) {
      return null;
    }
    int len = 0;
    int consumed = 0;
    for (int shift = 0; ; shift += 7) {
      if (b < 0) {
        throw new WirebindException("stream ends inside a length prefix", consumed);
      }
      consumed++;
      len = addPrefixByte(len, b, shift, 0);
      if ((b & 0x80) == 0) {
        break;
      }
      b = in.read();
    }
    checkLength(len, maxMessageSize, MAX_MESSAGE_SIZE, 0);
    // readNBytes grows its buffer as bytes arrive, so a lying prefix allocates no more than the
    // stream actually holds
    byte[] message = in.readNBytes(len);
    if (message.length < len) { // not a partial message: an error
      throw new WirebindException(
          "stream ends inside a message of " + len + " bytes (" + message.length + " present)",
          consumed + message.length);
    }
    try {
      return codec.readProto(new ProtoReader().reset(message), reuse);
    } catch (WirebindException e) {
      throw new WirebindException(
          withoutOffset(e) + ", in the message after a " + consumed + "-byte length prefix",
          consumed + Math.max(0, e.offset()),
          e);
    }
  }

  /** The message of {@code e} without the "(at byte n)" its constructor added. */
  static String withoutOffset(WirebindException e) {
    String message = e.getMessage();
    String suffix = " (at byte " + e.offset() + ")";
    return message.endsWith(suffix) ? message.substring(0, message.length() - suffix.length()) : message;
  }

  /** Makes {@code n} bytes available from {@code start}; false when the stream ends first. */
  private boolean fill(int n) throws IOException {
    if (end - start >= n) {
      return true;
    }
    if (start > 0) {
      System.arraycopy(buf, start, buf, 0, end - start);
      end -= start;
      start = 0;
    }
    while (end < n) {
      if (end == buf.length) { // grown as bytes arrive, so a lying length prefix costs nothing
        buf = Arrays.copyOf(buf, (int) Math.min(n, Math.max(8192L, buf.length * 2L)));
      }
      int r = in.read(buf, end, buf.length - end);
      if (r < 0) {
        return false;
      }
      end += r;
    }
    return true;
  }
}
