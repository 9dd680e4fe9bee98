package io.wirebind.genericit;

import com.google.protobuf.Timestamp;
import io.wirebind.genericit.proto.Box_of_Integer;
import io.wirebind.genericit.proto.Box_of_Item;
import io.wirebind.genericit.proto.Page_of_Instant;
import io.wirebind.genericit.proto.Page_of_Item;
import io.wirebind.genericit.proto.Page_of_Kind;
import io.wirebind.genericit.proto.Page_of_Page_of_Item;
import io.wirebind.genericit.proto.Page_of_String;
import io.wirebind.genericit.proto.Slice_of_String;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;

/** Random instances of the generic test messages, and the equal protoc-generated messages. */
final class GenericRandoms {
  private final Random r;

  GenericRandoms(long seed) {
    r = new Random(seed);
  }

  String string() {
    return switch (r.nextInt(4)) {
      case 0 -> "";
      case 1 -> "s" + r.nextInt(1000);
      case 2 -> "caf\u00e9 \"" + r.nextInt(10) + "\"\n";
      default -> "\ud83d\ude00" + r.nextLong();
    };
  }

  <T> T maybeNull(Supplier<T> s) {
    return r.nextInt(5) == 0 ? null : s.get();
  }

  <T> List<T> list(Supplier<T> s) {
    int n = r.nextInt(4);
    List<T> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(s.get());
    }
    return out;
  }

  <T> Map<String, T> map(Supplier<T> s) {
    int n = r.nextInt(4);
    Map<String, T> out = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      out.put("k" + r.nextInt(10), s.get());
    }
    return out;
  }

  Instant instant() {
    return Instant.ofEpochSecond(r.nextInt(2_000_000_000), r.nextBoolean() ? 0 : r.nextInt(1_000_000_000));
  }

  Item item() {
    return new Item(maybeNull(this::string), r.nextLong() >> r.nextInt(64),
        maybeNull(() -> Item.Kind.values()[r.nextInt(3)]));
  }

  <T> Page<T> page(Supplier<T> s) {
    return new Page<>(list(s), r.nextInt(1000) - 10);
  }

  <T> Box<T> box(Supplier<T> s) {
    return new Box<>(maybeNull(s), list(s), map(s), r.nextBoolean() ? Optional.of(s.get()) : Optional.empty(),
        maybeNull(this::string));
  }

  Slice<String> slice() {
    Slice<String> s = new Slice<>();
    s.items = list(this::string);
    s.first = maybeNull(this::string);
    s.offset = r.nextLong();
    return s;
  }

  Catalog catalog() {
    return new Catalog(
        maybeNull(() -> page(this::item)),
        list(() -> page(this::item)),
        map(() -> page(this::string)),
        r.nextBoolean() ? Optional.of(page(this::instant)) : Optional.empty(),
        maybeNull(() -> page(() -> page(this::item))),
        maybeNull(() -> page(() -> Item.Kind.values()[r.nextInt(3)])),
        maybeNull(() -> box(r::nextInt)),
        maybeNull(() -> box(this::item)),
        maybeNull(this::slice));
  }

  OrderEvent event() {
    OrderEvent e = new OrderEvent();
    e.payload = maybeNull(this::item);
    e.history = list(this::item);
    e.byId = map(this::item);
    e.setPrevious(maybeNull(this::item));
    e.at = r.nextLong();
    e.source = maybeNull(this::string);
    return e;
  }

  // ---- the equal protoc-generated messages

  static io.wirebind.genericit.proto.Item proto(Item i) {
    var b = io.wirebind.genericit.proto.Item.newBuilder().setQty(i.qty());
    if (i.id() != null) {
      b.setId(i.id());
    }
    if (i.kind() != null) {
      b.setKindValue(i.kind().ordinal());
    }
    return b.build();
  }

  static Page_of_Item pageOfItem(Page<Item> p) {
    return Page_of_Item.newBuilder().setTotal(p.total())
        .addAllItems(p.items().stream().map(GenericRandoms::proto).toList()).build();
  }

  static Page_of_String pageOfString(Page<String> p) {
    return Page_of_String.newBuilder().setTotal(p.total()).addAllItems(p.items()).build();
  }

  static Timestamp timestamp(Instant t) {
    return Timestamp.newBuilder().setSeconds(t.getEpochSecond()).setNanos(t.getNano()).build();
  }

  static <V, P> Map<String, P> mapValues(Map<String, V> m, Function<V, P> f) {
    Map<String, P> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(k, f.apply(v)));
    return out;
  }

  static Box_of_Integer boxOfInteger(Box<Integer> x) {
    var b = Box_of_Integer.newBuilder().addAllList(x.list()).putAllByKey(x.byKey());
    if (x.value() != null) {
      b.setValue(x.value());
    }
    x.maybe().ifPresent(b::setMaybe);
    if (x.label() != null) {
      b.setLabel(x.label());
    }
    return b.build();
  }

  static Box_of_Item boxOfItem(Box<Item> x) {
    var b = Box_of_Item.newBuilder()
        .addAllList(x.list().stream().map(GenericRandoms::proto).toList())
        .putAllByKey(mapValues(x.byKey(), GenericRandoms::proto));
    if (x.value() != null) {
      b.setValue(proto(x.value()));
    }
    x.maybe().ifPresent(i -> b.setMaybe(proto(i)));
    if (x.label() != null) {
      b.setLabel(x.label());
    }
    return b.build();
  }

  static io.wirebind.genericit.proto.Catalog proto(Catalog c) {
    var b = io.wirebind.genericit.proto.Catalog.newBuilder()
        .addAllPages(c.pages().stream().map(GenericRandoms::pageOfItem).toList())
        .putAllByName(mapValues(c.byName(), GenericRandoms::pageOfString));
    if (c.page() != null) {
      b.setPage(pageOfItem(c.page()));
    }
    c.times().ifPresent(t -> b.setTimes(Page_of_Instant.newBuilder().setTotal(t.total())
        .addAllItems(t.items().stream().map(GenericRandoms::timestamp).toList())));
    if (c.nested() != null) {
      b.setNested(Page_of_Page_of_Item.newBuilder().setTotal(c.nested().total())
          .addAllItems(c.nested().items().stream().map(GenericRandoms::pageOfItem).toList()));
    }
    if (c.kinds() != null) {
      var k = Page_of_Kind.newBuilder().setTotal(c.kinds().total());
      c.kinds().items().forEach(x -> k.addItemsValue(x.ordinal()));
      b.setKinds(k);
    }
    if (c.ints() != null) {
      b.setInts(boxOfInteger(c.ints()));
    }
    if (c.items() != null) {
      b.setItems(boxOfItem(c.items()));
    }
    if (c.slice() != null) {
      var s = Slice_of_String.newBuilder().addAllItems(c.slice().items).setOffset(c.slice().offset);
      if (c.slice().first != null) {
        s.setFirst(c.slice().first);
      }
      b.setSlice(s);
    }
    return b.build();
  }

  static io.wirebind.genericit.proto.OrderEvent proto(OrderEvent e) {
    var b = io.wirebind.genericit.proto.OrderEvent.newBuilder()
        .addAllHistory(e.history.stream().map(GenericRandoms::proto).toList())
        .putAllById(mapValues(e.byId, GenericRandoms::proto))
        .setAt(e.at);
    if (e.payload != null) {
      b.setPayload(proto(e.payload));
    }
    if (e.getPrevious() != null) {
      b.setPrevious(proto(e.getPrevious()));
    }
    if (e.source != null) {
      b.setSource(e.source);
    }
    return b.build();
  }
}
