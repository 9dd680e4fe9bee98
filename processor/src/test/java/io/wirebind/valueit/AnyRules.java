package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The any map beside Jackson's other rules: {@code @JsonIgnoreProperties} names are skipped, an
 * {@code @JsonIgnore}d field's name and a {@code READ_ONLY} property's member go into the map, even
 * though unknown members fail; the map starts as a {@code HashMap}, which Jackson fills.
 */
@WireMessage
@JsonIgnoreProperties(value = {"skipped"}, ignoreUnknown = false)
public class AnyRules {
  public int a;

  @JsonProperty(access = JsonProperty.Access.READ_ONLY)
  public int ro;

  @JsonIgnore
  public String hidden;

  @JsonAnyGetter
  @JsonAnySetter
  public HashMap<String, Object> more = new HashMap<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof AnyRules r && a == r.a && ro == r.ro && Objects.equals(hidden, r.hidden)
        && Objects.equals(more, r.more);
  }

  @Override
  public int hashCode() {
    return Objects.hash(a, ro, hidden, more);
  }

  @Override
  public String toString() {
    return "AnyRules[a=" + a + ", ro=" + ro + ", hidden=" + hidden + ", more=" + more + "]";
  }

  /** Jackson's {@code Map} of the same members. */
  Map<String, Object> members() {
    return more;
  }
}
