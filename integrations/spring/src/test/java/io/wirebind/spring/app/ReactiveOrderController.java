package io.wirebind.spring.app;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The WebFlux endpoints the HTTP tests call: the MVC ones, reactive, plus a streamed upload. */
@RestController
public class ReactiveOrderController {
  /** Orders the streaming endpoint has produced so far. */
  public final AtomicLong produced = new AtomicLong();

  @GetMapping("/orders/{seed}")
  public Mono<Order> order(@PathVariable("seed") long seed) {
    return Mono.fromSupplier(() -> Orders.stable(seed));
  }

  @GetMapping("/orders")
  public Flux<Order> orders(@RequestParam("seed") long seed, @RequestParam("count") int count) {
    return Flux.range(0, count).map(i -> Orders.stable(seed + i));
  }

  @PostMapping("/echo")
  public Mono<Order> echo(@RequestBody Mono<Order> order) {
    return order;
  }

  @PostMapping("/checked")
  public Mono<io.wirebind.http.fixtures.Checked> checked(@RequestBody Mono<io.wirebind.http.fixtures.Checked> checked) {
    return checked;
  }

  @PostMapping("/echo-list")
  public Mono<List<Order>> echoList(@RequestBody Mono<List<Order>> orders) {
    return orders;
  }

  /** Decodes a streamed body message by message; answers how many and the sum of their ids. */
  @PostMapping("/upload")
  public Mono<String> upload(@RequestBody Flux<Order> orders) {
    return orders.reduce(new long[2], (acc, o) -> {
          acc[0]++;
          acc[1] += o.id;
          return acc;
        })
        .map(acc -> acc[0] + " " + acc[1]);
  }

  @GetMapping("/stream")
  public Flux<Order> stream(@RequestParam("count") int count, @RequestParam(name = "size", defaultValue = "0") int size) {
    return Flux.defer(
        () -> {
          produced.set(0);
          return Flux.range(0, count)
              .map(
                  i -> {
                    produced.incrementAndGet();
                    return size > 0 ? Orders.bulky(i, size) : Orders.stable(i);
                  });
        });
  }

  @GetMapping("/info")
  public Mono<Map<String, Object>> info() {
    return Mono.just(Map.of("service", "orders"));
  }
}
