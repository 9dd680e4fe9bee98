package io.wirebind;

/**
 * The writers and the JSON reader {@link Codec}'s convenience methods borrow: one of each per
 * thread, so that {@code codec.fromJson(bytes)} or {@code codec.toProto(value)} does not allocate
 * a reader or writer, nor regrow the scratch buffers it has grown before. (A {@link ProtoReader}
 * is not lent: a fresh one is a single small object, cheaper than a ThreadLocal lookup.) A codec used while another is
 * borrowing on the same thread (a nested call) gets a fresh one.
 *
 * <p>A returned reader lets go of the caller's input, so that no thread keeps a reference to it. A
 * reader or writer that has grown past {@link #KEEP_BYTES} of buffers is dropped rather than kept
 * for the thread's lifetime.
 */
final class Lending {
  static final int KEEP_BYTES = 64 * 1024;

  private static final byte[] NO_BYTES = new byte[0];
  private static final ThreadLocal<ProtoWriter> PROTO_WRITERS =
      ThreadLocal.withInitial(ProtoWriter::new);
  private static final ThreadLocal<JsonWriter> JSON_WRITERS =
      ThreadLocal.withInitial(JsonWriter::new);
  private static final ThreadLocal<JsonReader> JSON_READERS =
      ThreadLocal.withInitial(JsonReader::new);

  private Lending() {}

  /** This thread's protobuf writer, reset; a fresh one when it is already borrowed. */
  static ProtoWriter protoWriter() {
    ProtoWriter w = PROTO_WRITERS.get();
    if (w.borrowed) {
      return new ProtoWriter();
    }
    w.borrowed = true;
    return w.reset();
  }

  static void giveBack(ProtoWriter w) {
    if (w.borrowed) {
      w.borrowed = false;
      if (w.buffer().length > KEEP_BYTES) {
        PROTO_WRITERS.remove();
      }
    }
  }

  /** This thread's JSON writer, reset; a fresh one when it is already borrowed. */
  static JsonWriter jsonWriter() {
    JsonWriter w = JSON_WRITERS.get();
    if (w.borrowed) {
      return new JsonWriter();
    }
    w.borrowed = true;
    return w.reset();
  }

  static void giveBack(JsonWriter w) {
    if (w.borrowed) {
      w.borrowed = false;
      if (w.buffer().length > KEEP_BYTES) {
        JSON_WRITERS.remove();
      }
    }
  }

  /** This thread's JSON reader with the default limits; reset it to the input. */
  static JsonReader jsonReader() {
    JsonReader r = JSON_READERS.get();
    if (r.borrowed) {
      return new JsonReader();
    }
    r.borrowed = true;
    return r;
  }

  static void giveBack(JsonReader r) {
    if (r.borrowed) {
      r.borrowed = false;
      r.reset(NO_BYTES);
      if (r.scratch.length + 8L * r.kinds.length + r.numbers.retainedBytes() > KEEP_BYTES) {
        JSON_READERS.remove();
      }
    }
  }
}
