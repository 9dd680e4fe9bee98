package io.wirebind.examples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A plain Spring Boot 4 application: the {@code wirebind-spring} dependency is the whole set-up,
 * with the codecs generated for Boot 4's Jackson 3 ({@code -Awirebind.jackson=3} in the pom).
 * Run it with {@code java -jar examples/spring-boot/target/wirebind-example-spring.jar}, then
 * <pre>
 * curl localhost:8080/quotes/ACME
 * curl -H 'Accept: application/x-protobuf' localhost:8080/quotes/ACME | protoc --decode_raw
 * curl -H 'Accept: application/x-ndjson' 'localhost:8080/ticks?count=5'
 * </pre>
 */
@SpringBootApplication
public class QuoteServiceApplication {
  public static void main(String[] args) {
    SpringApplication.run(QuoteServiceApplication.class, args);
  }
}
