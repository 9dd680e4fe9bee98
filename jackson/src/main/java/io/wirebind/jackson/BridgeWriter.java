package io.wirebind.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.impl.PropertySerializerMap;
import java.io.IOException;

/**
 * A copy of the {@link BeanPropertyWriter} Jackson's bean serializer made for one property, writing
 * a value given to it rather than one read from the bean: the same serializer (the property's
 * {@code @JsonSerialize(using)}, its contextual module serializer, or the one found for the
 * value's class, as {@code serializeAsElement} finds it), the same type serializer and null
 * serializer.
 */
final class BridgeWriter extends BeanPropertyWriter {
  private static final long serialVersionUID = 1L;

  BridgeWriter(BeanPropertyWriter base) {
    super(base);
  }

  /** The serializer Jackson uses for the non-null {@code value} of this property. */
  JsonSerializer<Object> serializerFor(Object value, SerializerProvider prov) throws IOException {
    JsonSerializer<Object> ser = _serializer;
    if (ser == null) {
      Class<?> cls = value.getClass();
      PropertySerializerMap map = _dynamicSerializers;
      ser = map.serializerFor(cls);
      if (ser == null) {
        ser = _findAndAddDynamic(map, cls, prov);
      }
    }
    return ser;
  }

  /** Writes {@code value} (null included) as Jackson writes this property's value. */
  void writeValue(Object value, JsonGenerator gen, SerializerProvider prov) throws Exception {
    if (value == null) {
      if (_nullSerializer != null) {
        _nullSerializer.serialize(null, gen, prov);
      } else {
        gen.writeNull();
      }
      return;
    }
    JsonSerializer<Object> ser = serializerFor(value, prov);
    if (_typeSerializer == null) {
      ser.serialize(value, gen, prov);
    } else {
      ser.serializeWithType(value, gen, prov, _typeSerializer);
    }
  }
}
