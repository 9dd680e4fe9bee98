package io.wirebind.spring.app;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The Spring MVC endpoints the HTTP tests call. */
@RestController
public class MvcOrderController {
  /** Orders the streaming endpoint has produced so far. */
  public final AtomicLong produced = new AtomicLong();

  @GetMapping("/orders/{seed}")
  public Order order(@PathVariable("seed") long seed) {
    return Orders.stable(seed);
  }

  @GetMapping("/orders")
  public List<Order> orders(@RequestParam("seed") long seed, @RequestParam("count") int count) {
    List<Order> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Orders.stable(seed + i));
    }
    return list;
  }

  @PostMapping("/echo")
  public Order echo(@RequestBody Order order) {
    return order;
  }

  @PostMapping("/checked")
  public io.wirebind.http.fixtures.Checked checked(@RequestBody io.wirebind.http.fixtures.Checked checked) {
    return checked;
  }

  @PostMapping("/echo-list")
  public List<Order> echoList(@RequestBody List<Order> orders) {
    return orders;
  }

  /** {@code count} orders of about {@code size} JSON bytes each, made one at a time as written. */
  @GetMapping("/stream")
  public Stream<Order> stream(@RequestParam("count") int count, @RequestParam(name = "size", defaultValue = "0") int size) {
    produced.set(0);
    return LongStream.range(0, count)
        .mapToObj(
            i -> {
              produced.incrementAndGet();
              return size > 0 ? Orders.bulky(i, size) : Orders.stable(i);
            });
  }

  /** Not a Wirebind type: stays with Jackson. */
  @GetMapping("/info")
  public Map<String, Object> info() {
    return Map.of("service", "orders");
  }
}
