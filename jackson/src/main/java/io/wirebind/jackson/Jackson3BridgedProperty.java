package io.wirebind.jackson;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.util.Iterator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.PropertyName;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.DeserializationContextExt;
import tools.jackson.databind.deser.SettableBeanProperty;
import tools.jackson.databind.deser.bean.BeanDeserializerBase;
import tools.jackson.databind.ser.BeanPropertyWriter;
import tools.jackson.databind.ser.PropertyWriter;
import tools.jackson.databind.ser.bean.BeanSerializerBase;

/**
 * {@link BridgedProperty} for codecs generated for Jackson 3 ({@code JsonStyle.JACKSON3}): one
 * bridged property, held in a static final field of the codec, written and read by the {@link
 * Jackson3Bridge#mapper() application's Jackson 3 mapper} exactly as that mapper writes and reads
 * the property of the message class (the property's {@code BeanPropertyWriter} and {@code
 * SettableBeanProperty}). JSON: Jackson 3's bytes for the value; reading hands Jackson exactly the
 * bytes of the value. Protobuf: those JSON bytes as a {@code string} field. Every failure is a
 * {@link WirebindException}.
 *
 * <p>For generated code, with no compatibility promise. Thread-safe.
 *
 * @param <T> the property's type
 */
public final class Jackson3BridgedProperty<T> {
  private final Class<?> owner;
  private final String name;
  private volatile Resolved resolved;

  private Jackson3BridgedProperty(Class<?> owner, String name) {
    this.owner = owner;
    this.name = name;
  }

  /** The property Jackson names {@code name} in {@code owner}. */
  public static <T> Jackson3BridgedProperty<T> of(Class<?> owner, String name) {
    return new Jackson3BridgedProperty<>(owner, name);
  }

  // ---- JSON

  /** Writes the non-null {@code value} as the mapper writes this property's value. */
  public void writeJson(T value, JsonWriter out) {
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
  public boolean nonEmpty(T value) {
    Resolved r = resolved();
    try {
      SerializationContext ctxt = r.mapper._serializationContext();
      return !r.writer(ctxt).serializerFor(value, ctxt).isEmpty(ctxt, value);
    } catch (WirebindException e) {
      throw e;
    } catch (RuntimeException e) {
      throw writeFailed(e);
    }
  }

  /**
   * Reads the next value, {@code null} included, as the mapper reads this property: the value's
   * bytes are skipped by {@code in} (which validates them) and handed to Jackson.
   */
  public T readJson(JsonReader in) {
    int at = in.position();
    int start = in.skipValueSpan();
    int end = in.inputIndex();
    return read(in.input(), start, end - start, at, true);
  }

  // ---- protobuf

  /** Writes the non-null {@code value} as a {@code string} field's payload: its JSON, length-prefixed. */
  public void writeProto(T value, ProtoWriter out) {
    Sink s = Sink.take();
    try {
      serialize(value, s);
      out.writeBytes(s.toByteArray());
    } finally {
      s.release();
    }
  }

  /** Reads a {@code string} field's payload (the value's JSON) as the mapper reads this property. */
  public T readProto(ProtoReader in) {
    int at = in.position();
    byte[] json = in.readBytes();
    return read(json, 0, json.length, at, false);
  }

  /**
   * As {@link #readProto}, for a primitive property: a payload the mapper reads as {@code null}
   * (the text {@code null}) gives {@code ifNull}, the primitive's default, as Jackson's default
   * for a null primitive does.
   */
  public T readProtoOr(ProtoReader in, T ifNull) {
    T v = readProto(in);
    return v != null ? v : ifNull;
  }

  // ---- Jackson

  private void serialize(T value, Sink s) {
    Resolved r = resolved();
    try {
      SerializationContext ctxt = r.mapper._serializationContext();
      Bridge3Writer w = r.writer(ctxt);
      try (JsonGenerator g = r.mapper.tokenStreamFactory().createGenerator(ctxt, s, JsonEncoding.UTF8)) {
        w.writeValue(value, g, ctxt);
      }
    } catch (WirebindException e) {
      throw e;
    } catch (RuntimeException e) {
      throw writeFailed(e);
    }
  }

  @SuppressWarnings("unchecked")
  private T read(byte[] bytes, int offset, int length, int at, boolean json) {
    Resolved r = resolved();
    DeserializationContextExt ctxt = r.mapper._deserializationContext();
    try (JsonParser p = r.mapper.tokenStreamFactory().createParser(ctxt, bytes, offset, length)) {
      ctxt.assignParser(p);
      SettableBeanProperty prop = r.property(ctxt);
      if (p.nextToken() == null) {
        throw new WirebindException("property '" + name + "' of " + owner.getName()
            + " holds no JSON value (Jackson bridge)", at);
      }
      Object value = prop.deserialize(p, ctxt);
      if (!json && p.nextToken() != null) {
        throw new WirebindException("property '" + name + "' of " + owner.getName()
            + " holds more than one JSON value (Jackson bridge)", at);
      }
      return (T) value;
    } catch (WirebindException e) {
      throw e;
    } catch (RuntimeException e) {
      long where = at;
      if (json && e instanceof JacksonException j) {
        TokenStreamLocation loc = j.getLocation();
        if (loc != null && loc.getByteOffset() >= 0) {
          where = at + Math.min(loc.getByteOffset(), length);
        }
      }
      throw new WirebindException("Jackson could not read property '" + name + "' of "
          + owner.getName() + " (Jackson bridge): " + describe(e), where, e);
    }
  }

  private WirebindException writeFailed(RuntimeException e) {
    return new WirebindException("Jackson could not write property '" + name + "' of "
        + owner.getName() + " (Jackson bridge): " + describe(e), -1, e);
  }

  private static String describe(RuntimeException e) {
    String m = e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage();
    return m == null ? e.getClass().getName() : e.getClass().getSimpleName() + ": " + m;
  }

  /** What was found for the mapper in use; found again when the mapper changes. */
  private Resolved resolved() {
    ObjectMapper m = Jackson3Bridge.mapper();
    Resolved r = resolved;
    if (r == null || r.mapper != m) {
      resolved = r = new Resolved(m);
    }
    return r;
  }

  /** The property's writer and reader in one mapper, each looked up on first use. */
  private final class Resolved {
    final ObjectMapper mapper;
    private volatile Bridge3Writer writer;
    private volatile SettableBeanProperty property;

    Resolved(ObjectMapper mapper) {
      this.mapper = mapper;
    }

    Bridge3Writer writer(SerializationContext ctxt) {
      Bridge3Writer w = writer;
      if (w == null) {
        ValueSerializer<Object> ser = ctxt.findValueSerializer(owner);
        if (!(ser instanceof BeanSerializerBase bean)) {
          throw notABean("serializer", ser);
        }
        for (Iterator<PropertyWriter> it = bean.properties(); it.hasNext(); ) {
          PropertyWriter p = it.next();
          if (p instanceof BeanPropertyWriter b && p.getName().equals(name)) {
            w = new Bridge3Writer(b);
            break;
          }
        }
        if (w == null) {
          throw missing("writes");
        }
        writer = w;
      }
      return w;
    }

    SettableBeanProperty property(DeserializationContext ctxt) {
      SettableBeanProperty p = property;
      if (p == null) {
        ValueDeserializer<Object> deser = ctxt.findContextualValueDeserializer(ctxt.constructType(owner), null);
        if (!(deser instanceof BeanDeserializerBase bean)) {
          throw notABean("deserializer", deser);
        }
        p = bean.findProperty(PropertyName.construct(name));
        if (p == null) {
          throw missing("reads");
        }
        property = p;
      }
      return p;
    }

    private IllegalStateException notABean(String what, Object found) {
      return new IllegalStateException("the mapper's " + what + " for " + owner.getName() + " is "
          + (found == null ? "missing" : found.getClass().getName()) + ", not a bean " + what
          + " with properties: the bridge hands Jackson one property of a bean");
    }

    private IllegalStateException missing(String verb) {
      return new IllegalStateException("the mapper " + verb + " no property '" + name + "' in "
          + owner.getName() + " (is it ignored or renamed for Jackson?)");
    }
  }
}
