package io.wirebind.spring.app;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import java.util.ArrayList;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * A sealed message ({@code Payment}) and a generic envelope ({@code Page<Order>}) as declared
 * return and body types, alone and in lists; annotated, so it serves in MVC and WebFlux alike.
 */
@RestController
public class ShapesController {
  @GetMapping("/payments/{seed}")
  public Payment payment(@PathVariable("seed") int seed) {
    return Payment.sample(seed);
  }

  @GetMapping("/payments")
  public List<Payment> payments(@RequestParam("count") int count) {
    List<Payment> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Payment.sample(i));
    }
    return list;
  }

  @PostMapping("/payments/echo")
  public Payment echoPayment(@RequestBody Payment payment) {
    return payment;
  }

  @PostMapping("/payments/echo-list")
  public List<Payment> echoPayments(@RequestBody List<Payment> payments) {
    return payments;
  }

  @GetMapping("/page")
  public Page<Order> page(@RequestParam("seed") long seed, @RequestParam("count") int count) {
    return Page.orders(seed, count);
  }

  @GetMapping("/page-entity")
  public ResponseEntity<Page<Order>> pageEntity(@RequestParam("seed") long seed) {
    return ResponseEntity.ok(Page.orders(seed, 2));
  }

  @GetMapping("/pages")
  public List<Page<Order>> pages(@RequestParam("count") int count) {
    List<Page<Order>> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Page.orders(i * 10L, i));
    }
    return list;
  }

  @PostMapping("/page/echo")
  public Page<Order> echoPage(@RequestBody Page<Order> page) {
    return page;
  }

  @PostMapping("/pages/echo")
  public List<Page<Order>> echoPages(@RequestBody List<Page<Order>> pages) {
    return pages;
  }
}
