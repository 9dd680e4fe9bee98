package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A page view {@link Event}. */
@WireMessage
@CompiledJson(discriminator = "@type", name = "PageView")
public final class PageView implements Event {
  public long timestamp;
  public String url;
  public String referrer;
  public int durationMs;

  @Override
  public boolean equals(Object o) {
    return o instanceof PageView p && timestamp == p.timestamp && Objects.equals(url, p.url)
        && Objects.equals(referrer, p.referrer) && durationMs == p.durationMs;
  }

  @Override
  public int hashCode() {
    return Objects.hash(timestamp, url, referrer, durationMs);
  }

  @Override
  public String toString() {
    return "PageView[" + timestamp + ", " + url + ", " + referrer + ", " + durationMs + "]";
  }
}
