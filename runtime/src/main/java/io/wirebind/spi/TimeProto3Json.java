package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.WirebindException;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * java.time values in proto3 JSON, as protobuf-java's {@code JsonFormat} prints the messages
 * {@link TimeProto} writes: a Timestamp as RFC 3339 with {@code Z} (fraction in groups of three), a
 * Duration as seconds with an {@code s} ({@code "1.500s"}), and the {@code google.type} messages as
 * objects with their lowerCamelCase fields, zeros omitted. For generated code; no compatibility
 * promise.
 */
public final class TimeProto3Json {
  private TimeProto3Json() {}

  // ---- Timestamp ----

  public static void writeInstant(JsonWriter out, Instant v) {
    long s = v.getEpochSecond();
    if (s < TimeProto.MIN_SECONDS || s > TimeProto.MAX_SECONDS) {
      throw new WirebindException("instant " + v + " is outside google.protobuf.Timestamp's range");
    }
    TimeJson.writeInstant(out, v); // years 1..9999: the same text
  }

  /** RFC 3339: a {@code Z} or an offset, 0 to 9 fraction digits. */
  public static Instant readInstant(JsonReader in) {
    int at = in.position();
    String s = in.readStringToken();
    try {
      Instant v = DateTimeFormatter.ISO_OFFSET_DATE_TIME.parse(s, Instant::from);
      if (v.getEpochSecond() < TimeProto.MIN_SECONDS || v.getEpochSecond() > TimeProto.MAX_SECONDS) {
        throw new DateTimeException("outside google.protobuf.Timestamp's range");
      }
      return v;
    } catch (DateTimeException e) {
      throw in.errorAt(at, "cannot read '" + s + "' as a google.protobuf.Timestamp: " + e.getMessage());
    }
  }

  // ---- Duration ----

  public static void writeDuration(JsonWriter out, Duration v) {
    long s = v.getSeconds();
    int n = v.getNano();
    boolean negative = s < 0;
    if (negative && n > 0) {
      s++;
      n = 1_000_000_000 - n;
    }
    byte[] b = out.room(32);
    int p = out.size();
    b[p++] = '"';
    if (negative) {
      b[p++] = '-';
    }
    out.commit(p);
    out.writeLong(Math.abs(s)); // within ±315576000000: no overflow
    b = out.room(12);
    p = out.size();
    p = IsoDigits.putGroupedFraction(b, p, n);
    b[p++] = 's';
    b[p++] = '"';
    out.commit(p);
  }

  public static Duration readDuration(JsonReader in) {
    int at = in.position();
    String s = in.readStringToken();
    try {
      return duration(s);
    } catch (RuntimeException e) {
      throw in.errorAt(at, "cannot read '" + s + "' as a google.protobuf.Duration (such as \"1.5s\")");
    }
  }

  /** {@code [-]seconds[.fraction]s}; a fraction has 1 to 9 digits. */
  static Duration duration(String s) {
    if (!s.endsWith("s") || s.length() < 2) {
      throw new IllegalArgumentException(s);
    }
    String body = s.substring(0, s.length() - 1);
    boolean negative = body.startsWith("-");
    if (negative) {
      body = body.substring(1);
    }
    int dot = body.indexOf('.');
    String whole = dot < 0 ? body : body.substring(0, dot);
    String fraction = dot < 0 ? "" : body.substring(dot + 1);
    if (whole.isEmpty() || !whole.chars().allMatch(Character::isDigit) || fraction.length() > 9
        || (dot >= 0 && fraction.isEmpty()) || !fraction.chars().allMatch(Character::isDigit)) {
      throw new IllegalArgumentException(s);
    }
    long seconds = Long.parseLong(whole);
    int nanos = fraction.isEmpty() ? 0 : Integer.parseInt((fraction + "000000000").substring(0, 9));
    if (seconds > TimeProto.MAX_DURATION_SECONDS) {
      throw new IllegalArgumentException(s);
    }
    Duration d = Duration.ofSeconds(seconds, nanos);
    return negative ? d.negated() : d;
  }

  // ---- google.type.Date, TimeOfDay, DateTime: objects ----

  private static void member(JsonWriter out, boolean[] comma, String name, int value) {
    if (value == 0) {
      return;
    }
    if (comma[0]) {
      out.writeByte((byte) ',');
    }
    comma[0] = true;
    out.writeString(name);
    out.writeByte((byte) ':');
    out.writeInt(value);
  }

  private static void dateMembers(JsonWriter out, boolean[] comma, LocalDate v) {
    member(out, comma, "year", v.getYear());
    member(out, comma, "month", v.getMonthValue());
    member(out, comma, "day", v.getDayOfMonth());
  }

  private static void timeMembers(JsonWriter out, boolean[] comma, LocalTime v) {
    member(out, comma, "hours", v.getHour());
    member(out, comma, "minutes", v.getMinute());
    member(out, comma, "seconds", v.getSecond());
    member(out, comma, "nanos", v.getNano());
  }

  public static void writeLocalDate(JsonWriter out, LocalDate v) {
    checkYear(v.getYear(), v);
    out.writeByte((byte) '{');
    dateMembers(out, new boolean[1], v);
    out.writeByte((byte) '}');
  }

  public static void writeLocalTime(JsonWriter out, LocalTime v) {
    out.writeByte((byte) '{');
    timeMembers(out, new boolean[1], v);
    out.writeByte((byte) '}');
  }

  private static void checkYear(int year, Object v) {
    if (year < 1 || year > 9999) {
      throw new WirebindException(v + ": google.type.Date and DateTime hold years 1 to 9999");
    }
  }

  /** {@code offsetOrZone}: a ZoneOffset for {@code utcOffset}, a zone id String for {@code timeZone}, or null. */
  private static void writeDateTime(JsonWriter out, LocalDateTime v, Object offsetOrZone) {
    checkYear(v.getYear(), v);
    out.writeByte((byte) '{');
    boolean[] comma = new boolean[1];
    dateMembers(out, comma, v.toLocalDate());
    timeMembers(out, comma, v.toLocalTime());
    if (offsetOrZone != null && comma[0]) {
      out.writeByte((byte) ',');
    }
    if (offsetOrZone instanceof ZoneOffset o) {
      out.writeString("utcOffset");
      out.writeByte((byte) ':');
      writeDuration(out, Duration.ofSeconds(o.getTotalSeconds()));
    } else if (offsetOrZone instanceof String zoneId) {
      out.writeString("timeZone");
      out.writeByte((byte) ':');
      out.writeByte((byte) '{');
      out.writeString("id");
      out.writeByte((byte) ':');
      out.writeString(zoneId);
      out.writeByte((byte) '}');
    }
    out.writeByte((byte) '}');
  }

  public static void writeLocalDateTime(JsonWriter out, LocalDateTime v) {
    writeDateTime(out, v, null);
  }

  public static void writeOffsetDateTime(JsonWriter out, OffsetDateTime v) {
    writeDateTime(out, v.toLocalDateTime(), v.getOffset());
  }

  public static void writeZonedDateTime(JsonWriter out, ZonedDateTime v) {
    writeDateTime(out, v.toLocalDateTime(), v.getZone().getId()); // a time_zone, as in protobuf
  }

  /** The members of a Date, TimeOfDay or DateTime object, by field (proto and lowerCamel names). */
  private static Object[] readObject(JsonReader in) {
    int[] f = new int[7];
    Object offsetOrZone = null;
    if (in.startObjectMembers()) {
      do {
        in.readNameHash();
        String name = in.lastName();
        switch (name) {
          case "year" -> f[0] = in.readInt();
          case "month" -> f[1] = in.readInt();
          case "day" -> f[2] = in.readInt();
          case "hours" -> f[3] = in.readInt();
          case "minutes" -> f[4] = in.readInt();
          case "seconds" -> f[5] = in.readInt();
          case "nanos" -> f[6] = in.readInt();
          case "utcOffset", "utc_offset" -> {
            Duration d = readDuration(in);
            if (d.getNano() != 0) {
              throw new DateTimeException("utcOffset " + d + " is not whole seconds");
            }
            offsetOrZone = ZoneOffset.ofTotalSeconds(Math.toIntExact(d.getSeconds())); // no wrapping
          }
          case "timeZone", "time_zone" -> offsetOrZone = readZone(in);
          default -> in.skipValue();
        }
      } while (in.nextMember());
    }
    return new Object[] {f, offsetOrZone};
  }

  private static ZoneId readZone(JsonReader in) {
    String id = "";
    if (in.startObjectMembers()) {
      do {
        in.readNameHash();
        if (in.lastName().equals("id")) {
          id = in.readStringToken();
        } else {
          in.skipValue();
        }
      } while (in.nextMember());
    }
    return ZoneId.of(id);
  }

  private static <T> T fields(JsonReader in, String type, java.util.function.BiFunction<int[], Object, T> make) {
    int at = in.position();
    try {
      Object[] o = readObject(in);
      return make.apply((int[]) o[0], o[1]);
    } catch (DateTimeException | ArithmeticException e) {
      throw in.errorAt(at, "cannot read the object as " + type + ": " + e.getMessage());
    }
  }

  public static LocalDate readLocalDate(JsonReader in) {
    return fields(in, "a google.type.Date", (f, z) -> LocalDate.of(f[0], f[1], f[2]));
  }

  public static LocalTime readLocalTime(JsonReader in) {
    return fields(in, "a google.type.TimeOfDay", (f, z) -> LocalTime.of(f[3], f[4], f[5], f[6]));
  }

  public static LocalDateTime readLocalDateTime(JsonReader in) {
    return fields(in, "a google.type.DateTime", (f, z) -> LocalDateTime.of(f[0], f[1], f[2], f[3], f[4], f[5], f[6]));
  }

  public static OffsetDateTime readOffsetDateTime(JsonReader in) {
    return fields(in, "a google.type.DateTime with utcOffset", (f, z) -> {
      LocalDateTime local = LocalDateTime.of(f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
      if (z instanceof ZoneOffset o) {
        return OffsetDateTime.of(local, o);
      }
      if (z instanceof ZoneId id) {
        return ZonedDateTime.ofLocal(local, id, null).toOffsetDateTime();
      }
      throw new DateTimeException("no utcOffset or timeZone");
    });
  }

  public static ZonedDateTime readZonedDateTime(JsonReader in) {
    return fields(in, "a google.type.DateTime with timeZone", (f, z) -> {
      LocalDateTime local = LocalDateTime.of(f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
      if (z instanceof ZoneId id) {
        return ZonedDateTime.ofLocal(local, id, null);
      }
      throw new DateTimeException("no utcOffset or timeZone");
    });
  }
}
