package io.wirebind.bridgeit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.io.IOException;
import java.util.Objects;

/** A class whose own @JsonSerialize(using)/@JsonDeserialize(using) Jackson applies wherever it is used. */
@JsonSerialize(using = Tag.Writer.class)
@JsonDeserialize(using = Tag.Reader.class)
public final class Tag {
  final String key;
  final int weight;

  public Tag(String key, int weight) {
    this.key = key;
    this.weight = weight;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Tag t && t.key.equals(key) && t.weight == weight;
  }

  @Override
  public int hashCode() {
    return Objects.hash(key, weight);
  }

  /** {@code ["key", weight]}. */
  public static final class Writer extends JsonSerializer<Tag> {
    @Override
    public void serialize(Tag value, JsonGenerator gen, SerializerProvider p) throws IOException {
      gen.writeStartArray();
      gen.writeString(value.key);
      gen.writeNumber(value.weight);
      gen.writeEndArray();
    }
  }

  /** Reads {@code ["key", weight]}. */
  public static final class Reader extends JsonDeserializer<Tag> {
    @Override
    public Tag deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      String[] parts = p.readValueAs(String[].class);
      if (parts.length != 2) {
        throw ctxt.weirdStringException(String.join(",", parts), Tag.class, "expected [key, weight]");
      }
      return new Tag(parts[0], Integer.parseInt(parts[1]));
    }
  }
}
