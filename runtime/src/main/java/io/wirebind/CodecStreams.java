package io.wirebind;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/**
 * The bodies of {@link Codec}'s buffer and stream conveniences: input that is not a {@code byte[]}
 * (a direct buffer, a stream read whole, a stream of known length) is copied into an array lent by
 * {@link Lending} and decoded by the {@code byte[]} path, and arrays and lines of messages are
 * written through one 8 KiB buffer.
 */
final class CodecStreams {
  private CodecStreams() {}

  /** A whole protobuf message from the remaining bytes of {@code input}: in place, or copied once. */
  static <T> T fromProto(Codec<T> codec, ByteBuffer input, Limits limits) {
    ProtoReader r = new ProtoReader().limits(limits);
    if (input.hasArray()) {
      return codec.readProto(r.reset(input), null);
    }
    int n = input.remaining();
    if (n > limits.maxInputSize()) {
      throw Limits.inputTooLarge(n, limits.maxInputSize(), "protobuf input");
    }
    Lending.Scratch s = Lending.scratch(n);
    try {
      input.get(input.position(), s.bytes, 0, n);
      return codec.readProto(r.reset(s.bytes, 0, n), null);
    } finally {
      Lending.giveBack(s);
    }
  }

  /**
   * A protobuf message of exactly {@code length} bytes of {@code in}; a stream that ends before is a
   * {@link WirebindException} at the offset where it ended (partial input is bad input).
   */
  static <T> T fromProto(Codec<T> codec, InputStream in, int length, Limits limits) throws IOException {
    if (length < 0) {
      throw new IllegalArgumentException("negative length " + length);
    }
    if (length > limits.maxInputSize()) {
      throw Limits.inputTooLarge(length, limits.maxInputSize(), "protobuf input");
    }
    Lending.Scratch s = Lending.scratch(length);
    try {
      int n = in.readNBytes(s.bytes, 0, length);
      if (n < length) {
        throw new WirebindException(
            "the stream ends after " + n + " of the " + length + " bytes announced for the message", n);
      }
      return codec.readProto(new ProtoReader().limits(limits).reset(s.bytes, 0, length), null);
    } finally {
      Lending.giveBack(s);
    }
  }

  /** A protobuf message that is the whole rest of {@code in}. */
  static <T> T fromProto(Codec<T> codec, InputStream in, Limits limits) throws IOException {
    ProtoReader r = new ProtoReader().limits(limits);
    Lending.Scratch all = StreamInput.readAll(Lending.kept(), in, limits.maxInputSize(), "protobuf input");
    try {
      return codec.readProto(r.reset(all.bytes, 0, all.length), null);
    } finally {
      Lending.giveBack(all);
    }
  }

  /**
   * A whole JSON document from the remaining bytes of {@code json}: a heap buffer in place, a
   * direct one copied once into a lent array (a large one from {@link Lending}'s bounded slots, not
   * the lent reader's own copy, which would make the reader too large to keep).
   */
  static <T> T fromJson(Codec<T> codec, ByteBuffer json, Limits limits) {
    if (json.hasArray()) {
      return codec.fromJson(json.array(), json.arrayOffset() + json.position(), json.remaining(), limits);
    }
    int n = json.remaining();
    if (n > limits.maxInputSize()) {
      throw Limits.inputTooLarge(n, limits.maxInputSize(), "JSON input");
    }
    Lending.Kept kept = Lending.kept(); // one lookup for the array and the reader
    Lending.Scratch s = Lending.scratch(kept, n);
    try {
      json.get(json.position(), s.bytes, 0, n);
      return codec.fromJson(kept, s.bytes, 0, n, limits, codec.jsonStyle());
    } finally {
      Lending.giveBack(s);
    }
  }

  /** The JSON document that is the whole rest of {@code in}, read into a lent array and decoded. */
  static <T> T fromJson(Codec<T> codec, InputStream in, Limits limits) throws IOException {
    Lending.Kept kept = Lending.kept(); // one lookup for the array and the reader
    Lending.Scratch all = StreamInput.readAll(kept, in, limits.maxInputSize(), "JSON input");
    try {
      return codec.fromJson(kept, all.bytes, 0, all.length, limits, codec.jsonStyle());
    } finally {
      Lending.giveBack(all);
    }
  }

  /** {@code values} as one JSON array, or as NDJSON lines when {@code lines}, through an 8 KiB buffer. */
  static <T> void writeJsonSequence(Codec<T> codec, Iterable<? extends T> values, OutputStream out, boolean lines)
      throws IOException {
    JsonWriter w = new JsonWriter(out).surrogatesAsUtf8(codec.jsonStyle() == io.wirebind.annotation.JsonStyle.JACKSON3);
    if (!lines) {
      w.writeByte((byte) '[');
    }
    boolean first = true;
    for (T value : values) {
      if (!lines && !first) {
        w.writeByte((byte) ',');
      }
      first = false;
      codec.writeJson(value, w);
      if (lines) {
        w.writeByte((byte) '\n');
      }
    }
    if (!lines) {
      w.writeByte((byte) ']');
    }
    w.flush();
  }
}
