package io.wirebind.grpc;

import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.wirebind.Codec;
import io.wirebind.Limits;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * A grpc-java {@link MethodDescriptor.Marshaller} for a {@code @WireMessage} class, backed by its
 * generated codec: the same bytes a protoc-generated peer in any language reads and writes.
 *
 * <p>Writing encodes the message once with the codec's lent writer (per platform thread, pooled on
 * virtual threads) and hands grpc-java a stream of exactly those bytes that is {@link KnownLength}
 * and {@link io.grpc.Drainable}, so the frame header is written without buffering and the payload
 * is copied in one call. Reading takes the length the transport already knows; when the
 * transport's stream exposes its bytes ({@link HasByteBuffer}) and the message lies in one of its
 * buffers, a heap buffer is decoded in place and a direct one copied once in bulk; otherwise the
 * bytes are read. The array a direct buffer or a stream is copied into is lent by the runtime, as
 * the conveniences' writers are: kept per platform thread (up to 256 KiB), taken from a small shared
 * pool on virtual threads, so memory does not grow with the number of virtual threads. The
 * in-process transport's own stream is decoded in place.
 *
 * <p>Messages are decoded with the marshaller's {@link Limits} ({@link #of(Class, Limits)}, {@link
 * WireService#limits(Limits)}); a message over a limit is {@code INVALID_ARGUMENT} naming the limit
 * and the byte.
 *
 * <p>Bytes that do not decode make {@link #parse} throw a {@link io.grpc.StatusRuntimeException}
 * with {@link Status.Code#INVALID_ARGUMENT} whose description is the {@link WirebindException}'s
 * message (what was wrong and at which byte). A server declared with {@link WireService} sends
 * exactly that status to the client and keeps serving; on a client, grpc-java ends the call with
 * {@code CANCELLED} ("Failed to read message.") whose cause is that exception.
 *
 * @param <T> the message type
 */
public final class WireMarshaller<T> implements MethodDescriptor.PrototypeMarshaller<T> {
  private final Codec<T> codec;
  private final Limits limits;

  private WireMarshaller(Codec<T> codec, Limits limits) {
    if (limits == null) {
      throw new NullPointerException("limits");
    }
    this.codec = codec;
    this.limits = limits;
  }

  /**
   * The marshaller for {@code type}.
   *
   * @throws WirebindException when no codec was generated for {@code type}
   */
  public static <T> WireMarshaller<T> of(Class<T> type) {
    return of(type, Limits.DEFAULTS);
  }

  /**
   * The marshaller for {@code type}, decoding with {@code limits}.
   *
   * @throws WirebindException when no codec was generated for {@code type}
   */
  public static <T> WireMarshaller<T> of(Class<T> type, Limits limits) {
    return new WireMarshaller<>(Wirebind.codec(type), limits);
  }

  /** The marshaller that encodes with {@code codec}. */
  public static <T> WireMarshaller<T> of(Codec<T> codec) {
    return of(codec, Limits.DEFAULTS);
  }

  /** The marshaller that encodes with {@code codec} and decodes with {@code limits}. */
  public static <T> WireMarshaller<T> of(Codec<T> codec, Limits limits) {
    if (codec == null) {
      throw new NullPointerException("codec");
    }
    return new WireMarshaller<>(codec, limits);
  }

  /** The limits messages are decoded with. */
  public Limits limits() {
    return limits;
  }

  /** The codec this marshaller encodes and decodes with. */
  public Codec<T> codec() {
    return codec;
  }

  @Override
  public Class<T> getMessageClass() {
    return codec.type();
  }

  /** A message with every field absent, as decoding zero bytes gives (a new instance per call). */
  @Override
  public T getMessagePrototype() {
    return codec.newDefault();
  }

  /**
   * Encodes {@code value} now, into a stream of exactly its bytes.
   *
   * @throws io.grpc.StatusRuntimeException {@code INTERNAL} when the value cannot be encoded (a
   *     null list element, a cycle), with the {@link WirebindException} as its cause
   */
  @Override
  public InputStream stream(T value) {
    byte[] bytes;
    try {
      bytes = codec.toProto(value);
    } catch (WirebindException e) {
      throw Status.INTERNAL
          .withDescription("cannot encode " + codec.type().getName() + ": " + e.getMessage())
          .withCause(e)
          .asRuntimeException();
    }
    return new WireInputStream(bytes);
  }

  @Override
  public T parse(InputStream stream) {
    try {
      return decode(stream);
    } catch (WirebindException e) {
      throw invalid(codec.type(), e).asRuntimeException();
    } catch (IOException e) {
      throw Status.INTERNAL
          .withDescription("cannot read a " + codec.type().getName() + " message: " + e)
          .withCause(e)
          .asRuntimeException();
    }
  }

  /** The status a message that does not decode gets: INVALID_ARGUMENT with the decoder's words. */
  static Status invalid(Class<?> type, WirebindException e) {
    return Status.INVALID_ARGUMENT
        .withDescription("cannot decode " + type.getName() + ": " + e.getMessage())
        .withCause(e);
  }

  /** Decodes the whole stream; decoding failures are left as {@link WirebindException}s. */
  T decode(InputStream stream) throws IOException {
    if (stream instanceof WireInputStream) {
      WireInputStream s = (WireInputStream) stream;
      byte[] bytes = s.bytes();
      int from = s.position();
      T value = codec.readProto(reader().reset(bytes, from, bytes.length - from), null);
      s.consumeAll();
      return value;
    }
    if (stream instanceof KnownLength) {
      int n = stream.available();
      if (n > limits.maxInputSize()) {
        throw new WirebindException("a message of " + n + " bytes is larger than the limit of "
            + limits.maxInputSize() + " bytes (Limits.maxInputSize)", limits.maxInputSize());
      }
      if (stream instanceof HasByteBuffer && ((HasByteBuffer) stream).byteBufferSupported()) {
        ByteBuffer first = ((HasByteBuffer) stream).getByteBuffer();
        if (first != null && first.remaining() >= n) { // the whole message in one of the transport's buffers
          // a heap buffer decoded in place, a direct one copied once into an array lent by the runtime
          T value = codec.fromProto(first.slice(first.position(), n), limits);
          skipFully(stream, n);
          return value;
        }
      }
      // read into an array lent by the runtime's bounded pool (per platform thread, shared by
      // virtual threads), not one kept per thread here
      T value = codec.fromProto(stream, n, limits);
      if (stream.read() != -1) {
        throw new IOException("the stream holds more than the " + n + " bytes it announced");
      }
      return value;
    }
    return codec.fromProto(stream, limits);
  }

  private ProtoReader reader() {
    return new ProtoReader().limits(limits);
  }

  private static void skipFully(InputStream in, int n) throws IOException {
    long left = n;
    while (left > 0) {
      long k = in.skip(left);
      if (k <= 0) {
        if (in.read() < 0) {
          // a partial message is bad input, as when it is read (Codec.fromProto(in, length, limits))
          throw new WirebindException("the stream ends after " + (n - left) + " of the " + n
              + " bytes announced for the message", n - left);
        }
        k = 1;
      }
      left -= k;
    }
  }

  @Override
  public String toString() {
    return "WireMarshaller[" + codec.type().getName() + "]";
  }

}
