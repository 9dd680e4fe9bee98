package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Item;
import io.wirebind.benchmarks.model.ItemList;
import io.wirebind.benchmarks.protobuf.Scenarios;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.RepeatedMessage;

/** 100 small objects with one short ASCII string each. */
public class ObjectListBenchmark
    extends WirebindJsonScenario<
        ItemList,
        ItemList,
        Scenarios.ItemList,
        Scenarios.ItemList,
        io.wirebind.benchmarks.quickbuf.Scenarios.ItemList,
        io.wirebind.benchmarks.quickbuf.Scenarios.ItemList> {

  static final int COUNT = 100;

  public ObjectListBenchmark() {
    super(
        ItemList.class,
        ItemList.class,
        Scenarios.ItemList.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.ItemList::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.ItemList::newInstance);
  }

  @Override
  protected ItemList createData() {
    List<Item> items = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      Item item = new Item();
      item.name = "item-" + i;
      items.add(item);
    }
    ItemList l = new ItemList();
    l.items = items;
    return l;
  }

  @Override
  protected ItemList expectedRead(ItemList data) {
    return data;
  }

  @Override
  protected Scenarios.ItemList toProtobufJava(ItemList l) {
    Scenarios.ItemList.Builder b = Scenarios.ItemList.newBuilder();
    for (Item item : l.items) {
      b.addItems(Scenarios.Item.newBuilder().setName(item.name));
    }
    return b.build();
  }

  @Override
  protected ItemList fromProtobufJava(Scenarios.ItemList p) {
    ItemList l = new ItemList();
    l.items = new ArrayList<>();
    for (Scenarios.Item pi : p.getItemsList()) {
      Item item = new Item();
      item.name = pi.getName();
      l.items.add(item);
    }
    return l;
  }

  @Override
  protected void fillQuickBuffers(
      ItemList l, io.wirebind.benchmarks.quickbuf.Scenarios.ItemList q) {
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.Scenarios.Item> items = q.getMutableItems();
    for (Item item : l.items) {
      items.next().setName(item.name);
    }
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.ItemList q, Blackhole bh) {
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.Scenarios.Item> items = q.getItems();
    for (int i = 0, n = items.length(); i < n; i++) {
      bh.consume(items.get(i).getName());
    }
  }
}
