package io.wirebind.jackson;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;

/**
 * What a bridged property does on Wirebind's side, whichever Jackson major carries it: the JSON
 * value's bytes are handed to Jackson and taken from it, protobuf carries them as a {@code string}
 * field, and every failure becomes a {@link WirebindException} naming the property. The subclasses
 * ({@link BridgedProperty} for Jackson 2, {@link Jackson3BridgedProperty} for Jackson 3) only
 * find the property in their mapper and call it.
 *
 * <p>For generated code, with no compatibility promise. Thread-safe.
 *
 * @param <T> the property's type
 */
public abstract class AbstractBridgedProperty<T> {
  final Class<?> owner;
  final String name;

  AbstractBridgedProperty(Class<?> owner, String name) {
    this.owner = owner;
    this.name = name;
  }

  // ---- JSON

  /** Writes the non-null {@code value} as the mapper writes this property's value. */
  public final void writeJson(T value, JsonWriter out) {
    Sink s = Sink.take();
    try {
      serialize(value, s);
      s.copyTo(out);
    } finally {
      s.release();
    }
  }

  /**
   * Whether {@code @JsonInclude(NON_EMPTY)} writes the non-null {@code value}: the serializer
   * Jackson uses for it does not call it empty.
   */
  public final boolean nonEmpty(T value) {
    try {
      return !isEmpty(value);
    } catch (WirebindException e) {
      throw e;
    } catch (Exception e) {
      throw writeFailed(e);
    }
  }

  /**
   * Reads the next value, {@code null} included, as the mapper reads this property: the value's
   * bytes are skipped by {@code in} (which validates them) and handed to Jackson.
   */
  public final T readJson(JsonReader in) {
    int at = in.position();
    int start = in.skipValueSpan();
    int end = in.inputIndex();
    return read(in.input(), start, end - start, at, true);
  }

  // ---- protobuf

  /** Writes the non-null {@code value} as a {@code string} field's payload: its JSON, length-prefixed. */
  public final void writeProto(T value, ProtoWriter out) {
    Sink s = Sink.take();
    try {
      serialize(value, s);
      out.writeBytes(s.toByteArray());
    } finally {
      s.release();
    }
  }

  /** Reads a {@code string} field's payload (the value's JSON) as the mapper reads this property. */
  public final T readProto(ProtoReader in) {
    int at = in.position();
    byte[] json = in.readBytes();
    return read(json, 0, json.length, at, false);
  }

  /**
   * As {@link #readProto}, for a primitive property: a payload the mapper reads as {@code null}
   * (the text {@code null}) gives {@code ifNull}, the primitive's default, as Jackson's default
   * for a null primitive does.
   */
  public final T readProtoOr(ProtoReader in, T ifNull) {
    T v = readProto(in);
    return v != null ? v : ifNull;
  }

  // ---- what each Jackson major does

  /** Whether the serializer the mapper uses for the non-null {@code value} calls it empty. */
  abstract boolean isEmpty(T value) throws Exception;

  /** Writes {@code value} as the mapper writes this property, into {@code s}. */
  abstract void writeWithJackson(T value, Sink s) throws Exception;

  /**
   * Reads the one JSON value in {@code bytes[offset, offset + length)} as the mapper reads this
   * property; {@code json}: the value came from a JSON document (more bytes may follow it),
   * otherwise from a protobuf {@code string} field (which must hold the value alone).
   */
  abstract Object readWithJackson(byte[] bytes, int offset, int length, int at, boolean json) throws Exception;

  /** Where in the value's bytes Jackson's {@code e} happened, or -1 when it does not say. */
  abstract long offsetIn(Exception e);

  /** Jackson's message of {@code e} without its location, or {@code e}'s message. */
  abstract String messageOf(Exception e);

  // ---- shared by both

  private void serialize(T value, Sink s) {
    try {
      writeWithJackson(value, s);
    } catch (WirebindException e) {
      throw e;
    } catch (Exception e) {
      throw writeFailed(e);
    }
  }

  @SuppressWarnings("unchecked")
  private T read(byte[] bytes, int offset, int length, int at, boolean json) {
    try {
      return (T) readWithJackson(bytes, offset, length, at, json);
    } catch (WirebindException e) {
      throw e;
    } catch (Exception e) {
      long where = at;
      long inValue = json ? offsetIn(e) : -1;
      if (inValue >= 0) {
        where = at + Math.min(inValue, length);
      }
      throw new WirebindException("Jackson could not read property '" + name + "' of "
          + owner.getName() + " (Jackson bridge): " + describe(e), where, e);
    }
  }

  /** The value's bytes held no JSON value. */
  final WirebindException noValue(int at) {
    return new WirebindException("property '" + name + "' of " + owner.getName()
        + " holds no JSON value (Jackson bridge)", at);
  }

  /** A protobuf payload held more than the value. */
  final WirebindException moreThanOneValue(int at) {
    return new WirebindException("property '" + name + "' of " + owner.getName()
        + " holds more than one JSON value (Jackson bridge)", at);
  }

  final IllegalStateException notABean(String what, Object found) {
    return new IllegalStateException("the mapper's " + what + " for " + owner.getName() + " is "
        + (found == null ? "missing" : found.getClass().getName()) + ", not a bean " + what
        + " with properties: the bridge hands Jackson one property of a bean");
  }

  final IllegalStateException missing(String verb) {
    return new IllegalStateException("the mapper " + verb + " no property '" + name + "' in "
        + owner.getName() + " (is it ignored or renamed for Jackson?)");
  }

  private WirebindException writeFailed(Exception e) {
    return new WirebindException("Jackson could not write property '" + name + "' of "
        + owner.getName() + " (Jackson bridge): " + describe(e), -1, e);
  }

  private String describe(Exception e) {
    String m = messageOf(e);
    return m == null ? e.getClass().getName() : e.getClass().getSimpleName() + ": " + m;
  }
}
