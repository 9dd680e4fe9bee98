package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** The convenience methods of {@link Codec}, exercised through a hand-written codec. */
class CodecConveniencesTest {
  private static final NodeCodec CODEC = NodeCodec.INSTANCE;

  @Test
  void toProtoAndBack() {
    NodeCodec.Node n = NodeCodec.chain(5);
    byte[] bytes = CODEC.toProto(n);
    // the borrowed writer is returned and reset: a second call gives the same bytes
    assertArrayEquals(bytes, CODEC.toProto(n));
    assertEquals(5, CODEC.fromProto(bytes).depth());
    ProtoWriter w = new ProtoWriter();
    w.writeRawByte(0x55);
    CODEC.toProto(n, w); // resets first
    assertArrayEquals(bytes, w.toByteArray());
    assertEquals(5, CODEC.fromProto(ByteBuffer.wrap(bytes)).depth());
  }

  @Test
  void nestedToProtoInsideWriteProtoUsesItsOwnWriter() {
    Codec<NodeCodec.Node> reentrant =
        new Codec<>(NodeCodec.Node.class) {
          @Override
          public void writeProto(NodeCodec.Node value, ProtoWriter out) {
            byte[] inner = CODEC.toProto(value); // borrows while the outer call holds a writer
            out.writeTag(18);
            out.writeBytes(inner);
          }

          @Override
          public NodeCodec.Node readProto(ProtoReader in, NodeCodec.Node reuse) {
            in.readTag();
            return in.readMessage(CODEC, reuse);
          }

          @Override
          public NodeCodec.Node mergeProto(ProtoReader in, NodeCodec.Node target) {
            return readProto(in, target);
          }
        };
    NodeCodec.Node n = NodeCodec.chain(3);
    assertEquals(3, reentrant.fromProto(reentrant.toProto(n)).depth());
  }

  @Test
  void fromProtoSliceReportsOffsetsFromTheSliceStart() {
    byte[] bytes = CODEC.toProto(NodeCodec.chain(2));
    byte[] big = new byte[bytes.length + 10];
    System.arraycopy(bytes, 0, big, 4, bytes.length);
    assertEquals(2, CODEC.fromProto(big, 4, bytes.length).depth());
    big[4 + bytes.length - 2] = 0; // the inner value's tag becomes field number 0
    WirebindException e =
        assertThrows(WirebindException.class, () -> CODEC.fromProto(big, 4, bytes.length));
    assertEquals(bytes.length - 2, e.offset());
  }

  @Test
  void mergeAndDefaults() {
    NodeCodec.Node target = new NodeCodec.Node(7, null);
    NodeCodec.Node merged = CODEC.mergeProto(CODEC.toProto(NodeCodec.chain(2)), target);
    assertSame(target, merged);
    assertEquals(1, merged.value);
    assertEquals(2, merged.child.value);
    NodeCodec.Node d = CODEC.newDefault();
    assertEquals(0, d.value);
    assertNull(d.child);
    assertNotSame(d, CODEC.newDefault());
    assertTrue(CODEC.toString().contains(NodeCodec.Node.class.getName()));
  }

  @Test
  void delimitedErrorsSayWhereInTheStream() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CODEC.writeDelimited(NodeCodec.chain(1), out); // 3 bytes
    out.write(new byte[] {3, 8, 1, 7});
    DelimitedReader reader = new DelimitedReader(new ByteArrayInputStream(out.toByteArray()));
    reader.read(CODEC, null);
    WirebindException e = assertThrows(WirebindException.class, () -> reader.read(CODEC, null));
    assertEquals(6, e.offset());
    assertEquals(
        "invalid tag 7: field number 0, in the message at stream offset 4 (at byte 6)", e.getMessage());
  }
}
