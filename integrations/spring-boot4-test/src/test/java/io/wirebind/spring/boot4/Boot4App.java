package io.wirebind.spring.boot4;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import io.wirebind.http.fixtures.Shipment;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A Spring Boot 4 application with wirebind-spring added, started on a loopback port. */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(Boot4App.Controller.class)
public class Boot4App {

  /** Annotated endpoints, served by MVC and WebFlux alike. */
  @RestController
  public static class Controller {
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

    @PostMapping("/echo-list")
    public List<Order> echoList(@RequestBody List<Order> orders) {
      return orders;
    }

    @GetMapping("/shipments/{seed}")
    public Shipment shipment(@PathVariable("seed") int seed) {
      return Shipment.sample(seed);
    }

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

  static ConfigurableApplicationContext start(WebApplicationType type, String... properties) {
    return new SpringApplicationBuilder(Boot4App.class)
        .web(type)
        .properties(properties)
        .properties(
            "server.port=0",
            "server.address=127.0.0.1",
            "spring.main.banner-mode=off",
            "spring.web.error.include-message=always",
            "logging.level.root=WARN")
        .run();
  }

  static String baseUrl(ConfigurableApplicationContext context) {
    return "http://127.0.0.1:" + ((WebServerApplicationContext) context).getWebServer().getPort();
  }
}
