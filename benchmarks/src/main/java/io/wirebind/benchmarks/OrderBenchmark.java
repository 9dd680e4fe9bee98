package io.wirebind.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Timestamp;
import com.google.type.Date;
import com.google.type.Decimal;
import io.wirebind.benchmarks.model.LineItem;
import io.wirebind.benchmarks.model.Order;
import io.wirebind.benchmarks.model.OrderId;
import io.wirebind.benchmarks.model.Sku;
import io.wirebind.benchmarks.protobuf.OrderProtos;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Optional;
import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.RepeatedMessage;

/**
 * An order of ten line items with value types: a value-object id ({@code @JsonValue}), {@code UUID}
 * ids, {@code Instant} timestamps with milliseconds, {@code LocalDate}s, {@code BigDecimal} amounts
 * of scale 2, an {@code Optional<String>}, an {@code Optional<Instant>} and an
 * {@code Optional<BigDecimal>} (present on three of the ten items, empty on the others).
 *
 * <p>The peers as their users run them with these types: Jackson as Spring Boot configures it
 * ({@link Libraries#springBootJackson()}); DSL-JSON with its own converters for {@code UUID},
 * {@code LocalDate}, {@code BigDecimal} and {@code Optional}, and {@code @JsonConverter} classes for
 * what it lacks ({@link io.wirebind.benchmarks.model.DslJsonValueConverters}: {@code Instant}, the
 * value objects); protobuf-java and QuickBuffers with the well-known messages ({@code
 * google.protobuf.Timestamp}, {@code google.type.Date}, {@code google.type.Decimal} holding
 * {@code BigDecimal.toString()}), converted from and to the domain objects in every operation as
 * in every scenario.
 *
 * <p>The shared checks compare results as Jackson trees, where {@code 2.5} equals {@code 2.50} and
 * an empty {@code Optional} equals {@code null}; {@link #setupScenario()} also holds every decoder
 * to {@link Order#equals}, which tells those apart.
 */
public class OrderBenchmark
    extends WirebindJsonScenario<
        Order,
        Order,
        OrderProtos.Order,
        OrderProtos.Order,
        io.wirebind.benchmarks.quickbuf.OrderProtos.Order,
        io.wirebind.benchmarks.quickbuf.OrderProtos.Order> {

  /** Product: SKU, name, unit price. */
  private static final String[][] PRODUCTS = {
    {"SKU-100234", "Stainless steel water bottle, 750 ml", "24.90"},
    {"SKU-100871", "Merino wool hiking socks (2 pairs)", "19.95"},
    {"SKU-204518", "Trail running shoes, men's 43", "129.00"},
    {"SKU-204990", "Ultralight rain jacket, size M", "89.99"},
    {"SKU-310007", "Headlamp 400 lm, rechargeable", "34.50"},
    {"SKU-310452", "Insulated camping mug, 350 ml", "14.99"},
    {"SKU-402266", "Trekking poles, carbon, pair", "79.00"},
    {"SKU-402301", "Dry bag 20 l", "17.49"},
    {"SKU-508813", "First aid kit, compact", "22.75"},
    {"SKU-511120", "Water filter, squeeze type", "42.00"},
  };

  private static final int[] QUANTITIES = {2, 3, 1, 1, 2, 4, 1, 2, 1, 1};

  public OrderBenchmark() {
    super(
        Order.class,
        Order.class,
        OrderProtos.Order.parser(),
        io.wirebind.benchmarks.quickbuf.OrderProtos.Order::newInstance,
        io.wirebind.benchmarks.quickbuf.OrderProtos.Order::newInstance);
  }

  @Override
  protected String fastjson2Unsupported() {
    return "fastjson2 2.0.57 does not read Jackson's @JsonValue value objects (OrderId, CustomerId) back";
  }

  @Override
  protected ObjectMapper createJackson() {
    return Libraries.springBootJackson();
  }

  @Override
  protected Order createData() {
    Instant created = Instant.parse("2025-03-10T14:22:31.417Z");
    Order o = new Order();
    o.id = new OrderId("ORD-2025-0003141");
    o.customerId = UUID.fromString("3f2a8c71-d94b-4e5a-9c1e-6b7d2f4a8e10");
    o.createdAt = created;
    o.updatedAt = Instant.parse("2025-03-10T14:25:02.090Z");
    o.deliveryDate = LocalDate.of(2025, 3, 14);
    o.currency = "EUR";
    o.lines = new ArrayList<>();
    BigDecimal subtotal = BigDecimal.ZERO.setScale(2);
    for (int i = 0; i < PRODUCTS.length; i++) {
      LineItem l = new LineItem();
      l.id = UUID.nameUUIDFromBytes(("ORD-2025-0003141/" + i).getBytes(StandardCharsets.UTF_8));
      l.sku = new Sku(PRODUCTS[i][0]);
      l.name = PRODUCTS[i][1];
      l.quantity = QUANTITIES[i];
      l.unitPrice = new BigDecimal(PRODUCTS[i][2]);
      // a discount on every third item: 10 % of the line, rounded to the cent
      BigDecimal gross = l.unitPrice.multiply(BigDecimal.valueOf(l.quantity));
      l.discount =
          i % 3 == 1
              ? Optional.of(gross.movePointLeft(1).setScale(2, RoundingMode.HALF_EVEN))
              : Optional.empty();
      l.lineTotal = gross.subtract(l.discount.orElse(BigDecimal.ZERO));
      l.shipBy = LocalDate.of(2025, 3, 11 + i % 3);
      l.reservedAt = created.plusMillis(1_317L * i + 29);
      subtotal = subtotal.add(l.lineTotal);
      o.lines.add(l);
    }
    o.subtotal = subtotal;
    o.shipping = new BigDecimal("4.95");
    o.total = subtotal.add(o.shipping);
    o.couponCode = Optional.of("SPRING25");
    o.paidAt = Optional.of(Instant.parse("2025-03-10T14:24:58.302Z"));
    return o;
  }

  @Override
  protected Order expectedRead(Order data) {
    return data;
  }

  /**
   * Every decoder's result, and each library's decoding of its own encoding where the shared
   * setup reaches it, equals the data exactly ({@code BigDecimal} scale, empty {@code Optional}s).
   */
  @Override
  protected void setupScenario() throws IOException {
    checkExact("wirebindProto own bytes", codec.fromProto(codec.toProto(source)));
    checkExact("wirebindProto", wirebindProtoDecode());
    checkExact("wirebindProto reuse", wirebindProtoDecodeReuse());
    checkExact("wirebindJson own bytes", codec.fromJson(codec.toJson(source)));
    checkExact("wirebindJson", wirebindJsonDecode());
    checkExact("wirebindJson reuse", wirebindJsonDecodeReuse());
    checkExact("jackson", jacksonDecode());
    checkExact("dslJson", dslJsonDecode());
    checkExact("dslJson reuse", dslJsonDecodeReuse());
    checkExact("protobufJava", protobufJavaDecodeToModel());
    checkExact("protobufJava own bytes",
        fromProtobufJava(OrderProtos.Order.parseFrom(protobufJavaEncode())));
    io.wirebind.benchmarks.quickbuf.OrderProtos.Order quick =
        ProtoMessage.mergeFrom(
            io.wirebind.benchmarks.quickbuf.OrderProtos.Order.newInstance(), protoInput);
    checkExact("quickBuffers", fromProtobufJava(OrderProtos.Order.parseFrom(quick.toByteArray())));
    checkExact("quickBuffers own bytes",
        fromProtobufJava(OrderProtos.Order.parseFrom(quickBuffersEncode())));
  }

  private void checkExact(String what, Order actual) {
    if (!source.equals(actual)) {
      throw new IllegalStateException(
          "OrderBenchmark " + what + ": not equal to the data\n expected " + source
              + "\n actual   " + actual);
    }
  }

  /**
   * For reference (the ratios use {@code protobufJavaDecode}, which stops at the messages):
   * protobuf-java's decoding followed by the conversion to the domain objects that Wirebind's
   * decoders deliver ({@code BigDecimal}s parsed from the decimals' strings, {@code UUID}s,
   * {@code Instant}s, {@code LocalDate}s, value objects, {@code Optional}s) — the mirror of its
   * encode methods, which convert in the other direction.
   */
  @Benchmark
  public Order protobufJavaDecodeToModel() throws IOException {
    return fromProtobufJava(protobufJavaDecode());
  }

  // ---- the well-known messages, as a protobuf-java user converts them ----

  static Timestamp timestamp(Instant v) {
    return Timestamp.newBuilder().setSeconds(v.getEpochSecond()).setNanos(v.getNano()).build();
  }

  static Instant instant(Timestamp t) {
    return Instant.ofEpochSecond(t.getSeconds(), t.getNanos());
  }

  static Date date(LocalDate v) {
    return Date.newBuilder()
        .setYear(v.getYear())
        .setMonth(v.getMonthValue())
        .setDay(v.getDayOfMonth())
        .build();
  }

  static LocalDate localDate(Date d) {
    return LocalDate.of(d.getYear(), d.getMonth(), d.getDay());
  }

  static Decimal decimal(BigDecimal v) {
    return Decimal.newBuilder().setValue(v.toString()).build();
  }

  static BigDecimal bigDecimal(Decimal d) {
    return new BigDecimal(d.getValue());
  }

  @Override
  protected OrderProtos.Order toProtobufJava(Order o) {
    OrderProtos.Order.Builder b = OrderProtos.Order.newBuilder();
    if (o.id != null) {
      b.setId(o.id.value());
    }
    if (o.customerId != null) {
      b.setCustomerId(o.customerId.toString());
    }
    if (o.createdAt != null) {
      b.setCreatedAt(timestamp(o.createdAt));
    }
    if (o.updatedAt != null) {
      b.setUpdatedAt(timestamp(o.updatedAt));
    }
    if (o.deliveryDate != null) {
      b.setDeliveryDate(date(o.deliveryDate));
    }
    if (o.currency != null) {
      b.setCurrency(o.currency);
    }
    for (LineItem l : o.lines) {
      OrderProtos.LineItem.Builder lb = OrderProtos.LineItem.newBuilder();
      if (l.id != null) {
        lb.setId(l.id.toString());
      }
      if (l.sku != null) {
        lb.setSku(l.sku.code());
      }
      if (l.name != null) {
        lb.setName(l.name);
      }
      lb.setQuantity(l.quantity);
      if (l.unitPrice != null) {
        lb.setUnitPrice(decimal(l.unitPrice));
      }
      l.discount.ifPresent(d -> lb.setDiscount(decimal(d)));
      if (l.lineTotal != null) {
        lb.setLineTotal(decimal(l.lineTotal));
      }
      if (l.shipBy != null) {
        lb.setShipBy(date(l.shipBy));
      }
      if (l.reservedAt != null) {
        lb.setReservedAt(timestamp(l.reservedAt));
      }
      b.addLines(lb);
    }
    if (o.subtotal != null) {
      b.setSubtotal(decimal(o.subtotal));
    }
    if (o.shipping != null) {
      b.setShipping(decimal(o.shipping));
    }
    if (o.total != null) {
      b.setTotal(decimal(o.total));
    }
    o.couponCode.ifPresent(b::setCouponCode);
    o.paidAt.ifPresent(p -> b.setPaidAt(timestamp(p)));
    return b.build();
  }

  @Override
  protected Order fromProtobufJava(OrderProtos.Order p) {
    Order o = new Order();
    o.id = p.hasId() ? new OrderId(p.getId()) : null;
    o.customerId = p.hasCustomerId() ? UUID.fromString(p.getCustomerId()) : null;
    o.createdAt = p.hasCreatedAt() ? instant(p.getCreatedAt()) : null;
    o.updatedAt = p.hasUpdatedAt() ? instant(p.getUpdatedAt()) : null;
    o.deliveryDate = p.hasDeliveryDate() ? localDate(p.getDeliveryDate()) : null;
    o.currency = p.hasCurrency() ? p.getCurrency() : null;
    o.lines = new ArrayList<>();
    for (OrderProtos.LineItem pl : p.getLinesList()) {
      LineItem l = new LineItem();
      l.id = pl.hasId() ? UUID.fromString(pl.getId()) : null;
      l.sku = pl.hasSku() ? new Sku(pl.getSku()) : null;
      l.name = pl.hasName() ? pl.getName() : null;
      l.quantity = pl.getQuantity();
      l.unitPrice = pl.hasUnitPrice() ? bigDecimal(pl.getUnitPrice()) : null;
      l.discount =
          pl.hasDiscount() ? Optional.of(bigDecimal(pl.getDiscount())) : Optional.empty();
      l.lineTotal = pl.hasLineTotal() ? bigDecimal(pl.getLineTotal()) : null;
      l.shipBy = pl.hasShipBy() ? localDate(pl.getShipBy()) : null;
      l.reservedAt = pl.hasReservedAt() ? instant(pl.getReservedAt()) : null;
      o.lines.add(l);
    }
    o.subtotal = p.hasSubtotal() ? bigDecimal(p.getSubtotal()) : null;
    o.shipping = p.hasShipping() ? bigDecimal(p.getShipping()) : null;
    o.total = p.hasTotal() ? bigDecimal(p.getTotal()) : null;
    o.couponCode = p.hasCouponCode() ? Optional.of(p.getCouponCode()) : Optional.empty();
    o.paidAt = p.hasPaidAt() ? Optional.of(instant(p.getPaidAt())) : Optional.empty();
    return o;
  }

  // ---- QuickBuffers: the same conversions into its mutable messages ----

  private static void fill(com.google.quickbuf.Timestamp q, Instant v) {
    q.setSeconds(v.getEpochSecond()).setNanos(v.getNano());
  }

  private static void fill(com.google.quickbuf.Date q, LocalDate v) {
    q.setYear(v.getYear()).setMonth(v.getMonthValue()).setDay(v.getDayOfMonth());
  }

  @Override
  protected void fillQuickBuffers(Order o, io.wirebind.benchmarks.quickbuf.OrderProtos.Order q) {
    if (o.id != null) {
      q.setId(o.id.value());
    }
    if (o.customerId != null) {
      q.setCustomerId(o.customerId.toString());
    }
    if (o.createdAt != null) {
      fill(q.getMutableCreatedAt(), o.createdAt);
    }
    if (o.updatedAt != null) {
      fill(q.getMutableUpdatedAt(), o.updatedAt);
    }
    if (o.deliveryDate != null) {
      fill(q.getMutableDeliveryDate(), o.deliveryDate);
    }
    if (o.currency != null) {
      q.setCurrency(o.currency);
    }
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.OrderProtos.LineItem> lines =
        q.getMutableLines();
    for (LineItem l : o.lines) {
      io.wirebind.benchmarks.quickbuf.OrderProtos.LineItem ql = lines.next();
      if (l.id != null) {
        ql.setId(l.id.toString());
      }
      if (l.sku != null) {
        ql.setSku(l.sku.code());
      }
      if (l.name != null) {
        ql.setName(l.name);
      }
      ql.setQuantity(l.quantity);
      if (l.unitPrice != null) {
        ql.getMutableUnitPrice().setValue(l.unitPrice.toString());
      }
      if (l.discount.isPresent()) {
        ql.getMutableDiscount().setValue(l.discount.get().toString());
      }
      if (l.lineTotal != null) {
        ql.getMutableLineTotal().setValue(l.lineTotal.toString());
      }
      if (l.shipBy != null) {
        fill(ql.getMutableShipBy(), l.shipBy);
      }
      if (l.reservedAt != null) {
        fill(ql.getMutableReservedAt(), l.reservedAt);
      }
    }
    if (o.subtotal != null) {
      q.getMutableSubtotal().setValue(o.subtotal.toString());
    }
    if (o.shipping != null) {
      q.getMutableShipping().setValue(o.shipping.toString());
    }
    if (o.total != null) {
      q.getMutableTotal().setValue(o.total.toString());
    }
    if (o.couponCode.isPresent()) {
      q.setCouponCode(o.couponCode.get());
    }
    if (o.paidAt.isPresent()) {
      fill(q.getMutablePaidAt(), o.paidAt.get());
    }
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.OrderProtos.Order q, Blackhole bh) {
    bh.consume(q.getId());
    bh.consume(q.getCustomerId());
    bh.consume(q.getCurrency());
    for (io.wirebind.benchmarks.quickbuf.OrderProtos.LineItem l : q.getLines()) {
      bh.consume(l.getId());
      bh.consume(l.getSku());
      bh.consume(l.getName());
      bh.consume(l.getUnitPrice().getValue());
      bh.consume(l.getDiscount().getValue());
      bh.consume(l.getLineTotal().getValue());
    }
    bh.consume(q.getSubtotal().getValue());
    bh.consume(q.getShipping().getValue());
    bh.consume(q.getTotal().getValue());
    bh.consume(q.getCouponCode());
  }
}
