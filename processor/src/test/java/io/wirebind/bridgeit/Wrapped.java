package io.wirebind.bridgeit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.wirebind.annotation.WireMessage;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * openapi-generator's java client {@code oneOf} wrapper, by hand: a {@code @WireMessage} class that
 * Jackson writes and reads only through its own serializer and deserializer (the actual instance,
 * one of two messages), so no codec is generated for it and properties of its type are bridged.
 */
@WireMessage
@SuppressWarnings("wirebind.bridge")
@JsonDeserialize(using = Wrapped.Reader.class)
@JsonSerialize(using = Wrapped.Writer.class)
public class Wrapped {
  private Object actual;

  public Wrapped() {}

  public Wrapped(Object actual) {
    this.actual = actual;
  }

  public Object getActualInstance() {
    return actual;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Wrapped w && Objects.equals(actual, w.actual);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(actual);
  }

  @Override
  public String toString() {
    return "Wrapped[" + actual + "]";
  }

  /** Writes the actual instance. */
  public static class Writer extends StdSerializer<Wrapped> {
    public Writer() {
      super(Wrapped.class);
    }

    @Override
    public void serialize(Wrapped value, JsonGenerator gen, SerializerProvider provider) throws IOException {
      gen.writeObject(value.getActualInstance());
    }
  }

  /** Reads a Dot when the object has {@code r}, else a Line. */
  public static class Reader extends StdDeserializer<Wrapped> {
    public Reader() {
      super(Wrapped.class);
    }

    @Override
    public Wrapped deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonNode tree = ctxt.readTree(p);
      Class<?> type = tree.has("r") ? Dot.class : Line.class;
      return new Wrapped(tree.traverse(p.getCodec()).readValueAs(type));
    }
  }

  /** One alternative. */
  @WireMessage
  public static class Dot {
    public int r;

    @Override
    public boolean equals(Object o) {
      return o instanceof Dot d && d.r == r;
    }

    @Override
    public int hashCode() {
      return r;
    }
  }

  /** The other. */
  @WireMessage
  public static class Line {
    public String label;
    public double length;

    @Override
    public boolean equals(Object o) {
      return o instanceof Line l && Objects.equals(label, l.label) && l.length == length;
    }

    @Override
    public int hashCode() {
      return Objects.hash(label, length);
    }
  }

  /** The wrapper in every position, beside generated properties. */
  @WireMessage
  @SuppressWarnings("wirebind.bridge")
  public record Canvas(
      String name, Wrapped main, List<Wrapped> all, Map<String, Wrapped> byName, Optional<Wrapped> maybe,
      long version) {}
}
