package io.wirebind;

import static io.wirebind.WireTestSupport.coded;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Malformed input: every failure is a {@link WirebindException} with a sensible offset. */
class ProtoHostileInputTest {

  /** A message with a field of every wire type and every reader kind, nested and grouped. */
  static void writeRich(CodedOutputStream c, int depth) throws IOException {
    c.writeInt32(1, -5);
    c.writeInt64(2, 1L << 62);
    c.writeSInt32(3, -300);
    c.writeSInt64(4, Long.MIN_VALUE);
    c.writeFixed32(5, 0xCAFEBABE);
    c.writeFixed64(6, -2);
    c.writeFloat(7, 1.5f);
    c.writeDouble(8, -0.0);
    c.writeBool(9, true);
    c.writeString(10, "h\u00E9\u20AC\uD83D\uDE00 long enough text to need more than ten bytes");
    c.writeBytes(11, ByteString.copyFrom(new byte[] {1, 2, 3, (byte) 0xFF}));
    if (depth > 0) {
      byte[] nested = coded(n -> writeRich(n, depth - 1));
      c.writeByteArray(12, nested);
    }
    c.writeTag(13, 2);
    c.writeUInt32NoTag(24);
    for (int i = 0; i < 3; i++) {
      c.writeDoubleNoTag(i * 0.5);
    }
    c.writeTag(14, 2);
    c.writeUInt32NoTag(1 + 2 + 10);
    c.writeInt32NoTag(1);
    c.writeInt32NoTag(300);
    c.writeInt32NoTag(-1);
    c.writeTag(15, 2);
    c.writeUInt32NoTag(1 + 10);
    c.writeSInt64NoTag(-1);
    c.writeSInt64NoTag(Long.MIN_VALUE);
    c.writeTag(16, 2);
    c.writeUInt32NoTag(3);
    c.writeBoolNoTag(true);
    c.writeBoolNoTag(false);
    c.writeBoolNoTag(true);
    c.writeTag(17, 3);
    c.writeInt32(1, 1);
    c.writeTag(2, 3);
    c.writeString(3, "in a group");
    c.writeTag(2, 4);
    c.writeTag(17, 4);
    c.writeTag(18, 2);
    c.writeUInt32NoTag(8);
    c.writeFixed32NoTag(1);
    c.writeFixed32NoTag(-1);
    c.writeTag(19, 2);
    c.writeUInt32NoTag(4);
    c.writeFloatNoTag(2.5f);
    c.writeTag(20, 2);
    c.writeUInt32NoTag(8);
    c.writeFixed64NoTag(7);
    c.writeInt32(21, 1);
    c.writeInt32(21, -1);
    c.writeInt32(21, 300);
    c.writeSFixed64(22, 5);
    c.writeSFixed64(22, 6);
    c.writeFloat(23, 1f);
    c.writeDouble(24, 2);
    c.writeBool(25, true);
    c.writeBool(25, false);
    c.writeSInt32(26, -9);
    c.writeInt32(99, 7); // unknown fields of every wire type
    c.writeFixed64(100, 7);
    c.writeString(101, "unknown");
    c.writeFixed32(102, 7);
    c.writeTag(103, 3);
    c.writeTag(103, 4);
    c.writeInt32(27, 200); // char-sized, byte-sized (out of range) and short-sized values
  }

  /** Reads everything with the reader's typed methods, as generated code would. */
  static void walk(ProtoReader r, Consumer<ProtoReader> afterTopField) {
    for (int tag = r.readTag(); tag != 0; tag = r.readTag()) {
      switch (tag) {
        case 1 << 3:
          r.readInt32();
          break;
        case 2 << 3:
          r.readInt64();
          break;
        case 3 << 3:
          r.readSInt32();
          break;
        case 4 << 3:
          r.readSInt64();
          break;
        case 5 << 3 | 5:
          r.readFixed32();
          break;
        case 6 << 3 | 1:
          r.readFixed64();
          break;
        case 7 << 3 | 5:
          r.readFloat();
          break;
        case 8 << 3 | 1:
          r.readDouble();
          break;
        case 9 << 3:
          r.readBool();
          break;
        case 10 << 3 | 2:
          r.readString();
          break;
        case 11 << 3 | 2:
          r.readBytes();
          break;
        case 12 << 3 | 2:
          {
            int old = r.enter();
            walk(r, null);
            r.leave(old);
            break;
          }
        case 13 << 3 | 2:
          r.readPackedDoubles(null, 0, "f");
          break;
        case 14 << 3 | 2:
          r.readPackedVarint32s(null, 0, "f", false);
          break;
        case 15 << 3 | 2:
          r.readPackedVarint64s(null, 0, "f", true);
          break;
        case 16 << 3 | 2:
          r.readPackedBools(null, 0, "f");
          break;
        case 18 << 3 | 2:
          r.readPackedFixed32s(null, 0, "f");
          break;
        case 19 << 3 | 2:
          r.readPackedFloats(null, 0, "f");
          break;
        case 20 << 3 | 2:
          r.readPackedFixed64s(null, 0, "f");
          break;
        case 21 << 3:
          r.readUnpackedInts(null, 0, "f", tag, ProtoReader.VARINT);
          break;
        case 22 << 3 | 1:
          r.readUnpackedLongs(null, 0, "f", tag, ProtoReader.FIXED);
          break;
        case 23 << 3 | 5:
          r.readUnpackedFloats(null, 0, "f", tag);
          break;
        case 24 << 3 | 1:
          r.readUnpackedDoubles(null, 0, "f", tag);
          break;
        case 25 << 3:
          r.readUnpackedBools(null, 0, "f", tag);
          break;
        case 26 << 3:
          r.readUnpackedInts(null, 0, "f", tag, ProtoReader.ZIGZAG);
          break;
        case 27 << 3:
          {
            int v = r.readInt32();
            r.readCharValue(v);
            r.readShortValue(v);
            break;
          }
        default:
          r.skipField(tag);
      }
      if (afterTopField != null) {
        afterTopField.accept(r);
      }
    }
  }

  static byte[] rich() {
    return coded(c -> writeRich(c, 3));
  }

  /** Runs {@code walk} over {@code [offset, offset + length)}: success, or a WirebindException. */
  static WirebindException walkOrFail(byte[] input, int offset, int length) {
    ProtoReader r = new ProtoReader().reset(input, offset, length);
    try {
      walk(r, null);
      return null;
    } catch (WirebindException e) {
      assertTrue(
          e.offset() >= 0 && e.offset() <= length,
          () -> "offset " + e.offset() + " outside 0.." + length + ": " + e.getMessage());
      return e;
    } catch (Throwable t) {
      throw new AssertionError("not a WirebindException", t);
    }
  }

  @Test
  void richMessageReadsCompletely() {
    byte[] bytes = rich();
    ProtoReader r = new ProtoReader().reset(bytes);
    walk(r, null);
    assertTrue(r.isAtEnd());
  }

  @Test
  void truncatedAtEveryByte() {
    byte[] bytes = rich();
    boolean[] boundary = new boolean[bytes.length + 1];
    boundary[0] = true;
    // every field end, counting each element of an unpacked run, is a valid place to stop
    ProtoReader full = new ProtoReader().reset(bytes);
    for (int tag = full.readTag(); tag != 0; tag = full.readTag()) {
      full.skipField(tag);
      boundary[full.position()] = true;
    }
    // the same bytes inside a larger array whose other bytes would continue any value
    byte[] padded = new byte[bytes.length + 40];
    Arrays.fill(padded, (byte) 0x81);
    System.arraycopy(bytes, 0, padded, 17, bytes.length);
    for (int k = 0; k < bytes.length; k++) {
      WirebindException e = walkOrFail(Arrays.copyOf(bytes, k), 0, k);
      assertEquals(boundary[k], e == null, "truncated to " + k + " bytes: " + e);
      WirebindException e2 = walkOrFail(padded, 17, k);
      assertEquals(boundary[k], e2 == null, "truncated to " + k + " bytes in a larger array");
      if (e != null) {
        assertEquals(e.offset(), e2.offset());
      }
    }
  }

  @Test
  void randomCorruptionOnlyEverThrowsWirebindException() {
    byte[] bytes = rich();
    SplittableRandom r = new SplittableRandom(41);
    int[] special = {0x00, 0x01, 0x7F, 0x80, 0xFF, 0x0B, 0x0C, 0x0E, 0x0F, 0x12, 0xF0, 0xED};
    for (int i = 0; i < 50_000; i++) {
      byte[] b = bytes.clone();
      int changes = 1 + r.nextInt(3);
      for (int j = 0; j < changes; j++) {
        int at = r.nextInt(b.length);
        b[at] = (byte) (r.nextBoolean() ? special[r.nextInt(special.length)] : r.nextInt(256));
      }
      if (r.nextInt(4) == 0) {
        int from = r.nextInt(b.length);
        int to = Math.min(b.length, from + r.nextInt(20));
        byte[] cut = new byte[b.length - (to - from)];
        System.arraycopy(b, 0, cut, 0, from);
        System.arraycopy(b, to, cut, from, b.length - to);
        b = cut;
      }
      walkOrFail(b, 0, b.length);
    }
  }

  // ---- forged lengths ----

  /** Every reader of a length-delimited value, after its tag was read. */
  static final List<Consumer<ProtoReader>> LENGTH_READERS =
      List.of(
        (Consumer<ProtoReader>) ProtoReader::readString,
        (Consumer<ProtoReader>) ProtoReader::readBytes,
        (Consumer<ProtoReader>) ProtoReader::enter,
        (Consumer<ProtoReader>) ProtoReader::beginPacked,
        (Consumer<ProtoReader>) r -> r.skipField(2),
        (Consumer<ProtoReader>) r -> r.readPackedDoubles(null, 0, "f"),
        (Consumer<ProtoReader>) r -> r.readPackedFloats(null, 0, "f"),
        (Consumer<ProtoReader>) r -> r.readPackedFixed32s(null, 0, "f"),
        (Consumer<ProtoReader>) r -> r.readPackedFixed64s(null, 0, "f"),
        (Consumer<ProtoReader>) r -> r.readPackedVarint32s(null, 0, "f", false),
        (Consumer<ProtoReader>) r -> r.readPackedVarint64s(null, 0, "f", true),
        (Consumer<ProtoReader>) r -> r.readPackedBools(null, 0, "f"),
        (Consumer<ProtoReader>) r -> r.readMessage(NodeCodec.INSTANCE, null),
        (Consumer<ProtoReader>) r -> r.mergeMessage(NodeCodec.INSTANCE, new NodeCodec.Node()));

  /**
   * A varint cut by its nested message's end, with the rest of it and more bytes after in the
   * input: the reader decodes within the input but must still stop at the message's end.
   */
  @Test
  void varintsCutByTheNestedMessageEnd() {
    for (long value : new long[] {1, 300, 1L << 20, 1L << 27, 1L << 34, 1L << 48, -1, Long.MIN_VALUE}) {
      byte[] varint = coded(c -> c.writeUInt64NoTag(value));
      for (int cut = 0; cut <= varint.length; cut++) {
        byte[] input = new byte[2 + 1 + varint.length + 12];
        input[0] = 0x0A; // field 1, length-delimited: the nested message
        input[1] = (byte) (1 + cut);
        input[2] = 0x08; // its field 1, varint
        System.arraycopy(varint, 0, input, 3, varint.length);
        for (boolean wide : new boolean[] {false, true}) {
          ProtoReader r = new ProtoReader().reset(input);
          assertEquals(0x0A, r.readTag());
          int outer = r.enter();
          assertEquals(0x08, r.readTag());
          if (cut == varint.length) {
            assertEquals(wide ? value : (int) value, wide ? r.readVarint64() : r.readVarint32());
            r.leave(outer);
            assertEquals(3 + varint.length, r.position());
            continue;
          }
          WirebindException e = assertThrows(WirebindException.class, () -> {
            if (wide) {
              r.readVarint64();
            } else {
              r.readVarint32();
            }
          });
          assertTrue(e.getMessage().contains("truncated"), e.getMessage());
          assertEquals(3 + cut, e.offset(), value + " cut at " + cut);
        }
      }
    }
  }

  @Test
  void forgedLengthsAreRejectedBeforeAllocation() {
    long[] lengths = {
      Integer.MAX_VALUE, 0xFFFFFFFFL, -1L, Long.MIN_VALUE, 1L << 32, (1L << 32) + 3, 1L << 35, 1L << 31,
      (1L << 31) - 9, 17, 100_000_000
    };
    for (long len : lengths) {
      byte[] prefix = coded(c -> c.writeUInt64NoTag(len));
      byte[] input = WireTestSupport.concat(new byte[] {0x55}, prefix, new byte[16]);
      for (Consumer<ProtoReader> reader : LENGTH_READERS) {
        ProtoReader r = new ProtoReader().reset(input);
        r.readVarint32();
        WirebindException e =
            assertThrows(WirebindException.class, () -> reader.accept(r), () -> "length " + len);
        assertEquals(1, e.offset(), () -> "length " + len + ": " + e.getMessage());
      }
    }
  }

  @Test
  void lengthOneMoreThanRemaining() {
    for (int remaining : new int[] {0, 1, 8, 127, 128, 5000}) {
      byte[] prefix = coded(c -> c.writeUInt32NoTag(remaining + 1));
      byte[] input = WireTestSupport.concat(prefix, new byte[remaining]);
      for (Consumer<ProtoReader> reader : LENGTH_READERS) {
        ProtoReader r = new ProtoReader().reset(input);
        WirebindException e = assertThrows(WirebindException.class, () -> reader.accept(r));
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains(remaining + " bytes"), e.getMessage());
      }
    }
  }

  @Test
  void nestedLengthMayNotExceedTheEnclosingMessage() {
    // outer says 3 bytes, inner claims 5 though the array has more
    byte[] input = {18, 3, 18, 5, 8, 1, 8, 1, 8, 1};
    WirebindException e =
        assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(input));
    assertEquals(3, e.offset());
  }

  // ---- varints ----

  private static byte[] overlongVarint(int continuationBytes) {
    byte[] b = new byte[continuationBytes + 1];
    Arrays.fill(b, (byte) 0x80);
    b[continuationBytes] = 0x01;
    return b;
  }

  @Test
  void elevenByteVarintsAreRejectedOnFastAndSlowPaths() {
    byte[] eleven = overlongVarint(10);
    for (int padding : new int[] {0, 1, 30}) {
      byte[] input = WireTestSupport.concat(new byte[] {8}, eleven, new byte[padding]);
      List<Consumer<ProtoReader>> readers =
          List.of(
            (Consumer<ProtoReader>) ProtoReader::readVarint32,
            (Consumer<ProtoReader>) ProtoReader::readVarint64,
            (Consumer<ProtoReader>) ProtoReader::readInt32,
            (Consumer<ProtoReader>) ProtoReader::readSInt64,
            (Consumer<ProtoReader>) ProtoReader::readBool,
            (Consumer<ProtoReader>) ProtoReader::readLength,
            (Consumer<ProtoReader>) r -> r.skipField(0),
            (Consumer<ProtoReader>) r -> r.readUnpackedInts(null, 0, "f", 8, ProtoReader.VARINT),
            (Consumer<ProtoReader>) r -> r.readUnpackedLongs(null, 0, "f", 8, ProtoReader.ZIGZAG),
            (Consumer<ProtoReader>) r -> r.readUnpackedBools(null, 0, "f", 8));
      for (Consumer<ProtoReader> reader : readers) {
        ProtoReader r = new ProtoReader().reset(input);
        r.readVarint32();
        WirebindException e = assertThrows(WirebindException.class, () -> reader.accept(r));
        assertTrue(e.offset() >= 1 && e.offset() <= 11, e.getMessage());
      }
      // as a tag
      ProtoReader r = new ProtoReader().reset(input, 1, input.length - 1);
      WirebindException e = assertThrows(WirebindException.class, r::readTag);
      assertTrue(e.offset() >= 0 && e.offset() <= 10, e.getMessage());
    }
    // ten continuation bytes and nothing after, and fewer than ten (truncated, slow path)
    for (int n = 1; n <= 10; n++) {
      byte[] cont = new byte[n];
      Arrays.fill(cont, (byte) 0xFF);
      ProtoReader r32 = new ProtoReader().reset(cont);
      WirebindException e = assertThrows(WirebindException.class, r32::readVarint32);
      assertTrue(e.offset() >= 0 && e.offset() <= n);
      ProtoReader r64 = new ProtoReader().reset(cont);
      e = assertThrows(WirebindException.class, r64::readVarint64);
      assertTrue(e.offset() >= 0 && e.offset() <= n);
    }
  }

  @Test
  void tenByteVarintsAreAccepted() {
    // a ten-byte varint at the very end of input (slow path) and before more bytes (fast path)
    byte[] ten = coded(c -> c.writeInt64NoTag(-1));
    assertEquals(10, ten.length);
    assertEquals(-1, new ProtoReader().reset(ten).readVarint32());
    assertEquals(-1L, new ProtoReader().reset(ten).readVarint64());
    byte[] more = WireTestSupport.concat(ten, new byte[] {5});
    ProtoReader r = new ProtoReader().reset(more);
    assertEquals(-1, r.readVarint32());
    assertEquals(5, r.readVarint32());
  }

  @Test
  void fieldNumberZero() {
    byte[][] inputs = {{0}, {7}, {2, 0}, {(byte) 0x80, 0}, {(byte) 0x87, (byte) 0x80, 0}};
    for (byte[] input : inputs) {
      byte[] withField = WireTestSupport.concat(new byte[] {8, 1}, input);
      ProtoReader r = new ProtoReader().reset(withField);
      assertEquals(8, r.readTag());
      r.readVarint32();
      WirebindException e = assertThrows(WirebindException.class, r::readTag);
      assertEquals(2, e.offset(), e.getMessage());
      assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(withField));
    }
  }

  // ---- depth ----

  /** {@code depth} levels of {@code Node.child}, built front to back without recursion. */
  static byte[] deepNodes(int depth) {
    // region sizes from the inside out: the innermost child is empty
    int[] size = new int[depth + 1];
    for (int i = depth - 1; i >= 0; i--) {
      size[i] = 1 + ProtoWriter.varint32Size(size[i + 1]) + size[i + 1];
    }
    ProtoWriter w = new ProtoWriter(size[0]);
    for (int i = 0; i < depth; i++) {
      w.writeTag(NodeCodec.TAG_CHILD);
      w.writeVarint32(size[i + 1]);
    }
    assertEquals(size[0], w.size());
    return w.toByteArray();
  }

  @Test
  void nestingDeeperThanMaxDepth() {
    byte[] deep = deepNodes(100_000);
    WirebindException e =
        assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(deep));
    int max = ProtoReader.DEFAULT_MAX_DEPTH;
    assertTrue(e.getMessage().contains("deeper than " + max + " (Limits.maxProtoDepth)"), e.getMessage());
    assertTrue(e.offset() > 0 && e.offset() < deep.length);
    // exactly the limit is fine; one more is not
    assertEquals(max + 1, NodeCodec.INSTANCE.fromProto(deepNodes(max)).depth());
    assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(deepNodes(max + 1)));
    ProtoReader r = new ProtoReader().maxDepth(5);
    assertEquals(6, NodeCodec.INSTANCE.readProto(r.reset(deepNodes(5)), null).depth());
    assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.readProto(r.reset(deepNodes(6)), null));
    // and the reader works again after reset
    assertEquals(4, NodeCodec.INSTANCE.readProto(r.reset(deepNodes(3)), null).depth());
  }

  @Test
  void groupsNestedDeeperThanMaxDepth() {
    byte[] deep = new byte[100_000];
    Arrays.fill(deep, (byte) (1 << 3 | 3));
    WirebindException e =
        assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(deep));
    assertTrue(e.offset() > 0 && e.offset() <= ProtoReader.DEFAULT_MAX_DEPTH + 1, e.getMessage());
  }

  @Test
  void nestedMessageMustEndAtItsLength() {
    // child region of 3 bytes holds a 10-byte varint's start: the child read runs out inside it
    byte[] input = {18, 2, 8, (byte) 0x80, 1};
    assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(input));
    ProtoReader r = new ProtoReader().reset(new byte[] {18, 2, 8, 1});
    r.readTag();
    int old = r.enter();
    r.readTag();
    WirebindException e = assertThrows(WirebindException.class, () -> r.leave(old));
    assertEquals(3, e.offset());
  }

  // ---- packed runs ----

  @Test
  void packedRunEndingInsideAVarint() {
    byte[][] inputs = {
      {2, (byte) 0x80, (byte) 0x80}, {1, (byte) 0x80, 0x01}, {3, 1, 2, (byte) 0xFF, 0x01},
      {11, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80,
        (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01},
    };
    for (byte[] input : inputs) {
      for (int i : new int[] {9, 10, 11}) {
        ProtoReader r = new ProtoReader().reset(input);
        Consumer<ProtoReader> reader = LENGTH_READERS.get(i);
        WirebindException e = assertThrows(WirebindException.class, () -> reader.accept(r));
        assertTrue(e.offset() >= 1 && e.offset() <= input.length, e.getMessage());
      }
    }
  }

  @Test
  void packedFixedRunOfTheWrongLength() {
    for (int len = 1; len < 24; len++) {
      byte[] input = WireTestSupport.concat(new byte[] {(byte) len}, new byte[len]);
      for (int i = 5; i <= 8; i++) {
        int width = i == 5 || i == 8 ? 8 : 4;
        ProtoReader r = new ProtoReader().reset(input);
        Consumer<ProtoReader> reader = LENGTH_READERS.get(i);
        if (len % width == 0) {
          reader.accept(r);
          assertTrue(r.isAtEnd());
        } else {
          WirebindException e = assertThrows(WirebindException.class, () -> reader.accept(r));
          assertTrue(e.offset() >= 0 && e.offset() <= 1, e.getMessage());
        }
      }
    }
  }

  @Test
  void truncatedFixedWidthValues() {
    for (int n = 0; n < 8; n++) {
      byte[] input = new byte[n];
      if (n < 4) {
        assertThrows(WirebindException.class, () -> new ProtoReader().reset(input).readFixed32());
        assertThrows(WirebindException.class, () -> new ProtoReader().reset(input).readFloat());
      }
      assertThrows(WirebindException.class, () -> new ProtoReader().reset(input).readFixed64());
      assertThrows(WirebindException.class, () -> new ProtoReader().reset(input).readDouble());
    }
  }

  // ---- narrow Java types ----

  @Test
  void narrowValuesOutOfRange() {
    ProtoReader r = new ProtoReader().reset(new byte[] {1, 2, 3});
    r.readVarint32();
    assertEquals((byte) -128, r.readByteValue(-128));
    assertEquals((byte) 127, r.readByteValue(127));
    assertEquals((short) -32768, r.readShortValue(-32768));
    assertEquals((short) 32767, r.readShortValue(32767));
    assertEquals('\uFFFF', r.readCharValue(65535));
    assertEquals('\0', r.readCharValue(0));
    for (int v : new int[] {128, -129, 255, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      WirebindException e = assertThrows(WirebindException.class, () -> r.readByteValue(v));
      assertEquals(1, e.offset());
    }
    for (int v : new int[] {32768, -32769, 65535, Integer.MIN_VALUE}) {
      assertThrows(WirebindException.class, () -> r.readShortValue(v));
    }
    for (int v : new int[] {-1, 65536, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertThrows(WirebindException.class, () -> r.readCharValue(v));
    }
  }

  @Test
  void wrongWireTypeErrorNamesTheField() {
    ProtoReader r = new ProtoReader().reset(new byte[] {8, 1});
    int tag = r.readTag();
    WirebindException e = r.wrongWireType(tag, "price");
    assertTrue(e.getMessage().contains("'price'"));
    assertEquals(1, e.offset());
  }

  static void failIfReached() {
    fail("unreachable");
  }
}
