package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.wirebind.Codec;
import java.util.HexFormat;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Wirebind against protoc-generated protobuf-java: the schema mirrors the test messages, and the
 * checks {@link ScaleDifferentialTest} runs on every random instance of every test message —
 * Wirebind's bytes parse to the expected message, protobuf-java's bytes decode to the original
 * object, both write the same bytes, and a decoded message writes the same bytes again.
 */
class DifferentialTest {
  static final Class<?>[] MESSAGES = Diff.MESSAGES;

  /** The schema mirrors the Java classes: the same field names on both sides. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  void protoMessageHasExactlyTheJavaFields(Class<?> type) {
    Descriptor d = ProtoConverter.prototype(type).getDescriptorForType();
    Set<String> proto = new TreeSet<>();
    for (FieldDescriptor fd : d.getFields()) {
      proto.add(fd.getName());
    }
    Set<String> java = new TreeSet<>();
    Reflect.props(type).forEach(p -> java.add(p.name()));
    assertEquals(proto, java);
  }


  /**
   * Every check on one instance {@code x}: {@code expected} is the converter's message for it,
   * {@code theirs} protobuf-java's bytes and {@code ours} Wirebind's. {@code thorough} adds the
   * checks that do not depend much on the values: the comparators' view of both sides, and
   * decoding from an offset in a larger array and from a direct buffer.
   */
  static <T> void check(Codec<T> codec, T x, Message expected, byte[] theirs, byte[] ours, boolean thorough)
      throws Exception {
    // (c) the same bytes: protobuf-java writes fields in number order, map entries in insertion
    // order (the converter inserts in the Java map's order), both keys and values of every entry
    if (!java.util.Arrays.equals(theirs, ours)) {
      assertEquals(HexFormat.of().formatHex(theirs), HexFormat.of().formatHex(ours));
    }
    // (a) Wirebind's bytes parse with protobuf-java to the message the converter expects
    Message parsed = Diff.parse(expected, ours);
    assertEquals(expected, parsed);
    // (b) protobuf-java's bytes decode with Wirebind to an object equal to the original
    T decoded = codec.fromProto(theirs);
    JavaAssert.assertDecodedEquals(x, decoded);
    // a decoded message written again gives the same bytes
    assertArrayEquals(ours, codec.toProto(decoded), "decoded and written again");
    if (thorough) {
      ProtoAssert.assertMatches(parsed, x);
      ProtoAssert.assertMatches(expected, decoded);
      byte[] padded = Diff.concat(new byte[] {(byte) 0xFF, 0, 7}, theirs, new byte[] {(byte) 0x80, 9});
      JavaAssert.assertDecodedEquals(x, codec.fromProto(padded, 3, theirs.length));
      java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(theirs.length + 4);
      direct.position(4);
      direct.put(theirs).position(4);
      JavaAssert.assertDecodedEquals(x, codec.fromProto(direct));
    }
  }

  @Test
  void negativeInt32TakesTenBytes() throws Exception {
    Scalars s = new Scalars();
    s.i32 = -1;
    byte[] bytes = Diff.<Scalars>codec(Scalars.class).toProto(s);
    assertEquals("08ffffffffffffffffff01", HexFormat.of().formatHex(bytes));
    assertArrayEquals(io.wirebind.it.proto.Scalars.newBuilder().setI32(-1).build().toByteArray(), bytes);
    Optionals o = new Optionals(null, null, null, null, null, (byte) -1, null, null, null, null, null,
        null, null, null, null, null, Level.NEG, null, null, null, Integer.MIN_VALUE);
    byte[] ob = Diff.<Optionals>codec(Optionals.class).toProto(o);
    // b8 = 100: tag a0 06; level = 12 (number -1): tag 60; maxNumber: five-byte tag f8 ff ff ff 0f
    assertEquals("60ffffffffffffffffff01a006ffffffffffffffffff01f8ffffff0f80808080f8ffffffff01",
        HexFormat.of().formatHex(ob));
    assertArrayEquals(ProtoConverter.toProto(o).toByteArray(), ob);
  }
}
