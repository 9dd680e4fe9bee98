package io.wirebind.jackson;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.ser.BeanPropertyWriter;
import tools.jackson.databind.ser.impl.PropertySerializerMap;

/**
 * {@link BridgeWriter} for Jackson 3: a copy of the {@link BeanPropertyWriter} Jackson 3's bean
 * serializer made for one property, writing a value given to it rather than one read from the
 * bean, with the same serializer, type serializer and null serializer.
 */
final class Bridge3Writer extends BeanPropertyWriter {
  private static final long serialVersionUID = 1L;

  Bridge3Writer(BeanPropertyWriter base) {
    super(base);
  }

  /** The serializer Jackson uses for the non-null {@code value} of this property. */
  ValueSerializer<Object> serializerFor(Object value, SerializationContext ctxt) {
    ValueSerializer<Object> ser = _serializer;
    if (ser == null) {
      Class<?> cls = value.getClass();
      PropertySerializerMap map = _dynamicSerializers;
      ser = map.serializerFor(cls);
      if (ser == null) {
        ser = _findAndAddDynamic(map, cls, ctxt);
      }
    }
    return ser;
  }

  /** Writes {@code value} (null included) as Jackson writes this property's value. */
  void writeValue(Object value, JsonGenerator gen, SerializationContext ctxt) {
    if (value == null) {
      if (_nullSerializer != null) {
        _nullSerializer.serialize(null, gen, ctxt);
      } else {
        gen.writeNull();
      }
      return;
    }
    ValueSerializer<Object> ser = serializerFor(value, ctxt);
    if (_typeSerializer == null) {
      ser.serialize(value, gen, ctxt);
    } else {
      ser.serializeWithType(value, gen, ctxt, _typeSerializer);
    }
  }
}
