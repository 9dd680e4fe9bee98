package io.wirebind.bridge3it;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Objects;

/** A class-typed hierarchy (no @WireMessage): Wirebind refuses {@code use = CLASS}, the bridge carries it. */
@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS)
public abstract class Gauge {
  /** A dial. */
  public static final class Dial extends Gauge {
    public double angle;

    @Override
    public boolean equals(Object o) {
      return o instanceof Dial d && Double.compare(angle, d.angle) == 0;
    }

    @Override
    public int hashCode() {
      return Double.hashCode(angle);
    }
  }

  /** A bar. */
  public static final class Bar extends Gauge {
    public int level;
    public String unit;

    @Override
    public boolean equals(Object o) {
      return o instanceof Bar b && level == b.level && Objects.equals(unit, b.unit);
    }

    @Override
    public int hashCode() {
      return Objects.hash(level, unit);
    }
  }
}
