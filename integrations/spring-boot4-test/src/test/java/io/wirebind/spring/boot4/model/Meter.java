package io.wirebind.spring.boot4.model;

import io.wirebind.annotation.WireBridge;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Month;
import java.util.Objects;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.annotation.JsonDeserialize;
import tools.jackson.databind.annotation.JsonSerialize;

/**
 * A message with properties handed to the application's Jackson 3 mapper (the Jackson bridge): a
 * Jackson 3 property serializer pair and a {@code Month}, which Wirebind does not map for Jackson 3.
 */
@WireMessage
@SuppressWarnings("wirebind.bridge")
public class Meter {
  public String id;
  @JsonSerialize(using = CentsWriter.class) @JsonDeserialize(using = CentsReader.class) public Long cents;
  @WireBridge public Month month;
  public int reads;

  /** A meter for a seed, some properties null. */
  public static Meter sample(int seed) {
    Meter m = new Meter();
    m.id = seed % 5 == 0 ? null : "meter-" + seed;
    m.cents = seed % 3 == 0 ? null : 1234L * seed - 99;
    m.month = seed % 4 == 0 ? null : Month.of(1 + seed % 12);
    m.reads = seed * 7;
    return m;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Meter m && Objects.equals(id, m.id) && Objects.equals(cents, m.cents) && month == m.month
        && reads == m.reads;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, cents, month, reads);
  }

  @Override
  public String toString() {
    return "Meter[" + id + ", " + cents + ", " + month + ", " + reads + "]";
  }

  /** Cents as "units.cc". */
  public static final class CentsWriter extends ValueSerializer<Long> {
    @Override
    public void serialize(Long value, JsonGenerator gen, SerializationContext ctxt) {
      gen.writeString(BigDecimal.valueOf(value, 2).toPlainString());
    }
  }

  /** "units.cc" back into cents. */
  public static final class CentsReader extends ValueDeserializer<Long> {
    @Override
    public Long deserialize(JsonParser p, DeserializationContext ctxt) {
      return new BigDecimal(p.getValueAsString()).movePointRight(2).longValueExact();
    }
  }
}
