package io.wirebind;

import static io.wirebind.WireTestSupport.coded;
import static io.wirebind.WireTestSupport.edgeInts;
import static io.wirebind.WireTestSupport.edgeLongs;
import static io.wirebind.WireTestSupport.ints;
import static io.wirebind.WireTestSupport.longs;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedOutputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every scalar writer produces exactly what protobuf-java's {@link CodedOutputStream} writes, and
 * every reader reads protobuf-java's bytes back, over edge values and random values. Each value is
 * read once from a long buffer (the fast paths) and once from an array holding only that value
 * (the paths near the end of the input).
 */
class ProtoScalarKernelTest {

  /** Reads one value from a reader over exactly its bytes. */
  interface IntRead {
    int read(ProtoReader r);
  }

  interface LongRead {
    long read(ProtoReader r);
  }

  interface IntWrite {
    void write(ProtoWriter w, int v);
  }

  interface LongWrite {
    void write(ProtoWriter w, long v);
  }

  interface CodedIntWrite {
    void write(CodedOutputStream c, int v) throws java.io.IOException;
  }

  interface CodedLongWrite {
    void write(CodedOutputStream c, long v) throws java.io.IOException;
  }

  private static void checkInts(int[] values, IntWrite ours, CodedIntWrite theirs, IntRead read) {
    ProtoWriter w = new ProtoWriter(16);
    for (int v : values) {
      ours.write(w, v);
    }
    byte[] expected =
        coded(
            c -> {
              for (int v : values) {
                theirs.write(c, v);
              }
            });
    assertArrayEquals(expected, w.toByteArray());
    ProtoReader r = new ProtoReader().reset(expected);
    for (int v : values) {
      assertEquals(v, read.read(r));
    }
    assertTrue(r.isAtEnd());
    for (int v : values) {
      byte[] one = coded(c -> theirs.write(c, v));
      ProtoWriter single = new ProtoWriter(16);
      ours.write(single, v);
      assertArrayEquals(one, single.toByteArray(), () -> "value " + v);
      ProtoReader rr = new ProtoReader().reset(one);
      assertEquals(v, read.read(rr), () -> "value " + v);
      assertTrue(rr.isAtEnd());
      assertEquals(one.length, rr.position());
    }
  }

  private static void checkLongs(
      long[] values, LongWrite ours, CodedLongWrite theirs, LongRead read) {
    ProtoWriter w = new ProtoWriter(16);
    for (long v : values) {
      ours.write(w, v);
    }
    byte[] expected =
        coded(
            c -> {
              for (long v : values) {
                theirs.write(c, v);
              }
            });
    assertArrayEquals(expected, w.toByteArray());
    ProtoReader r = new ProtoReader().reset(expected);
    for (long v : values) {
      assertEquals(v, read.read(r));
    }
    assertTrue(r.isAtEnd());
    for (long v : values) {
      byte[] one = coded(c -> theirs.write(c, v));
      ProtoWriter single = new ProtoWriter(16);
      ours.write(single, v);
      assertArrayEquals(one, single.toByteArray(), () -> "value " + v);
      ProtoReader rr = new ProtoReader().reset(one);
      assertEquals(v, read.read(rr), () -> "value " + v);
      assertTrue(rr.isAtEnd());
    }
  }

  @Test
  void int32NegativeTakesTenBytes() {
    ProtoWriter w = new ProtoWriter();
    w.writeInt32(-1);
    assertEquals(10, w.size());
    w.reset();
    w.writeInt32(Integer.MIN_VALUE);
    assertEquals(10, w.size());
  }

  @Test
  void int32() {
    checkInts(ints(1), ProtoWriter::writeInt32, CodedOutputStream::writeInt32NoTag, ProtoReader::readInt32);
  }

  @Test
  void uint32() {
    checkInts(ints(2), ProtoWriter::writeUInt32, CodedOutputStream::writeUInt32NoTag, ProtoReader::readVarint32);
  }

  @Test
  void varint32() {
    checkInts(ints(3), ProtoWriter::writeVarint32, CodedOutputStream::writeUInt32NoTag, ProtoReader::readVarint32);
  }

  @Test
  void sint32() {
    checkInts(ints(4), ProtoWriter::writeSInt32, CodedOutputStream::writeSInt32NoTag, ProtoReader::readSInt32);
  }

  @Test
  void fixed32() {
    checkInts(ints(5), ProtoWriter::writeFixed32, CodedOutputStream::writeFixed32NoTag, ProtoReader::readFixed32);
  }

  @Test
  void int64() {
    checkLongs(longs(6), ProtoWriter::writeInt64, CodedOutputStream::writeInt64NoTag, ProtoReader::readInt64);
  }

  @Test
  void uint64() {
    checkLongs(longs(7), ProtoWriter::writeUInt64, CodedOutputStream::writeUInt64NoTag, ProtoReader::readVarint64);
  }

  @Test
  void varint64() {
    checkLongs(longs(8), ProtoWriter::writeVarint64, CodedOutputStream::writeUInt64NoTag, ProtoReader::readVarint64);
  }

  @Test
  void sint64() {
    checkLongs(longs(9), ProtoWriter::writeSInt64, CodedOutputStream::writeSInt64NoTag, ProtoReader::readSInt64);
  }

  @Test
  void fixed64() {
    checkLongs(longs(10), ProtoWriter::writeFixed64, CodedOutputStream::writeFixed64NoTag, ProtoReader::readFixed64);
  }

  @Test
  void int64ReadAsInt32KeepsLowBits() {
    // an int64 written by a peer and read into an int32 field keeps the low 32 bits, as protoc does
    long[] values = longs(11);
    byte[] bytes =
        coded(
            c -> {
              for (long v : values) {
                c.writeInt64NoTag(v);
              }
            });
    ProtoReader r = new ProtoReader().reset(bytes);
    for (long v : values) {
      assertEquals((int) v, r.readVarint32());
    }
    assertTrue(r.isAtEnd());
    for (long v : values) {
      ProtoReader one = new ProtoReader().reset(coded(c -> c.writeInt64NoTag(v)));
      assertEquals((int) v, one.readInt32());
      assertTrue(one.isAtEnd());
    }
  }

  @Test
  void floatRawBitsIncludingNaNPayloads() {
    int[] bits = ints(12);
    int[] more = {
      Float.floatToRawIntBits(-0.0f), 0x7FC00000, 0x7F800001, 0xFF800001, 0x7FFFFFFF, 0xFFFFFFFF,
      0x7F800000, 0xFF800000, 0x00000001, 0x80000001
    };
    int[] all = java.util.Arrays.copyOf(bits, bits.length + more.length);
    System.arraycopy(more, 0, all, bits.length, more.length);
    checkInts(
        all,
        (w, v) -> w.writeFloat(Float.intBitsToFloat(v)),
        (c, v) -> c.writeFloatNoTag(Float.intBitsToFloat(v)),
        r -> Float.floatToRawIntBits(r.readFloat()));
  }

  @Test
  void doubleRawBitsIncludingNaNPayloadsAndNegativeZero() {
    long[] bits = longs(13);
    long[] more = {
      Double.doubleToRawLongBits(-0.0), 0x7FF8000000000000L, 0x7FF0000000000001L,
      0xFFF0000000000001L, 0x7FFFFFFFFFFFFFFFL, -1L, 0x7FF0000000000000L, 0xFFF0000000000000L,
      1L, 0x8000000000000001L
    };
    long[] all = java.util.Arrays.copyOf(bits, bits.length + more.length);
    System.arraycopy(more, 0, all, bits.length, more.length);
    checkLongs(
        all,
        (w, v) -> w.writeDouble(Double.longBitsToDouble(v)),
        (c, v) -> c.writeDoubleNoTag(Double.longBitsToDouble(v)),
        r -> Double.doubleToRawLongBits(r.readDouble()));
  }

  @Test
  void bool() {
    ProtoWriter w = new ProtoWriter();
    w.writeBool(true);
    w.writeBool(false);
    byte[] expected =
        coded(
            c -> {
              c.writeBoolNoTag(true);
              c.writeBoolNoTag(false);
            });
    assertArrayEquals(expected, w.toByteArray());
    ProtoReader r = new ProtoReader().reset(expected);
    assertTrue(r.readBool());
    assertEquals(false, r.readBool());
    // any non-zero varint, of any length, is true
    for (long v : longs(14)) {
      byte[] one = coded(c -> c.writeUInt64NoTag(v));
      ProtoReader rr = new ProtoReader().reset(one);
      assertEquals(v != 0, rr.readBool());
      assertTrue(rr.isAtEnd());
    }
  }

  @Test
  void tags() {
    SplittableRandom r = new SplittableRandom(15);
    int[] numbers = new int[WireTestSupport.RANDOM_COUNT + 8];
    int n = 0;
    for (int f : new int[] {1, 2, 15, 16, 2047, 2048, 1 << 28, (1 << 29) - 1}) {
      numbers[n++] = f;
    }
    while (n < numbers.length) {
      numbers[n++] = 1 + (r.nextInt((1 << 29) - 1) >>> r.nextInt(29));
    }
    ProtoWriter w = new ProtoWriter();
    int[] tags = new int[numbers.length];
    for (int i = 0; i < numbers.length; i++) {
      tags[i] = numbers[i] << 3 | (i % 6);
      w.writeTag(tags[i]);
    }
    byte[] expected =
        coded(
            c -> {
              for (int i = 0; i < numbers.length; i++) {
                c.writeTag(numbers[i], i % 6);
              }
            });
    assertArrayEquals(expected, w.toByteArray());
    ProtoReader reader = new ProtoReader().reset(expected);
    for (int tag : tags) {
      assertEquals(tag, reader.readTag());
    }
    assertEquals(0, reader.readTag());
  }

  @Test
  void varintSizes() {
    for (int v : ints(16)) {
      assertEquals(CodedOutputStream.computeUInt32SizeNoTag(v), ProtoWriter.varint32Size(v), () -> "" + v);
    }
    for (long v : longs(17)) {
      assertEquals(CodedOutputStream.computeUInt64SizeNoTag(v), ProtoWriter.varint64Size(v), () -> "" + v);
    }
    for (int bit = 0; bit < 64; bit++) {
      long v = 1L << bit;
      assertEquals(CodedOutputStream.computeUInt64SizeNoTag(v), ProtoWriter.varint64Size(v));
      assertEquals(CodedOutputStream.computeUInt64SizeNoTag(v - 1), ProtoWriter.varint64Size(v - 1));
    }
    for (int v : edgeInts()) {
      assertEquals(CodedOutputStream.computeUInt32SizeNoTag(v), ProtoWriter.varint32Size(v));
    }
    for (long v : edgeLongs()) {
      assertEquals(CodedOutputStream.computeUInt64SizeNoTag(v), ProtoWriter.varint64Size(v));
    }
  }

  @Test
  void writerGrowsFromTinyBuffer() {
    ProtoWriter w = new ProtoWriter(0);
    long[] values = longs(18);
    for (long v : values) {
      w.writeVarint64(v);
      w.writeFixed64(v);
      w.writeFixed32((int) v);
    }
    byte[] expected =
        coded(
            c -> {
              for (long v : values) {
                c.writeUInt64NoTag(v);
                c.writeFixed64NoTag(v);
                c.writeFixed32NoTag((int) v);
              }
            });
    assertArrayEquals(expected, w.toByteArray());
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try {
      w.writeTo(out);
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    assertArrayEquals(expected, out.toByteArray());
    assertEquals(0, w.reset().size());
  }

  /** The value of a varint of up to ten bytes, the plain way. */
  private static long referenceVarint(byte[] b, int from) {
    long x = 0;
    for (int i = 0; i < 10; i++) {
      x |= (long) (b[from + i] & 0x7F) << (7 * i);
      if (b[from + i] >= 0) {
        return x;
      }
    }
    throw new AssertionError("eleven bytes");
  }

  @Test
  void nonCanonicalVarintsDecodeAlikeOnFastAndSlowPaths() {
    // random bytes under the continuation bits, including redundant high zeros and tenth bytes
    // above 1, which are not what any encoder writes but must decode the same on every path
    SplittableRandom r = new SplittableRandom(19);
    for (int i = 0; i < WireTestSupport.RANDOM_COUNT; i++) {
      int n = 1 + r.nextInt(10);
      byte[] exact = new byte[n];
      for (int j = 0; j < n; j++) {
        int low = r.nextInt(4) == 0 ? 0 : r.nextInt(4) == 0 ? 0x7F : r.nextInt(128);
        exact[j] = (byte) (j < n - 1 ? 0x80 | low : low);
      }
      long expected = referenceVarint(exact, 0);
      byte[] padded = java.util.Arrays.copyOf(exact, n + 12);
      ProtoReader slow = new ProtoReader().reset(exact);
      assertEquals(expected, slow.readVarint64());
      assertEquals(n, slow.position());
      ProtoReader fast = new ProtoReader().reset(padded);
      assertEquals(expected, fast.readVarint64());
      assertEquals(n, fast.position());
      slow = new ProtoReader().reset(exact);
      assertEquals((int) expected, slow.readVarint32());
      assertEquals(n, slow.position());
      fast = new ProtoReader().reset(padded);
      assertEquals((int) expected, fast.readVarint32());
      assertEquals(n, fast.position());
      fast = new ProtoReader().reset(padded);
      assertEquals(expected != 0, fast.readBool());
      assertEquals(n, fast.position());
      if (expected >>> 3 != 0 && expected == (int) expected) {
        fast = new ProtoReader().reset(padded);
        assertEquals((int) expected, fast.readTag());
      }
    }
  }
}
