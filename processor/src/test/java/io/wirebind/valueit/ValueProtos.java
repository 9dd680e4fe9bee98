package io.wirebind.valueit;

import com.google.protobuf.ByteString;
import com.google.protobuf.Timestamp;
import com.google.type.Date;
import com.google.type.DateTime;
import com.google.type.Decimal;
import com.google.type.TimeOfDay;
import com.google.type.TimeZone;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * Converts the value types to and from protoc's classes for the messages protobuf defines for them
 * (written here from their specifications, independently of the runtime), and the test models to
 * and from their {@code values.proto} mirrors.
 */
final class ValueProtos {
  private ValueProtos() {}

  static Timestamp timestamp(Instant v) {
    return Timestamp.newBuilder().setSeconds(v.getEpochSecond()).setNanos(v.getNano()).build();
  }

  static Instant instant(Timestamp t) {
    return Instant.ofEpochSecond(t.getSeconds(), t.getNanos());
  }

  static com.google.protobuf.Duration duration(Duration v) {
    long s = v.getSeconds();
    int n = v.getNano();
    if (s < 0 && n > 0) {
      s += 1;
      n -= 1_000_000_000;
    }
    return com.google.protobuf.Duration.newBuilder().setSeconds(s).setNanos(n).build();
  }

  static Duration duration(com.google.protobuf.Duration d) {
    return Duration.ofSeconds(d.getSeconds(), d.getNanos());
  }

  static Date date(LocalDate v) {
    return Date.newBuilder().setYear(v.getYear()).setMonth(v.getMonthValue()).setDay(v.getDayOfMonth()).build();
  }

  static LocalDate date(Date d) {
    return LocalDate.of(d.getYear(), d.getMonth(), d.getDay());
  }

  static TimeOfDay time(LocalTime v) {
    return TimeOfDay.newBuilder().setHours(v.getHour()).setMinutes(v.getMinute()).setSeconds(v.getSecond())
        .setNanos(v.getNano()).build();
  }

  static LocalTime time(TimeOfDay t) {
    return LocalTime.of(t.getHours(), t.getMinutes(), t.getSeconds(), t.getNanos());
  }

  static DateTime.Builder local(LocalDateTime v) {
    return DateTime.newBuilder().setYear(v.getYear()).setMonth(v.getMonthValue()).setDay(v.getDayOfMonth())
        .setHours(v.getHour()).setMinutes(v.getMinute()).setSeconds(v.getSecond()).setNanos(v.getNano());
  }

  static LocalDateTime local(DateTime d) {
    return LocalDateTime.of(d.getYear(), d.getMonth(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(),
        d.getNanos());
  }

  static DateTime offset(OffsetDateTime v) {
    return local(v.toLocalDateTime())
        .setUtcOffset(com.google.protobuf.Duration.newBuilder().setSeconds(v.getOffset().getTotalSeconds()))
        .build();
  }

  static OffsetDateTime offset(DateTime d) {
    return OffsetDateTime.of(local(d), ZoneOffset.ofTotalSeconds((int) d.getUtcOffset().getSeconds()));
  }

  static DateTime zoned(ZonedDateTime v) {
    return local(v.toLocalDateTime()).setTimeZone(TimeZone.newBuilder().setId(v.getZone().getId())).build();
  }

  /** The zone's rules pick the offset; in an overlap, the earlier one. */
  static ZonedDateTime zoned(DateTime d) {
    return ZonedDateTime.ofLocal(local(d), ZoneId.of(d.getTimeZone().getId()), null);
  }

  /**
   * {@link YearMonth#toString()}'s form: past year 9999 it has no {@code +}, which {@link
   * YearMonth#parse(CharSequence)} requires.
   */
  static YearMonth yearMonth(String s) {
    int dash = s.lastIndexOf('-');
    return YearMonth.of(Integer.parseInt(s.substring(0, dash)), Integer.parseInt(s.substring(dash + 1)));
  }

  static Decimal decimal(BigDecimal v) {
    return Decimal.newBuilder().setValue(v.toString()).build();
  }

  static ByteString bytes(UUID v) {
    return ByteString.copyFrom(ByteBuffer.allocate(16).putLong(v.getMostSignificantBits())
        .putLong(v.getLeastSignificantBits()).array());
  }

  static UUID uuid(ByteString b) {
    ByteBuffer bb = b.asReadOnlyByteBuffer();
    return new UUID(bb.getLong(), bb.getLong());
  }

  static io.wirebind.valueit.proto.Values proto(Values v) {
    var b = io.wirebind.valueit.proto.Values.newBuilder();
    if (v.instant() != null) b.setInstant(timestamp(v.instant()));
    if (v.duration() != null) b.setDuration(duration(v.duration()));
    if (v.localDate() != null) b.setLocalDate(date(v.localDate()));
    if (v.localTime() != null) b.setLocalTime(time(v.localTime()));
    if (v.localDateTime() != null) b.setLocalDateTime(local(v.localDateTime()));
    if (v.offsetDateTime() != null) b.setOffsetDateTime(offset(v.offsetDateTime()));
    if (v.zonedDateTime() != null) b.setZonedDateTime(zoned(v.zonedDateTime()));
    if (v.year() != null) b.setYear(v.year().getValue());
    if (v.yearMonth() != null) b.setYearMonth(v.yearMonth().toString());
    if (v.period() != null) b.setPeriod(v.period().toString());
    if (v.zoneId() != null) b.setZoneId(v.zoneId().getId());
    if (v.zoneOffset() != null) b.setZoneOffset(v.zoneOffset().getId());
    if (v.uuid() != null) b.setUuid(v.uuid().toString());
    if (v.rawId() != null) b.setRawId(bytes(v.rawId()));
    if (v.bigDecimal() != null) b.setBigDecimal(decimal(v.bigDecimal()));
    if (v.bigInteger() != null) b.setBigInteger(v.bigInteger().toString());
    if (v.uri() != null) b.setUri(v.uri().toString());
    if (v.url() != null) b.setUrl(v.url().toExternalForm());
    if (v.currency() != null) b.setCurrency(v.currency().getCurrencyCode());
    if (v.locale() != null) b.setLocale(v.locale().toLanguageTag());
    return b.build();
  }

  static Values java(io.wirebind.valueit.proto.Values p) throws MalformedURLException {
    return new Values(
        p.hasInstant() ? instant(p.getInstant()) : null,
        p.hasDuration() ? duration(p.getDuration()) : null,
        p.hasLocalDate() ? date(p.getLocalDate()) : null,
        p.hasLocalTime() ? time(p.getLocalTime()) : null,
        p.hasLocalDateTime() ? local(p.getLocalDateTime()) : null,
        p.hasOffsetDateTime() ? offset(p.getOffsetDateTime()) : null,
        p.hasZonedDateTime() ? zoned(p.getZonedDateTime()) : null,
        p.hasYear() ? Year.of(p.getYear()) : null,
        p.hasYearMonth() ? yearMonth(p.getYearMonth()) : null,
        p.hasPeriod() ? Period.parse(p.getPeriod()) : null,
        p.hasZoneId() ? ZoneId.of(p.getZoneId()) : null,
        p.hasZoneOffset() ? ZoneOffset.of(p.getZoneOffset()) : null,
        p.hasUuid() ? UUID.fromString(p.getUuid()) : null,
        p.hasRawId() ? uuid(p.getRawId()) : null,
        p.hasBigDecimal() ? new BigDecimal(p.getBigDecimal().getValue()) : null,
        p.hasBigInteger() ? new BigInteger(p.getBigInteger()) : null,
        p.hasUri() ? URI.create(p.getUri()) : null,
        p.hasUrl() ? new URL(p.getUrl()) : null,
        p.hasCurrency() ? Currency.getInstance(p.getCurrency()) : null,
        p.hasLocale() ? Locale.forLanguageTag(p.getLocale()) : null);
  }

  static io.wirebind.valueit.proto.ValueShapes proto(ValueShapes v) {
    var b = io.wirebind.valueit.proto.ValueShapes.newBuilder();
    if (v.instants != null) v.instants.forEach(i -> b.addInstants(timestamp(i)));
    if (v.amounts != null) v.amounts.forEach((k, a) -> b.putAmounts(k, decimal(a)));
    if (v.ids != null) v.ids.forEach(i -> b.addIds(i.toString()));
    if (v.years != null) v.years.forEach(y -> b.addYears(y.getValue()));
    if (v.dates != null) v.dates.forEach((k, d) -> b.putDates(k, date(d)));
    if (v.values != null) v.values.forEach(x -> b.addValues(proto(x)));
    if (v.single != null) b.setSingle(proto(v.single));
    if (v.offsets != null) v.offsets.forEach(o -> b.addOffsets(offset(o)));
    if (v.durations != null) v.durations.forEach((k, d) -> b.putDurations(k, duration(d)));
    return b.build();
  }

  /** Empty repeated fields and maps decode as empty lists and maps, as Wirebind decodes them. */
  static ValueShapes java(io.wirebind.valueit.proto.ValueShapes p) throws MalformedURLException {
    ValueShapes v = new ValueShapes();
    v.instants = new ArrayList<>(p.getInstantsList().stream().map(ValueProtos::instant).toList());
    v.amounts = new LinkedHashMap<>();
    p.getAmountsMap().forEach((k, a) -> v.amounts.put(k, new BigDecimal(a.getValue())));
    v.ids = new ArrayList<>(p.getIdsList().stream().map(UUID::fromString).toList());
    v.years = new ArrayList<>(p.getYearsList().stream().map(Year::of).toList());
    v.dates = new LinkedHashMap<>();
    p.getDatesMap().forEach((k, d) -> v.dates.put(k, date(d)));
    List<Values> values = new ArrayList<>();
    for (var x : p.getValuesList()) {
      values.add(java(x));
    }
    v.values = values;
    v.single = p.hasSingle() ? java(p.getSingle()) : null;
    v.offsets = new ArrayList<>(p.getOffsetsList().stream().map(ValueProtos::offset).toList());
    Map<String, Duration> durations = new LinkedHashMap<>();
    p.getDurationsMap().forEach((k, d) -> durations.put(k, duration(d)));
    v.durations = durations;
    return v;
  }
}
