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
import java.util.Iterator;

/**
 * One bridged property of a generated codec, held in a static final field of the codec: its value
 * is written and read by the {@link JacksonBridge#mapper() application's mapper} exactly as that
 * mapper writes and reads the property of the message class (the property's {@code
 * BeanPropertyWriter} and {@code SettableBeanProperty}, so its {@code @JsonSerialize}, {@code
 * @JsonDeserialize}, {@code @JsonFormat}, type information and module serializers apply). JSON:
 * Jackson's bytes for the value; reading hands Jackson exactly the bytes of the value, after
 * Wirebind's reader skipped (and validated) them. Protobuf: those JSON bytes as a {@code string}
 * field. Every failure is a {@link io.wirebind.WirebindException} (with the offset where the value starts, or
 * where Jackson failed inside it).
 *
 * <p>For generated code, with no compatibility promise. Thread-safe.
 *
 * @param <T> the property's type
 */
public final class BridgedProperty<T> extends AbstractBridgedProperty<T> {
  private volatile Resolved resolved;

  private BridgedProperty(Class<?> owner, String name) {
    super(owner, name);
  }

  /** The property Jackson names {@code name} in {@code owner}. */
  public static <T> BridgedProperty<T> of(Class<?> owner, String name) {
    return new BridgedProperty<>(owner, name);
  }

  @Override
  boolean isEmpty(T value) throws Exception {
    Resolved r = resolved();
    SerializerProvider prov = r.mapper.getSerializerProviderInstance();
    return r.writer(prov).serializerFor(value, prov).isEmpty(prov, value);
  }

  @Override
  void writeWithJackson(T value, Sink s) throws Exception {
    Resolved r = resolved();
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
  }

  @Override
  Object readWithJackson(byte[] bytes, int offset, int length, int at, boolean json) throws Exception {
    Resolved r = resolved();
    try (JsonParser p = r.mapper.getFactory().createParser(bytes, offset, length)) {
      r.mapper.getDeserializationConfig().initialize(p);
      DefaultDeserializationContext ctxt = ((DefaultDeserializationContext) r.mapper.getDeserializationContext())
          .createInstance(r.mapper.getDeserializationConfig(), p, r.mapper.getInjectableValues());
      SettableBeanProperty prop = r.property(ctxt);
      if (p.nextToken() == null) {
        throw noValue(at);
      }
      Object value = prop.deserialize(p, ctxt);
      if (!json && p.nextToken() != null) {
        throw moreThanOneValue(at);
      }
      return value;
    }
  }

  @Override
  long offsetIn(Exception e) {
    JsonLocation loc = e instanceof JsonProcessingException j ? j.getLocation() : null;
    return loc == null ? -1 : loc.getByteOffset();
  }

  @Override
  String messageOf(Exception e) {
    return e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
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
  }
}
