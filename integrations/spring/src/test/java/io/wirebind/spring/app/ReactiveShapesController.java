package io.wirebind.spring.app;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The same shapes as reactive types, for WebFlux. */
@RestController
public class ReactiveShapesController {
  @GetMapping("/rx/payments/{seed}")
  public Mono<Payment> payment(@PathVariable("seed") int seed) {
    return Mono.just(Payment.sample(seed));
  }

  @GetMapping("/rx/payments")
  public Flux<Payment> payments(@RequestParam("count") int count) {
    return Flux.range(0, count).map(Payment::sample);
  }

  @PostMapping("/rx/payments/echo")
  public Flux<Payment> echoPayments(@RequestBody Flux<Payment> payments) {
    return payments;
  }

  @GetMapping("/rx/pages")
  public Flux<Page<Order>> pages(@RequestParam("count") int count) {
    return Flux.range(0, count).map(i -> Page.orders(i * 10L, i));
  }

  @PostMapping("/rx/page/echo")
  public Mono<Page<Order>> echoPage(@RequestBody Mono<Page<Order>> page) {
    return page;
  }
}
