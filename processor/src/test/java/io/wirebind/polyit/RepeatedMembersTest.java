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
 * A member that repeats, as Jackson 2.18 reads it: a record's last value wins until all its
 * properties have been read, and a repeat after that fails (Jackson has created the record and has
 * no setter to call); a class takes the last value. A visible type id counts as its property
 * read, an invisible one does not. Every sequence of up to four members from each form's choices is
 * read by both; both accept (equal values) or both reject.
 */
class RepeatedMembersTest {
  static final Jackson BOOT = PolyDifferentialTest.MAPPER;

  record Form(Class<?> type, List<String> members) {}

  static final List<Form> FORMS = List.of(
      new Form(RepeatForms.Pair.class, List.of("\"x\":1", "\"x\":2", "\"s\":\"a\"", "\"s\":null", "\"u\":0")),
      new Form(RepeatForms.Three.class, List.of("\"a\":\"p\"", "\"b\":[1]", "\"c\":{\"x\":1,\"x\":2}", "\"a\":\"q\"", "\"b\":null")),
      new Form(RepeatForms.Mutable.class, List.of("\"x\":1", "\"x\":2", "\"s\":\"a\"", "\"s\":\"b\"")),
      new Form(VisibleForms.ShA.class, List.of("\"type\":\"sha\"", "\"x\":1", "\"x\":2", "\"type\":\"t\"")),
      new Form(Forms.ExA.class, List.of("\"type\":\"exa\"", "\"x\":1", "\"x\":2", "\"type\":\"t\"")),
      new Form(VisibleForms.HiA.class, List.of("\"type\":\"hia\"", "\"x\":1", "\"type\":\"t\"", "\"x\":2")),
      new Form(VisibleForms.PhA.class, List.of("\"type\":\"pha\"", "\"x\":1", "\"type\":\"t\"", "\"x\":2")),
      new Form(Forms.Dog.class, List.of("\"species\":\"dog\"", "\"name\":\"a\"", "\"barks\":1", "\"name\":\"b\"")),
      new Form(Card.class, List.of("\"@type\":\"Card\"", "\"number\":\"1\"", "\"expiryMonth\":2", "\"number\":\"3\"")));

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

  @Test
  void repeatedMembersReadAsJacksonReadsThem() {
    int accepted = 0;
    int rejected = 0;
    for (Form f : FORMS) {
      List<String> inputs = new ArrayList<>();
      sequences(f.members(), List.of(), 4, inputs);
      for (String json : inputs) {
        Object theirs;
        try {
          theirs = BOOT.readValueAs33(json, f.type());
        } catch (Exception e) {
          theirs = e;
        }
        if (theirs instanceof Exception e) {
          assertThrows(WirebindException.class, () -> Wirebind.codec(f.type()).fromJson(json),
              () -> f.type().getSimpleName() + " " + json + " (Jackson: " + e.getMessage() + ")");
          rejected++;
        } else {
          try {
            assertEquals(theirs, Wirebind.codec(f.type()).fromJson(json), json);
          } catch (WirebindException e) {
            fail(f.type().getSimpleName() + " " + json + " rejected, Jackson reads " + theirs + ": " + e.getMessage());
          }
          accepted++;
        }
      }
    }
    assertTrue(accepted > 500 && rejected > 500, accepted + " accepted, " + rejected + " rejected");
  }

  @Test
  void theRepeatIsNamedAtItsOffset() throws Exception {
    if (Jackson.jackson3()) {
      // Jackson 3 reads a creator property repeated after all of them (the last value wins): so do its codecs
      String pair = "{\"x\":1,\"s\":\"a\",\"x\":2}";
      assertEquals(new RepeatForms.Pair(2, "a"), BOOT.readValue(pair, RepeatForms.Pair.class));
      assertEquals(new RepeatForms.Pair(2, "a"), Wirebind.codec(RepeatForms.Pair.class).fromJson(pair));
      VisibleForms.ShA sha = new VisibleForms.ShA(1, "sha");
      String written = Wirebind.codec(VisibleForms.ShA.class).toJsonString(sha);
      assertEquals(BOOT.writeValueAsString(sha), written);
      assertEquals(sha, BOOT.readValue(written, VisibleForms.ShA.class));
      assertEquals(sha, Wirebind.codec(VisibleForms.ShA.class).fromJson(written));
      return;
    }
    WirebindException e = assertThrows(WirebindException.class,
        () -> Wirebind.codec(RepeatForms.Pair.class).fromJson("{\"x\":1,\"s\":\"a\",\"x\":2}"));
    assertTrue(e.getMessage().contains("property 'x' of Pair repeats after all its creator properties were read"),
        e.getMessage());
    assertEquals(19, e.offset());
    // what Jackson writes for a visible PROPERTY id, and fails to read back: so does Wirebind
    VisibleForms.ShA sha = new VisibleForms.ShA(1, "sha");
    String written = Wirebind.codec(VisibleForms.ShA.class).toJsonString(sha);
    assertEquals("{\"type\":\"sha\",\"x\":1,\"type\":\"sha\"}", written);
    assertThrows(Exception.class, () -> BOOT.readValue(written, VisibleForms.ShA.class));
    assertThrows(WirebindException.class, () -> Wirebind.codec(VisibleForms.ShA.class).fromJson(written));
  }
}
