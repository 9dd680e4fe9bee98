package io.wirebind.spring.boot4;

import io.wirebind.spring.boot4.model.Account;
import io.wirebind.spring.boot4.model.Charge;
import io.wirebind.spring.boot4.model.Envelope;
import io.wirebind.spring.boot4.model.Line;
import io.wirebind.spring.boot4.model.Parcel;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
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
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * A Spring Boot 4 application whose messages are generated for Jackson 3
 * ({@code -Awirebind.jackson=3}): every {@code @WireMessage} shape, on loopback.
 */
public final class Boot4Jackson3App {
  private Boot4Jackson3App() {}

  /** Servlet stack (Tomcat). */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import(Messages.class)
  public static class Mvc {}

  /** Reactive stack (Reactor Netty), with the reactive endpoints too. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import({Messages.class, ReactiveMessages.class})
  public static class WebFlux {}

  /** One endpoint per shape: bean, record, sealed interface, generic envelope, lists. */
  @RestController
  public static class Messages {
    @GetMapping("/parcels/{seed}")
    public Parcel parcel(@PathVariable("seed") int seed) {
      return Parcel.sample(seed);
    }

    @GetMapping("/parcels")
    public List<Parcel> parcels(@RequestParam("count") int count) {
      List<Parcel> list = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        list.add(Parcel.sample(i));
      }
      return list;
    }

    @PostMapping("/parcels/echo")
    public Parcel echoParcel(@RequestBody Parcel parcel) {
      return parcel;
    }

    @GetMapping("/accounts/{seed}")
    public Account account(@PathVariable("seed") int seed) {
      return Account.sample(seed);
    }

    @GetMapping("/accounts/{seed}/entity")
    public ResponseEntity<Account> accountEntity(@PathVariable("seed") int seed) {
      return ResponseEntity.ok(Account.sample(seed));
    }

    @PostMapping("/accounts/echo")
    public Account echoAccount(@RequestBody Account account) {
      return account;
    }

    @GetMapping("/lines")
    public List<Line> lines(@RequestParam("count") int count) {
      List<Line> list = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        list.add(Line.sample(i));
      }
      return list;
    }

    @PostMapping("/lines/echo")
    public List<Line> echoLines(@RequestBody List<Line> lines) {
      return lines;
    }

    @GetMapping("/charges/{seed}")
    public Charge charge(@PathVariable("seed") int seed) {
      return Charge.sample(seed);
    }

    @GetMapping("/charges")
    public List<Charge> charges(@RequestParam("count") int count) {
      List<Charge> list = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        list.add(Charge.sample(i));
      }
      return list;
    }

    @PostMapping("/charges/echo")
    public Charge echoCharge(@RequestBody Charge charge) {
      return charge;
    }

    @GetMapping("/envelope")
    public Envelope<Line> envelope(@RequestParam("seed") int seed, @RequestParam("count") int count) {
      return Envelope.lines(seed, count);
    }

    @PostMapping("/envelope/echo")
    public Envelope<Line> echoEnvelope(@RequestBody Envelope<Line> envelope) {
      return envelope;
    }
  }

  /** Reactive shapes: {@code Flux} and {@code Mono} of messages, both ways. */
  @RestController
  public static class ReactiveMessages {
    @GetMapping("/rx/parcels")
    public Flux<Parcel> parcels(@RequestParam("count") int count) {
      return Flux.range(0, count).map(Parcel::sample);
    }

    @GetMapping("/rx/charges/{seed}")
    public Mono<Charge> charge(@PathVariable("seed") int seed) {
      return Mono.fromSupplier(() -> Charge.sample(seed));
    }

    @PostMapping("/rx/lines/echo")
    public Flux<Line> echoLines(@RequestBody Flux<Line> lines) {
      return lines;
    }

    @PostMapping("/rx/accounts/echo")
    public Mono<Account> echoAccount(@RequestBody Mono<Account> account) {
      return account;
    }

    @GetMapping("/rx/envelope")
    public Mono<Envelope<Line>> envelope(@RequestParam("seed") int seed) {
      return Mono.fromSupplier(() -> Envelope.lines(seed, 3));
    }
  }

  static ConfigurableApplicationContext start(Class<?>[] sources, WebApplicationType type, String... properties) {
    return new SpringApplicationBuilder(sources)
        .web(type)
        .properties(properties)
        .properties(
            "server.port=0",
            "server.address=127.0.0.1",
            "spring.main.banner-mode=off",
            "spring.web.error.include-message=always",
            "logging.level.root=WARN",
            "logging.level.org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver=ERROR")
        .run();
  }
}
