package io.wirebind.spring;

import static io.wirebind.http.fixtures.HttpChecks.assertSameBody;
import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.NDJSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks of the sealed {@code Payment} and the generic {@code Page<Order>} as declared types, over
 * HTTP against a Wirebind application and the same application on Jackson: protobuf is the
 * declared type's (decoded by its codec), JSON is Jackson's bytes, request bodies are read in
 * every format.
 */
final class ShapeChecks {
  static final Codec<Payment> PAYMENT = Wirebind.codec(Payment.class);
  static final Codec<Page<Order>> PAGE = Wirebind.codec(Page.class, Order.class);

  private ShapeChecks() {}

  static HttpResponse<byte[]> ok(HttpResponse<byte[]> r, String type) {
    assertEquals(200, r.statusCode(), () -> new String(r.body(), StandardCharsets.UTF_8));
    assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(type), r.headers().toString());
    return r;
  }

  static <T> List<T> delimited(Codec<T> codec, byte[] body) throws IOException {
    DelimitedReader reader = new DelimitedReader(new ByteArrayInputStream(body));
    List<T> list = new ArrayList<>();
    for (T v; (v = reader.read(codec, null)) != null; ) {
      list.add(v);
    }
    return list;
  }

  static <T> byte[] delimited(Codec<T> codec, List<T> values) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (T v : values) {
      codec.writeDelimited(v, out);
    }
    return out.toByteArray();
  }

  static <T> List<T> ndjson(Codec<T> codec, byte[] body) {
    List<T> list = new ArrayList<>();
    for (String line : new String(body, StandardCharsets.UTF_8).split("\n")) {
      list.add(codec.fromJson(line.getBytes(StandardCharsets.UTF_8)));
    }
    return list;
  }

  static void sealedMessage(String wirebind, String jackson, String prefix) throws IOException {
    List<Payment> all = new ArrayList<>();
    for (int seed = 0; seed < 6; seed++) {
      Payment expected = Payment.sample(seed);
      all.add(expected);
      String url = prefix + "/payments/" + seed;
      assertEquals(expected, PAYMENT.fromProto(ok(get(wirebind + url, PROTOBUF), PROTOBUF).body()));
      assertSameBody(get(wirebind + url, JSON), get(jackson + url, JSON));
      assertEquals(expected, PAYMENT.fromJson(get(wirebind + url, JSON).body()));
    }
    for (int seed = 0; seed < 6; seed++) {
      Payment expected = Payment.sample(seed);
      HttpResponse<byte[]> r = ok(post(wirebind + "/payments/echo", PROTOBUF, PROTOBUF, PAYMENT.toProto(expected)), PROTOBUF);
      assertEquals(expected, PAYMENT.fromProto(r.body()));
      byte[] fromJackson = get(jackson + "/payments/" + seed, JSON).body();
      assertArrayEquals(fromJackson, ok(post(wirebind + "/payments/echo", JSON, JSON, fromJackson), JSON).body());
    }
    String list = prefix + "/payments?count=6";
    assertEquals(all, delimited(PAYMENT, ok(get(wirebind + list, PROTOBUF), PROTOBUF).body()));
    assertEquals(all, ndjson(PAYMENT, ok(get(wirebind + list, NDJSON), NDJSON).body()));
    assertSameBody(get(wirebind + list, JSON), get(jackson + list, JSON));
  }

  static void genericEnvelope(String wirebind, String jackson) throws IOException {
    for (int count = 0; count < 4; count++) {
      String url = "/page?seed=" + (count * 7) + "&count=" + count;
      Page<Order> expected = Page.orders(count * 7L, count);
      assertEquals(expected, PAGE.fromProto(ok(get(wirebind + url, PROTOBUF), PROTOBUF).body()));
      assertEquals(expected, PAGE.fromJson(ok(get(wirebind + url, NDJSON), NDJSON).body()));
      assertSameBody(get(wirebind + url, JSON), get(jackson + url, JSON));
      if (count > 0) { // an empty page is zero bytes of protobuf, which Spring takes for no body
        HttpResponse<byte[]> r = ok(post(wirebind + "/page/echo", PROTOBUF, PROTOBUF, PAGE.toProto(expected)), PROTOBUF);
        assertEquals(expected, PAGE.fromProto(r.body()));
      }
      byte[] fromJackson = get(jackson + url, JSON).body();
      assertArrayEquals(fromJackson, ok(post(wirebind + "/page/echo", JSON, JSON, fromJackson), JSON).body());
    }
    assertEquals(Page.orders(4, 2), PAGE.fromProto(ok(get(wirebind + "/page-entity?seed=4", PROTOBUF), PROTOBUF).body()));
    assertSameBody(get(wirebind + "/page-entity?seed=4", JSON), get(jackson + "/page-entity?seed=4", JSON));

    List<Page<Order>> pages = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      pages.add(Page.orders(i * 10L, i));
    }
    byte[] proto = ok(get(wirebind + "/pages?count=4", PROTOBUF), PROTOBUF).body();
    assertEquals(pages, delimited(PAGE, proto));
    assertArrayEquals(delimited(PAGE, pages), proto);
    assertEquals(pages, ndjson(PAGE, ok(get(wirebind + "/pages?count=4", NDJSON), NDJSON).body()));
    assertSameBody(get(wirebind + "/pages?count=4", JSON), get(jackson + "/pages?count=4", JSON));
    assertArrayEquals(proto, ok(post(wirebind + "/pages/echo", PROTOBUF, PROTOBUF, proto), PROTOBUF).body());
    byte[] fromJackson = get(jackson + "/pages?count=4", JSON).body();
    assertArrayEquals(fromJackson, ok(post(wirebind + "/pages/echo", JSON, JSON, fromJackson), JSON).body());
  }
}
