package io.wirebind.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Duration;
import com.google.type.DateTime;
import io.wirebind.benchmarks.model.Account;
import io.wirebind.benchmarks.model.Fee;
import io.wirebind.benchmarks.model.Posting;
import io.wirebind.benchmarks.protobuf.OrderProtos;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Random;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.RepeatedMessage;

/**
 * A bank account with nested lists of small objects, four postings (about 1 KB of JSON); {@link
 * Account100kBenchmark} has 420 (about 100 KB). Each posting: an id, a booking date ({@code
 * LocalDate}), a creation time ({@code OffsetDateTime} in UTC with milliseconds), a {@code
 * BigDecimal} amount of scale 2, a counterparty (some non-ASCII), a reference and zero to two fees
 * (a code and a {@code BigDecimal}). Deterministic (seeded).
 *
 * <p>Jackson as Spring Boot configures it; DSL-JSON with its own {@code LocalDate}, {@code
 * OffsetDateTime} and {@code BigDecimal} converters; protobuf-java with {@code google.type.Date},
 * {@code google.type.DateTime} (with {@code utc_offset}) and {@code google.type.Decimal}, converted
 * in every operation. The times are in UTC: Jackson reads an {@code OffsetDateTime} adjusted to UTC,
 * so another offset would not read back to an equal value. {@link #setupScenario()} holds every
 * decoder to {@link Account#equals} (decimal scales, offsets).
 */
public class AccountBenchmark
    extends WirebindJsonScenario<
        Account,
        Account,
        OrderProtos.Account,
        OrderProtos.Account,
        io.wirebind.benchmarks.quickbuf.OrderProtos.Account,
        io.wirebind.benchmarks.quickbuf.OrderProtos.Account> {

  private static final String[] COUNTERPARTIES = {
    "Stadtwerke München GmbH", "ACME Online Retail Ltd", "Café Liberté", "Deutsche Bahn AG",
    "Spotify AB", "Łódź Property Management", "Amazon EU S.à r.l.", "Netflix International B.V.",
    "Zürich Versicherung", "Local Grocery Store"
  };
  private static final String[] FEES = {"FX", "ATM", "INSTANT", "SEPA"};

  private final int postings;

  public AccountBenchmark() {
    this(4);
  }

  protected AccountBenchmark(int postings) {
    super(
        Account.class,
        Account.class,
        OrderProtos.Account.parser(),
        io.wirebind.benchmarks.quickbuf.OrderProtos.Account::newInstance,
        io.wirebind.benchmarks.quickbuf.OrderProtos.Account::newInstance);
    this.postings = postings;
  }

  @Override
  protected ObjectMapper createJackson() {
    return Libraries.springBootJackson();
  }

  @Override
  protected String fastjson2TextDifference() {
    return "fastjson2 writes an OffsetDateTime's milliseconds as three digits (.860Z) where Jackson"
        + " drops trailing zeros (.86Z): the same instant";
  }

  @Override
  protected Account createData() {
    Random rnd = new Random(7_331L + postings);
    Account a = new Account();
    a.iban = "DE89370400440532013000";
    a.owner = "Jürgen Weiß";
    a.currency = "EUR";
    a.openedOn = LocalDate.of(2016, 9, 1);
    a.updatedAt = OffsetDateTime.of(2025, 3, 10, 14, 22, 31, 417_000_000, ZoneOffset.UTC);
    a.creditLimit = new BigDecimal("2500.00");
    long balance = 1_234_567;
    OffsetDateTime t = OffsetDateTime.of(2024, 1, 2, 8, 0, 0, 0, ZoneOffset.UTC);
    for (int i = 0; i < postings; i++) {
      Posting p = new Posting();
      p.id = 9_000_000_000L + 37L * i;
      t = t.plusSeconds(600 + rnd.nextInt(40_000)).plusNanos(1_000_000L * rnd.nextInt(1000));
      p.createdAt = t;
      p.bookingDate = t.toLocalDate().plusDays(rnd.nextInt(3));
      long cents = rnd.nextInt(5) == 0 ? 100_000 + rnd.nextInt(400_000) : -(100 + rnd.nextInt(25_000));
      balance += cents;
      p.amount = BigDecimal.valueOf(cents, 2);
      p.counterparty = COUNTERPARTIES[rnd.nextInt(COUNTERPARTIES.length)];
      p.reference = "RF" + (18_000_000 + rnd.nextInt(1_000_000)) + "/" + (i % 12 + 1);
      for (int k = 0, n = rnd.nextInt(3); k < n; k++) {
        Fee f = new Fee();
        f.code = FEES[rnd.nextInt(FEES.length)];
        f.amount = BigDecimal.valueOf(5 + rnd.nextInt(300), 2);
        p.fees.add(f);
      }
      a.postings.add(p);
    }
    a.balance = BigDecimal.valueOf(balance, 2);
    return a;
  }

  @Override
  protected Account expectedRead(Account data) {
    return data;
  }

  /** Every decoder's result equals the data exactly (decimal scales, offsets). */
  @Override
  protected void setupScenario() throws IOException {
    checkExact("wirebindJson", wirebindJsonDecode());
    checkExact("wirebindJson reuse", wirebindJsonDecodeReuse());
    checkExact("wirebindJson own bytes", codec.fromJson(codec.toJson(source)));
    checkExact("wirebindProto", wirebindProtoDecode());
    checkExact("wirebindProto own bytes", codec.fromProto(codec.toProto(source)));
    checkExact("jackson", jacksonDecode());
    checkExact("jackson3", jackson3Decode());
    checkExact("dslJson", dslJsonDecode());
    checkExact("fastjson2", fastjson2Decode());
    checkExact("fastjson2 own document read by Jackson", jackson.readValue(fastjson2Encode(), Account.class));
    checkExact("protobufJava", fromProtobufJava(protobufJavaDecode()));
  }

  private void checkExact(String what, Account actual) {
    if (!source.equals(actual)) {
      throw new IllegalStateException(getClass().getSimpleName() + " " + what
          + ": not equal to the data\n expected " + source + "\n actual   " + actual);
    }
  }

  // ---- protobuf-java: the well-known messages, converted as a user converts them ----

  static DateTime dateTime(OffsetDateTime v) {
    return DateTime.newBuilder()
        .setYear(v.getYear())
        .setMonth(v.getMonthValue())
        .setDay(v.getDayOfMonth())
        .setHours(v.getHour())
        .setMinutes(v.getMinute())
        .setSeconds(v.getSecond())
        .setNanos(v.getNano())
        .setUtcOffset(Duration.newBuilder().setSeconds(v.getOffset().getTotalSeconds()))
        .build();
  }

  static OffsetDateTime offsetDateTime(DateTime d) {
    return OffsetDateTime.of(d.getYear(), d.getMonth(), d.getDay(), d.getHours(), d.getMinutes(),
        d.getSeconds(), d.getNanos(), ZoneOffset.ofTotalSeconds((int) d.getUtcOffset().getSeconds()));
  }

  @Override
  protected OrderProtos.Account toProtobufJava(Account a) {
    OrderProtos.Account.Builder b = OrderProtos.Account.newBuilder();
    if (a.iban != null) {
      b.setIban(a.iban);
    }
    if (a.owner != null) {
      b.setOwner(a.owner);
    }
    if (a.currency != null) {
      b.setCurrency(a.currency);
    }
    if (a.openedOn != null) {
      b.setOpenedOn(OrderBenchmark.date(a.openedOn));
    }
    if (a.updatedAt != null) {
      b.setUpdatedAt(dateTime(a.updatedAt));
    }
    if (a.balance != null) {
      b.setBalance(OrderBenchmark.decimal(a.balance));
    }
    if (a.creditLimit != null) {
      b.setCreditLimit(OrderBenchmark.decimal(a.creditLimit));
    }
    for (Posting p : a.postings) {
      OrderProtos.Posting.Builder pb = OrderProtos.Posting.newBuilder().setId(p.id);
      if (p.bookingDate != null) {
        pb.setBookingDate(OrderBenchmark.date(p.bookingDate));
      }
      if (p.createdAt != null) {
        pb.setCreatedAt(dateTime(p.createdAt));
      }
      if (p.amount != null) {
        pb.setAmount(OrderBenchmark.decimal(p.amount));
      }
      if (p.counterparty != null) {
        pb.setCounterparty(p.counterparty);
      }
      if (p.reference != null) {
        pb.setReference(p.reference);
      }
      for (Fee f : p.fees) {
        OrderProtos.Fee.Builder fb = OrderProtos.Fee.newBuilder();
        if (f.code != null) {
          fb.setCode(f.code);
        }
        if (f.amount != null) {
          fb.setAmount(OrderBenchmark.decimal(f.amount));
        }
        pb.addFees(fb);
      }
      b.addPostings(pb);
    }
    return b.build();
  }

  @Override
  protected Account fromProtobufJava(OrderProtos.Account p) {
    Account a = new Account();
    a.iban = p.hasIban() ? p.getIban() : null;
    a.owner = p.hasOwner() ? p.getOwner() : null;
    a.currency = p.hasCurrency() ? p.getCurrency() : null;
    a.openedOn = p.hasOpenedOn() ? OrderBenchmark.localDate(p.getOpenedOn()) : null;
    a.updatedAt = p.hasUpdatedAt() ? offsetDateTime(p.getUpdatedAt()) : null;
    a.balance = p.hasBalance() ? OrderBenchmark.bigDecimal(p.getBalance()) : null;
    a.creditLimit = p.hasCreditLimit() ? OrderBenchmark.bigDecimal(p.getCreditLimit()) : null;
    for (OrderProtos.Posting pp : p.getPostingsList()) {
      Posting q = new Posting();
      q.id = pp.getId();
      q.bookingDate = pp.hasBookingDate() ? OrderBenchmark.localDate(pp.getBookingDate()) : null;
      q.createdAt = pp.hasCreatedAt() ? offsetDateTime(pp.getCreatedAt()) : null;
      q.amount = pp.hasAmount() ? OrderBenchmark.bigDecimal(pp.getAmount()) : null;
      q.counterparty = pp.hasCounterparty() ? pp.getCounterparty() : null;
      q.reference = pp.hasReference() ? pp.getReference() : null;
      for (OrderProtos.Fee pf : pp.getFeesList()) {
        Fee f = new Fee();
        f.code = pf.hasCode() ? pf.getCode() : null;
        f.amount = pf.hasAmount() ? OrderBenchmark.bigDecimal(pf.getAmount()) : null;
        q.fees.add(f);
      }
      a.postings.add(q);
    }
    return a;
  }

  // ---- QuickBuffers: the same conversions into its mutable messages ----

  private static void fill(com.google.quickbuf.Date q, LocalDate v) {
    q.setYear(v.getYear()).setMonth(v.getMonthValue()).setDay(v.getDayOfMonth());
  }

  private static void fill(com.google.quickbuf.DateTime q, OffsetDateTime v) {
    q.setYear(v.getYear()).setMonth(v.getMonthValue()).setDay(v.getDayOfMonth())
        .setHours(v.getHour()).setMinutes(v.getMinute()).setSeconds(v.getSecond()).setNanos(v.getNano());
    q.getMutableUtcOffset().setSeconds(v.getOffset().getTotalSeconds());
  }

  @Override
  protected void fillQuickBuffers(Account a, io.wirebind.benchmarks.quickbuf.OrderProtos.Account q) {
    if (a.iban != null) {
      q.setIban(a.iban);
    }
    if (a.owner != null) {
      q.setOwner(a.owner);
    }
    if (a.currency != null) {
      q.setCurrency(a.currency);
    }
    if (a.openedOn != null) {
      fill(q.getMutableOpenedOn(), a.openedOn);
    }
    if (a.updatedAt != null) {
      fill(q.getMutableUpdatedAt(), a.updatedAt);
    }
    if (a.balance != null) {
      q.getMutableBalance().setValue(a.balance.toString());
    }
    if (a.creditLimit != null) {
      q.getMutableCreditLimit().setValue(a.creditLimit.toString());
    }
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.OrderProtos.Posting> ps = q.getMutablePostings();
    for (Posting p : a.postings) {
      io.wirebind.benchmarks.quickbuf.OrderProtos.Posting qp = ps.next().setId(p.id);
      if (p.bookingDate != null) {
        fill(qp.getMutableBookingDate(), p.bookingDate);
      }
      if (p.createdAt != null) {
        fill(qp.getMutableCreatedAt(), p.createdAt);
      }
      if (p.amount != null) {
        qp.getMutableAmount().setValue(p.amount.toString());
      }
      if (p.counterparty != null) {
        qp.setCounterparty(p.counterparty);
      }
      if (p.reference != null) {
        qp.setReference(p.reference);
      }
      RepeatedMessage<io.wirebind.benchmarks.quickbuf.OrderProtos.Fee> fs = qp.getMutableFees();
      for (Fee f : p.fees) {
        io.wirebind.benchmarks.quickbuf.OrderProtos.Fee qf = fs.next();
        if (f.code != null) {
          qf.setCode(f.code);
        }
        if (f.amount != null) {
          qf.getMutableAmount().setValue(f.amount.toString());
        }
      }
    }
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.OrderProtos.Account q, Blackhole bh) {
    bh.consume(q.getIban());
    bh.consume(q.getOwner());
    bh.consume(q.getCurrency());
    bh.consume(q.getBalance().getValue());
    bh.consume(q.getCreditLimit().getValue());
    for (io.wirebind.benchmarks.quickbuf.OrderProtos.Posting p : q.getPostings()) {
      bh.consume(p.getAmount().getValue());
      bh.consume(p.getCounterparty());
      bh.consume(p.getReference());
      for (io.wirebind.benchmarks.quickbuf.OrderProtos.Fee f : p.getFees()) {
        bh.consume(f.getCode());
        bh.consume(f.getAmount().getValue());
      }
    }
  }
}
