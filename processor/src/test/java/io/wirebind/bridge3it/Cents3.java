package io.wirebind.bridge3it;

import java.math.BigDecimal;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;

/** Jackson 3 property serializers: a count of cents written as a decimal string "12.34", an int as hex. */
public final class Cents3 {
  private Cents3() {}

  /** Writes cents as "units.cc". */
  public static final class Writer extends ValueSerializer<Long> {
    @Override
    public void serialize(Long value, JsonGenerator gen, SerializationContext ctxt) {
      gen.writeString(BigDecimal.valueOf(value, 2).toPlainString());
    }
  }

  /** Reads "units.cc" (or a number) back into cents. */
  public static final class Reader extends ValueDeserializer<Long> {
    @Override
    public Long deserialize(JsonParser p, DeserializationContext ctxt) {
      return new BigDecimal(p.getValueAsString()).movePointRight(2).longValueExact();
    }
  }

  /** Writes an int as a hex string. */
  public static final class HexWriter extends ValueSerializer<Integer> {
    @Override
    public void serialize(Integer value, JsonGenerator gen, SerializationContext ctxt) {
      gen.writeString(Integer.toHexString(value));
    }
  }

  /** Reads a hex string. */
  public static final class HexReader extends ValueDeserializer<Integer> {
    @Override
    public Integer deserialize(JsonParser p, DeserializationContext ctxt) {
      return Integer.parseUnsignedInt(p.getValueAsString(), 16);
    }
  }
}
