package io.wirebind.examples.spring;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * One controller, both formats: nothing here mentions JSON or protobuf. The client's
 * {@code Accept} and {@code Content-Type} headers choose ({@code application/json},
 * {@code application/x-protobuf}, {@code application/x-ndjson}); wirebind-spring does the rest.
 */
@RestController
public class QuoteController {
  private final Map<String, Quote> quotes = new ConcurrentHashMap<>();

  public QuoteController() {
    put(new Quote("ACME", 101.25, 101.5, 1_700_000_000_000L,
        List.of(new Quote.Level(101.25, 300), new Quote.Level(101.0, 1200)), Quote.Venue.XNYS));
    put(new Quote("INIT", 12.5, 12.75, 1_700_000_000_500L, List.of(), Quote.Venue.XLON));
  }

  private void put(Quote quote) {
    quotes.put(quote.symbol(), quote);
  }

  /** {@code GET /quotes/ACME}: one message. */
  @GetMapping("/quotes/{symbol}")
  public Quote quote(@PathVariable String symbol) {
    Quote q = quotes.get(symbol);
    if (q == null) {
      throw new org.springframework.web.server.ResponseStatusException(
          org.springframework.http.HttpStatus.NOT_FOUND, "no quote for " + symbol);
    }
    return q;
  }

  /** {@code GET /quotes}: a list (a JSON array, or length-delimited protobuf messages). */
  @GetMapping("/quotes")
  public List<Quote> all() {
    return List.copyOf(quotes.values());
  }

  /** {@code POST /quotes}: stores a quote sent as JSON or protobuf and returns it. */
  @PostMapping("/quotes")
  public Quote store(@RequestBody Quote quote) {
    put(quote);
    return quote;
  }

  /** {@code GET /ticks?count=1000000}: made one at a time while the response is written. */
  @GetMapping("/ticks")
  public Stream<Quote> ticks(@RequestParam(defaultValue = "10") long count) {
    return Stream.iterate(0L, i -> i < count, i -> i + 1)
        .map(i -> new Quote("ACME", 100 + (i % 100) / 4.0, 100.25 + (i % 100) / 4.0, 1_700_000_000_000L + i,
            List.of(), Quote.Venue.XNAS));
  }
}
