package io.wirebind;

import static io.wirebind.WireTestSupport.coded;
import static io.wirebind.WireTestSupport.filled;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** One-pass length-delimited regions ({@code beginLength/endLength}) against protobuf-java. */
class ProtoNestedLengthTest {
  private static final int[] SIZES = {0, 1, 127, 128, 16383, 16384, (1 << 21) - 1, 1 << 21};

  /** protobuf-java's bytes for {@code tag, length, payload}. */
  private static byte[] delimited(int tag, byte[] payload) {
    return coded(
        c -> {
          c.writeUInt32NoTag(tag);
          c.writeUInt32NoTag(payload.length);
          c.writeRawBytes(payload);
        });
  }

  @Test
  void singleRegionAtEverySizeBoundary() {
    for (int size : SIZES) {
      byte[] payload = filled(size, size);
      ProtoWriter w = new ProtoWriter(16);
      w.writeRawByte(0x7E);
      w.writeTag(18);
      int mark = w.beginLength();
      w.writeRawBytes(payload);
      w.endLength(mark);
      w.writeRawByte(0x7F);
      byte[] expected =
          WireTestSupport.concat(new byte[] {0x7E}, delimited(18, payload), new byte[] {0x7F});
      assertArrayEquals(expected, w.toByteArray(), () -> "payload of " + size);
    }
  }

  @Test
  void threeDeepWithSizesCrossingBoundaries() {
    int[] inner = {0, 126, 127, 128, 16380, 16383, 16384, (1 << 21) - 4};
    int[] around = {0, 2, 3};
    for (int in : inner) {
      for (int midExtra : around) {
        for (int outerExtra : around) {
          byte[] innerPayload = filled(in, in);
          byte[] midHead = head(midExtra);
          byte[] outerHead = head(outerExtra);
          ProtoWriter w = new ProtoWriter(16);
          w.writeTag(10);
          int outer = w.beginLength();
          w.writeRawBytes(outerHead);
          w.writeTag(18);
          int mid = w.beginLength();
          w.writeRawBytes(midHead);
          w.writeTag(26);
          int innermost = w.beginLength();
          w.writeRawBytes(innerPayload);
          w.endLength(innermost);
          w.writeRawBytes(midHead);
          w.endLength(mid);
          w.endLength(outer);
          w.writeTag(8);
          w.writeVarint32(1);

          byte[] c3 = delimited(26, innerPayload);
          byte[] c2 = delimited(18, WireTestSupport.concat(midHead, c3, midHead));
          byte[] c1 = delimited(10, WireTestSupport.concat(outerHead, c2));
          byte[] expected = WireTestSupport.concat(c1, new byte[] {8, 1});
          assertArrayEquals(expected, w.toByteArray(), () -> in + "/" + midExtra + "/" + outerExtra);

          // and read back through enter/leave
          ProtoReader r = new ProtoReader().reset(expected);
          assertEquals(10, r.readTag());
          int l1 = r.enter();
          readHead(r, outerExtra);
          assertEquals(18, r.readTag());
          int l2 = r.enter();
          readHead(r, midExtra);
          assertEquals(26, r.readTag());
          assertArrayEquals(innerPayload, r.readBytes());
          readHead(r, midExtra);
          assertEquals(0, r.readTag());
          r.leave(l2);
          assertEquals(0, r.readTag());
          r.leave(l1);
          assertEquals(8, r.readTag());
          assertEquals(1, r.readVarint32());
          assertEquals(0, r.readTag());
        }
      }
    }
  }

  /** A valid field of {@code n} bytes (0, 2 or 3). */
  private static byte[] head(int n) {
    return n == 0 ? new byte[0] : n == 2 ? new byte[] {8, 1} : new byte[] {8, (byte) 0x80, 1};
  }

  private static void readHead(ProtoReader r, int n) {
    if (n > 0) {
      assertEquals(8, r.readTag());
      assertEquals(n == 2 ? 1 : 128, r.readVarint32());
    }
  }

  @Test
  void manySiblingRegions() {
    ProtoWriter w = new ProtoWriter(16);
    byte[] expected =
        coded(
            c -> {
              for (int i = 0; i < 1000; i++) {
                c.writeUInt32NoTag(18);
                c.writeUInt32NoTag(i % 300);
                c.writeRawBytes(filled(i % 300, i));
              }
            });
    for (int i = 0; i < 1000; i++) {
      w.writeTag(18);
      int m = w.beginLength();
      w.writeRawBytes(filled(i % 300, i));
      w.endLength(m);
    }
    assertArrayEquals(expected, w.toByteArray());
  }

  @Test
  void recursiveCodecRoundTrips() {
    for (int depth : new int[] {1, 2, 50, 64, 100}) {
      NodeCodec.Node n = NodeCodec.chain(depth);
      byte[] bytes = NodeCodec.INSTANCE.toProto(n);
      ProtoReader r = new ProtoReader().maxDepth(100).reset(bytes);
      NodeCodec.Node back = NodeCodec.INSTANCE.readProto(r, null);
      assertEquals(depth, back.depth());
      assertEquals(1, back.value);
    }
  }

  @Test
  void writerDepthLimitCatchesCycles() {
    NodeCodec.Node cyclic = new NodeCodec.Node(1, null);
    cyclic.child = cyclic;
    WirebindException e =
        assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.toProto(cyclic));
    assertEquals(-1, e.offset());
    // the default allows 100 levels of nesting below the top message
    NodeCodec.INSTANCE.toProto(NodeCodec.chain(101));
    assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.toProto(NodeCodec.chain(102)));
    ProtoWriter w = new ProtoWriter().maxDepth(3);
    NodeCodec.INSTANCE.writeProto(NodeCodec.chain(4), w);
    w.reset();
    assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.writeProto(NodeCodec.chain(5), w));
    // the writer is usable again after reset
    w.reset();
    NodeCodec.INSTANCE.writeProto(NodeCodec.chain(4), w);
    assertEquals(4, NodeCodec.INSTANCE.fromProto(w.toByteArray()).depth());
    assertNull(NodeCodec.INSTANCE.fromProto(new byte[0]).child);
  }
}
