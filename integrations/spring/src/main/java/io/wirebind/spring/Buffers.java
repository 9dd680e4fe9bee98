package io.wirebind.spring;

import io.wirebind.JsonWriter;
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

  /** This thread's JSON writer, reset. */
  static JsonWriter json() {
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
