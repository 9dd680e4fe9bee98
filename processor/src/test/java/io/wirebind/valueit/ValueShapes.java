package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.Year;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** The value types as list elements, map values and inside nested messages (a mutable class). */
@WireMessage
public class ValueShapes {
  @WireField(1) public List<Instant> instants;
  @WireField(2) public Map<String, BigDecimal> amounts;
  @WireField(3) public List<UUID> ids;
  @WireField(4) public List<Year> years;
  @WireField(5) public Map<Integer, LocalDate> dates;
  @WireField(6) public List<Values> values;
  @WireField(7) public Values single;
  @WireField(8) public List<OffsetDateTime> offsets;
  @WireField(9) public Map<String, Duration> durations;

  @Override
  public String toString() {
    return "ValueShapes[" + instants + ", " + amounts + ", " + ids + ", " + years + ", " + dates + ", "
        + values + ", " + single + ", " + offsets + ", " + durations + "]";
  }
}
