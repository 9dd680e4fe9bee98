package io.wirebind.spi;

import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
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

/**
 * java.time values as the messages protoc peers read natively: {@code google.protobuf.Timestamp}
 * and {@code Duration}, {@code google.type.Date}, {@code TimeOfDay} and {@code DateTime} (with a
 * {@code utc_offset} or a {@code time_zone}). Each write puts the length prefix first (computed, not
 * back-patched); each read takes one length-delimited value. Values protobuf cannot hold fail with
 * a {@link WirebindException}, and so does input that is not a valid value. For generated code; no
 * compatibility promise.
 */
public final class TimeProto {
  private TimeProto() {}

  /** Timestamp's range: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z. */
  static final long MIN_SECONDS = -62_135_596_800L;
  static final long MAX_SECONDS = 253_402_300_799L;
  /** Duration's range: about ±10,000 years. */
  static final long MAX_DURATION_SECONDS = 315_576_000_000L;
  private static final int NANOS = 1_000_000_000;

  private static int int32Size(int v) {
    return v >= 0 ? ProtoWriter.varint32Size(v) : 10;
  }

  /** Size of an {@code int64} field 1 and an {@code int32} field 2, zeros omitted. */
  private static int secondsNanosSize(long s, int n) {
    return (s != 0 ? 1 + ProtoWriter.varint64Size(s) : 0) + (n != 0 ? 1 + int32Size(n) : 0);
  }

  private static void secondsNanos(ProtoWriter out, long s, int n) {
    if (s != 0) {
      out.writeRawByte(0x08);
      out.writeInt64(s);
    }
    if (n != 0) {
      out.writeRawByte(0x10);
      out.writeInt32(n);
    }
  }

  /** Reads a {@code {int64 seconds = 1; int32 nanos = 2}} message into {@code sn}. */
  private static void readSecondsNanos(ProtoReader in, long[] sn, String type) {
    int limit = in.enter();
    long s = 0;
    long n = 0;
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      switch (t) {
        case 0x08 -> s = in.readInt64();
        case 0x10 -> n = in.readInt32();
        default -> skip(in, t, 2, type);
      }
    }
    in.leave(limit);
    sn[0] = s;
    sn[1] = n;
  }

  /** Skips an unknown field; a known number with the wrong wire type is an error. */
  private static void skip(ProtoReader in, int tag, int fields, String type) {
    if ((tag >>> 3) >= 1 && (tag >>> 3) <= fields) {
      throw in.wrongWireType(tag, type);
    }
    in.skipField(tag);
  }

  // ---- Instant: google.protobuf.Timestamp ----

  public static void writeInstant(ProtoWriter out, Instant v) {
    long s = v.getEpochSecond();
    if (s < MIN_SECONDS || s > MAX_SECONDS) {
      throw new WirebindException("instant " + v + " is outside google.protobuf.Timestamp's range"
          + " 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z");
    }
    int n = v.getNano();
    out.writeVarint32(secondsNanosSize(s, n));
    secondsNanos(out, s, n);
  }

  /** Only what {@link #writeInstant} writes: seconds outside years 1 to 9999 are not a Timestamp. */
  public static Instant readInstant(ProtoReader in) {
    long[] sn = new long[2];
    readSecondsNanos(in, sn, "google.protobuf.Timestamp");
    if (sn[0] < MIN_SECONDS || sn[0] > MAX_SECONDS) {
      throw in.error("google.protobuf.Timestamp seconds " + sn[0] + " is outside its range"
          + " 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z");
    }
    if (sn[1] < 0 || sn[1] >= NANOS) {
      throw in.error("google.protobuf.Timestamp nanos " + sn[1] + " is outside 0 to 999999999");
    }
    return Instant.ofEpochSecond(sn[0], sn[1]);
  }

  public static Instant defaultInstant(ProtoReader in) {
    return Instant.EPOCH;
  }

  // ---- Duration: google.protobuf.Duration (seconds and nanos of the same sign) ----

  public static void writeDuration(ProtoWriter out, Duration v) {
    long s = v.getSeconds();
    int n = v.getNano();
    if (s < 0 && n > 0) { // protobuf: nanos carry the sign of seconds
      s++;
      n -= NANOS;
    }
    if (s < -MAX_DURATION_SECONDS || s > MAX_DURATION_SECONDS) {
      throw new WirebindException("duration " + v + " is outside google.protobuf.Duration's range of"
          + " ±315576000000 seconds");
    }
    out.writeVarint32(secondsNanosSize(s, n));
    secondsNanos(out, s, n);
  }

  public static Duration readDuration(ProtoReader in) {
    long[] sn = new long[2];
    readSecondsNanos(in, sn, "google.protobuf.Duration");
    long s = sn[0];
    long n = sn[1];
    if (s < -MAX_DURATION_SECONDS || s > MAX_DURATION_SECONDS) {
      throw in.error("google.protobuf.Duration seconds " + s + " is outside ±315576000000");
    }
    if (n <= -NANOS || n >= NANOS || (s > 0 && n < 0) || (s < 0 && n > 0)) {
      throw in.error("google.protobuf.Duration nanos " + n + " is outside ±999999999 or has another"
          + " sign than seconds " + s);
    }
    return Duration.ofSeconds(s, n);
  }

  public static Duration defaultDuration(ProtoReader in) {
    return Duration.ZERO;
  }

  // ---- LocalDate: google.type.Date ----

  private static void checkYear(int year, Object v) {
    if (year < 1 || year > 9999) {
      throw new WirebindException(v + ": google.type.Date and DateTime hold years 1 to 9999");
    }
  }

  private static int dateSize(int y, int m, int d) {
    return 3 + ProtoWriter.varint32Size(y) + 2; // months and days take one byte each
  }

  public static void writeLocalDate(ProtoWriter out, LocalDate v) {
    int y = v.getYear();
    checkYear(y, v);
    out.writeVarint32(dateSize(y, v.getMonthValue(), v.getDayOfMonth()));
    dateFields(out, y, v.getMonthValue(), v.getDayOfMonth());
  }

  private static void dateFields(ProtoWriter out, int y, int m, int d) {
    out.writeRawByte(0x08);
    out.writeVarint32(y);
    out.writeRawByte(0x10);
    out.writeRawByte(m);
    out.writeRawByte(0x18);
    out.writeRawByte(d);
  }

  public static LocalDate readLocalDate(ProtoReader in) {
    int limit = in.enter();
    int y = 0;
    int m = 0;
    int d = 0;
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      switch (t) {
        case 0x08 -> y = in.readInt32();
        case 0x10 -> m = in.readInt32();
        case 0x18 -> d = in.readInt32();
        default -> skip(in, t, 3, "google.type.Date");
      }
    }
    LocalDate v = date(in, y, m, d, "google.type.Date");
    in.leave(limit);
    return v;
  }

  private static LocalDate date(ProtoReader in, int y, int m, int d, String type) {
    if (y < 1 || y > 9999 || !IsoDigits.valid(y, m, d)) {
      throw in.error(type + " " + y + "-" + m + "-" + d + " is not a full date in years 1 to 9999"
          + " (a year, month or day of 0 means a partial date, which a LocalDate cannot hold)");
    }
    return LocalDate.of(y, m, d);
  }

  public static LocalDate defaultLocalDate(ProtoReader in) {
    throw in.error("a map entry without a value has no LocalDate: google.type.Date's"
        + " default (year, month and day 0) is not a date");
  }

  // ---- LocalTime: google.type.TimeOfDay ----

  private static int timeSize(int h, int m, int s, int n) {
    return (h != 0 ? 2 : 0) + (m != 0 ? 2 : 0) + (s != 0 ? 2 : 0) + (n != 0 ? 1 + ProtoWriter.varint32Size(n) : 0);
  }

  /** Hours, minutes, seconds and nanos as fields {@code first} to {@code first + 3}. */
  private static void timeFields(ProtoWriter out, int first, int h, int m, int s, int n) {
    int tag = first << 3;
    if (h != 0) {
      out.writeRawByte(tag);
      out.writeRawByte(h);
    }
    if (m != 0) {
      out.writeRawByte(tag + 8);
      out.writeRawByte(m);
    }
    if (s != 0) {
      out.writeRawByte(tag + 16);
      out.writeRawByte(s);
    }
    if (n != 0) {
      out.writeRawByte(tag + 24);
      out.writeVarint32(n);
    }
  }

  public static void writeLocalTime(ProtoWriter out, LocalTime v) {
    int h = v.getHour();
    int m = v.getMinute();
    int s = v.getSecond();
    int n = v.getNano();
    out.writeVarint32(timeSize(h, m, s, n));
    timeFields(out, 1, h, m, s, n);
  }

  public static LocalTime readLocalTime(ProtoReader in) {
    int limit = in.enter();
    int[] f = new int[4];
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      int field = t >>> 3;
      if ((t & 7) == 0 && field >= 1 && field <= 4) {
        f[field - 1] = in.readInt32();
      } else {
        skip(in, t, 4, "google.type.TimeOfDay");
      }
    }
    LocalTime v = time(in, f[0], f[1], f[2], f[3], "google.type.TimeOfDay");
    in.leave(limit);
    return v;
  }

  private static LocalTime time(ProtoReader in, int h, int m, int s, int n, String type) {
    if (h < 0 || h > 23 || m < 0 || m > 59 || s < 0 || s > 59 || n < 0 || n >= NANOS) {
      throw in.error(type + " " + h + ":" + m + ":" + s + "." + n + " is not a time of day a"
          + " LocalTime holds (24:00 and leap seconds are not)");
    }
    return LocalTime.of(h, m, s, n);
  }

  public static LocalTime defaultLocalTime(ProtoReader in) {
    return LocalTime.MIDNIGHT;
  }

  // ---- date-times: google.type.DateTime ----

  private static final int UTC_OFFSET = 8;
  private static final int TIME_ZONE = 9;

  private static int dateTimeSize(LocalDateTime v) {
    return dateSize(v.getYear(), 0, 0) + timeSize(v.getHour(), v.getMinute(), v.getSecond(), v.getNano());
  }

  private static void dateTimeFields(ProtoWriter out, LocalDateTime v) {
    dateFields(out, v.getYear(), v.getMonthValue(), v.getDayOfMonth());
    timeFields(out, 4, v.getHour(), v.getMinute(), v.getSecond(), v.getNano());
  }

  public static void writeLocalDateTime(ProtoWriter out, LocalDateTime v) {
    checkYear(v.getYear(), v);
    out.writeVarint32(dateTimeSize(v));
    dateTimeFields(out, v);
  }

  /** With {@code utc_offset}, a Duration of the offset's seconds (written even when zero). */
  public static void writeOffsetDateTime(ProtoWriter out, OffsetDateTime v) {
    LocalDateTime local = v.toLocalDateTime();
    checkYear(local.getYear(), v);
    int offset = v.getOffset().getTotalSeconds();
    int offsetSize = secondsNanosSize(offset, 0);
    out.writeVarint32(dateTimeSize(local) + 2 + offsetSize);
    dateTimeFields(out, local);
    out.writeRawByte(UTC_OFFSET << 3 | 2);
    out.writeRawByte(offsetSize);
    secondsNanos(out, offset, 0);
  }

  /** With {@code time_zone}, the zone's id; the offset is the zone's for that local time. */
  public static void writeZonedDateTime(ProtoWriter out, ZonedDateTime v) {
    LocalDateTime local = v.toLocalDateTime();
    checkYear(local.getYear(), v);
    byte[] id = v.getZone().getId().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    int zoneSize = 1 + ProtoWriter.varint32Size(id.length) + id.length;
    out.writeVarint32(dateTimeSize(local) + 1 + ProtoWriter.varint32Size(zoneSize) + zoneSize);
    dateTimeFields(out, local);
    out.writeRawByte(TIME_ZONE << 3 | 2);
    out.writeVarint32(zoneSize);
    out.writeRawByte(0x0A);
    out.writeBytes(id);
  }

  /** The fields of a DateTime as read: the local date-time and its offset or zone (or neither). */
  private record DateTime(LocalDateTime local, ZoneOffset offset, ZoneId zone) {}

  private static DateTime readDateTime(ProtoReader in) {
    int limit = in.enter();
    int[] f = new int[7];
    ZoneOffset offset = null;
    ZoneId zone = null;
    long[] sn = new long[2];
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      int field = t >>> 3;
      if ((t & 7) == 0 && field >= 1 && field <= 7) {
        f[field - 1] = in.readInt32();
      } else if (t == (UTC_OFFSET << 3 | 2)) {
        readSecondsNanos(in, sn, "google.type.DateTime utc_offset");
        if (sn[1] != 0 || sn[0] < -18 * 3600 || sn[0] > 18 * 3600) { // not Math.abs: Long.MIN_VALUE
          throw in.error("utc_offset " + sn[0] + "s " + sn[1] + "ns is not an offset of whole seconds within ±18:00");
        }
        offset = ZoneOffset.ofTotalSeconds((int) sn[0]);
        zone = null;
      } else if (t == (TIME_ZONE << 3 | 2)) {
        zone = readZone(in);
        offset = null;
      } else {
        skip(in, t, 9, "google.type.DateTime");
      }
    }
    LocalDate date = date(in, f[0], f[1], f[2], "google.type.DateTime");
    LocalTime time = time(in, f[3], f[4], f[5], f[6], "google.type.DateTime");
    in.leave(limit);
    return new DateTime(LocalDateTime.of(date, time), offset, zone);
  }

  private static ZoneId readZone(ProtoReader in) {
    int limit = in.enter();
    String id = "";
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      if (t == 0x0A) {
        id = in.readString();
      } else {
        skip(in, t, 2, "google.type.TimeZone");
      }
    }
    try {
      ZoneId zone = ZoneId.of(id);
      in.leave(limit);
      return zone;
    } catch (DateTimeException e) {
      throw in.error("google.type.TimeZone id '" + id + "' is not a time zone: " + e.getMessage());
    }
  }

  /** An offset or zone, if the peer sent one, is dropped: a LocalDateTime has none. */
  public static LocalDateTime readLocalDateTime(ProtoReader in) {
    return readDateTime(in).local();
  }

  public static OffsetDateTime readOffsetDateTime(ProtoReader in) {
    DateTime v = readDateTime(in);
    if (v.offset() != null) {
      return OffsetDateTime.of(v.local(), v.offset());
    }
    if (v.zone() != null) {
      return ZonedDateTime.ofLocal(v.local(), v.zone(), null).toOffsetDateTime();
    }
    throw in.error("google.type.DateTime without utc_offset or time_zone is a local time, not an OffsetDateTime");
  }

  /** In a daylight-saving overlap the earlier offset is taken: DateTime carries a zone or an offset, not both. */
  public static ZonedDateTime readZonedDateTime(ProtoReader in) {
    DateTime v = readDateTime(in);
    if (v.zone() != null) {
      return ZonedDateTime.ofLocal(v.local(), v.zone(), null);
    }
    if (v.offset() != null) {
      return ZonedDateTime.of(v.local(), v.offset());
    }
    throw in.error("google.type.DateTime without utc_offset or time_zone is a local time, not a ZonedDateTime");
  }

  public static LocalDateTime defaultLocalDateTime(ProtoReader in) {
    throw noDefault(in, "LocalDateTime");
  }

  public static OffsetDateTime defaultOffsetDateTime(ProtoReader in) {
    throw noDefault(in, "OffsetDateTime");
  }

  public static ZonedDateTime defaultZonedDateTime(ProtoReader in) {
    throw noDefault(in, "ZonedDateTime");
  }

  private static WirebindException noDefault(ProtoReader in, String type) {
    return in.error("a map entry without a value has no " + type
        + ": google.type.DateTime's default (all fields 0) is not a date-time");
  }
}
