package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.mappers.Jackson;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A subtype read as its own class ({@code Wirebind.codec(Card.class)}, Jackson's {@code
 * readValue(json, Card.class)}) checks its hierarchy's type id as Jackson 2.18 does: its own ids
 * (aliases too) pass, another subtype's id and an unknown id fail, a missing or null id fails; the
 * {@code defaultImpl} subtype takes a missing, null or unknown id, never another subtype's. Every
 * input is read by both; both accept (equal values) or both reject.
 */
class TypeIdCheckTest {
  static final Jackson BOOT = PolyDifferentialTest.MAPPER;
  /** For the subtypes declared with {@code failOnUnknownJson = true}. */
  static final Jackson STRICT = BOOT.failingOnUnknown();

  /** A subtype, its id member's name, its other members, and the ids to try. */
  record Form(Class<?> type, String property, String body, List<String> ids) {}

  static final List<String> PAYMENT = List.of("Card", "BankTransfer", "Voucher");
  static final List<String> SHAPE = List.of("circle", "round", "square", "Shape$Triangle", "Shape$Polygon", "Shape$Circle");

  static final List<Form> FORMS = List.of(
      new Form(Card.class, "@type", "\"number\":\"4\",\"expiryMonth\":7", PAYMENT),
      new Form(Voucher.class, "@type", "\"code\":\"v\"", PAYMENT),
      new Form(Forms.DfA.class, "@type", "\"x\":3", List.of("Forms$DfA", "Forms$DfB")),
      new Form(Forms.DfB.class, "@type", "\"s\":\"q\"", List.of("Forms$DfA", "Forms$DfB")),
      new Form(Forms.ExA.class, "type", "\"x\":3", List.of("exa", "exb")),
      new Form(Forms.ExB.class, "type", "\"y\":3", List.of("exa", "exb")),
      new Form(Forms.SiA.class, "kind", "\"x\":1", List.of("SiA", "SiB")),
      new Form(Forms.Dog.class, "species", "\"name\":\"rex\",\"barks\":2", List.of("dog", "cat")),
      new Form(VisibleForms.HiA.class, "type", "\"x\":3", List.of("hia", "hib")),
      new Form(VisibleForms.HiB.class, "type", "\"y\":2,\"tags\":[\"a\"]", List.of("hia", "hib")),
      new Form(VisibleForms.ShA.class, "type", "\"x\":3", List.of("sha", "shb")),
      new Form(VisibleForms.ShB.class, "type", "\"s\":\"q\"", List.of("sha", "shb")),
      new Form(VisibleForms.PhA.class, "type", "\"x\":3", List.of("pha", "phb")),
      new Form(VisibleForms.PhB.class, "type", "\"s\":\"q\"", List.of("pha", "phb")),
      new Form(VisibleForms.StA.class, "type", "\"x\":3", List.of("sta")),
      new Form(Shape.Circle.class, "@type", "\"radius\":1.5", SHAPE),
      new Form(Shape.Square.class, "@type", "\"side\":2.0", SHAPE),
      new Form(IdForms.EdA.class, "kind", "\"x\":3", List.of("eda", "edb")),
      new Form(IdForms.EdB.class, "kind", "\"y\":3", List.of("eda", "edb")));

  static List<String> inputs(Form f) {
    List<String> ids = new ArrayList<>(f.ids());
    ids.add("zzz");
    ids.add("");
    String p = "\"" + f.property() + "\":";
    List<String> out = new ArrayList<>();
    out.add("{" + f.body() + "}");
    out.add("{" + p + "null," + f.body() + "}");
    out.add("{}");
    for (String id : ids) {
      String m = p + "\"" + id + "\"";
      out.add("{" + m + "," + f.body() + "}");
      out.add("{" + f.body() + "," + m + "}");
      out.add("{" + m + "}");
      out.add(" { " + m.replace(":", " : ") + " , " + f.body() + " } ");
    }
    return out;
  }

  private static Object jackson(Class<?> type, String json) {
    try {
      boolean strict = type == Forms.SiA.class || type == VisibleForms.StA.class;
      return (strict ? STRICT : BOOT).readValueAs33(json, type);
    } catch (Exception e) {
      return e;
    }
  }

  @Test
  void aSubtypeReadAloneChecksItsTypeIdAsJacksonDoes() {
    int accepted = 0;
    int rejected = 0;
    for (Form f : FORMS) {
      for (String json : inputs(f)) {
        Object theirs = jackson(f.type(), json);
        if (theirs instanceof Exception e) {
          WirebindException ours = assertThrows(WirebindException.class,
              () -> Wirebind.codec(f.type()).fromJson(json), () -> json + " (Jackson: " + e.getMessage() + ")");
          assertTrue(ours.offset() >= 0, json);
          rejected++;
        } else {
          Object ours;
          try {
            ours = Wirebind.codec(f.type()).fromJson(json);
          } catch (WirebindException e) {
            fail(f.type().getSimpleName() + " " + json + " rejected, Jackson reads " + theirs + ": " + e.getMessage());
            return;
          }
          assertEquals(theirs, ours, json);
          accepted++;
        }
      }
    }
    assertTrue(accepted > 40 && rejected > 100, accepted + " accepted, " + rejected + " rejected");
  }

  @Test
  void theMessageNamesTheIdAndItsOffset() {
    WirebindException e = assertThrows(WirebindException.class,
        () -> Wirebind.codec(Card.class).fromJson("{\"number\":\"4\",\"@type\":\"BankTransfer\"}"));
    assertTrue(e.getMessage().contains("type id 'BankTransfer' is BankTransfer's, not Card's"), e.getMessage());
    assertEquals(22, e.offset());
    e = assertThrows(WirebindException.class, () -> Wirebind.codec(Card.class).fromJson("{\"@type\":\"Cardd\"}"));
    assertTrue(e.getMessage().contains("unknown type id 'Cardd' for Card; known ids: Card"), e.getMessage());
    assertEquals(9, e.offset());
    e = assertThrows(WirebindException.class, () -> Wirebind.codec(Card.class).fromJson("  {\"number\":\"4\"}"));
    assertTrue(e.getMessage().contains("missing type id property '@type' for Card"), e.getMessage());
    assertEquals(2, e.offset());
    e = assertThrows(WirebindException.class, () -> Wirebind.codec(Shape.Square.class).fromJson("{\"@type\":\"round\"}"));
    assertTrue(e.getMessage().contains("type id 'round' is Circle's, not Square's"), e.getMessage());
  }

  @Test
  void wrappedIdsOfTheDefaultSubtype() {
    String[][] cases = {
      {"WdB", "{\"wdb\":{\"s\":\"q\"}}"}, {"WdB", "{\"zzz\":{\"s\":\"q\"}}"}, {"WdB", "{\"wda\":{\"s\":\"q\"}}"},
      {"WdA", "{\"zzz\":{\"x\":1}}"}, {"WdA", "{\"wdb\":{\"x\":1}}"}, {"WdA", "{\"wda\":{\"x\":1}}"},
      {"WaD", "[\"wad\",{\"s\":\"q\"}]"}, {"WaD", "[\"zzz\",{\"s\":\"q\"}]"}, {"WaD", "[\"wac\",{\"s\":\"q\"}]"},
      {"WaC", "[\"zzz\",{\"x\":1}]"}, {"WaC", "[\"wad\",{\"x\":1}]"}, {"WaC", "[\"wac\",{\"x\":1}]"},
    };
    for (String[] c : cases) {
      Class<?> type = switch (c[0]) {
        case "WdA" -> IdForms.WdA.class;
        case "WdB" -> IdForms.WdB.class;
        case "WaC" -> IdForms.WaC.class;
        default -> IdForms.WaD.class;
      };
      Object theirs = jackson(type, c[1]);
      if (theirs instanceof Exception) {
        assertThrows(WirebindException.class, () -> Wirebind.codec(type).fromJson(c[1]), c[1]);
      } else {
        assertEquals(theirs, Wirebind.codec(type).fromJson(c[1]), c[1]);
      }
    }
    assertEquals(new IdForms.WdB("q"), Wirebind.codec(IdForms.WrapDefault.class).fromJson("{\"zzz\":{\"s\":\"q\"}}"));
  }

  @Test
  void hostileIdsFailAsWirebindExceptions() {
    String[] hostile = {
      "{\"@type\":{\"a\":1},\"number\":\"4\"}", "{\"@type\":[\"Card\"],\"number\":\"4\"}",
      "{\"@type\":5}", "{\"@type\":true}", "{\"@type\":\"Card", "{\"@type\":\"Car\\u00\"}",
      "{\"@type\":\"" + "C".repeat(100_000) + "\"}", "{\"@type\"", "{\"@type\":", "{\"@type\":\"Card\",",
      "{\"@type\":\"\\uD800\"}", "{\"@type\":\"Card\"", "{\"number\":\"4\",\"@type\":\"Card\",}",
    };
    for (String json : hostile) {
      assertThrows(WirebindException.class, () -> Wirebind.codec(Card.class).fromJson(json), json);
    }
    // an escaped id is the same id, for both
    String escaped = "{\"@type\":\"C\\u0061rd\",\"number\":\"4\",\"expiryMonth\":7}";
    assertEquals(jackson(Card.class, escaped), Wirebind.codec(Card.class).fromJson(escaped));
    String other = "{\"@type\":\"V\\u006fucher\",\"number\":\"4\"}";
    assertTrue(jackson(Card.class, other) instanceof Exception);
    WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(Card.class).fromJson(other));
    assertTrue(e.getMessage().contains("'Voucher' is Voucher's"), e.getMessage());
    // every truncation of a valid input fails cleanly
    String valid = Wirebind.codec(Card.class).toJsonString(new Card("4111", 7));
    for (int i = 0; i < valid.length(); i++) {
      String cut = valid.substring(0, i);
      assertThrows(WirebindException.class, () -> Wirebind.codec(Card.class).fromJson(cut), cut);
    }
  }
}
