package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.convertit.Ledger;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Hostile input around converted ({@link Ledger}: converters to a String, a message and a long)
 * and bridged ({@link FuzzBridged}: Joda, JSON trees, serializers that throw) properties: truncated
 * documents, forged protobuf lengths, and garbage inside one converted or bridged value's span,
 * in both formats. Only a {@link WirebindException} escapes, with an offset inside the input (and
 * no "internal error"); garbage inside a value fails at or after the value's start, and a failure
 * of the user's converter or of Jackson names the property's path.
 */
class ConvertedAndBridgedHostileTest {
  static final Codec<FuzzBridged> BRIDGED = Wirebind.codec(FuzzBridged.class);
  static final Codec<Ledger> LEDGER = Wirebind.codec(Ledger.class);
  static final int SAMPLES = 40;
  /**
   * Garbage in place of one value: malformed JSON, wrong kinds, text the user's code rejects. (Not
   * {@code 1e99999999}: the test's own {@code Cents.Reader} would spend minutes in {@code
   * BigDecimal.longValueExact}, user code Wirebind cannot bound.)
   */
  static final String[] GARBAGE = {"", "\"", "[", "{", "[1,", "{\"a\":", "tru", "01", "-", "1e999",
      "\"not a date\"", "\"12.34 XYZ\"", "\"zz\"", "[\"k\",\"w\"]", "[\"k\"]", "{\"@class\":\"java.lang.Runtime\"}",
      "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "\"\\ud800\"", "\"\\u00\"", "nul", "99999999999999999999999",
      "{\"units\":\"x\"}", "\u00ff\u00fe", "1.5", "true", "null"};

  @BeforeEach
  void bridge() {
    Fuzzing.bridge();
  }

  static <T> List<T> samples(Class<T> type) {
    List<T> out = new ArrayList<>();
    for (long seed = 0; seed < SAMPLES; seed++) {
      out.add(new FuzzedValues(new RandomDataProvider(seed * 31 + 7, 4096)).message(type));
    }
    return out;
  }

  /** Decodes under the {@link Hostile} invariants; returns the failure, or null when it decoded. */
  static WirebindException decode(byte[] input, Runnable decode) {
    Hostile.decode(input.length, decode);
    try {
      decode.run();
      return null;
    } catch (WirebindException e) {
      if (e.getCause() != null && !(e.getCause() instanceof WirebindException)) {
        assertTrue(e.path() != null, "a failure of user code without a path: " + e.getMessage());
      }
      return e;
    }
  }

  @Test
  void truncatedInputIsAWirebindException() {
    int failed = 0;
    for (FuzzBridged b : samples(FuzzBridged.class)) {
      failed += truncations(BRIDGED, b);
    }
    for (Ledger l : samples(Ledger.class)) {
      failed += truncations(LEDGER, l);
    }
    assertTrue(failed > 1000, "truncations rejected: " + failed);
  }

  private static <T> int truncations(Codec<T> codec, T value) {
    int failed = 0;
    byte[] json = codec.toJson(value);
    for (int cut = 0; cut < json.length; cut += 1 + json.length / 64) {
      byte[] in = java.util.Arrays.copyOf(json, cut);
      // a strict prefix of an object is never a document
      assertThrows(WirebindException.class, () -> codec.fromJson(in), () -> new String(in, StandardCharsets.UTF_8));
      decode(in, () -> codec.fromJson(in));
      failed++;
    }
    byte[] proto = codec.toProto(value);
    for (int cut = 0; cut < proto.length; cut += 1 + proto.length / 64) {
      byte[] in = java.util.Arrays.copyOf(proto, cut);
      failed += decode(in, () -> codec.fromProto(in)) == null ? 0 : 1;
    }
    return failed;
  }

  @Test
  void forgedLengthsAreAWirebindException() {
    int failed = 0;
    for (FuzzBridged b : samples(FuzzBridged.class)) {
      failed += forgedLengths(BRIDGED, BRIDGED.toProto(b));
    }
    for (Ledger l : samples(Ledger.class)) {
      failed += forgedLengths(LEDGER, LEDGER.toProto(l));
    }
    assertTrue(failed > 500, "forged lengths rejected: " + failed);
  }

  private static <T> int forgedLengths(Codec<T> codec, byte[] proto) {
    int failed = 0;
    for (Field f : fields(proto)) {
      if (f.wireType != 2) {
        continue;
      }
      int length = f.end - f.payload;
      for (long forged : new long[] {length + 1L, length - 1L, length + 1000L, 0x7fffffffL, 0xffffffffL,
          0x7fffffffffffffffL, -1L}) { // -1: a ten-byte varint
        byte[] in = replace(proto, f, forged, java.util.Arrays.copyOfRange(proto, f.payload, f.end));
        failed += decode(in, () -> codec.fromProto(in)) == null ? 0 : 1;
      }
    }
    return failed;
  }

  @Test
  void garbageInsideABridgedOrConvertedJsonValue() throws Exception {
    int failed = 0;
    Random r = new Random(35);
    String[] bridged = {"when", "cents", "flags", "tag", "tags", "tagsByName", "extra", "history", "days",
        "maybe", "shape"};
    for (FuzzBridged b : samples(FuzzBridged.class)) {
      failed += garbageInJson(BRIDGED, BRIDGED.toJson(b), bridged, r);
    }
    String[] converted = {"total", "history", "array", "byName", "counts", "maybe", "price", "qty", "qtys",
        "priceByQty", "boxed"};
    for (Ledger l : samples(Ledger.class)) {
      failed += garbageInJson(LEDGER, LEDGER.toJson(l), converted, r);
    }
    assertTrue(failed > 1000, "garbage rejected: " + failed);
  }

  private static <T> int garbageInJson(Codec<T> codec, byte[] json, String[] names, Random r) throws Exception {
    int failed = 0;
    try (JsonParser p = Fuzzing.MAPPER.getFactory().createParser(json)) {
      p.nextToken();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        p.nextToken();
        int start = (int) p.currentTokenLocation().getByteOffset();
        p.skipChildren();
        p.finishToken(); // a string's end is known once its text is read
        int end = (int) p.currentLocation().getByteOffset();
        if (!List.of(names).contains(name)) {
          continue;
        }
        for (int k = 0; k < 4; k++) {
          byte[] garbage = GARBAGE[r.nextInt(GARBAGE.length)].getBytes(StandardCharsets.UTF_8);
          if (r.nextInt(4) == 0) { // or the value itself with a byte changed
            garbage = java.util.Arrays.copyOfRange(json, start, end);
            if (garbage.length > 0) {
              garbage[r.nextInt(garbage.length)] = (byte) "\"[]{},:0e-x\\\u0001".charAt(r.nextInt(13));
            }
          }
          byte[] in = splice(json, start, end, garbage);
          WirebindException e = decode(in, () -> codec.fromJson(in));
          if (e != null) {
            failed++;
            assertTrue(e.offset() >= start, name + ": failed at " + e.offset() + " before the value at " + start
                + " in " + new String(in, StandardCharsets.UTF_8) + ": " + e.getMessage());
          }
        }
      }
    }
    return failed;
  }

  @Test
  void garbageInsideABridgedOrConvertedProtobufValue() {
    int failed = 0;
    Random r = new Random(36);
    for (FuzzBridged b : samples(FuzzBridged.class)) {
      failed += garbageInProto(BRIDGED, BRIDGED.toProto(b), r);
    }
    for (Ledger l : samples(Ledger.class)) {
      failed += garbageInProto(LEDGER, LEDGER.toProto(l), r);
    }
    assertTrue(failed > 500, "garbage rejected: " + failed);
  }

  /** Replaces the payload of each length-delimited field (a bridged value's JSON, a converter's text or message). */
  private static <T> int garbageInProto(Codec<T> codec, byte[] proto, Random r) {
    int failed = 0;
    for (Field f : fields(proto)) {
      if (f.wireType != 2) {
        continue;
      }
      for (int k = 0; k < 3; k++) {
        byte[] garbage = GARBAGE[r.nextInt(GARBAGE.length)].getBytes(StandardCharsets.UTF_8);
        if (r.nextBoolean() && f.end > f.payload) {
          garbage = java.util.Arrays.copyOfRange(proto, f.payload, f.end);
          garbage[r.nextInt(garbage.length)] = (byte) r.nextInt(256);
        }
        byte[] in = replace(proto, f, garbage.length, garbage);
        WirebindException e = decode(in, () -> codec.fromProto(in));
        if (e != null) {
          failed++;
          assertTrue(e.offset() >= f.start, "failed at " + e.offset() + " before the field at " + f.start
              + ": " + e.getMessage());
        }
      }
    }
    return failed;
  }

  /** A top-level field of a protobuf message: where its tag starts, its payload starts and ends. */
  record Field(int start, int wireType, int lengthAt, int payload, int end) {}

  static List<Field> fields(byte[] b) {
    List<Field> out = new ArrayList<>();
    int[] at = {0};
    while (at[0] < b.length) {
      int start = at[0];
      long tag = varint(b, at);
      int wireType = (int) (tag & 7);
      int lengthAt = at[0];
      switch (wireType) {
        case 0 -> varint(b, at);
        case 1 -> at[0] += 8;
        case 5 -> at[0] += 4;
        case 2 -> {
          int n = (int) varint(b, at);
          out.add(new Field(start, 2, lengthAt, at[0], at[0] + n));
          at[0] += n;
          continue;
        }
        default -> throw new AssertionError("wire type " + wireType);
      }
      out.add(new Field(start, wireType, lengthAt, lengthAt, at[0]));
    }
    return out;
  }

  private static long varint(byte[] b, int[] at) {
    long v = 0;
    for (int shift = 0; ; shift += 7) {
      byte x = b[at[0]++];
      v |= (long) (x & 0x7f) << shift;
      if (x >= 0) {
        return v;
      }
    }
  }

  /** {@code b} with field {@code f}'s length written as {@code length} and its payload as {@code payload}. */
  static byte[] replace(byte[] b, Field f, long length, byte[] payload) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(b, 0, f.lengthAt);
    for (long v = length; ; v >>>= 7) {
      if ((v & ~0x7fL) == 0) {
        out.write((int) v);
        break;
      }
      out.write((int) (v & 0x7f) | 0x80);
    }
    out.write(payload, 0, payload.length);
    out.write(b, f.end, b.length - f.end);
    return out.toByteArray();
  }

  static byte[] splice(byte[] b, int start, int end, byte[] with) {
    byte[] out = new byte[b.length - (end - start) + with.length];
    System.arraycopy(b, 0, out, 0, start);
    System.arraycopy(with, 0, out, start, with.length);
    System.arraycopy(b, end, out, start + with.length, b.length - end);
    return out;
  }
}
