package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Message;
import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.WirebindException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Differential checks outside the random instances: text that is not valid UTF-16 or UTF-8,
 * narrow Java integers, large values, and length-delimited streams.
 */
class EdgeCasesTest {

  private static Optionals text(String s) {
    return new Optionals(null, null, null, null, null, null, null, null, null, null, null, null,
        null, null, s, null, null, null, null, null, null);
  }

  /** protobuf-java logs a warning for every ill-formed string it writes; kept quiet here. */
  private static final java.util.logging.Logger PROTOBUF_LOG =
      java.util.logging.Logger.getLogger("com.google.protobuf.CodedOutputStream");

  /** An unpaired surrogate is written as '?', as protobuf-java writes it. */
  @Test
  void unpairedSurrogatesAsProtobufJavaWritesThem() {
    java.util.logging.Level level = PROTOBUF_LOG.getLevel();
    PROTOBUF_LOG.setLevel(java.util.logging.Level.SEVERE);
    try {
      unpairedSurrogates();
    } finally {
      PROTOBUF_LOG.setLevel(level);
    }
  }

  private static void unpairedSurrogates() {
    Codec<Optionals> codec = Diff.codec(Optionals.class);
    Random r = new Random(7);
    for (int i = 0; i < 2000; i++) {
      StringBuilder b = new StringBuilder();
      int n = r.nextInt(i % 2 == 0 ? 10 : 200);
      for (int k = 0; k < n; k++) {
        switch (r.nextInt(4)) {
          case 0 -> b.append((char) (0xD800 + r.nextInt(0x800))); // any surrogate, maybe paired
          case 1 -> b.append('a');
          case 2 -> b.append('é');
          default -> b.appendCodePoint(0x10000 + r.nextInt(0x100000));
        }
      }
      Optionals o = text(b.toString());
      byte[] expected = ProtoConverter.toProto(o).toByteArray();
      assertArrayEquals(expected, codec.toProto(o), () -> "text " + b.codePoints().mapToObj(Integer::toHexString).toList());
    }
  }

  /** Malformed UTF-8 in a string, a list of strings or a map key: both reject it. */
  @Test
  void invalidUtf8IsRejectedLikeProtobufJava() {
    String[] bad = {"c080", "c1bf", "e08080", "eda080", "edbfbf", "f4908080", "f8888080", "ff", "80",
        "c2", "e282", "f09f98", "f09f9841", "fe"};
    for (String hex : bad) {
      byte[] s = java.util.HexFormat.of().parseHex(hex);
      byte[] pre = {'o', 'k'};
      byte[] str = Diff.concat(pre, s, pre);
      // Optionals.text = 10
      Diff.sameVerdict(Diff.codec(Optionals.class), ProtoConverter.prototype(Optionals.class),
          Diff.concat(new byte[] {82, (byte) str.length}, str));
      // Repeated.strings = 21
      Diff.sameVerdict(Diff.codec(Repeated.class), ProtoConverter.prototype(Repeated.class),
          Diff.concat(new byte[] {(byte) 170, 1, (byte) str.length}, str));
      // Maps.stringToInt = 1: {key = str}
      Diff.sameVerdict(Diff.codec(Maps.class), ProtoConverter.prototype(Maps.class),
          Diff.concat(new byte[] {10, (byte) (str.length + 2), 10, (byte) str.length}, str));
      WirebindException e = assertThrows(WirebindException.class,
          () -> Diff.codec(Optionals.class).fromProto(Diff.concat(new byte[] {82, (byte) str.length}, str)));
      assertTrue(e.offset() >= 2 && e.offset() <= 4 + s.length, e::toString);
    }
  }

  /**
   * Java byte, short and char travel as int32; a value out of their range is an error (where
   * protobuf-java, holding an int, accepts it).
   */
  @Test
  void narrowIntegersOutOfRange() {
    byte[][] scalars = {
      {48, (byte) 0x80, 1}, // b8 = 128
      {48, (byte) 0xFF, (byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
          (byte) 0xFF, (byte) 0xFF, 1}, // b8 = -129
      {56, (byte) 0xC0, (byte) 0xB8, 2}, // s16 = 40000
      {64, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
          (byte) 0xFF, (byte) 0xFF, 1}, // c16 = -1
      {64, (byte) 0x80, (byte) 0x80, 4}, // c16 = 65536
      {120, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 15}, // zz16 = sint32 -2^31
      {(byte) 0x85, 1, 0, 1, 0, 0}, // fx8 = sfixed32 256
    };
    for (byte[] b : scalars) {
      WirebindException e = assertThrows(WirebindException.class, () -> Diff.codec(Scalars.class).fromProto(b));
      assertTrue(e.offset() >= 0);
    }
    // in a packed list of Byte (byteList = 18) and as a map key (shortToChar = 9)
    assertThrows(WirebindException.class,
        () -> Diff.codec(Repeated.class).fromProto(new byte[] {(byte) 146, 1, 3, 1, (byte) 0x80, 2}));
    assertThrows(WirebindException.class,
        () -> Diff.codec(Maps.class).fromProto(new byte[] {74, 6, 8, (byte) 0x80, (byte) 0x80, 4, 16, 1}));
    // the extremes that fit decode like protobuf-java
    Scalars s = new Scalars();
    s.b8 = Byte.MIN_VALUE;
    s.s16 = Short.MIN_VALUE;
    s.c16 = Character.MAX_VALUE;
    s.zz16 = Short.MIN_VALUE;
    s.fx8 = Byte.MAX_VALUE;
    s.uc16 = Character.MAX_VALUE;
    byte[] bytes = ProtoConverter.toProto(s).toByteArray();
    JavaAssert.assertDecodedEquals(s, Diff.<Scalars>codec(Scalars.class).fromProto(bytes));
    assertArrayEquals(bytes, Diff.<Scalars>codec(Scalars.class).toProto(s));
  }

  /** Long arrays, lists, strings and byte arrays: multi-byte lengths, bulk copies. */
  @Test
  void largeValues() throws Exception {
    RandomInstances random = new RandomInstances(11);
    Repeated r = new Repeated();
    int n = 100_000;
    int[] ints = new int[n];
    long[] longs = new long[n];
    float[] floats = new float[n];
    double[] doubles = new double[n];
    boolean[] bools = new boolean[n];
    List<Integer> intList = new ArrayList<>();
    List<String> strings = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      ints[i] = random.nextInt();
      longs[i] = random.nextLong();
      floats[i] = random.nextFloat();
      doubles[i] = random.nextDouble();
      bools[i] = random.random().nextBoolean();
      intList.add(random.nextInt());
      if (i % 100 == 0) {
        strings.add(random.string());
      }
    }
    r.setInts(ints);
    r.setLongs(longs);
    r.setFloats(floats);
    r.setDoubles(doubles);
    r.setBools(bools);
    r.setFixedInts(ints);
    r.setFixedLongs(longs);
    r.setZigzagInts(ints);
    r.setUnsignedLongs(longs);
    r.setUnpackedInts(ints);
    r.setUnpackedBools(bools);
    r.setUnpackedFloats(floats);
    r.setUnpackedFixedLongs(longs);
    r.setIntList(intList);
    r.setStrings(strings);
    checkBothWays(r);
    StringBuilder big = new StringBuilder();
    while (big.length() < 1 << 20) {
      big.append(random.string());
    }
    byte[] data = new byte[3 << 20];
    random.random().nextBytes(data);
    checkBothWays(new Optionals(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, '7', 8, 9L, 10, 11L, 12,
        13L, big.toString(), data, Level.HIGH, Color.BLUE, new Leaf(), big.toString(), 14));
  }

  private static <T> void checkBothWays(T x) throws Exception {
    @SuppressWarnings("unchecked")
    Codec<T> codec = (Codec<T>) Diff.codec(x.getClass());
    Message expected = ProtoConverter.toProto(x);
    byte[] pb = expected.toByteArray();
    byte[] wb = codec.toProto(x);
    assertTrue(Arrays.equals(pb, wb), "bytes differ");
    JavaAssert.assertDecodedEquals(x, codec.fromProto(pb));
    assertEquals(expected, Diff.parse(expected, wb));
  }

  /** Length-prefixed streams: written by one library, read by the other. */
  @Test
  void delimitedStreamsBothWays() throws Exception {
    Codec<Bundle> codec = Diff.codec(Bundle.class);
    RandomInstances random = new RandomInstances(5);
    List<Bundle> bundles = new ArrayList<>();
    ByteArrayOutputStream byWirebind = new ByteArrayOutputStream();
    ByteArrayOutputStream byProtobuf = new ByteArrayOutputStream();
    for (int i = 0; i < 300; i++) {
      Bundle b = random.create(Bundle.class);
      bundles.add(b);
      codec.writeDelimited(b, byWirebind);
      ProtoConverter.toProto(b).writeDelimitedTo(byProtobuf);
    }
    assertArrayEquals(byProtobuf.toByteArray(), byWirebind.toByteArray());
    InputStream in = new ByteArrayInputStream(byWirebind.toByteArray());
    for (Bundle b : bundles) {
      assertEquals(ProtoConverter.toProto(b), io.wirebind.it.proto.Bundle.parseDelimitedFrom(in));
    }
    assertNull(io.wirebind.it.proto.Bundle.parseDelimitedFrom(in));
    DelimitedReader reader = new DelimitedReader(new ByteArrayInputStream(byProtobuf.toByteArray()));
    Bundle reuse = null;
    for (Bundle b : bundles) {
      reuse = reader.read(codec, reuse);
      JavaAssert.assertDecodedEquals(b, reuse);
    }
    assertNull(reader.read(codec, reuse));
  }

  /**
   * A map key with an unsigned protobuf encoding is a plain Java {@code long} in Jackson-style JSON:
   * written as Jackson writes it (signed) so that Jackson and Wirebind read it back. (It was written
   * unsigned, which neither could read into a {@code Long} key.)
   */
  @Test
  void unsignedMapKeysAreSignedInJacksonJson() throws Exception {
    Maps m = new Maps();
    m.ulongToSlong = new java.util.LinkedHashMap<>();
    m.ulongToSlong.put(-1L, 5L);
    m.ulongToSlong.put(Long.MIN_VALUE, -2L);
    m.ulongToSlong.put(7L, 0L);
    Codec<Maps> codec = Diff.codec(Maps.class);
    byte[] json = codec.toJson(m);
    com.fasterxml.jackson.databind.ObjectMapper jackson = new com.fasterxml.jackson.databind.ObjectMapper();
    assertEquals(jackson.writeValueAsString(m), new String(json, java.nio.charset.StandardCharsets.UTF_8));
    assertEquals(m.ulongToSlong, codec.fromJson(json).ulongToSlong);
    assertEquals(m.ulongToSlong, jackson.readValue(json, Maps.class).ulongToSlong);
    // proto3 JSON keeps the unsigned text protobuf-java's JsonFormat writes for uint64 keys
    String proto3 = new String(codec.toJson(m, io.wirebind.annotation.JsonStyle.PROTO3),
        java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(proto3.contains("\"18446744073709551615\":\"5\""), proto3);
    assertEquals(m.ulongToSlong,
        codec.fromJson(proto3.getBytes(java.nio.charset.StandardCharsets.UTF_8),
            io.wirebind.annotation.JsonStyle.PROTO3).ulongToSlong);
  }
}
