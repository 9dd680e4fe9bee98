package io.wirebind;

import io.wirebind.annotation.JsonStyle;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * Encodes and decodes one message type. Generated subclasses ({@code Car_WireCodec}) are
 * stateless, thread-safe singletons; get one with {@link Wirebind#codec(Class)}.
 *
 * <p>The convenience methods ({@link #toProto}, {@link #fromProto(byte[])}) allocate what they
 * return; the readers and writers behind them are reused (per platform thread, from a small shared
 * pool on virtual threads). Hot paths reuse a {@link ProtoWriter} and {@link ProtoReader} per
 * thread and decode into an existing instance with {@link #readProto(ProtoReader, Object)}.
 *
 * <p>Every decoding method has a form taking {@link Limits}; the others use {@link
 * Limits#DEFAULTS}. Input comes as a {@code byte[]}, a heap or direct {@link ByteBuffer} (a heap
 * buffer read in place, a direct one copied once in bulk into a reused array) or an {@link
 * InputStream} or a blocking {@link ReadableByteChannel}: read whole up to {@link
 * Limits#maxInputSize()} for one message, element by element with {@link JsonStreamReader} and
 * {@link DelimitedReader} for streams of messages. Output goes to a {@code byte[]}, a {@link
 * ByteBuffer}, an {@link OutputStream} or a {@link WritableByteChannel}, arrays and streams of
 * messages one message at a time through an 8 KiB buffer.
 *
 * @param <T> the message type
 */
public abstract class Codec<T> {
  private final Class<T> type;
  private final JsonStyle jsonStyle;
  private final JsonStyle jacksonStyle;

  /** For generated codecs: Jackson-style JSON by default. */
  protected Codec(Class<T> type) {
    this(type, JsonStyle.JACKSON);
  }

  /**
   * For generated codecs: {@code jsonStyle} is the style of {@link #toJson(Object)}. The codec
   * offers itself to {@link Wirebind#codec}, which then needs no reflective access to the codec
   * class (on the module path, the user's package need not be exported or opened to Wirebind).
   */
  protected Codec(Class<T> type, JsonStyle jsonStyle) {
    this(type, jsonStyle, jsonStyle == JsonStyle.JACKSON3 ? JsonStyle.JACKSON3 : JsonStyle.JACKSON);
  }

  /**
   * For generated codecs whose default style is {@code jsonStyle} and whose Jackson-style JSON
   * matches {@code jacksonStyle}'s mapper ({@link JsonStyle#JACKSON} or {@link JsonStyle#JACKSON3}).
   */
  protected Codec(Class<T> type, JsonStyle jsonStyle, JsonStyle jacksonStyle) {
    this.type = type;
    this.jsonStyle = jsonStyle;
    this.jacksonStyle = jacksonStyle;
    Wirebind.offer(this);
  }

  /** The JSON style used when none is given ({@code @WireMessage(json = ...)}). */
  public final JsonStyle jsonStyle() {
    return jsonStyle;
  }

  /**
   * The Jackson this codec's Jackson-style JSON matches, fixed when the codec was generated:
   * {@link JsonStyle#JACKSON} (Jackson 2's default {@code ObjectMapper}) or {@link
   * JsonStyle#JACKSON3} (Jackson 3's default {@code JsonMapper}); chosen with {@code
   * @WireMessage(json = ...)} or the processor option {@code -Awirebind.jackson=2|3}. The
   * conveniences taking a style reject the other Jackson rather than write different JSON.
   */
  public final JsonStyle jacksonStyle() {
    return jacksonStyle;
  }

  /** Whether this codec writes and reads {@code style}: proto3 JSON, or its own Jackson. */
  public final boolean supports(JsonStyle style) {
    return style == JsonStyle.PROTO3 || style == jacksonStyle;
  }

  private JsonStyle checked(JsonStyle style) {
    if (!supports(style)) {
      throw new IllegalArgumentException("the codec of " + type.getName() + " was generated for "
          + (jacksonStyle == JsonStyle.JACKSON3 ? "Jackson 3's JSON (JsonStyle.JACKSON3)" : "Jackson 2's JSON (JsonStyle.JACKSON)")
          + ", not " + style + "; generate it with -Awirebind.jackson="
          + (style == JsonStyle.JACKSON3 ? "3" : "2") + " or @WireMessage(json = " + style + ")");
    }
    return style;
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

  /**
   * {@code value} in the protobuf wire format.
   *
   * @throws NullPointerException when {@code value} is null: protobuf has no null message (JSON
   *     has, so {@link #toJson(Object)} writes {@code null})
   */
  public byte[] toProto(T value) {
    requireMessage(value, "toProto");
    ProtoWriter w = Lending.protoWriter();
    try {
      writeProto(value, w);
      return w.toByteArray();
    } finally {
      Lending.giveBack(w);
    }
  }

  /** Writes {@code value} to {@code out} reset first; for reuse of one writer in a loop. */
  public void toProto(T value, ProtoWriter out) {
    requireMessage(value, "toProto");
    requireArgument(out, "toProto", "a ProtoWriter");
    out.reset();
    writeProto(value, out);
  }

  // A fresh ProtoReader is one small object with no arrays, which escape analysis often removes:
  // cheaper than borrowing one from a ThreadLocal (measured on StringBenchmark).

  /** Decodes a whole message. */
  public T fromProto(byte[] input) {
    requireArgument(input, "fromProto", "the protobuf bytes");
    return readProto(new ProtoReader().reset(input), null);
  }

  /** Decodes a whole message from {@code length} bytes at {@code offset}. */
  public T fromProto(byte[] input, int offset, int length) {
    requireArgument(input, "fromProto", "the protobuf bytes");
    return readProto(new ProtoReader().reset(input, offset, length), null);
  }

  /**
   * Decodes a whole message from the remaining bytes of {@code input} (its position is not moved):
   * a heap buffer in place, a direct one after one bulk copy into a lent array.
   */
  public T fromProto(ByteBuffer input) {
    return fromProto(input, Limits.DEFAULTS);
  }

  /** Decodes a whole message with {@code limits}. */
  public T fromProto(byte[] input, Limits limits) {
    return readProto(new ProtoReader().limits(limits).reset(input), null);
  }

  /** Decodes a whole message from the remaining bytes of {@code input} with {@code limits}. */
  public T fromProto(ByteBuffer input, Limits limits) {
    requireArgument(input, "fromProto", "the protobuf bytes");
    return CodecStreams.fromProto(this, input, limits);
  }

  /**
   * Decodes one message of exactly {@code length} bytes from {@code in} (a transport's stream whose
   * length is known), read into an array lent as the conveniences' writers are (per platform thread,
   * from a small pool on virtual threads) rather than a new one; only those bytes are consumed.
   *
   * @throws WirebindException when {@code length} is over {@link Limits#maxInputSize()}, the bytes
   *     do not decode, or the stream ends before {@code length} bytes (a partial message is bad
   *     input; the offset is where the stream ended)
   */
  public T fromProto(InputStream in, int length, Limits limits) throws IOException {
    requireArgument(in, "fromProto", "an InputStream");
    return CodecStreams.fromProto(this, in, length, limits);
  }

  /**
   * Decodes one message that is the whole rest of {@code in} (not length-prefixed), reading it
   * into a lent array first: up to {@link Limits#maxInputSize()} bytes, growing as bytes arrive.
   */
  public T fromProto(InputStream in, Limits limits) throws IOException {
    requireArgument(in, "fromProto", "an InputStream");
    return CodecStreams.fromProto(this, in, limits);
  }

  /**
   * Writes {@code value} in the protobuf wire format into {@code out} at its position, which
   * moves past the bytes; returns their number.
   *
   * @throws java.nio.BufferOverflowException when they do not fit ({@code out} is then unchanged)
   * @throws java.nio.ReadOnlyBufferException when {@code out} is read-only
   */
  public int toProto(T value, ByteBuffer out) {
    ProtoWriter w = Lending.protoWriter();
    try {
      writeProto(value, w);
      out.put(w.buffer(), 0, w.size());
      return w.size();
    } finally {
      Lending.giveBack(w);
    }
  }

  /** Merges the message in {@code input} into {@code target}. */
  public T mergeProto(byte[] input, T target) {
    requireArgument(input, "mergeProto", "the protobuf bytes");
    return mergeProto(new ProtoReader().reset(input), target);
  }

  /** Writes {@code value} to {@code out} preceded by its length as a varint. */
  public void writeDelimited(T value, OutputStream out) throws IOException {
    requireMessage(value, "writeDelimited");
    requireArgument(out, "writeDelimited", "an OutputStream");
    ProtoWriter w = Lending.protoWriter();
    try {
      int mark = w.beginPacked(); // the length prefix, filled in after the message; not a level
      writeProto(value, w);
      w.endPacked(mark);
      w.writeTo(out);
    } finally {
      Lending.giveBack(w);
    }
  }

  /**
   * Reads one length-prefixed message from {@code in}; {@code null} at a clean end of stream. Only
   * that message's bytes are consumed, so calls can be repeated on one stream. For long streams
   * {@link DelimitedReader} avoids the per-message allocations.
   */
  public T readDelimited(InputStream in, T reuse) throws IOException {
    requireArgument(in, "readDelimited", "an InputStream");
    // not a throwaway DelimitedReader: it reads ahead, and the bytes of the following messages
    // would be lost with it
    return DelimitedReader.readOne(in, this, reuse, DelimitedReader.DEFAULT_MAX_MESSAGE_SIZE);
  }

  /**
   * Writes every value of {@code values} with {@link #writeDelimited(Object, OutputStream)}, one
   * at a time: memory is bounded by the largest message, not by the stream.
   */
  public void writeDelimited(Iterable<? extends T> values, OutputStream out) throws IOException {
    for (T value : values) {
      writeDelimited(value, out);
    }
  }

  // ---- JSON: what generated codecs implement ----

  /** Writes the non-null {@code value} as a JSON object in {@code style}. */
  public abstract void writeJson(T value, JsonWriter out, JsonStyle style);

  /**
   * Reads one JSON value ({@code null} or an object) in {@code style}; members are decoded into
   * {@code reuse} when it is not null (members absent from the input get the value a new instance
   * has; lists, maps, nested objects and arrays of the right length are reused). Returns the
   * decoded message, or null for JSON {@code null}.
   */
  public abstract T readJson(JsonReader in, T reuse, JsonStyle style);

  // ---- JSON conveniences ----

  /** Writes {@code value} (may be null) in this codec's style. */
  public void writeJson(T value, JsonWriter out) {
    if (value == null) {
      out.writeNull();
    } else {
      writeJson(value, out, jsonStyle);
    }
  }

  /** Reads one JSON value in this codec's style, into {@code reuse} when not null. */
  public T readJson(JsonReader in, T reuse) {
    return readJson(in, reuse, jsonStyle);
  }

  /** {@code value} as JSON (UTF-8) in this codec's style; {@code null} is written as {@code null}, as Jackson does. */
  public byte[] toJson(T value) {
    return toJson(value, jsonStyle);
  }

  /** {@code value} as JSON (UTF-8) in {@code style}. */
  public byte[] toJson(T value, JsonStyle style) {
    requireArgument(style, "toJson", "a JsonStyle");
    checked(style);
    JsonWriter w = Lending.jsonWriter().surrogatesAsUtf8(style == JsonStyle.JACKSON3);
    try {
      if (value == null) {
        w.writeNull();
      } else {
        writeJson(value, w, style);
      }
      return w.toByteArray();
    } finally {
      Lending.giveBack(w);
    }
  }

  /** {@code value} as a JSON string in this codec's style. */
  public String toJsonString(T value) {
    return new String(toJson(value), java.nio.charset.StandardCharsets.UTF_8);
  }

  /** Writes {@code value} as JSON to {@code out}. */
  public void toJson(T value, OutputStream out) throws IOException {
    requireArgument(out, "toJson", "an OutputStream");
    JsonWriter w = new JsonWriter(out).surrogatesAsUtf8(jsonStyle == JsonStyle.JACKSON3);
    writeJson(value, w);
    w.flush();
  }

  /**
   * Writes {@code value} as JSON into {@code out} at its position, which moves past the bytes;
   * returns their number.
   *
   * @throws java.nio.BufferOverflowException when they do not fit ({@code out} is then unchanged)
   */
  public int toJson(T value, ByteBuffer out) {
    JsonWriter w = Lending.jsonWriter();
    try {
      writeJson(value, w);
      out.put(w.buffer(), 0, w.size());
      return w.size();
    } finally {
      Lending.giveBack(w);
    }
  }

  /**
   * Writes {@code values} as one JSON array to {@code out}, element by element through an 8 KiB
   * buffer: memory is bounded by the buffer, not by the array. The bytes are those of a {@code
   * List} field holding the values. {@code out} is flushed, not closed.
   */
  public void writeJsonArray(Iterable<? extends T> values, OutputStream out) throws IOException {
    CodecStreams.writeJsonSequence(this, values, out, false);
  }

  /** Writes {@code values} as NDJSON to {@code out}: one JSON value and a {@code \n} per value. */
  public void writeJsonLines(Iterable<? extends T> values, OutputStream out) throws IOException {
    CodecStreams.writeJsonSequence(this, values, out, true);
  }

  /**
   * Decodes a whole JSON document (only whitespace may follow the value); the document {@code null}
   * gives null, as with Jackson.
   */
  public T fromJson(byte[] json) {
    return fromJson(json, jsonStyle);
  }

  /** Decodes a whole JSON document with {@code limits}. */
  public T fromJson(byte[] json, Limits limits) {
    return fromJson(json, 0, json.length, limits);
  }

  /** Decodes a whole JSON document of {@code length} bytes at {@code offset}, with {@code limits}. */
  public T fromJson(byte[] json, int offset, int length, Limits limits) {
    return fromJson(Lending.kept(), json, offset, length, limits, jsonStyle);
  }

  /**
   * The body of the {@code fromJson} conveniences: {@code length} bytes of {@code json} at {@code
   * offset} decoded with the reader of {@code kept} ({@link Lending#kept()}, looked up once per
   * call by the caller, which may have borrowed an input array from it too).
   */
  final T fromJson(Lending.Kept kept, byte[] json, int offset, int length, Limits limits, JsonStyle style) {
    JsonReader r = Lending.jsonReader(kept);
    try {
      if (limits != Limits.DEFAULTS) {
        r.limits(limits);
      }
      T value = readJson(r.reset(json, offset, length), null, style);
      r.endOfInput();
      return value;
    } finally {
      Lending.giveBack(r);
    }
  }

  /** Decodes a whole JSON document from the remaining bytes of {@code json}. */
  public T fromJson(ByteBuffer json) {
    return fromJson(json, Limits.DEFAULTS);
  }

  /** Decodes a whole JSON document from the remaining bytes of {@code json} with {@code limits}. */
  public T fromJson(ByteBuffer json, Limits limits) {
    requireArgument(json, "fromJson", "the JSON bytes");
    return CodecStreams.fromJson(this, json, limits);
  }

  /** Decodes the JSON document that is the rest of {@code in}; see {@link #fromJson(InputStream, Limits)}. */
  public T fromJson(InputStream in) throws IOException {
    return fromJson(in, Limits.DEFAULTS);
  }

  /**
   * Decodes the JSON document that is the rest of {@code in}. One document is read into a buffer
   * first (up to {@link Limits#maxInputSize()} bytes, growing as bytes arrive) and then decoded:
   * for a stream of many messages, use {@link JsonStreamReader}, which holds one element at a time.
   */
  public T fromJson(InputStream in, Limits limits) throws IOException {
    requireArgument(in, "fromJson", "an InputStream");
    return CodecStreams.fromJson(this, in, limits);
  }

  /** Decodes a whole JSON document in {@code style}. */
  public T fromJson(byte[] json, JsonStyle style) {
    requireArgument(json, "fromJson", "the JSON bytes");
    requireArgument(style, "fromJson", "a JsonStyle");
    checked(style);
    return fromJson(Lending.kept(), json, 0, json.length, Limits.DEFAULTS, style);
  }

  /** Decodes a whole JSON document given as text. */
  public T fromJson(String json) {
    requireArgument(json, "fromJson", "the JSON text");
    return fromJson(json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  /**
   * Reads a top-level JSON array of messages one element at a time, handing each to {@code sink}
   * without building a list; each element is decoded into {@code reuse} when not null (so the
   * sink must copy what it keeps). Returns the number of elements.
   */
  public long readJsonArray(JsonReader in, T reuse, java.util.function.Consumer<? super T> sink) {
    long n = 0;
    if (in.startArrayElements()) {
      do {
        T value = readJson(in, reuse);
        if (reuse != null && value != null) {
          reuse = value;
        }
        sink.accept(value);
        n++;
      } while (in.nextElement());
    }
    in.endOfInput();
    return n;
  }

  /**
   * Reads the top-level JSON array in {@code in} element by element ({@link JsonStreamReader}),
   * handing each to {@code sink} decoded into {@code reuse} when not null; returns the number of
   * elements. Memory is bounded by the largest element.
   */
  public long readJsonArray(InputStream in, T reuse, java.util.function.Consumer<? super T> sink, Limits limits)
      throws IOException {
    return JsonStreamReader.array(in).limits(limits).forEach(this, reuse, sink);
  }

  // ---- channels: the stream forms over a blocking channel, which is not closed ----
  // A SelectableChannel in non-blocking mode makes them throw IllegalBlockingModeException.

  /**
   * Decodes one message that is the whole rest of {@code in}, as {@link #fromProto(InputStream,
   * Limits)}; for many, {@link DelimitedReader#DelimitedReader(ReadableByteChannel)}.
   */
  public T fromProto(ReadableByteChannel in, Limits limits) throws IOException {
    requireArgument(in, "fromProto", "a ReadableByteChannel");
    return fromProto(Channels.newInputStream(in), limits);
  }

  /** Writes {@code value} in the protobuf wire format (no length prefix) to {@code out}. */
  public void toProto(T value, WritableByteChannel out) throws IOException {
    requireMessage(value, "toProto");
    requireArgument(out, "toProto", "a WritableByteChannel");
    ProtoWriter w = Lending.protoWriter();
    try {
      writeProto(value, w);
      w.writeTo(Channels.newOutputStream(out));
    } finally {
      Lending.giveBack(w);
    }
  }

  /** As {@link #writeDelimited(Iterable, OutputStream)}, through an 8 KiB buffer (one write per 8 KiB, not per message). */
  public void writeDelimited(Iterable<? extends T> values, WritableByteChannel out) throws IOException {
    requireArgument(out, "writeDelimited", "a WritableByteChannel");
    BufferedOutputStream buffered = new BufferedOutputStream(Channels.newOutputStream(out), 8192);
    writeDelimited(values, buffered);
    buffered.flush();
  }

  /**
   * Decodes the JSON document that is the whole rest of {@code in}, as {@link #fromJson(InputStream,
   * Limits)}; for many, {@link JsonStreamReader#array(ReadableByteChannel)} or {@code lines}.
   */
  public T fromJson(ReadableByteChannel in, Limits limits) throws IOException {
    requireArgument(in, "fromJson", "a ReadableByteChannel");
    return fromJson(Channels.newInputStream(in), limits);
  }

  /** As {@link #readJsonArray(InputStream, Object, java.util.function.Consumer, Limits)}: element by element. */
  public long readJsonArray(ReadableByteChannel in, T reuse, java.util.function.Consumer<? super T> sink,
      Limits limits) throws IOException {
    requireArgument(in, "readJsonArray", "a ReadableByteChannel");
    return JsonStreamReader.array(in).limits(limits).forEach(this, reuse, sink);
  }

  /** Writes {@code value} as JSON to {@code out} through an 8 KiB buffer, as {@link #toJson(Object, OutputStream)}. */
  public void toJson(T value, WritableByteChannel out) throws IOException {
    requireArgument(out, "toJson", "a WritableByteChannel");
    toJson(value, Channels.newOutputStream(out));
  }

  /** Writes {@code values} as one JSON array to {@code out}, element by element through an 8 KiB buffer. */
  public void writeJsonArray(Iterable<? extends T> values, WritableByteChannel out) throws IOException {
    requireArgument(out, "writeJsonArray", "a WritableByteChannel");
    writeJsonArray(values, Channels.newOutputStream(out));
  }

  /** Writes {@code values} as NDJSON to {@code out}, element by element through an 8 KiB buffer. */
  public void writeJsonLines(Iterable<? extends T> values, WritableByteChannel out) throws IOException {
    requireArgument(out, "writeJsonLines", "a WritableByteChannel");
    writeJsonLines(values, Channels.newOutputStream(out));
  }

  /**
   * A null argument is a programming error, reported at once with what to pass: a {@code
   * NullPointerException} naming the method.
   */
  private static void requireArgument(Object argument, String method, String what) {
    if (argument == null) {
      throw new NullPointerException(method + " was given null where it needs " + what);
    }
  }

  private void requireMessage(T value, String method) {
    if (value == null) {
      throw new NullPointerException(method + "(null): protobuf has no null message; pass a message of "
          + type.getSimpleName() + " (newDefault() gives one with every field absent), or skip the write");
    }
  }

  /** A message with every field absent, as decoding empty input gives. */
  public T newDefault() {
    return fromProto(new byte[0]);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + type.getName() + "]";
  }
}
