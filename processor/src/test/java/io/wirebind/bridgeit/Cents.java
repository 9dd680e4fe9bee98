package io.wirebind.bridgeit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import java.io.IOException;
import java.math.BigDecimal;

/** A property-level custom serializer pair: a count of cents written as a decimal string "12.34". */
public final class Cents {
  private Cents() {}

  /** Writes cents as "units.cc". */
  public static final class Writer extends JsonSerializer<Long> {
    @Override
    public void serialize(Long value, JsonGenerator gen, SerializerProvider p) throws IOException {
      gen.writeString(BigDecimal.valueOf(value, 2).toPlainString());
    }
  }

  /** Reads "units.cc" (or a number) back into cents. */
  public static final class Reader extends JsonDeserializer<Long> {
    @Override
    public Long deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      return new BigDecimal(p.getValueAsString()).movePointRight(2).longValueExact();
    }
  }

  /** Writes an int as a hex string. */
  public static final class HexWriter extends JsonSerializer<Integer> {
    @Override
    public void serialize(Integer value, JsonGenerator gen, SerializerProvider p) throws IOException {
      gen.writeString(Integer.toHexString(value));
    }
  }

  /** Reads a hex string. */
  public static final class HexReader extends JsonDeserializer<Integer> {
    @Override
    public Integer deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      return Integer.parseUnsignedInt(p.getValueAsString(), 16);
    }
  }
}
