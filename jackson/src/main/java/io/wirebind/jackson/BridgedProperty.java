package io.wirebind.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.PropertyWriter;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.util.Iterator;

/**
 * One bridged property of a generated codec, held in a static final field of the codec: its value
 * is written and read by the {@link JacksonBridge#mapper() application's mapper} exactly as that
 * mapper writes and reads the property of the message class (the property's {@code
 * BeanPropertyWriter} and {@code SettableBeanProperty}, so its {@code @JsonSerialize}, {@code
 * @JsonDeserialize}, {@code @JsonFormat}, type information and module serializers apply). JSON:
 * Jackson's bytes for the value; reading hands Jackson exactly the bytes of the value, after
 * Wirebind's reader skipped (and validated) them. Protobuf: those JSON bytes as a {@code string}
 * field. Every failure is a {@link WirebindException} (with the offset where the value starts, or
 * where Jackson failed inside it).
 *
 * <p>For generated code, with no compatibility promise. Thread-safe.
 *
 * @param <T> the property's type
 */
public final class BridgedProperty<T> {
  private final Class<?> owner;
  private final String name;
  private volatile Resolved resolved;

  private BridgedProperty(Class<?> owner, String name) {
    this.owner = owner;
    this.name = name;
  }

  /** The property Jackson names {@code name} in {@code owner}. */
  public static <T> BridgedProperty<T> of(Class<?> owner, String name) {
    return new BridgedProperty<>(owner, name);
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
      SerializerProvider prov = r.mapper.getSerializerProviderInstance();
      return !r.writer(prov).serializerFor(value, prov).isEmpty(prov, value);
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
      SerializerProvider prov = r.mapper.getSerializerProviderInstance();
      BridgeWriter w = r.writer(prov);
      JsonGenerator g = s.generator(r.mapper);
      boolean ok = false;
      try {
        w.writeValue(value, g, prov);
        ok = true;
      } finally {
        s.done(g, ok);
      }
    } catch (WirebindException e) {
      throw e;
    } catch (Exception e) {
      throw writeFailed(e);
    }
  }

  @SuppressWarnings("unchecked")
  private T read(byte[] bytes, int offset, int length, int at, boolean json) {
    Resolved r = resolved();
    try (JsonParser p = r.mapper.getFactory().createParser(bytes, offset, length)) {
      r.mapper.getDeserializationConfig().initialize(p);
      DefaultDeserializationContext ctxt = ((DefaultDeserializationContext) r.mapper.getDeserializationContext())
          .createInstance(r.mapper.getDeserializationConfig(), p, r.mapper.getInjectableValues());
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
    } catch (Exception e) {
      long where = at;
      if (json && e instanceof JsonProcessingException j) {
        JsonLocation loc = j.getLocation();
        if (loc != null && loc.getByteOffset() >= 0) {
          where = at + Math.min(loc.getByteOffset(), length);
        }
      }
      throw new WirebindException("Jackson could not read property '" + name + "' of "
          + owner.getName() + " (Jackson bridge): " + describe(e), where, e);
    }
  }

  private WirebindException writeFailed(Exception e) {
    return new WirebindException("Jackson could not write property '" + name + "' of "
        + owner.getName() + " (Jackson bridge): " + describe(e), -1, e);
  }

  private static String describe(Exception e) {
    String m = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
    return m == null ? e.getClass().getName() : e.getClass().getSimpleName() + ": " + m;
  }

  /** What was found for the mapper in use; found again when the mapper changes. */
  private Resolved resolved() {
    ObjectMapper m = JacksonBridge.mapper();
    Resolved r = resolved;
    if (r == null || r.mapper != m) {
      resolved = r = new Resolved(m);
    }
    return r;
  }

  /** The property's writer and reader in one mapper, each looked up on first use. */
  private final class Resolved {
    final ObjectMapper mapper;
    private volatile BridgeWriter writer;
    private volatile SettableBeanProperty property;

    Resolved(ObjectMapper mapper) {
      this.mapper = mapper;
    }

    BridgeWriter writer(SerializerProvider prov) throws Exception {
      BridgeWriter w = writer;
      if (w == null) {
        JsonSerializer<Object> ser = prov.findValueSerializer(owner, null);
        if (!(ser instanceof BeanSerializerBase bean)) {
          throw notABean("serializer", ser);
        }
        for (Iterator<PropertyWriter> it = bean.properties(); it.hasNext(); ) {
          PropertyWriter p = it.next();
          if (p instanceof BeanPropertyWriter b && p.getName().equals(name)) {
            w = new BridgeWriter(b);
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

    SettableBeanProperty property(DeserializationContext ctxt) throws Exception {
      SettableBeanProperty p = property;
      if (p == null) {
        JsonDeserializer<Object> deser = ctxt.findContextualValueDeserializer(ctxt.constructType(owner), null);
        if (!(deser instanceof BeanDeserializerBase bean)) {
          throw notABean("deserializer", deser);
        }
        p = bean.findProperty(name);
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
