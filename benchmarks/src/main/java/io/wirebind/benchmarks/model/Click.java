package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A click {@link Event}. */
@WireMessage
@CompiledJson(discriminator = "@type", name = "Click")
public final class Click implements Event {
  public long timestamp;
  public String elementId;
  public int x;
  public int y;

  @Override
  public boolean equals(Object o) {
    return o instanceof Click c && timestamp == c.timestamp && Objects.equals(elementId, c.elementId)
        && x == c.x && y == c.y;
  }

  @Override
  public int hashCode() {
    return Objects.hash(timestamp, elementId, x, y);
  }

  @Override
  public String toString() {
    return "Click[" + timestamp + ", " + elementId + ", " + x + ", " + y + "]";
  }
}
