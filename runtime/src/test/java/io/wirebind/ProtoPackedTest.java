package io.wirebind;

import io.wirebind.spi.CodecSupport;
import static io.wirebind.WireTestSupport.coded;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Packed and unpacked repeated scalars against protobuf-java's encodings. */
class ProtoPackedTest {
  private static final int[] COUNTS = {0, 1, 2, 15, 16, 17, 1000, 20_000};

  private static double[] doubles(SplittableRandom r, int n) {
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] = i % 7 == 0 ? Double.longBitsToDouble(r.nextLong()) : r.nextDouble() * 1e6 - 5e5;
    }
    if (n > 1) {
      v[0] = -0.0;
      v[1] = Double.NaN;
    }
    return v;
  }

  private static float[] floats(SplittableRandom r, int n) {
    float[] v = new float[n];
    for (int i = 0; i < n; i++) {
      v[i] = i % 7 == 0 ? Float.intBitsToFloat(r.nextInt()) : (float) r.nextDouble();
    }
    return v;
  }

  private static int[] ints(SplittableRandom r, int n) {
    int[] v = new int[n];
    for (int i = 0; i < n; i++) {
      int x = r.nextInt() >>> r.nextInt(32);
      v[i] = r.nextInt(3) == 0 ? -x : x;
    }
    return v;
  }

  private static long[] longs(SplittableRandom r, int n) {
    long[] v = new long[n];
    for (int i = 0; i < n; i++) {
      long x = r.nextLong() >>> r.nextInt(64);
      v[i] = r.nextInt(3) == 0 ? -x : x;
    }
    return v;
  }

  private static boolean[] bools(SplittableRandom r, int n) {
    boolean[] v = new boolean[n];
    for (int i = 0; i < n; i++) {
      v[i] = r.nextBoolean();
    }
    return v;
  }

  private static long[] bits(double[] v) {
    return Arrays.stream(v).mapToLong(Double::doubleToRawLongBits).toArray();
  }

  private static int[] bits(float[] v) {
    int[] out = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = Float.floatToRawIntBits(v[i]);
    }
    return out;
  }

  @Test
  void packedDoubles() {
    SplittableRandom r = new SplittableRandom(31);
    for (int n : COUNTS) {
      double[] v = doubles(r, n);
      ProtoWriter w = new ProtoWriter(16);
      w.writeTag(10);
      int m = w.beginLength();
      w.writeRawDoubles(v);
      w.endLength(m);
      byte[] expected =
          coded(
              c -> {
                c.writeTag(1, 2);
                c.writeUInt32NoTag(8 * v.length);
                for (double d : v) {
                  c.writeDoubleNoTag(d);
                }
              });
      assertArrayEquals(expected, w.toByteArray());
      ProtoReader in = new ProtoReader().reset(expected);
      assertEquals(10, in.readTag());
      assertArrayEquals(bits(v), bits(CodecSupport.trim(in.readPackedDoubles(null, 0, "f"), in.filled())));
      assertTrue(in.isAtEnd());
    }
  }

  @Test
  void packedFloats() {
    SplittableRandom r = new SplittableRandom(32);
    for (int n : COUNTS) {
      float[] v = floats(r, n);
      ProtoWriter w = new ProtoWriter(16);
      w.writeTag(10);
      int m = w.beginLength();
      w.writeRawFloats(v);
      w.endLength(m);
      byte[] expected =
          coded(
              c -> {
                c.writeTag(1, 2);
                c.writeUInt32NoTag(4 * v.length);
                for (float d : v) {
                  c.writeFloatNoTag(d);
                }
              });
      assertArrayEquals(expected, w.toByteArray());
      ProtoReader in = new ProtoReader().reset(expected);
      assertEquals(10, in.readTag());
      assertArrayEquals(bits(v), bits(CodecSupport.trim(in.readPackedFloats(null, 0, "f"), in.filled())));
      assertTrue(in.isAtEnd());
    }
  }

  @Test
  void packedFixed32sAndFixed64s() {
    SplittableRandom r = new SplittableRandom(33);
    for (int n : COUNTS) {
      int[] v = ints(r, n);
      long[] lv = longs(r, n);
      ProtoWriter w = new ProtoWriter(16);
      w.writeTag(10);
      int m = w.beginLength();
      w.writeRawFixed32s(v);
      w.endLength(m);
      w.writeTag(18);
      m = w.beginLength();
      w.writeRawFixed64s(lv);
      w.endLength(m);
      byte[] expected =
          coded(
              c -> {
                c.writeTag(1, 2);
                c.writeUInt32NoTag(4 * v.length);
                for (int x : v) {
                  c.writeSFixed32NoTag(x);
                }
                c.writeTag(2, 2);
                c.writeUInt32NoTag(8 * lv.length);
                for (long x : lv) {
                  c.writeFixed64NoTag(x);
                }
              });
      assertArrayEquals(expected, w.toByteArray());
      ProtoReader in = new ProtoReader().reset(expected);
      assertEquals(10, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readPackedFixed32s(null, 0, "f"), in.filled()));
      assertEquals(18, in.readTag());
      assertArrayEquals(lv, CodecSupport.trim(in.readPackedFixed64s(null, 0, "f"), in.filled()));
      assertTrue(in.isAtEnd());
    }
  }

  @Test
  void packedBools() {
    SplittableRandom r = new SplittableRandom(34);
    for (int n : COUNTS) {
      boolean[] v = bools(r, n);
      ProtoWriter w = new ProtoWriter(16);
      w.writeTag(10);
      int m = w.beginLength();
      w.writeRawBools(v);
      w.endLength(m);
      byte[] expected =
          coded(
              c -> {
                c.writeTag(1, 2);
                c.writeUInt32NoTag(v.length);
                for (boolean x : v) {
                  c.writeBoolNoTag(x);
                }
              });
      assertArrayEquals(expected, w.toByteArray());
      ProtoReader in = new ProtoReader().reset(expected);
      assertEquals(10, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readPackedBools(null, 0, "f"), in.filled()));
      assertTrue(in.isAtEnd());
    }
    // non-canonical true values (2, multi-byte) are true
    byte[] odd = {10, 5, 2, (byte) 0x80, 1, 0, 1};
    ProtoReader in = new ProtoReader().reset(odd);
    in.readTag();
    assertArrayEquals(new boolean[] {true, true, false, true}, CodecSupport.trim(in.readPackedBools(null, 0, "f"), in.filled()));
  }

  @Test
  void packedVarints() {
    SplittableRandom r = new SplittableRandom(35);
    for (int n : COUNTS) {
      int[] v = ints(r, n);
      long[] lv = longs(r, n);
      byte[] expected =
          coded(
              c -> {
                int size = 0;
                for (int x : v) {
                  size += CodedOutputStream.computeInt32SizeNoTag(x);
                }
                c.writeTag(1, 2);
                c.writeUInt32NoTag(size);
                for (int x : v) {
                  c.writeInt32NoTag(x);
                }
                size = 0;
                for (int x : v) {
                  size += CodedOutputStream.computeSInt32SizeNoTag(x);
                }
                c.writeTag(2, 2);
                c.writeUInt32NoTag(size);
                for (int x : v) {
                  c.writeSInt32NoTag(x);
                }
                size = 0;
                for (long x : lv) {
                  size += CodedOutputStream.computeInt64SizeNoTag(x);
                }
                c.writeTag(3, 2);
                c.writeUInt32NoTag(size);
                for (long x : lv) {
                  c.writeInt64NoTag(x);
                }
                size = 0;
                for (long x : lv) {
                  size += CodedOutputStream.computeSInt64SizeNoTag(x);
                }
                c.writeTag(4, 2);
                c.writeUInt32NoTag(size);
                for (long x : lv) {
                  c.writeSInt64NoTag(x);
                }
              });
      // what generated code writes for packed varints: a region of individual values
      ProtoWriter w = new ProtoWriter(16);
      w.writeTag(10);
      int m = w.beginLength();
      for (int x : v) {
        w.writeInt32(x);
      }
      w.endLength(m);
      w.writeTag(18);
      m = w.beginLength();
      for (int x : v) {
        w.writeSInt32(x);
      }
      w.endLength(m);
      w.writeTag(26);
      m = w.beginLength();
      for (long x : lv) {
        w.writeInt64(x);
      }
      w.endLength(m);
      w.writeTag(34);
      m = w.beginLength();
      for (long x : lv) {
        w.writeSInt64(x);
      }
      w.endLength(m);
      assertArrayEquals(expected, w.toByteArray());

      ProtoReader in = new ProtoReader().reset(expected);
      assertEquals(10, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readPackedVarint32s(null, 0, "f", false), in.filled()));
      assertEquals(18, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readPackedVarint32s(null, 0, "f", true), in.filled()));
      assertEquals(26, in.readTag());
      assertArrayEquals(lv, CodecSupport.trim(in.readPackedVarint64s(null, 0, "f", false), in.filled()));
      assertEquals(34, in.readTag());
      assertArrayEquals(lv, CodecSupport.trim(in.readPackedVarint64s(null, 0, "f", true), in.filled()));
      assertTrue(in.isAtEnd());
    }
  }

  // ---- append vs replace, reuse ----

  private static ProtoReader atRun(byte[] bytes) {
    ProtoReader in = new ProtoReader().reset(bytes);
    in.readTag();
    return in;
  }

  /** Reads the run at the start of {@code bytes} after {@code count} elements of {@code a}, trimmed. */
  private static double[] packedDoubles(byte[] bytes, double[] a, int count) {
    ProtoReader in = atRun(bytes);
    return CodecSupport.trim(in.readPackedDoubles(a, count, "f"), in.filled());
  }

  @Test
  void fillsAnArrayWithRoomAndTrimsOnlyWhenTheCountDiffers() {
    double[] v = {1, 2, 3};
    ProtoWriter w = new ProtoWriter();
    w.writeTag(10);
    int m = w.beginLength();
    w.writeRawDoubles(v);
    w.endLength(m);
    byte[] bytes = w.toByteArray();

    double[] same = new double[3];
    assertSame(same, packedDoubles(bytes, same, 0));
    assertArrayEquals(v, same);
    double[] other = new double[4];
    ProtoReader in = atRun(bytes);
    assertSame(other, in.readPackedDoubles(other, 0, "f")); // room enough: filled in place
    assertEquals(3, in.filled());
    double[] got = CodecSupport.trim(other, in.filled());
    assertNotSame(other, got);
    assertArrayEquals(v, got);
    // append after the elements already there
    assertArrayEquals(new double[] {9, 8, 1, 2, 3}, packedDoubles(bytes, new double[] {9, 8}, 2));
    // an empty run keeps the array
    byte[] empty = {10, 0};
    double[] keep = {5};
    assertSame(keep, packedDoubles(empty, keep, 1));
    assertArrayEquals(new double[0], packedDoubles(empty, keep, 0));
    assertArrayEquals(new double[0], packedDoubles(empty, null, 0));

    int[] ints = {7, 7, 7};
    byte[] fixed = {10, 12, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0};
    assertSame(ints, atRun(fixed).readPackedFixed32s(ints, 0, "f"));
    assertArrayEquals(new int[] {1, 2, 3}, ints);
    in = atRun(fixed);
    int[] six = in.readPackedFixed32s(ints, 3, "f");
    assertArrayEquals(new int[] {1, 2, 3, 1, 2, 3}, CodecSupport.trim(six, in.filled()));
    assertArrayEquals(new int[] {1, 2, 3}, ints); // grown into a new array: the old one unchanged
    byte[] varints = {10, 3, 1, 2, 3};
    int[] same3 = new int[3];
    assertSame(same3, atRun(varints).readPackedVarint32s(same3, 0, "f", false));
    in = atRun(varints);
    six = in.readPackedVarint32s(same3, 3, "f", false);
    assertArrayEquals(new int[] {1, 2, 3, 1, 2, 3}, CodecSupport.trim(six, in.filled()));
    long[] longs3 = new long[3];
    assertSame(longs3, atRun(varints).readPackedVarint64s(longs3, 0, "f", false));
    assertArrayEquals(new long[] {1, 2, 3}, longs3);
    in = atRun(varints);
    assertArrayEquals(
        new long[] {-1, 1, -2}, CodecSupport.trim(in.readPackedVarint64s(null, 0, "f", true), in.filled()));
    in = atRun(varints);
    assertArrayEquals(
        new int[] {-1, 1, -2}, CodecSupport.trim(in.readPackedVarint32s(null, 0, "f", true), in.filled()));
    boolean[] b3 = new boolean[3];
    assertSame(b3, atRun(varints).readPackedBools(b3, 0, "f"));
    float[] f1 = new float[1];
    assertSame(f1, atRun(new byte[] {10, 4, 0, 0, (byte) 0x80, 0x3F}).readPackedFloats(f1, 0, "f"));
    assertEquals(1.0f, f1[0]);
    long[] l1 = new long[1];
    assertSame(
        l1, atRun(new byte[] {10, 8, 1, 0, 0, 0, 0, 0, 0, (byte) 0x80}).readPackedFixed64s(l1, 0, "f"));
    assertEquals(Long.MIN_VALUE + 1, l1[0]);
  }

  @Test
  void severalPackedRunsAndUnpackedElementsConcatenate() {
    SplittableRandom r = new SplittableRandom(36);
    int[] a = ints(r, 50);
    int[] b = ints(r, 7);
    int[] c = ints(r, 3);
    // field 1 packed, then unpacked elements, then another packed run, with field 2 between
    byte[] bytes =
        coded(
            out -> {
              out.writeTag(1, 2);
              int size = 0;
              for (int x : a) {
                size += CodedOutputStream.computeInt32SizeNoTag(x);
              }
              out.writeUInt32NoTag(size);
              for (int x : a) {
                out.writeInt32NoTag(x);
              }
              for (int x : b) {
                out.writeInt32(1, x);
              }
              out.writeInt32(2, 99);
              size = 0;
              for (int x : c) {
                size += CodedOutputStream.computeInt32SizeNoTag(x);
              }
              out.writeTag(1, 2);
              out.writeUInt32NoTag(size);
              for (int x : c) {
                out.writeInt32NoTag(x);
              }
            });
    ProtoReader in = new ProtoReader().reset(bytes);
    int[] acc = null;
    int count = 0;
    int other = 0;
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      if (tag == 10) {
        acc = in.readPackedVarint32s(acc, count, "f", false);
        count = in.filled();
      } else if (tag == 8) {
        acc = in.readUnpackedInts(acc, count, "f", 8, ProtoReader.VARINT);
        count = in.filled();
      } else if (tag == 16) {
        other = in.readInt32();
      }
    }
    int[] all = new int[a.length + b.length + c.length];
    System.arraycopy(a, 0, all, 0, a.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    System.arraycopy(c, 0, all, a.length + b.length, c.length);
    assertArrayEquals(all, CodecSupport.trim(acc, count));
    assertEquals(99, other);
  }

  // ---- unpacked ----

  @Test
  void unpackedIntsInEveryEncoding() {
    SplittableRandom r = new SplittableRandom(37);
    for (int n : COUNTS) {
      int[] v = ints(r, Math.max(1, n));
      long[] lv = longs(r, Math.max(1, n));
      byte[] bytes =
          coded(
              c -> {
                for (int x : v) {
                  c.writeInt32(1, x);
                }
                for (int x : v) {
                  c.writeSInt32(2, x);
                }
                for (int x : v) {
                  c.writeSFixed32(3, x);
                }
                for (long x : lv) {
                  c.writeInt64(4, x);
                }
                for (long x : lv) {
                  c.writeSInt64(5, x);
                }
                for (long x : lv) {
                  c.writeSFixed64(6, x);
                }
                c.writeInt32(7, 1);
              });
      ProtoReader in = new ProtoReader().reset(bytes);
      assertEquals(8, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readUnpackedInts(null, 0, "f", 8, ProtoReader.VARINT), in.filled()));
      assertEquals(16, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readUnpackedInts(null, 0, "f", 16, ProtoReader.ZIGZAG), in.filled()));
      assertEquals(29, in.readTag());
      assertArrayEquals(v, CodecSupport.trim(in.readUnpackedInts(null, 0, "f", 29, ProtoReader.FIXED), in.filled()));
      assertEquals(32, in.readTag());
      assertArrayEquals(lv, CodecSupport.trim(in.readUnpackedLongs(null, 0, "f", 32, ProtoReader.VARINT), in.filled()));
      assertEquals(40, in.readTag());
      assertArrayEquals(lv, CodecSupport.trim(in.readUnpackedLongs(null, 0, "f", 40, ProtoReader.ZIGZAG), in.filled()));
      assertEquals(49, in.readTag());
      assertArrayEquals(lv, CodecSupport.trim(in.readUnpackedLongs(null, 0, "f", 49, ProtoReader.FIXED), in.filled()));
      assertEquals(56, in.readTag());
      assertEquals(1, in.readInt32());
      assertEquals(0, in.readTag());
    }
  }

  @Test
  void unpackedFloatsDoublesBools() {
    SplittableRandom r = new SplittableRandom(38);
    for (int n : COUNTS) {
      float[] f = floats(r, Math.max(1, n));
      double[] d = doubles(r, Math.max(1, n));
      boolean[] b = bools(r, Math.max(1, n));
      byte[] bytes =
          coded(
              c -> {
                for (float x : f) {
                  c.writeFloat(1, x);
                }
                for (double x : d) {
                  c.writeDouble(2, x);
                }
                for (boolean x : b) {
                  c.writeBool(3, x);
                }
              });
      ProtoReader in = new ProtoReader().reset(bytes);
      assertEquals(13, in.readTag());
      assertArrayEquals(bits(f), bits(CodecSupport.trim(in.readUnpackedFloats(null, 0, "f", 13), in.filled())));
      assertEquals(17, in.readTag());
      assertArrayEquals(bits(d), bits(CodecSupport.trim(in.readUnpackedDoubles(null, 0, "f", 17), in.filled())));
      assertEquals(24, in.readTag());
      assertArrayEquals(b, CodecSupport.trim(in.readUnpackedBools(null, 0, "f", 24), in.filled()));
      assertEquals(0, in.readTag());
    }
  }

  @Test
  void unpackedAppendAndReuse() {
    byte[] bytes = {8, 1, 8, 2, 8, 3, 16, 4};
    int[] same = new int[3];
    ProtoReader in = new ProtoReader().reset(bytes);
    in.readTag();
    assertSame(same, in.readUnpackedInts(same, 0, "f", 8, ProtoReader.VARINT));
    assertArrayEquals(new int[] {1, 2, 3}, same);
    assertEquals(3, in.filled());
    assertEquals(16, in.readTag());
    in = new ProtoReader().reset(bytes);
    in.readTag();
    int[] six = in.readUnpackedInts(same, 3, "f", 8, ProtoReader.VARINT);
    assertArrayEquals(new int[] {1, 2, 3, 1, 2, 3}, CodecSupport.trim(six, in.filled()));
    in = new ProtoReader().reset(bytes);
    in.readTag();
    long[] l = in.readUnpackedLongs(new long[] {9}, 1, "f", 8, ProtoReader.VARINT);
    assertArrayEquals(new long[] {9, 1, 2, 3}, CodecSupport.trim(l, in.filled()));
    in = new ProtoReader().reset(bytes);
    in.readTag();
    boolean[] bs = new boolean[3];
    assertSame(bs, in.readUnpackedBools(bs, 0, "f", 8));
    in = new ProtoReader().reset(new byte[] {13, 0, 0, (byte) 0x80, 0x3F, 13, 0, 0, 0, 0x40});
    in.readTag();
    float[] f = in.readUnpackedFloats(new float[] {0.5f}, 1, "f", 13);
    assertArrayEquals(new float[] {0.5f, 1, 2}, CodecSupport.trim(f, in.filled()));
    in = new ProtoReader().reset(new byte[] {17, 0, 0, 0, 0, 0, 0, (byte) 0xF0, 0x3F});
    in.readTag();
    double[] d1 = new double[1];
    assertSame(d1, in.readUnpackedDoubles(d1, 0, "f", 17));
    assertEquals(1.0, d1[0]);
  }

  @Test
  void unpackedRunsWithMultiByteTagsStopAtAnotherField() {
    int[] v = {1, -1, 300, Integer.MIN_VALUE};
    byte[] bytes =
        coded(
            c -> {
              for (int x : v) {
                c.writeInt32(2000, x);
              }
              c.writeInt32(2001, 5); // shares the first tag byte's low bits with nothing above
              for (int x : v) {
                c.writeSInt32((1 << 29) - 1, x);
              }
            });
    ProtoReader in = new ProtoReader().reset(bytes);
    int tag = in.readTag();
    assertEquals(2000 << 3, tag);
    assertArrayEquals(v, CodecSupport.trim(in.readUnpackedInts(null, 0, "f", tag, ProtoReader.VARINT), in.filled()));
    assertEquals(2001 << 3, in.readTag());
    assertEquals(5, in.readInt32());
    tag = in.readTag();
    assertEquals(((1 << 29) - 1) << 3, tag);
    assertArrayEquals(v, CodecSupport.trim(in.readUnpackedInts(null, 0, "f", tag, ProtoReader.ZIGZAG), in.filled()));
    assertEquals(0, in.readTag());
  }
}
