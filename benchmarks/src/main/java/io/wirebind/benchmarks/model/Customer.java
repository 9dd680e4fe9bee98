package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An element of {@code Page<Customer>} (ShapesBenchmark): ordinary fields, a set of tags, an
 * enum-keyed map (messages sent per channel) and a map of string lists (custom attributes).
 */
@WireMessage
@CompiledJson
public final class Customer {
  @WireField(1) public long id;
  @WireField(2) public String name;
  @WireField(3) public String email;
  @WireField(4) public boolean active;
  @WireField(5) public int loyaltyPoints;
  @WireField(6) public Set<String> tags = new LinkedHashSet<>();
  @WireField(7)
  @JsonAttribute(converter = DslJsonShapeConverters.ChannelCounts.class)
  public Map<Channel, Integer> channels = new EnumMap<>(Channel.class);

  @WireField(8)
  @JsonAttribute(converter = DslJsonShapeConverters.StringLists.class)
  public Map<String, List<String>> attributes = new LinkedHashMap<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof Customer c
        && id == c.id
        && Objects.equals(name, c.name)
        && Objects.equals(email, c.email)
        && active == c.active
        && loyaltyPoints == c.loyaltyPoints
        && Objects.equals(tags, c.tags)
        && Objects.equals(channels, c.channels)
        && Objects.equals(attributes, c.attributes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, email, active, loyaltyPoints, tags, channels, attributes);
  }

  @Override
  public String toString() {
    return "Customer[" + id + ", " + name + ", " + email + ", " + active + ", " + loyaltyPoints
        + ", " + tags + ", " + channels + ", " + attributes + "]";
  }
}
