package io.wirebind.examples.grpckafka;

import io.wirebind.examples.grpckafka.model.Item;
import io.wirebind.examples.grpckafka.model.Order;
import io.wirebind.examples.grpckafka.model.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Example orders, the same for the same seed. */
final class Orders {
  static final List<String> CUSTOMERS = List.of("ada", "grace", "barbara", "edsger");
  private static final List<String> SKUS = List.of("keyboard", "mouse", "monitor", "cable", "dock");

  private Orders() {}

  static Order order(Random r, long id) {
    List<Item> items = new ArrayList<>();
    for (int i = 1 + r.nextInt(4); i > 0; i--) {
      items.add(new Item(SKUS.get(r.nextInt(SKUS.size())), 1 + r.nextInt(3), 500 + r.nextInt(50_000)));
    }
    Status status = Status.values()[r.nextInt(Status.values().length)];
    Map<String, String> notes = r.nextInt(4) == 0 ? Map.of("gift", "yes") : Map.of();
    return new Order(id, CUSTOMERS.get(r.nextInt(CUSTOMERS.size())), status, items, notes);
  }
}
