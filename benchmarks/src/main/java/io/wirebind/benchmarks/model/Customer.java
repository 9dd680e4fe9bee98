package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

/** An element of {@code Page<Customer>} (ShapesBenchmark): ordinary fields and a set of tags. */
@WireMessage
@CompiledJson
public final class Customer {
  @WireField(1) public long id;
  @WireField(2) public String name;
  @WireField(3) public String email;
  @WireField(4) public boolean active;
  @WireField(5) public int loyaltyPoints;
  @WireField(6) public Set<String> tags = new LinkedHashSet<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof Customer c
        && id == c.id
        && Objects.equals(name, c.name)
        && Objects.equals(email, c.email)
        && active == c.active
        && loyaltyPoints == c.loyaltyPoints
        && Objects.equals(tags, c.tags);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, email, active, loyaltyPoints, tags);
  }

  @Override
  public String toString() {
    return "Customer[" + id + ", " + name + ", " + email + ", " + active + ", " + loyaltyPoints
        + ", " + tags + "]";
  }
}
