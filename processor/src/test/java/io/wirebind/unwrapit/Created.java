package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.WireMessage;

/**
 * Created through a constructor, with unwrapped properties set afterwards; unknown members would
 * fail, but Jackson skips them once a class has unwrapped properties, and so does Wirebind.
 */
@WireMessage
@JsonIgnoreProperties(ignoreUnknown = false)
public class Created {
  public final long id;
  @JsonUnwrapped
  public Tagged tagged;
  @JsonUnwrapped(prefix = "x_")
  public Extra extra;

  @JsonCreator
  public Created(@JsonProperty("id") long id) {
    this.id = id;
  }

  @Override
  public String toString() {
    return "Created[id=" + id + ", tagged=" + tagged + ", extra=" + extra + "]";
  }
}
