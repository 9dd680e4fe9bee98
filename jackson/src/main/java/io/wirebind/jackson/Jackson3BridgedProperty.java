package io.wirebind.jackson;

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
 * {@link io.wirebind.WirebindException}.
 *
 * <p>For generated code, with no compatibility promise. Thread-safe.
 *
 * @param <T> the property's type
 */
public final class Jackson3BridgedProperty<T> extends AbstractBridgedProperty<T> {
  private volatile Resolved resolved;

  private Jackson3BridgedProperty(Class<?> owner, String name) {
    super(owner, name);
  }

  /** The property Jackson names {@code name} in {@code owner}. */
  public static <T> Jackson3BridgedProperty<T> of(Class<?> owner, String name) {
    return new Jackson3BridgedProperty<>(owner, name);
  }

  @Override
  boolean isEmpty(T value) {
    Resolved r = resolved();
    SerializationContext ctxt = r.mapper._serializationContext();
    return r.writer(ctxt).serializerFor(value, ctxt).isEmpty(ctxt, value);
  }

  @Override
  void writeWithJackson(T value, Sink s) {
    Resolved r = resolved();
    SerializationContext ctxt = r.mapper._serializationContext();
    Bridge3Writer w = r.writer(ctxt);
    try (JsonGenerator g = r.mapper.tokenStreamFactory().createGenerator(ctxt, s, JsonEncoding.UTF8)) {
      w.writeValue(value, g, ctxt);
    }
  }

  @Override
  Object readWithJackson(byte[] bytes, int offset, int length, int at, boolean json) {
    Resolved r = resolved();
    DeserializationContextExt ctxt = r.mapper._deserializationContext();
    try (JsonParser p = r.mapper.tokenStreamFactory().createParser(ctxt, bytes, offset, length)) {
      ctxt.assignParser(p);
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
    TokenStreamLocation loc = e instanceof JacksonException j ? j.getLocation() : null;
    return loc == null ? -1 : loc.getByteOffset();
  }

  @Override
  String messageOf(Exception e) {
    return e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage();
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
  }
}
