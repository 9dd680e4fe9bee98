package io.wirebind.spring.boot4.model;

import io.wirebind.annotation.WireMessage;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A Jackson 3 message (public fields) whose JSON each mapper setting Wirebind checks changes:
 * camelCase names out of alphabetical order (naming strategy, sorted properties), a null
 * (inclusion), dates and a duration (timestamps, time zone), an enum (index), a map with keys out
 * of order and, for odd seeds, a null value, an empty list, a primitive (nulls for primitives).
 * Protobuf has no form for a null map value: an odd seed's sample is refused as protobuf (the
 * encode fails naming the field, a 500 over HTTP), an even seed's is served in every format.
 */
@WireMessage
public class Parcel {
  public String parcelId;
  public Grade grade;
  public Instant shippedAt;
  public LocalDate dueDate;
  public Duration transitTime;
  public OffsetDateTime arrivalTime;
  public int pieceCount;
  public String note;
  public Map<String, String> labels = new LinkedHashMap<>();
  public List<String> tags = new ArrayList<>();
  public List<Grade> history = new ArrayList<>();

  /** A parcel that has every feature above (the null map value for odd seeds only). */
  public static Parcel sample(int seed) {
    Parcel p = new Parcel();
    p.parcelId = "P-" + seed + (seed % 3 == 0 ? " caf\u00e9 \uD83D\uDCE6" : "");
    p.grade = Grade.values()[seed % 3];
    p.shippedAt = Instant.ofEpochSecond(1_700_000_000L + seed, 125_000_000);
    p.dueDate = LocalDate.of(2024, 1 + seed % 12, 2);
    p.transitTime = Duration.ofSeconds(90 + seed, 500_000_000);
    p.arrivalTime = OffsetDateTime.parse("2024-03-04T05:06:07+02:00").plusMinutes(seed);
    p.pieceCount = seed + 1;
    p.note = seed % 2 == 0 ? null : "fragile";
    p.labels.put("zone", "north");
    if (seed % 2 == 1) {
      p.labels.put("carrier", null);
    }
    p.labels.put("area", "A" + seed);
    p.history.add(Grade.URGENT);
    p.history.add(Grade.LOW);
    return p;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Parcel x
        && Objects.equals(parcelId, x.parcelId)
        && grade == x.grade
        && Objects.equals(shippedAt, x.shippedAt)
        && Objects.equals(dueDate, x.dueDate)
        && Objects.equals(transitTime, x.transitTime)
        && Objects.equals(arrivalTime == null ? null : arrivalTime.toInstant(), x.arrivalTime == null ? null : x.arrivalTime.toInstant())
        && pieceCount == x.pieceCount
        && Objects.equals(note, x.note)
        && Objects.equals(labels, x.labels)
        && Objects.equals(tags, x.tags)
        && Objects.equals(history, x.history);
  }

  @Override
  public int hashCode() {
    return Objects.hash(parcelId, pieceCount);
  }

  @Override
  public String toString() {
    return "Parcel[" + parcelId + ", " + grade + ", " + shippedAt + ", " + dueDate + ", " + transitTime + ", "
        + arrivalTime + ", " + pieceCount + ", " + note + ", " + labels + ", " + tags + ", " + history + "]";
  }
}
