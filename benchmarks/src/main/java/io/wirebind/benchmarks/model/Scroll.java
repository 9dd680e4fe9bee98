package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A scroll {@link Event}. */
@WireMessage
@CompiledJson(discriminator = "@type", name = "Scroll")
public final class Scroll implements Event {
  public long timestamp;
  public int depthPercent;

  @Override
  public boolean equals(Object o) {
    return o instanceof Scroll s && timestamp == s.timestamp && depthPercent == s.depthPercent;
  }

  @Override
  public int hashCode() {
    return Objects.hash(timestamp, depthPercent);
  }

  @Override
  public String toString() {
    return "Scroll[" + timestamp + ", " + depthPercent + "]";
  }
}
