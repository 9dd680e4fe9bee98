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
 * Wirebind against protoc-generated protobuf-java on random instances of every test message:
 * Wirebind's bytes parse to the expected message, protobuf-java's bytes decode to the original
 * object, and both write the same bytes.
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

  /** (a) Wirebind's bytes parse with protobuf-java to the message the converter expects. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void wirebindBytesParseWithProtobufJava(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "a", Diff.INSTANCES, (i, x, r) -> {
      Message expected = ProtoConverter.toProto(x);
      Message parsed = Diff.parse(expected, codec.toProto(x));
      assertEquals(expected, parsed);
      ProtoAssert.assertMatches(parsed, x);
    });
  }

  /** (b) protobuf-java's bytes decode with Wirebind to an object equal to the original. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void protobufJavaBytesDecodeWithWirebind(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "b", Diff.INSTANCES, (i, x, r) -> {
      Message expected = ProtoConverter.toProto(x);
      byte[] bytes = expected.toByteArray();
      T decoded = codec.fromProto(bytes);
      JavaAssert.assertDecodedEquals(x, decoded);
      ProtoAssert.assertMatches(expected, decoded);
      // the same bytes inside a larger array, and in a direct buffer
      byte[] padded = Diff.concat(new byte[] {(byte) 0xFF, 0, 7}, bytes, new byte[] {(byte) 0x80, 9});
      JavaAssert.assertDecodedEquals(x, codec.fromProto(padded, 3, bytes.length));
      java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(bytes.length + 4);
      direct.position(4);
      direct.put(bytes).position(4);
      JavaAssert.assertDecodedEquals(x, codec.fromProto(direct));
    });
  }

  /**
   * (c) The same bytes: protobuf-java writes fields in number order, map entries in insertion
   * order (the converter inserts in the Java map's order), both keys and values of every entry.
   */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void sameBytesAsProtobufJava(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "c", Diff.INSTANCES, (i, x, r) -> {
      byte[] expected = ProtoConverter.toProto(x).toByteArray();
      byte[] actual = codec.toProto(x);
      if (!java.util.Arrays.equals(expected, actual)) {
        assertEquals(HexFormat.of().formatHex(expected), HexFormat.of().formatHex(actual));
      }
      assertArrayEquals(expected, actual);
    });
  }

  /** A decoded message written again gives the same bytes (a Wirebind-only round trip). */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void decodeThenEncodeIsStable(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "stable", Diff.INSTANCES, (i, x, r) -> {
      byte[] bytes = codec.toProto(x);
      assertArrayEquals(bytes, codec.toProto(codec.fromProto(bytes)));
    });
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
