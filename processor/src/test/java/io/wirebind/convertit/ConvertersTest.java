package io.wirebind.convertit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.genericit.Pair;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Converted types (@WireConverter to a String, a message and a long; Jackson StdConverters on a
 * property) in every position: Jackson, with the same converters registered, writes the bytes
 * Wirebind writes and each reads the other's back; protobuf and proto3 JSON round-trip.
 */
class ConvertersTest {
  static final ObjectMapper JACKSON = ConverterJackson.MAPPER;
  static final Codec<Ledger> LEDGER = Wirebind.codec(Ledger.class);
  static final Codec<Wallet> WALLET = Wirebind.codec(Wallet.class);

  static Money money(Random r) {
    String[] currencies = {"EUR", "USD", "JPY"};
    return new Money(BigDecimal.valueOf(r.nextInt(100_000) - 50_000, r.nextInt(4)), currencies[r.nextInt(3)]);
  }

  static Price price(Random r) {
    return new Price(r.nextInt(1_000_000), r.nextInt(5) == 0 ? null : "EUR");
  }

  static Qty qty(Random r) {
    return new Qty(r.nextBoolean() ? r.nextInt(100) : r.nextLong());
  }

  static <T> List<T> list(Random r, Supplier<T> element) {
    List<T> l = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      l.add(element.get());
    }
    return l;
  }

  static Ledger ledger(Random r) {
    Map<String, Money> byName = new LinkedHashMap<>();
    Map<Money, Integer> counts = new LinkedHashMap<>();
    Map<String, Price> priceByName = new LinkedHashMap<>();
    TreeMap<Qty, Price> priceByQty = new TreeMap<>();
    Map<String, List<Money>> moneyLists = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      byName.put("n" + r.nextInt(9), money(r));
      counts.put(money(r), r.nextInt());
      priceByName.put("p" + r.nextInt(9), price(r));
      priceByQty.put(qty(r), price(r));
      moneyLists.put("l" + r.nextInt(9), list(r, () -> money(r)));
    }
    return new Ledger(
        r.nextInt(4) == 0 ? null : money(r),
        list(r, () -> money(r)),
        new LinkedHashSet<>(list(r, () -> money(r))),
        list(r, () -> money(r)).toArray(new Money[0]),
        byName,
        counts,
        r.nextBoolean() ? Optional.empty() : Optional.of(money(r)),
        r.nextInt(4) == 0 ? null : price(r),
        list(r, () -> price(r)),
        priceByName,
        priceByQty,
        list(r, () -> list(r, () -> price(r))),
        r.nextBoolean() ? Optional.empty() : Optional.of(price(r)),
        r.nextInt(4) == 0 ? null : qty(r),
        list(r, () -> qty(r)),
        moneyLists,
        new Box<>(r.nextBoolean() ? null : money(r), list(r, () -> money(r))),
        new Pair<>("k" + r.nextInt(9), money(r), byName));
  }

  static Wallet wallet(Random r) {
    Wallet w = new Wallet();
    w.cash = r.nextInt(4) == 0 ? null : money(r);
    w.savings = r.nextInt(4) == 0 ? null : money(r);
    w.entries = r.nextInt(5) == 0 ? null : list(r, () -> qty(r));
    w.owner = r.nextBoolean() ? null : "o" + r.nextInt(100);
    return w;
  }

  /**
   * Values compared as Jackson writes them (independent of Wirebind; arrays by content), where an
   * empty collection equals an absent one (protobuf does not write empty ones) and the set {@code
   * distinct} compares in any order (Jackson reads a Set into a HashSet).
   */
  static void assertSame(Object expected, Object actual) throws Exception {
    assertEquals(normal(JACKSON.valueToTree(expected)), normal(JACKSON.valueToTree(actual)));
  }

  private static JsonNode normal(JsonNode n) {
    if (n instanceof ObjectNode o) {
      ObjectNode out = JACKSON.createObjectNode();
      o.fields().forEachRemaining(e -> {
        JsonNode v = normal(e.getValue());
        if (!v.isNull() && !(v.isContainerNode() && v.isEmpty())) {
          out.set(e.getKey(), e.getKey().equals("distinct") ? sorted(v) : v);
        }
      });
      return out;
    }
    if (n instanceof ArrayNode a) {
      ArrayNode out = JACKSON.createArrayNode();
      a.forEach(e -> out.add(normal(e)));
      return out;
    }
    return n;
  }

  private static JsonNode sorted(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(e -> texts.add(e.toString()));
    texts.sort(null);
    ArrayNode out = JACKSON.createArrayNode();
    texts.forEach(out::add);
    return out;
  }

  @Test
  void ledgerJsonIsJacksonsBothWays() throws Exception {
    Random r = new Random(35);
    for (int i = 0; i < 1000; i++) {
      Ledger x = ledger(r);
      String ours = LEDGER.toJsonString(x);
      assertEquals(JACKSON.writeValueAsString(x), ours);
      assertSame(x, JACKSON.readValue(ours, Ledger.class));
      assertSame(x, LEDGER.fromJson(ours.getBytes(StandardCharsets.UTF_8)));
    }
  }

  @Test
  void ledgerRoundTripsInProtobufAndProto3Json() throws Exception {
    Random r = new Random(36);
    for (int i = 0; i < 1000; i++) {
      Ledger x = ledger(r);
      assertSame(x, LEDGER.fromProto(LEDGER.toProto(x)));
      assertSame(x, LEDGER.fromJson(LEDGER.toJson(x, JsonStyle.PROTO3), JsonStyle.PROTO3));
    }
  }

  @Test
  void walletJsonIsJacksonsWithItsPropertyConverters() throws Exception {
    Random r = new Random(37);
    for (int i = 0; i < 1000; i++) {
      Wallet x = wallet(r);
      String ours = WALLET.toJsonString(x);
      assertEquals(JACKSON.writeValueAsString(x), ours);
      assertEquals(x, JACKSON.readValue(ours, Wallet.class));
      assertEquals(x, WALLET.fromJson(ours.getBytes(StandardCharsets.UTF_8)));
      Wallet viaProto = WALLET.fromProto(WALLET.toProto(x));
      assertEquals(x, viaProto);
      Wallet viaProto3 = WALLET.fromJson(WALLET.toJson(x, JsonStyle.PROTO3), JsonStyle.PROTO3);
      if (x.entries == null) { // proto3 JSON leaves null out: the member keeps the new instance's list
        assertEquals(List.of(), viaProto3.entries);
        viaProto3.entries = null;
      }
      assertEquals(x, viaProto3);
    }
  }

  static Label label(Random r) {
    return switch (r.nextInt(5)) {
      case 0 -> null;
      case 1 -> new Label("none"); // converted to a null String
      case 2 -> new Label(""); // converted to an empty String
      case 3 -> new Label("t\u00e9\"" + r.nextInt(9)); // escaped, not ASCII
      default -> new Label("l" + r.nextInt(100));
    };
  }

  static Receipt receipt(Random r) {
    return new Receipt(r.nextInt(3) == 0 ? null : money(r), r.nextInt(3) == 0 ? null : money(r),
        label(r), label(r), r.nextBoolean() ? null : "n" + r.nextInt(9), label(r));
  }

  private static boolean convertsToNull(Receipt x) {
    return java.util.stream.Stream.of(x.tag(), x.kind(), x.last())
        .anyMatch(l -> l != null && l.text().equals("none"));
  }

  static Label elementLabel(Random r) {
    return switch (r.nextInt(8)) {
      case 0 -> new Label("x".repeat(16 + r.nextInt(60)) + r.nextInt(9)); // past the short path
      case 1 -> new Label("\u0141\ud83d\ude00 " + r.nextInt(9)); // non-ASCII, a surrogate pair
      case 2 -> new Label("tab\t" + r.nextInt(9)); // escaped
      default -> label(r);
    };
  }

  @Test
  void listElementsConvertedToStringsAreJacksons() throws Exception {
    Codec<Labels> codec = Wirebind.codec(Labels.class);
    Random r = new Random(41);
    for (int i = 0; i < 2000; i++) {
      List<Label> list = list(r, () -> elementLabel(r));
      Labels x = new Labels(r.nextBoolean() ? list : new LinkedList<>(list),
          r.nextInt(5) == 0 ? null : new LinkedHashSet<>(list(r, () -> elementLabel(r))),
          list(r, () -> elementLabel(r)), list(r, () -> r.nextInt(4) == 0 ? null : money(r)));
      byte[] ours = codec.toJson(x); // as UTF-8: Jackson 2 escapes a surrogate pair there
      assertEquals(new String(JACKSON.writeValueAsBytes(x), StandardCharsets.UTF_8), new String(ours, StandardCharsets.UTF_8));
    }
  }

  @Test
  void propertiesConvertedToStringsAreJacksonsInEveryInclusionAndPlace() throws Exception {
    Codec<Receipt> codec = Wirebind.codec(Receipt.class);
    Random r = new Random(39);
    for (int i = 0; i < 2000; i++) {
      Receipt x = receipt(r);
      String ours = codec.toJsonString(x);
      assertEquals(JACKSON.writeValueAsString(x), ours);
      Receipt jacksonRead = JACKSON.readValue(ours, Receipt.class);
      assertEquals(jacksonRead, codec.fromJson(ours.getBytes(StandardCharsets.UTF_8)));
      assertEquals(JACKSON.writeValueAsString(jacksonRead), codec.toJsonString(jacksonRead));
      Receipt proto3 = codec.fromJson(codec.toJson(x, JsonStyle.PROTO3), JsonStyle.PROTO3);
      if (convertsToNull(x)) {
        assertThrows(WirebindException.class, () -> codec.toProto(x));
      } else {
        assertEquals(x, codec.fromProto(codec.toProto(x)));
        assertEquals(x, proto3);
      }
    }
  }

  @Test
  void walletsDecodeIntoAReusedInstance() throws Exception {
    Random r = new Random(38);
    Wallet reused = new Wallet();
    ProtoReader proto = new ProtoReader();
    JsonReader json = new JsonReader();
    for (int i = 0; i < 300; i++) {
      Wallet x = wallet(r);
      assertEquals(x, WALLET.readProto(proto.reset(WALLET.toProto(x)), reused));
      assertEquals(x, WALLET.readJson(json.reset(WALLET.toJson(x)), reused));
    }
  }

  @Test
  void aConverterThatThrowsOnReadIsAWirebindExceptionAtTheValue() {
    String json = "{\"total\":\"12.5 EUR\",\"history\":[\"1 EUR\",\"oops\"]}";
    WirebindException e = assertThrows(WirebindException.class, () -> LEDGER.fromJson(json));
    assertEquals(json.indexOf("\"oops\""), e.offset(), e.getMessage());
    assertTrue(e.reason().startsWith("converter MoneyConverter failed to read a io.wirebind.convertit.Money:"
        + " java.lang.IllegalArgumentException: not an amount and a currency: oops"), e.getMessage());
    String negative = "{\"price\":{\"cents\":-5,\"currency\":\"EUR\"}}";
    WirebindException p = assertThrows(WirebindException.class, () -> LEDGER.fromJson(negative));
    assertEquals(negative.indexOf("{\"cents\""), p.offset(), p.getMessage());
    String badDto = "{\"cash\":{\"amount\":\"x\",\"currency\":\"EUR\"}}";
    WirebindException d = assertThrows(WirebindException.class, () -> WALLET.fromJson(badDto));
    assertEquals(badDto.indexOf("{\"amount\""), d.offset(), d.getMessage());
    assertTrue(d.getMessage().contains("DtoToMoney"), d.getMessage());
  }

  @Test
  void aConverterThatThrowsInProtobufIsAWirebindExceptionAtTheValue() {
    // field 8 (price) = PriceDto{cents = -5}: tag 0x42, length 11, then cents = -5 as a 10-byte varint
    byte[] proto = {0x42, 11, 0x08, (byte) 0xfb, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff,
        (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01};
    WirebindException e = assertThrows(WirebindException.class, () -> LEDGER.fromProto(proto));
    assertEquals(1, e.offset(), e.getMessage());
    assertTrue(e.getMessage().contains("PriceConverter failed to read a io.wirebind.convertit.Price"), e.getMessage());
  }

  @Test
  void aConverterThatThrowsOnWriteIsAWirebindException() {
    Wallet w = new Wallet();
    w.entries = new ArrayList<>();
    w.entries.add(null); // QtysToText throws a NullPointerException
    WirebindException e = assertThrows(WirebindException.class, () -> WALLET.toJson(w));
    assertTrue(e.getMessage().startsWith("converter QtysToText/TextToQtys failed to write"), e.getMessage());
    assertThrows(WirebindException.class, () -> WALLET.toProto(w));
  }

  @Test
  void theExportedProtoUsesTheConvertedTypes() {
    String proto = Wirebind.protoSchema(Ledger.class);
    for (String field : new String[] {
        "optional string total = 1;", "repeated string history = 2;", "repeated string array = 4;",
        "map<string, string> byName = 5;", "map<string, int32> counts = 6;", "PriceDto price = 8;",
        "repeated PriceDto prices = 9;", "map<int64, PriceDto> priceByQty = 11;",
        "repeated ListOfPriceDto priceRuns = 12;", "optional int64 qty = 14;", "repeated int64 qtys = 15;",
        "Box_of_Money boxed = 17;", "repeated string values = 2;"}) {
      assertTrue(proto.contains(field), field + " in\n" + proto);
    }
    String wallet = Wirebind.protoSchema(Wallet.class);
    assertTrue(wallet.contains("MoneyDto cash = 1;"), wallet);
    assertTrue(wallet.contains("optional string entries = 3;"), wallet);
  }
}
