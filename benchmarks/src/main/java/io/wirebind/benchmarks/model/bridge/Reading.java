package io.wirebind.benchmarks.model.bridge;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.wirebind.annotation.WireMessage;
import java.io.IOException;
import java.util.List;

/**
 * A sensor reading of ten properties, one of which ({@code checksum}) has its own Jackson
 * serializer and deserializer and is therefore handed to Jackson (the Jackson bridge); the other
 * nine are generated.
 */
@WireMessage
@SuppressWarnings("wirebind.bridge")
public class Reading {
  public long id;
  public String sensor;
  public double value;
  public int quality;
  public boolean valid;
  public String unit;
  public long takenAt;
  public List<String> tags;
  public double min;
  @JsonSerialize(using = Hex.class)
  @JsonDeserialize(using = Unhex.class)
  public Long checksum;

  /** Writes a long as a hex string. */
  public static final class Hex extends JsonSerializer<Long> {
    @Override
    public void serialize(Long v, JsonGenerator g, SerializerProvider p) throws IOException {
      g.writeString(Long.toHexString(v));
    }
  }

  /** Reads a hex string. */
  public static final class Unhex extends JsonDeserializer<Long> {
    @Override
    public Long deserialize(JsonParser p, DeserializationContext c) throws IOException {
      return Long.parseUnsignedLong(p.getValueAsString(), 16);
    }
  }
}
