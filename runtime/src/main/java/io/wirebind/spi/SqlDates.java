package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import java.sql.Timestamp;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

/**
 * {@link java.sql.Timestamp} and {@link java.sql.Date}, as Jackson's {@code java.util.Date}
 * serializers write them with {@code WRITE_DATES_AS_TIMESTAMPS} off: Jackson 2 writes a timestamp
 * as {@code StdDateFormat} text in UTC ({@code "2024-02-29T10:15:30.123+00:00"}) and a date as its
 * {@code toString()} ({@code "2024-02-29"}, in the JVM's default time zone); Jackson 3 writes both
 * as {@code "2024-02-29T10:15:30.123Z"}. Both read what {@code StdDateFormat} reads: epoch
 * milliseconds (a number or a string of digits), and ISO-8601 text ({@code yyyy-MM-dd}, with
 * {@code THH:mm[:ss[.fraction]]} and an optional {@code Z} or {@code ±hh[[:]mm]}; no zone is UTC),
 * on the Julian calendar before 1582-10-15 as {@code GregorianCalendar}; blank text and {@code
 * "null"} as null. Neither is a map key: Jackson writes one it cannot read back.
 *
 * <p>In protobuf and proto3 JSON a timestamp is a {@code google.protobuf.Timestamp} (its
 * nanoseconds kept) and a date a {@code google.type.Date} (its {@code toLocalDate()}).
 */
public final class SqlDates {
  private SqlDates() {}

  private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

  // ---- java.sql.Timestamp ----

  public static void writeSqlTimestamp(JsonWriter out, Timestamp v) {
    out.writeString(format(v.getTime(), "+00:00"));
  }

  public static Timestamp readSqlTimestamp(JsonReader in) {
    int at = in.position();
    Long millis = millis(in, at, "a Timestamp");
    return millis == null ? null : new Timestamp(millis);
  }

  /** Jackson 3's JSON: as Jackson 2's, with {@code Z} for UTC. */
  public static void writeSqlTimestamp3(JsonWriter out, Timestamp v) {
    out.writeString(format(v.getTime(), "Z"));
  }

  public static Timestamp readSqlTimestamp3(JsonReader in) {
    return readSqlTimestamp(in);
  }

  public static void writeSqlTimestampProto3(JsonWriter out, Timestamp v) {
    TimeProto3Json.writeInstant(out, v.toInstant());
  }

  public static Timestamp readSqlTimestampProto3(JsonReader in) {
    return Timestamp.from(TimeProto3Json.readInstant(in));
  }

  public static void writeSqlTimestamp(ProtoWriter out, Timestamp v) {
    TimeProto.writeInstant(out, v.toInstant());
  }

  public static Timestamp readSqlTimestamp(ProtoReader in) {
    return Timestamp.from(TimeProto.readInstant(in));
  }

  public static Timestamp defaultSqlTimestamp(ProtoReader in) {
    return new Timestamp(0);
  }

  // ---- java.sql.Date ----

  public static void writeSqlDate(JsonWriter out, java.sql.Date v) {
    out.writeString(v.toString());
  }

  public static java.sql.Date readSqlDate(JsonReader in) {
    int at = in.position();
    Long millis = millis(in, at, "a java.sql.Date");
    return millis == null ? null : new java.sql.Date(millis);
  }

  /** Jackson 3's JSON: the date's instant as a timestamp's, in UTC. */
  public static void writeSqlDate3(JsonWriter out, java.sql.Date v) {
    out.writeString(format(v.getTime(), "Z"));
  }

  public static java.sql.Date readSqlDate3(JsonReader in) {
    return readSqlDate(in);
  }

  public static void writeSqlDateProto3(JsonWriter out, java.sql.Date v) {
    TimeProto3Json.writeLocalDate(out, v.toLocalDate());
  }

  public static java.sql.Date readSqlDateProto3(JsonReader in) {
    return java.sql.Date.valueOf(TimeProto3Json.readLocalDate(in));
  }

  public static void writeSqlDate(ProtoWriter out, java.sql.Date v) {
    TimeProto.writeLocalDate(out, v.toLocalDate());
  }

  public static java.sql.Date readSqlDate(ProtoReader in) {
    return java.sql.Date.valueOf(TimeProto.readLocalDate(in));
  }

  public static java.sql.Date defaultSqlDate(ProtoReader in) {
    return java.sql.Date.valueOf(TimeProto.defaultLocalDate(in));
  }

  // ---- StdDateFormat's text

  /** {@code yyyy-MM-dd'T'HH:mm:ss.SSS} in UTC on {@code GregorianCalendar}, then {@code zone}. */
  static String format(long millis, String zone) {
    GregorianCalendar c = new GregorianCalendar(UTC);
    c.setTimeInMillis(millis);
    StringBuilder b = new StringBuilder(29);
    int year = c.get(Calendar.YEAR);
    if (c.get(Calendar.ERA) == GregorianCalendar.BC) {
      // as StdDateFormat: astronomical year numbering, 1 BC as 0000
      year = year - 1;
      if (year > 0) {
        b.append('-');
      }
    } else if (year > 9999) {
      b.append('+');
    }
    pad(b, year, 4).append('-');
    pad(b, c.get(Calendar.MONTH) + 1, 2).append('-');
    pad(b, c.get(Calendar.DAY_OF_MONTH), 2).append('T');
    pad(b, c.get(Calendar.HOUR_OF_DAY), 2).append(':');
    pad(b, c.get(Calendar.MINUTE), 2).append(':');
    pad(b, c.get(Calendar.SECOND), 2).append('.');
    pad(b, c.get(Calendar.MILLISECOND), 3);
    return b.append(zone).toString();
  }

  private static StringBuilder pad(StringBuilder b, int v, int digits) {
    String s = Integer.toString(v);
    for (int i = s.length(); i < digits; i++) {
      b.append('0');
    }
    return b.append(s);
  }

  /** Epoch milliseconds from a number or text, or null for blank text and {@code "null"}. */
  private static Long millis(JsonReader in, int at, String type) {
    if (in.peekIsNumber()) {
      return in.readLong();
    }
    String s = in.readStringToken().trim();
    if (s.isEmpty() || s.equals("null")) {
      return null;
    }
    long v = parse(s);
    if (v == Long.MIN_VALUE) {
      throw in.errorAt(at, "cannot read '" + s + "' as " + type
          + ": not epoch milliseconds nor ISO-8601 (yyyy-MM-dd['T'HH:mm[:ss[.SSS]]][Z|+hh:mm])");
    }
    return v;
  }

  /** Epoch milliseconds, or {@code Long.MIN_VALUE} for text {@code StdDateFormat} does not read. */
  static long parse(String s) {
    int n = s.length();
    boolean iso = n >= 7 && digit(s, 0) && digit(s, 3) && s.charAt(4) == '-' && digit(s, 5);
    if (!iso) {
      int i = s.charAt(0) == '-' ? 1 : 0;
      if (i == n) {
        return Long.MIN_VALUE;
      }
      for (int j = i; j < n; j++) {
        if (!digit(s, j)) {
          return Long.MIN_VALUE;
        }
      }
      try {
        return Long.parseLong(s);
      } catch (NumberFormatException e) {
        return Long.MIN_VALUE;
      }
    }
    if (n < 10 || !digits(s, 0, 4) || !digits(s, 5, 7) || s.charAt(7) != '-' || !digits(s, 8, 10)) {
      return Long.MIN_VALUE;
    }
    int year = num(s, 0, 4);
    int month = num(s, 5, 7);
    int day = num(s, 8, 10);
    int hour = 0;
    int minute = 0;
    int second = 0;
    int ms = 0;
    int offset = 0;
    int p = 10;
    if (p < n) {
      if (s.charAt(p) != 'T' || n < p + 6 || !digits(s, p + 1, p + 3) || s.charAt(p + 3) != ':'
          || !digits(s, p + 4, p + 6)) {
        return Long.MIN_VALUE;
      }
      hour = num(s, p + 1, p + 3);
      minute = num(s, p + 4, p + 6);
      p += 6;
      if (p < n && s.charAt(p) == ':') {
        if (n < p + 3 || !digits(s, p + 1, p + 3)) {
          return Long.MIN_VALUE;
        }
        second = num(s, p + 1, p + 3);
        p += 3;
        if (p < n && (s.charAt(p) == '.' || s.charAt(p) == ',')) {
          int f = ++p;
          while (p < n && digit(s, p)) {
            p++;
          }
          int len = p - f;
          if (len == 0 || len > 9) {
            return Long.MIN_VALUE;
          }
          for (int i = 0; i < 3; i++) {
            ms = ms * 10 + (i < len ? s.charAt(f + i) - '0' : 0);
          }
        }
      }
      if (p < n) {
        char z = s.charAt(p);
        if (z == 'Z' && p + 1 == n) {
          p++;
        } else if ((z == '+' || z == '-') && n >= p + 3 && digits(s, p + 1, p + 3)) {
          int hh = num(s, p + 1, p + 3);
          int mm = 0;
          int q = p + 3;
          if (q < n && s.charAt(q) == ':') {
            q++;
          }
          if (q < n) {
            if (n != q + 2 || !digits(s, q, q + 2)) {
              return Long.MIN_VALUE;
            }
            mm = num(s, q, q + 2);
          }
          offset = (hh * 60 + mm) * 60_000 * (z == '-' ? -1 : 1);
          p = n;
        } else {
          return Long.MIN_VALUE;
        }
      }
    }
    if (p != n) {
      return Long.MIN_VALUE;
    }
    GregorianCalendar c = new GregorianCalendar(UTC);
    c.clear();
    c.set(year, month - 1, day, hour, minute, second);
    c.set(Calendar.MILLISECOND, ms);
    return c.getTimeInMillis() - offset;
  }

  private static boolean digit(String s, int i) {
    char c = s.charAt(i);
    return c >= '0' && c <= '9';
  }

  private static boolean digits(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!digit(s, i)) {
        return false;
      }
    }
    return true;
  }

  private static int num(String s, int from, int to) {
    return Integer.parseInt(s, from, to, 10);
  }
}
