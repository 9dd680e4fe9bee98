package io.wirebind.failit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.failit.FailModels.Account;
import io.wirebind.failit.FailModels.Card;
import io.wirebind.failit.FailModels.Cash;
import io.wirebind.failit.FailModels.Customer;
import io.wirebind.failit.FailModels.Line;
import io.wirebind.failit.FailModels.Money;
import io.wirebind.failit.FailModels.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Mutated input for messages whose code throws: whatever the bytes, only a {@link
 * WirebindException} comes out of a decoder, with a path whenever it carries an exception of the
 * message's code.
 */
class UserExceptionsHostileTest {
  static final Codec<Order> ORDER = Wirebind.codec(Order.class);

  static Order random(Random r) {
    List<Line> items = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      items.add(new Line(r.nextInt(5) == 0 ? null : "s" + i, r.nextInt(30) - 5));
    }
    Account a = new Account();
    a.setIban(r.nextBoolean() ? "" : "DE" + r.nextInt(100000));
    return new Order("o" + r.nextInt(), items, Map.of("k", new Line("x", r.nextInt(30) - 5)),
        new Line(r.nextBoolean() ? null : "m", r.nextInt(30) - 5), Money.of(r.nextInt(30) - 5), a,
        new Customer(r.nextBoolean() ? null : "c", r.nextInt(30) - 5),
        r.nextBoolean() ? new Card("4111", r.nextInt(15)) : new Cash(r.nextLong()),
        Map.of(r.nextInt(9), r.nextInt()), List.of(Money.of(r.nextInt(30) - 5)), List.of(r.nextInt()));
  }

  static byte[] mutate(Random r, byte[] b) {
    byte[] m = b.clone();
    for (int i = r.nextInt(3); i > 0 && m.length > 0; i--) {
      m[r.nextInt(m.length)] = (byte) r.nextInt(256);
    }
    return m;
  }

  static void decode(Runnable decode) {
    try {
      decode.run();
    } catch (WirebindException e) {
      assertTrue(!e.reason().startsWith("internal error"), e.getMessage());
      if (e.getCause() != null && !(e.getCause() instanceof WirebindException)) {
        assertTrue(e.offset() >= 0 && e.path() != null, e.getMessage());
      }
    } catch (RuntimeException e) {
      fail("a decoder let " + e + " escape", e);
    }
  }

  @Test
  void onlyWirebindExceptionsEscape() {
    Random r = new Random(34);
    for (int i = 0; i < 3000; i++) {
      FailModels.strict = false;
      Order o;
      byte[] json;
      byte[] pb;
      try {
        o = random(r);
        json = ORDER.toJson(o);
        pb = ORDER.toProto(o);
      } finally {
        FailModels.strict = true;
      }
      byte[] j = r.nextBoolean() ? json : mutate(r, json);
      byte[] p = r.nextBoolean() ? pb : mutate(r, pb);
      decode(() -> ORDER.fromJson(j));
      decode(() -> ORDER.fromProto(p));
    }
  }
}
