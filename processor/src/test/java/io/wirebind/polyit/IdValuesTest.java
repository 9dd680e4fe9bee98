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
 * Type id members of every JSON kind, as Jackson 2.18 reads them: a string is the id; a number or
 * boolean is its text as written (an unknown id, unless a subtype has that name); a {@code null},
 * an object or an array is no id, passed over for a later id member (or the {@code defaultImpl},
 * or a missing id) and then read as an ordinary member of that name. Every sequence of up to three
 * members from each form's choices is read by Jackson and by Wirebind, through the hierarchy and
 * through each subtype's own codec: both accept (equal values) or both reject, Wirebind with a
 * {@code WirebindException} carrying an offset.
 */
class IdValuesTest {
  static final Jackson BOOT = PolyDifferentialTest.MAPPER;
  static final Jackson STRICT = BOOT.failingOnUnknown();

  /** Id member values that are no string, to try in every form. */
  static final List<String> NON_STRINGS = List.of(
      "null", "{}", "[]", "{\"a\":[1,{\"b\":null}]}", "[[],\"x\"]", "1", "-0", "1e2", "2.5", "true", "false");

  /**
   * Types read with their hierarchy's id member {@code property}, member choices {@code body} and
   * {@code ids}; {@code holder}: whether a subtype has a {@code String} property of that name.
   */
  record Form(List<Class<?>> types, String property, List<String> body, List<String> ids, boolean strict, boolean holder) {
    Form(List<Class<?>> types, String property, List<String> body, List<String> ids, boolean strict) {
      this(types, property, body, ids, strict, false);
    }
  }

  static final List<Form> FORMS = List.of(
      new Form(List.of(Payment.class, Card.class, Voucher.class), "@type",
          List.of("\"number\":\"4\"", "\"expiryMonth\":7"), List.of("Card", "Voucher", "zzz"), false),
      new Form(List.of(Forms.WithDefault.class, Forms.DfA.class, Forms.DfB.class), "@type",
          List.of("\"x\":3", "\"s\":\"q\""), List.of("Forms$DfA", "Forms$DfB", "zzz"), false),
      new Form(List.of(Forms.Existing.class, Forms.ExA.class, Forms.ExB.class), "type",
          List.of("\"x\":3", "\"y\":4"), List.of("exa", "exb", "zzz"), false, true),
      new Form(List.of(Forms.Animal.class, Forms.Dog.class, Forms.Cat.class), "species",
          List.of("\"name\":\"rex\"", "\"barks\":2"), List.of("dog", "cat", "zzz"), false),
      new Form(List.of(VisibleForms.Hidden.class, VisibleForms.HiA.class, VisibleForms.HiB.class), "type",
          List.of("\"x\":3", "\"tags\":[\"a\"]"), List.of("hia", "hib", "zzz"), false, true),
      new Form(List.of(VisibleForms.Shown.class, VisibleForms.ShA.class, VisibleForms.ShB.class), "type",
          List.of("\"x\":3", "\"s\":\"q\""), List.of("sha", "shb", "zzz"), false, true),
      new Form(List.of(VisibleForms.PropHidden.class, VisibleForms.PhA.class, VisibleForms.PhB.class), "type",
          List.of("\"x\":3", "\"s\":\"q\""), List.of("pha", "phb", "zzz"), false, true),
      new Form(List.of(VisibleForms.ShownStrict.class, VisibleForms.StA.class), "type",
          List.of("\"x\":3"), List.of("sta", "zzz"), true),
      new Form(List.of(Forms.SiA.class), "kind", List.of("\"x\":3"), List.of("SiA", "SiB", "zzz"), true),
      new Form(List.of(IdForms.ExistingDefault.class, IdForms.EdA.class, IdForms.EdB.class), "kind",
          List.of("\"x\":3", "\"y\":4"), List.of("eda", "edb", "zzz"), false, true),
      new Form(List.of(AnyForms.Tagged.class, AnyForms.TaA.class, AnyForms.TaB.class), "type",
          List.of("\"n\":3", "\"s\":\"q\""), List.of("a", "b", "zzz"), false),
      new Form(List.of(Shape.class, Shape.Polygon.class, Shape.Circle.class, Shape.Square.class), "@type",
          List.of("\"radius\":1.5", "\"side\":2.0"), List.of("circle", "round", "square", "Shape$Triangle"), false),
      new Form(List.of(ScalarIdForms.Scalar.class, ScalarIdForms.One.class, ScalarIdForms.Yes.class, ScalarIdForms.Word.class),
          "t", List.of("\"x\":3", "\"s\":\"q\""), List.of("1", "true", "word"), false),
      new Form(List.of(UnwrapForms.Flat.class, UnwrapForms.UnA.class, UnwrapForms.UnB.class), "type",
          List.of("\"x\":3", "\"px\":4"), List.of("una", "unb", "zzz"), false),
      new Form(List.of(ScalarIdForms.Visible.class, ScalarIdForms.VisA.class, ScalarIdForms.VisB.class),
          "t", List.of("\"x\":3"), List.of("2.5", "false", "zzz"), false, true));

  static List<String> choices(Form f) {
    List<String> out = new ArrayList<>(f.body());
    String p = "\"" + f.property() + "\":";
    for (String v : NON_STRINGS) {
      out.add(p + v);
    }
    for (String id : f.ids()) {
      out.add(p + "\"" + id + "\"");
    }
    return out;
  }

  static void sequences(List<String> choices, List<String> prefix, int left, List<String> out) {
    out.add("{" + String.join(",", prefix) + "}");
    if (left == 0) {
      return;
    }
    for (String c : choices) {
      List<String> next = new ArrayList<>(prefix);
      next.add(c);
      sequences(choices, next, left - 1, out);
    }
  }

  /**
   * Whether two members of the id's name reach a record's any-setter map (no id, or after the id):
   * Jackson 2.18 keeps the first of them there, Wirebind the last, a difference of any-setter maps
   * in records, not of type ids.
   */
  static boolean repeatIntoRecordMap(Form f, String json) {
    if (!f.types().contains(AnyForms.TaB.class)) {
      return false;
    }
    String p = "\"" + f.property() + "\":";
    boolean id = false;
    int ordinary = 0;
    for (int at = json.indexOf(p); at >= 0; at = json.indexOf(p, at + 1)) {
      char c = json.charAt(at + p.length());
      boolean scalar = c == '"' || c == '-' || c == 't' || c == 'f' || Character.isDigit(c);
      if (id || !scalar) {
        ordinary++;
      }
      id |= scalar;
    }
    return ordinary > 1;
  }

  static Object jackson(Jackson mapper, Class<?> type, String json) {
    try {
      return mapper.readValueAs33(json, type);
    } catch (Exception e) {
      return e;
    }
  }

  /** Reads {@code json} as {@code type} with both; returns whether Jackson accepted it. */
  static boolean same(Jackson mapper, Class<?> type, String json) {
    Object theirs = jackson(mapper, type, json);
    if (theirs instanceof Exception e) {
      WirebindException ours = assertThrows(WirebindException.class, () -> Wirebind.codec(type).fromJson(json),
          () -> type.getSimpleName() + " " + json + " (Jackson: " + e.getMessage() + ")");
      assertTrue(ours.offset() >= 0 && ours.offset() <= json.length(), json);
      return false;
    }
    Object ours;
    try {
      ours = Wirebind.codec(type).fromJson(json);
    } catch (WirebindException e) {
      fail(type.getSimpleName() + " " + json + " rejected, Jackson reads " + theirs + ": " + e.getMessage());
      return false;
    }
    assertEquals(theirs, ours, () -> type.getSimpleName() + " " + json);
    return true;
  }

  @Test
  void everyKindOfIdValueReadsAsJacksonReadsIt() {
    int accepted = 0;
    int rejected = 0;
    for (Form f : FORMS) {
      List<String> inputs = new ArrayList<>();
      sequences(choices(f), List.of(), 3, inputs);
      inputs.removeIf(json -> repeatIntoRecordMap(f, json));
      for (Class<?> type : f.types()) {
        for (String json : inputs) {
          if (same(f.strict() ? STRICT : BOOT, type, json)) {
            accepted++;
          } else {
            rejected++;
          }
        }
      }
    }
    assertTrue(accepted > 20_000 && rejected > 50_000, accepted + " accepted, " + rejected + " rejected");
  }

  @Test
  void everyKindOfValueAtTheHeadOfAWrapperArray() {
    List<String> heads = new ArrayList<>(NON_STRINGS);
    heads.addAll(List.of("\"Forms$WaA\"", "\"bee\"", "\"wac\"", "\"wad\"", "\"1\"", "\"null\"", "\"zzz\"", "1.0"));
    List<String> inputs = new ArrayList<>();
    for (String head : heads) {
      for (String rest : List.of("", ",{\"x\":1}", ",{\"s\":\"q\"}", ",{\"x\":1},2", ",null", ",{}", ",[]")) {
        inputs.add("[" + head + rest + "]");
        inputs.add(" [ " + head + " " + rest + " ] ");
      }
    }
    int accepted = 0;
    int rejected = 0;
    for (Class<?> type : List.of(Forms.WrapArray.class, Forms.WaA.class, Forms.WaB.class, IdForms.ArrayDefault.class,
        IdForms.WaC.class, IdForms.WaD.class, ScalarIdForms.Wrapped.class, ScalarIdForms.WrOne.class, ScalarIdForms.WrNull.class)) {
      for (String json : inputs) {
        if (same(BOOT, type, json)) {
          accepted++;
        } else {
          rejected++;
        }
      }
    }
    assertTrue(accepted > 100 && rejected > 1000, accepted + " accepted, " + rejected + " rejected");
  }

  private static void fails(Class<?> type, String json, String message, int offset) {
    assertTrue(jackson(BOOT, type, json) instanceof Exception, json);
    WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(type).fromJson(json), json);
    assertTrue(e.getMessage().contains(message), e.getMessage());
    assertEquals(offset, e.offset(), json);
  }

  @Test
  void idsThatAreNoStringsAreNamedAtTheirOffset() {
    fails(Payment.class, "{\"@type\":1,\"number\":\"4\"}", "unknown type id '1' for Payment", 9);
    fails(Payment.class, "{\"@type\":null,\"number\":\"4\",\"@type\":1e2}", "unknown type id '1e2' for Payment", 35);
    fails(Card.class, "{\"number\":\"4\",\"@type\":true}", "unknown type id 'true' for Card", 22);
    fails(Card.class, "{\"@type\":{},\"number\":\"4\"}", "missing type id property '@type' for Card", 0);
    fails(Payment.class, " {\"@type\":[\"Card\"],\"@type\":null}", "missing type id property '@type' for Payment", 1);
    fails(ScalarIdForms.One.class, "{\"t\":true}", "type id 'true' is Yes's, not One's", 5);
    fails(Forms.WrapArray.class, "[false,{\"x\":1}]", "unknown type id 'false' for WrapArray", 1);
    fails(Forms.WaA.class, "[{},{\"x\":1}]", "expected a type id (a string, number, boolean or null)", 1);
    // accepted where a subtype has the id's text as its name, or after ids that are none
    assertEquals(new ScalarIdForms.One(3), Wirebind.codec(ScalarIdForms.Scalar.class).fromJson("{\"t\":1,\"x\":3}"));
    assertEquals(new ScalarIdForms.Yes("q"), Wirebind.codec(ScalarIdForms.Scalar.class).fromJson("{\"s\":\"q\",\"t\":-0}"));
    assertEquals(new ScalarIdForms.VisA("2.5", 3), Wirebind.codec(ScalarIdForms.Visible.class).fromJson("{\"t\":2.5,\"x\":3}"));
    assertEquals(new ScalarIdForms.WrNull("q"), Wirebind.codec(ScalarIdForms.Wrapped.class).fromJson("[null,{\"s\":\"q\"}]"));
    assertEquals(new Card("4", 7), Wirebind.codec(Payment.class)
        .fromJson("{\"@type\":null,\"@type\":{\"a\":[]},\"number\":\"4\",\"@type\":[1],\"expiryMonth\":7,\"@type\":\"Card\"}"));
    assertEquals(new Forms.DfA(3), Wirebind.codec(Forms.WithDefault.class).fromJson("{\"@type\":null,\"x\":3}"));
    // whitespace after the first id member's colon, where the subtype reads the object again from its start
    for (String json : List.of("{\"@type\": \n null ,\"@type\":\"Card\",\"number\":\"4\"}", "{\"@type\":\t[ ] ,\"number\":\"4\",\"@type\":\"Card\"}")) {
      assertEquals(new Card("4", 0), Wirebind.codec(Card.class).fromJson(json), json);
      assertEquals(new Card("4", 0), Wirebind.codec(Payment.class).fromJson(json), json);
    }
    String shown = "{\"type\":  null,\"type\":\"sha\",\"x\":3}";
    assertEquals(jackson(BOOT, VisibleForms.ShA.class, shown), Wirebind.codec(VisibleForms.ShA.class).fromJson(shown));
  }

  @Test
  void malformedIdsFailAsWirebindExceptions() {
    String[] hostile = {
      "{\"@type\":nul}", "{\"@type\":1.}", "{\"@type\":tru,\"number\":\"4\"}", "{\"@type\":-}", "{\"@type\":01}",
      "{\"@type\":null", "{\"@type\":{\"a\":}}", "{\"@type\":[1,]}", "{\"@type\":1" + "0".repeat(2000) + "}",
      "{\"@type\":" + "[".repeat(5000) + "}", "{\"@type\":null,\"@type\":}", "{\"@type\":{},\"@type\":nulll}",
      "{\"@type\":null\"Card\"}", "{\"@type\":{}\"@type\":\"Card\"}", "{\"@type\":,\"@type\":\"Card\"}",
    };
    for (Class<?> type : List.of(Payment.class, Card.class, AnyForms.TaA.class, VisibleForms.ShA.class, Forms.SiA.class)) {
      for (String json : hostile) {
        String doc = type == Payment.class || type == Card.class ? json : json.replace("@type", type == Forms.SiA.class ? "kind" : "type");
        WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(type).fromJson(doc), doc);
        assertTrue(e.offset() >= 0 && e.offset() <= doc.length(), doc);
      }
    }
    for (String json : List.of("[nul,{}]", "[1.,{\"x\":1}]", "[[,{}]", "[{\"x\":1}]", "[-,{}]")) {
      assertThrows(WirebindException.class, () -> Wirebind.codec(IdForms.ArrayDefault.class).fromJson(json), json);
      assertThrows(WirebindException.class, () -> Wirebind.codec(IdForms.WaD.class).fromJson(json), json);
    }
  }
}
