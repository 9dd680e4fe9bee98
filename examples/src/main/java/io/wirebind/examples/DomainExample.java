package io.wirebind.examples;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.examples.trading.Fill;
import io.wirebind.examples.trading.Order;
import io.wirebind.examples.trading.OrderStatus;
import io.wirebind.examples.trading.Portfolio;
import io.wirebind.examples.trading.PriceSeries;
import io.wirebind.examples.trading.Side;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Example 1: an order-management domain (records, a JavaBean class, enums, nested lists, maps and
 * {@code double[]} series) encoded to protobuf bytes and to JSON and decoded back.
 *
 * <p>Run: {@code java -cp ... io.wirebind.examples.DomainExample}
 */
public final class DomainExample {

  /** What the example found: the encoded sizes and whether both formats round-tripped. */
  public record Result(int protoBytes, int jsonBytes, boolean protoRoundTrip, boolean jsonRoundTrip,
      String json) {}

  private DomainExample() {}

  public static void main(String[] args) {
    run(System.out);
  }

  /** A small portfolio: two orders (one partly filled) and a price history per symbol. */
  public static Portfolio samplePortfolio() {
    Order buy = new Order();
    buy.setId(1001);
    buy.setSymbol("ACME");
    buy.setSide(Side.BUY);
    buy.setStatus(OrderStatus.PARTIALLY_FILLED);
    buy.setLimitPrice(101.25);
    buy.setQuantity(500);
    buy.setAccountId(UUID.fromString("8b3f6c2a-41d7-4e59-a0c4-7d2e9f1b3c5d"));
    buy.getFills().add(new Fill(Instant.parse("2023-11-14T22:13:20.123Z"), new BigDecimal("101.20"), 200, "XNAS"));
    buy.getFills().add(new Fill(Instant.parse("2023-11-14T22:13:20.456Z"), new BigDecimal("101.25"), 100, "XNYS"));
    buy.getTags().put("strategy", "vwap");
    buy.getTags().put("desk", "eq-cash");

    Order sell = new Order();
    sell.setId(1002);
    sell.setSymbol("GLOBX");
    sell.setSide(Side.SELL);
    sell.setStatus(OrderStatus.NEW);
    sell.setLimitPrice(48.5);
    sell.setQuantity(1_000);

    Map<String, PriceSeries> history = new LinkedHashMap<>();
    history.put("ACME", new PriceSeries("ACME", Instant.ofEpochSecond(1_699_999_700L), 60,
        new double[] {100.5, 100.75, 101.0, 101.1, 101.25}));
    history.put("GLOBX", new PriceSeries("GLOBX", Instant.ofEpochSecond(1_699_999_700L), 60,
        new double[] {48.9, 48.7, 48.55, 48.5, 48.6}));
    return new Portfolio("ACC-42", List.of(buy, sell), history);
  }

  /** Runs the example, printing to {@code out}. */
  public static Result run(PrintStream out) {
    Codec<Portfolio> codec = Wirebind.codec(Portfolio.class); // the generated Portfolio_WireCodec
    Portfolio portfolio = samplePortfolio();

    byte[] proto = codec.toProto(portfolio);
    Portfolio fromProto = codec.fromProto(proto);

    byte[] json = codec.toJson(portfolio);
    Portfolio fromJson = codec.fromJson(json);

    boolean protoOk = sameContent(portfolio, fromProto) && Arrays.equals(proto, codec.toProto(fromProto));
    boolean jsonOk = sameContent(portfolio, fromJson) && Arrays.equals(json, codec.toJson(fromJson));
    String jsonText = new String(json, StandardCharsets.UTF_8);

    out.println("Portfolio " + portfolio.account() + ": " + portfolio.orders().size() + " orders, "
        + portfolio.history().size() + " price series");
    out.println("protobuf: " + proto.length + " bytes, round trip " + (protoOk ? "ok" : "FAILED"));
    out.println("JSON:     " + json.length + " bytes, round trip " + (jsonOk ? "ok" : "FAILED"));
    out.println("JSON text: " + jsonText);
    Order first = fromProto.orders().get(0);
    out.println("decoded order " + first.getId() + ": " + first.getSide() + " " + first.getQuantity()
        + " " + first.getSymbol() + ", status " + first.getStatus() + ", filled "
        + first.filledQuantity() + " in " + first.getFills().size() + " fills");
    return new Result(proto.length, json.length, protoOk, jsonOk, jsonText);
  }

  /** Records compare arrays by identity, so the series are compared element by element. */
  static boolean sameContent(Portfolio a, Portfolio b) {
    if (!a.account().equals(b.account()) || !a.orders().equals(b.orders())
        || !a.history().keySet().equals(b.history().keySet())) {
      return false;
    }
    for (Map.Entry<String, PriceSeries> e : a.history().entrySet()) {
      PriceSeries x = e.getValue();
      PriceSeries y = b.history().get(e.getKey());
      if (!x.symbol().equals(y.symbol()) || !x.startTime().equals(y.startTime())
          || x.intervalSeconds() != y.intervalSeconds() || !Arrays.equals(x.closes(), y.closes())) {
        return false;
      }
    }
    return true;
  }
}
