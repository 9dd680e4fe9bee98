package io.wirebind.grpc;

import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.io.IOException;
import java.io.InputStream;

/**
 * A grpc-java {@link MethodDescriptor.Marshaller} for a {@code @WireMessage} class, backed by its
 * generated codec: the same bytes a protoc-generated peer in any language reads and writes.
 *
 * <p>Writing encodes the message once into a buffer kept per thread and hands grpc-java a stream
 * of exactly those bytes that is {@link KnownLength} and {@link io.grpc.Drainable}, so the frame
 * header is written without buffering and the payload is copied in one call. Reading takes the
 * length the transport already knows, reads the bytes into a buffer of that length (kept per
 * thread up to 64 KiB) and decodes from it; the in-process transport's own stream is decoded in
 * place.
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
  /** Buffers up to this size are kept per thread between messages. */
  private static final int KEEP = 64 * 1024;

  private static final ThreadLocal<Buffers> BUFFERS = ThreadLocal.withInitial(Buffers::new);

  private final Codec<T> codec;

  private WireMarshaller(Codec<T> codec) {
    this.codec = codec;
  }

  /**
   * The marshaller for {@code type}.
   *
   * @throws WirebindException when no codec was generated for {@code type}
   */
  public static <T> WireMarshaller<T> of(Class<T> type) {
    return new WireMarshaller<>(Wirebind.codec(type));
  }

  /** The marshaller that encodes with {@code codec}. */
  public static <T> WireMarshaller<T> of(Codec<T> codec) {
    if (codec == null) {
      throw new NullPointerException("codec");
    }
    return new WireMarshaller<>(codec);
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
    Buffers b = BUFFERS.get();
    ProtoWriter w = b.writer.reset();
    try {
      codec.writeProto(value, w);
    } catch (WirebindException e) {
      throw Status.INTERNAL
          .withDescription("cannot encode " + codec.type().getName() + ": " + e.getMessage())
          .withCause(e)
          .asRuntimeException();
    }
    byte[] bytes = w.toByteArray();
    if (w.buffer().length > KEEP) {
      b.writer = new ProtoWriter();
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
      T value = codec.readProto(new ProtoReader().reset(bytes, from, bytes.length - from), null);
      s.consumeAll();
      return value;
    }
    if (stream instanceof KnownLength) {
      int n = stream.available();
      Buffers b = BUFFERS.get();
      byte[] buf = b.input.length >= n ? b.input : new byte[n];
      readFully(stream, buf, n);
      if (stream.read() != -1) {
        throw new IOException("the stream holds more than the " + n + " bytes it announced");
      }
      if (buf != b.input && n <= KEEP) {
        b.input = buf;
      }
      return codec.readProto(new ProtoReader().reset(buf, 0, n), null);
    }
    byte[] all = stream.readAllBytes();
    return codec.readProto(new ProtoReader().reset(all), null);
  }

  private static void readFully(InputStream in, byte[] buf, int n) throws IOException {
    int off = 0;
    while (off < n) {
      int r = in.read(buf, off, n - off);
      if (r < 0) {
        throw new IOException("the stream ended after " + off + " of the " + n + " bytes it announced");
      }
      off += r;
    }
  }

  @Override
  public String toString() {
    return "WireMarshaller[" + codec.type().getName() + "]";
  }

  /** Per-thread buffers: the writer for {@link #stream} and the input for {@link #parse}. */
  private static final class Buffers {
    ProtoWriter writer = new ProtoWriter();
    byte[] input = new byte[256];
  }
}
