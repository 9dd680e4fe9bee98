package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Objects;

/** A session's batch of mixed {@link Event}s (see event.proto). */
@WireMessage
@CompiledJson
public final class EventBatch {
  public String sessionId;
  public List<Event> events;

  @Override
  public boolean equals(Object o) {
    return o instanceof EventBatch b && Objects.equals(sessionId, b.sessionId) && Objects.equals(events, b.events);
  }

  @Override
  public int hashCode() {
    return Objects.hash(sessionId, events);
  }

  @Override
  public String toString() {
    return "EventBatch[" + sessionId + ", " + events + "]";
  }
}
