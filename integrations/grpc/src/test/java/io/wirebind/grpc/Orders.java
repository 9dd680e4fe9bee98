package io.wirebind.grpc;

import com.google.protobuf.ByteString;
import io.wirebind.grpc.model.Line;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.model.Priority;
import io.wirebind.grpc.model.Query;
import io.wirebind.grpc.model.Receipt;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random test orders, the service logic both kinds of server share, and a field-by-field mapping
 * to the protoc-generated classes (written by hand, so it checks the wire format independently).
 */
final class Orders {
  private Orders() {}

  static Order random(Random r) {
    Order o = new Order();
    o.id = r.nextLong();
    o.customer = r.nextInt(8) == 0 ? null : text(r);
    o.priority = r.nextInt(5) == 0 ? null : Priority.values()[r.nextInt(Priority.values().length)];
    // absent repeated fields and maps decode as empty ones, so the generator never makes nulls
    int lines = r.nextInt(5);
    o.lines = new ArrayList<>();
    for (int i = 0; i < lines; i++) {
      o.lines.add(line(r));
    }
    int counters = r.nextInt(4);
    o.counters = new HashMap<>();
    for (int i = 0; i < counters; i++) {
      o.counters.put(text(r), r.nextLong());
    }
    if (r.nextBoolean()) {
      o.note = new byte[r.nextInt(40)];
      r.nextBytes(o.note);
    }
    o.total = r.nextInt(6) == 0 ? 0 : r.nextDouble() * 1e6;
    o.express = r.nextBoolean();
    o.weight = r.nextFloat() * 100;
    int slots = r.nextInt(6);
    o.slots = new ArrayList<>();
    for (int i = 0; i < slots; i++) {
      o.slots.add(r.nextInt(1000) - 100);
    }
    o.extras = new HashMap<>();
    if (r.nextInt(3) == 0) {
      o.extras.put(r.nextInt(), line(r));
    }
    return o;
  }

  private static Line line(Random r) {
    List<String> options = new ArrayList<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) {
      options.add(text(r));
    }
    return new Line(r.nextInt(10) == 0 ? null : text(r), r.nextInt(100), r.nextInt(1_000_000), options);
  }

  private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789 -é€ü漢字";

  static String text(Random r) {
    int n = r.nextInt(16);
    StringBuilder b = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      b.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
    }
    if (r.nextInt(20) == 0) {
      b.appendCodePoint(0x1F600); // a surrogate pair
    }
    return b.toString();
  }

  // ---- the service logic ----

  static Receipt receipt(Order o) {
    return new Receipt(o.id, o.lines.size(), cents(o), "placed " + o.customer);
  }

  static long cents(Order o) {
    long sum = 0;
    for (Line l : o.lines) {
      sum += l.quantity() * l.priceCents();
    }
    return sum;
  }

  /** What {@code Watch(query)} streams: {@code count} orders for the customer from the seed. */
  static List<Order> watch(Query q) {
    Random r = new Random(q.seed());
    List<Order> out = new ArrayList<>();
    for (int i = 0; i < q.count(); i++) {
      Order o = random(r);
      o.customer = q.customer();
      out.add(o);
    }
    return out;
  }

  /** What {@code Upload} answers for all the orders of a stream. */
  static Receipt upload(List<Order> orders) {
    long last = 0;
    int lines = 0;
    long cents = 0;
    for (Order o : orders) {
      last = o.id;
      lines += o.lines.size();
      cents += cents(o);
    }
    return new Receipt(last, lines, cents, orders.size() + " orders");
  }

  // ---- to and from the protoc-generated classes, field by field ----

  static io.wirebind.grpc.proto.Order toProto(Order o) {
    io.wirebind.grpc.proto.Order.Builder b = io.wirebind.grpc.proto.Order.newBuilder();
    b.setId(o.id);
    if (o.customer != null) {
      b.setCustomer(o.customer);
    }
    if (o.priority != null) {
      b.setPriority(io.wirebind.grpc.proto.Priority.forNumber(o.priority.ordinal()));
    }
    for (Line l : o.lines) {
      b.addLines(toProto(l));
    }
    b.putAllCounters(o.counters);
    if (o.note != null) {
      b.setNote(ByteString.copyFrom(o.note));
    }
    b.setTotal(o.total).setExpress(o.express).setWeight(o.weight);
    b.addAllSlots(o.slots);
    for (Map.Entry<Integer, Line> e : o.extras.entrySet()) {
      b.putExtras(e.getKey(), toProto(e.getValue()));
    }
    return b.build();
  }

  static io.wirebind.grpc.proto.Line toProto(Line l) {
    io.wirebind.grpc.proto.Line.Builder b = io.wirebind.grpc.proto.Line.newBuilder();
    if (l.sku() != null) {
      b.setSku(l.sku());
    }
    b.setQuantity(l.quantity()).setPriceCents(l.priceCents());
    b.addAllOptions(l.options());
    return b.build();
  }

  static Order fromProto(io.wirebind.grpc.proto.Order p) {
    Order o = new Order();
    o.id = p.getId();
    o.customer = p.hasCustomer() ? p.getCustomer() : null;
    o.priority = p.hasPriority() ? Priority.values()[p.getPriorityValue()] : null;
    o.lines = new ArrayList<>();
    for (io.wirebind.grpc.proto.Line l : p.getLinesList()) {
      o.lines.add(fromProto(l));
    }
    o.counters = new HashMap<>(p.getCountersMap());
    o.note = p.hasNote() ? p.getNote().toByteArray() : null;
    o.total = p.getTotal();
    o.express = p.getExpress();
    o.weight = p.getWeight();
    o.slots = new ArrayList<>(p.getSlotsList());
    o.extras = new HashMap<>();
    for (Map.Entry<Integer, io.wirebind.grpc.proto.Line> e : p.getExtrasMap().entrySet()) {
      o.extras.put(e.getKey(), fromProto(e.getValue()));
    }
    return o;
  }

  static Line fromProto(io.wirebind.grpc.proto.Line l) {
    return new Line(
        l.hasSku() ? l.getSku() : null,
        l.getQuantity(),
        l.getPriceCents(),
        new ArrayList<>(l.getOptionsList()));
  }

  static io.wirebind.grpc.proto.Receipt toProto(Receipt r) {
    io.wirebind.grpc.proto.Receipt.Builder b =
        io.wirebind.grpc.proto.Receipt.newBuilder()
            .setOrderId(r.orderId())
            .setLineCount(r.lineCount())
            .setTotalCents(r.totalCents());
    if (r.message() != null) {
      b.setMessage(r.message());
    }
    return b.build();
  }

  static Receipt fromProto(io.wirebind.grpc.proto.Receipt r) {
    return new Receipt(r.getOrderId(), r.getLineCount(), r.getTotalCents(), r.hasMessage() ? r.getMessage() : null);
  }

  static io.wirebind.grpc.proto.Query toProto(Query q) {
    io.wirebind.grpc.proto.Query.Builder b =
        io.wirebind.grpc.proto.Query.newBuilder().setCount(q.count()).setSeed(q.seed());
    if (q.customer() != null) {
      b.setCustomer(q.customer());
    }
    return b.build();
  }

  static Query fromProto(io.wirebind.grpc.proto.Query q) {
    return new Query(q.hasCustomer() ? q.getCustomer() : null, q.getCount(), q.getSeed());
  }
}
