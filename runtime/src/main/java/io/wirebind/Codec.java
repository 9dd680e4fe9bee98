package io.wirebind;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/**
 * Encodes and decodes one message type. Generated subclasses ({@code Car_WireCodec}) are
 * stateless, thread-safe singletons; get one with {@link Wirebind#codec(Class)}.
 *
 * <p>The convenience methods ({@link #toProto}, {@link #fromProto(byte[])}) allocate what they
 * return. Hot paths reuse a {@link ProtoWriter} and {@link ProtoReader} per thread and decode into
 * an existing instance with {@link #readProto(ProtoReader, Object)}.
 *
 * @param <T> the message type
 */
public abstract class Codec<T> {
  private static final int KEEP_BUFFER_BYTES = 64 * 1024;
  private static final ThreadLocal<ProtoWriter> PROTO_WRITERS = new ThreadLocal<>();

  private final Class<T> type;

  /** For generated codecs. */
  protected Codec(Class<T> type) {
    this.type = type;
  }

  /** The message type. */
  public final Class<T> type() {
    return type;
  }

  // ---- protobuf: what generated codecs implement ----

  /** Writes the fields of {@code value} (no length prefix) to {@code out}. */
  public abstract void writeProto(T value, ProtoWriter out);

  /**
   * Reads a message from {@code in} up to the end of its input or of the current embedded message.
   * When {@code reuse} is not null the fields are decoded into it: fields absent from the input are
   * reset, and its lists, maps, nested messages and arrays of the right length are reused. Returns
   * the decoded message ({@code reuse} itself, or a new instance; always new for records).
   */
  public abstract T readProto(ProtoReader in, T reuse);

  /**
   * Reads a message from {@code in} and merges it into {@code target} with protobuf semantics: set
   * scalars replace, repeated fields append, embedded messages merge. Returns the merged message
   * ({@code target}, or a new instance for records).
   */
  public abstract T mergeProto(ProtoReader in, T target);

  // ---- protobuf conveniences ----

  /** {@code value} in the protobuf wire format. */
  public byte[] toProto(T value) {
    ProtoWriter w = borrowWriter();
    writeProto(value, w);
    byte[] out = w.toByteArray();
    returnWriter(w);
    return out;
  }

  /** Writes {@code value} to {@code out} reset first; for reuse of one writer in a loop. */
  public void toProto(T value, ProtoWriter out) {
    out.reset();
    writeProto(value, out);
  }

  /** Decodes a whole message. */
  public T fromProto(byte[] input) {
    return readProto(new ProtoReader().reset(input), null);
  }

  /** Decodes a whole message from {@code length} bytes at {@code offset}. */
  public T fromProto(byte[] input, int offset, int length) {
    return readProto(new ProtoReader().reset(input, offset, length), null);
  }

  /** Decodes a whole message from the remaining bytes of {@code input}. */
  public T fromProto(ByteBuffer input) {
    return readProto(new ProtoReader().reset(input), null);
  }

  /** Merges the message in {@code input} into {@code target}. */
  public T mergeProto(byte[] input, T target) {
    return mergeProto(new ProtoReader().reset(input), target);
  }

  /** Writes {@code value} to {@code out} preceded by its length as a varint. */
  public void writeDelimited(T value, OutputStream out) throws IOException {
    ProtoWriter w = borrowWriter();
    writeProto(value, w);
    int n = w.size();
    byte[] prefix = new byte[5];
    int p = 0;
    while ((n & ~0x7F) != 0) {
      prefix[p++] = (byte) (n | 0x80);
      n >>>= 7;
    }
    prefix[p++] = (byte) n;
    out.write(prefix, 0, p);
    w.writeTo(out);
    returnWriter(w);
  }

  /**
   * Reads one length-prefixed message from {@code in}; {@code null} at a clean end of stream. Only
   * that message's bytes are consumed, so calls can be repeated on one stream. For long streams
   * {@link DelimitedReader} avoids the per-message allocations.
   */
  public T readDelimited(InputStream in, T reuse) throws IOException {
    // not a throwaway DelimitedReader: it reads ahead, and the bytes of the following messages
    // would be lost with it
    return DelimitedReader.readOne(in, this, reuse, DelimitedReader.DEFAULT_MAX_MESSAGE_SIZE);
  }

  /** A message with every field absent, as decoding empty input gives. */
  public T newDefault() {
    return fromProto(new byte[0]);
  }

  private static ProtoWriter borrowWriter() {
    ProtoWriter w = PROTO_WRITERS.get();
    if (w == null) {
      return new ProtoWriter();
    }
    PROTO_WRITERS.set(null);
    return w.reset();
  }

  private static void returnWriter(ProtoWriter w) {
    if (w.buffer().length <= KEEP_BUFFER_BYTES) {
      PROTO_WRITERS.set(w);
    }
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + type.getName() + "]";
  }
}
