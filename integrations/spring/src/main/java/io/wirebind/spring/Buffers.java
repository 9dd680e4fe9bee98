package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.JsonWriter;
import io.wirebind.annotation.JsonStyle;
import java.io.OutputStream;
import io.wirebind.ProtoWriter;

/**
 * One JSON and one protobuf writer per thread for whole single-message bodies, so a request
 * allocates no encoding buffer; a writer grown past 64 KiB is not kept.
 */
final class Buffers {
  private static final int KEEP_LIMIT = 1 << 16;
  private static final ThreadLocal<JsonWriter> JSON = ThreadLocal.withInitial(() -> new JsonWriter(1024));
  private static final ThreadLocal<ProtoWriter> PROTO = ThreadLocal.withInitial(() -> new ProtoWriter(1024));

  private Buffers() {}

  /**
   * This thread's JSON writer, reset, writing characters outside the BMP as {@code codec}'s Jackson
   * does (Jackson 3 as UTF-8, Jackson 2 as two escapes).
   */
  static JsonWriter json(Codec<?> codec) {
    return json().surrogatesAsUtf8(codec.jacksonStyle() == JsonStyle.JACKSON3);
  }

  /** A JSON writer to {@code out} writing as {@code codec}'s Jackson does; see {@link #json(Codec)}. */
  static JsonWriter jsonTo(OutputStream out, Codec<?> codec) {
    return new JsonWriter(out).surrogatesAsUtf8(codec.jacksonStyle() == JsonStyle.JACKSON3);
  }

  /** This thread's JSON writer, reset. */
  private static JsonWriter json() {
    JsonWriter w = JSON.get();
    if (w.buffer().length > KEEP_LIMIT) {
      w = new JsonWriter(1024);
      JSON.set(w);
    }
    return w.reset();
  }

  /** This thread's protobuf writer, reset. */
  static ProtoWriter proto() {
    ProtoWriter w = PROTO.get();
    if (w.buffer().length > KEEP_LIMIT) {
      w = new ProtoWriter(1024);
      PROTO.set(w);
    }
    return w.reset();
  }
}
