package io.wirebind.failit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.failit.FailModels.Account;
import io.wirebind.failit.FailModels.Card;
import io.wirebind.failit.FailModels.Customer;
import io.wirebind.failit.FailModels.Line;
import io.wirebind.failit.FailModels.Money;
import io.wirebind.failit.FailModels.Order;
import io.wirebind.failit.FailModels.Rejected;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Exceptions thrown by the message's own code while it is decoded (compact constructors, setters,
 * {@code @JsonCreator} constructors, value-object factories) come out as a {@link
 * WirebindException} with the user's exception as cause, the byte offset and the path, in JSON and
 * protobuf.
 */
class UserExceptionsTest {
  static final Codec<Order> ORDER = Wirebind.codec(Order.class);

  @AfterEach
  void strictAgain() {
    FailModels.strict = true;
  }

  /** An order holding {@code o}'s values, built without the checks. */
  static <T> T loose(Supplier<T> s) {
    FailModels.strict = false;
    try {
      return s.get();
    } finally {
      FailModels.strict = true;
    }
  }

  static Order order(List<Line> items, Line main, Money total, Account account, Customer customer) {
    return new Order("o1", items, null, main, total, account, customer, null, null, null, null);
  }

  static Account account(String iban) {
    Account a = new Account();
    FailModels.strict = false;
    a.setIban(iban);
    FailModels.strict = true;
    return a;
  }

  static final ObjectMapper JACKSON = new ObjectMapper();

  /**
   * Decodes {@code o}'s JSON, which Jackson rejects too (wrapping the user's exception), with a
   * path that starts with ours (Jackson names the setter's property where we name its object).
   */
  static WirebindException json(Order o) {
    byte[] json = loose(() -> ORDER.toJson(o));
    WirebindException e = assertThrows(WirebindException.class, () -> ORDER.fromJson(json),
        () -> new String(json, StandardCharsets.UTF_8));
    JsonMappingException j = assertThrows(JsonMappingException.class, () -> JACKSON.readValue(json, Order.class));
    StringBuilder path = new StringBuilder("$");
    for (JsonMappingException.Reference r : j.getPath()) {
      path.append(r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]");
    }
    assertTrue(path.toString().startsWith(e.path()), path + " vs " + e.path());
    return e;
  }

  static WirebindException proto(Order o) {
    byte[] pb = loose(() -> ORDER.toProto(o));
    return assertThrows(WirebindException.class, () -> ORDER.fromProto(pb));
  }

  static void check(WirebindException e, Class<? extends RuntimeException> cause, String path, String reason) {
    assertInstanceOf(cause, e.getCause(), e.getMessage());
    assertEquals(path, e.path(), e.getMessage());
    assertEquals(reason, e.reason(), e.getMessage());
    assertEquals(true, e.offset() > 0, e.getMessage());
  }

  @Test
  void compactConstructorThrowingNpe() {
    Order o = loose(() -> order(List.of(new Line("a", 1), new Line(null, 2)), null, null, null, null));
    check(json(o), NullPointerException.class, "$.items[1]", "creating Line failed: NullPointerException: sku");
    check(proto(o), NullPointerException.class, "Order.items[1] (field 2)", "creating Line failed: NullPointerException: sku");
  }

  @Test
  void compactConstructorThrowingIae() {
    Order o = loose(() -> order(null, new Line("a", -1), null, null, null));
    check(json(o), IllegalArgumentException.class, "$.main",
        "creating Line failed: IllegalArgumentException: qty must not be negative");
    check(proto(o), IllegalArgumentException.class, "Order.main (field 4)",
        "creating Line failed: IllegalArgumentException: qty must not be negative");
  }

  @Test
  void compactConstructorThrowingCustom() {
    Order o = loose(() -> order(List.of(new Line("a", 1), new Line("b", 2), new Line("c", 13)), null, null, null, null));
    WirebindException j = json(o);
    check(j, Rejected.class, "$.items[2]", "creating Line failed: Rejected: 13 is not sold");
    assertEquals("$.items[2] (Line): creating Line failed: Rejected: 13 is not sold (at byte 80)", j.getMessage());
    WirebindException p = proto(o);
    check(p, Rejected.class, "Order.items[2] (field 2)", "creating Line failed: Rejected: 13 is not sold");
    assertEquals("Order.items[2] (field 2, Line): creating Line failed: Rejected: 13 is not sold (at byte 25)", p.getMessage());
  }

  @Test
  void setterThrowing() {
    check(json(order(null, null, null, account("DE"), null)), IllegalArgumentException.class, "$.account",
        "creating Account failed: IllegalArgumentException: IBAN too short");
    check(proto(order(null, null, null, account("DE"), null)), IllegalArgumentException.class, "Order.account (field 6)",
        "creating Account failed: IllegalArgumentException: IBAN too short");
    check(json(order(null, null, null, account(""), null)), Rejected.class, "$.account",
        "creating Account failed: Rejected: empty IBAN");
    check(proto(order(null, null, null, account(""), null)), Rejected.class, "Order.account (field 6)",
        "creating Account failed: Rejected: empty IBAN");
  }

  @Test
  void jsonCreatorThrowing() {
    Order npe = loose(() -> order(null, null, null, null, new Customer(null, 30)));
    check(json(npe), NullPointerException.class, "$.customer", "creating Customer failed: NullPointerException: name");
    check(proto(npe), NullPointerException.class, "Order.customer (field 7)", "creating Customer failed: NullPointerException: name");
    Order iae = loose(() -> order(null, null, null, null, new Customer("x", -1)));
    check(json(iae), IllegalArgumentException.class, "$.customer",
        "creating Customer failed: IllegalArgumentException: age must not be negative");
    check(proto(iae), IllegalArgumentException.class, "Order.customer (field 7)",
        "creating Customer failed: IllegalArgumentException: age must not be negative");
    Order custom = loose(() -> order(null, null, null, null, new Customer("x", 13)));
    check(json(custom), Rejected.class, "$.customer", "creating Customer failed: Rejected: too young");
    check(proto(custom), Rejected.class, "Order.customer (field 7)", "creating Customer failed: Rejected: too young");
  }

  @Test
  void valueObjectCreatorThrowing() {
    Order iae = loose(() -> order(null, null, Money.of(-5), null, null));
    WirebindException j = json(iae);
    check(j, IllegalArgumentException.class, "$.total", "the value was rejected: IllegalArgumentException: negative amount");
    assertEquals("$.total (Money): the value was rejected: IllegalArgumentException: negative amount; found -5 (at byte 57)",
        j.getMessage());
    check(proto(iae), IllegalArgumentException.class, "Order.total (field 5)",
        "the value was rejected: IllegalArgumentException: negative amount");
    Order custom = loose(() -> new Order("o", null, null, null, null, null, null, null, null,
        List.of(Money.of(1), Money.of(13)), null));
    check(json(custom), Rejected.class, "$.refunds[1]", "the value was rejected: Rejected: 13 cents");
    // the elements of a packed run are counted
    check(proto(custom), Rejected.class, "Order.refunds[1] (field 10)", "the value was rejected: Rejected: 13 cents");
  }

  @Test
  void oneofCaseAndMapValueThrowing() {
    Order card = loose(() -> new Order("o", null, null, null, null, null, null, new Card("4111", 14), null, null, null));
    check(json(card), IllegalArgumentException.class, "$.payment",
        "creating Card failed: IllegalArgumentException: month 14 is not 1..12");
    check(proto(card), IllegalArgumentException.class, "Order.payment.card (field 1)",
        "creating Card failed: IllegalArgumentException: month 14 is not 1..12");
    Order map = loose(() -> new Order("o", null, Map.of("k1", new Line("a", -2)), null, null, null, null, null, null, null, null));
    check(json(map), IllegalArgumentException.class, "$.byKey.k1",
        "creating Line failed: IllegalArgumentException: qty must not be negative");
    check(proto(map), IllegalArgumentException.class, "Order.byKey[\"k1\"] (field 3)",
        "creating Line failed: IllegalArgumentException: qty must not be negative");
  }
}
