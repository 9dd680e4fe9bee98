package io.wirebind.failit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.failit.FailModels.Line;
import io.wirebind.genericit.Page;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What the API says when it is called wrongly: each message names the call and what to do. */
class ApiEdgeTest {
  static final Codec<Line> LINE = Wirebind.codec(Line.class);

  @Test
  void nullMessageForProtobufIsAProgrammingError() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> LINE.toProto(null));
    assertEquals("toProto(null): protobuf has no null message; pass a message of Line (newDefault() gives"
        + " one with every field absent), or skip the write", e.getMessage());
    assertEquals("writeDelimited(null): protobuf has no null message; pass a message of Line (newDefault()"
        + " gives one with every field absent), or skip the write",
        assertThrows(NullPointerException.class, () -> LINE.writeDelimited((Line) null, new ByteArrayOutputStream())).getMessage());
  }

  @Test
  void nullMessageForJsonIsJsonNull() {
    assertArrayEquals("null".getBytes(StandardCharsets.UTF_8), LINE.toJson(null));
    assertNull(LINE.fromJson("null"));
  }

  @Test
  void nullInputIsAProgrammingError() {
    assertEquals("fromProto was given null where it needs the protobuf bytes",
        assertThrows(NullPointerException.class, () -> LINE.fromProto((byte[]) null)).getMessage());
    assertEquals("fromJson was given null where it needs the JSON bytes",
        assertThrows(NullPointerException.class, () -> LINE.fromJson((byte[]) null)).getMessage());
    assertEquals("fromJson was given null where it needs the JSON text",
        assertThrows(NullPointerException.class, () -> LINE.fromJson((String) null)).getMessage());
    assertEquals("toJson was given null where it needs an OutputStream",
        assertThrows(NullPointerException.class, () -> LINE.toJson(new Line("a", 1), (java.io.OutputStream) null)).getMessage());
    assertEquals("Wirebind.codec(null): pass a @WireMessage class, as in Wirebind.codec(Order.class)",
        assertThrows(NullPointerException.class, () -> Wirebind.codec(null)).getMessage());
  }

  @Test
  void stringIsNotAMessage() {
    WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(String.class));
    assertEquals("java.lang.String is not a message: Wirebind.codec takes a class annotated with"
        + " @io.wirebind.annotation.WireMessage; use String as the type of a field of such a class", e.getMessage());
    assertEquals("int is not a message: Wirebind.codec takes a class annotated with"
        + " @io.wirebind.annotation.WireMessage; use int as the type of a field of such a class",
        assertThrows(WirebindException.class, () -> Wirebind.codec(int.class)).getMessage());
  }

  @Test
  void genericMessageNeedsItsTypeArguments() {
    WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(Page.class));
    assertEquals("io.wirebind.genericit.Page is generic: pass the class of each type argument (T), as in"
        + " Wirebind.codec(Page.class, T.class) for Page<T>", e.getMessage());
  }
}
