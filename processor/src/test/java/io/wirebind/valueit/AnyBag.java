package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Jackson's any-getter/any-setter on a field of a mutable class, declared between other
 * properties (its entries are still written last); numbered by declaration as in anyprops.proto.
 */
@WireMessage
public class AnyBag {
  public int id;
  public String name;
  public List<String> tags;

  @JsonAnyGetter
  @JsonAnySetter
  public Map<String, Object> other;

  public Double score;

  @Override
  public boolean equals(Object o) {
    return o instanceof AnyBag b && id == b.id && Objects.equals(name, b.name)
        && Objects.equals(tags, b.tags) && Objects.equals(other, b.other)
        && Objects.equals(score, b.score);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, tags, other, score);
  }

  @Override
  public String toString() {
    return "AnyBag[id=" + id + ", name=" + name + ", tags=" + tags + ", other=" + other
        + ", score=" + score + "]";
  }
}
