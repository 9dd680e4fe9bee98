package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** {@link ProtoReader#reset(ByteBuffer)} over heap, sliced, read-only and direct buffers. */
class ProtoReaderByteBufferTest {
  /** Node{value = 5, child = Node{value = 6}} followed by a tag with field number 0. */
  private static final byte[] MESSAGE = {8, 5, 18, 2, 8, 6, 0};

  private static ByteBuffer[] buffers() {
    byte[] big = new byte[64];
    java.util.Arrays.fill(big, (byte) 0xFF);
    System.arraycopy(MESSAGE, 0, big, 20, MESSAGE.length);
    // a slice: arrayOffset 5; then position 15 within it
    ByteBuffer sliced = ByteBuffer.wrap(big, 5, 50).slice();
    sliced.position(15).limit(15 + MESSAGE.length);
    ByteBuffer heap = ByteBuffer.wrap(big);
    heap.position(20).limit(20 + MESSAGE.length);
    ByteBuffer readOnly = heap.asReadOnlyBuffer();
    ByteBuffer direct = ByteBuffer.allocateDirect(64);
    direct.put(big).position(20).limit(20 + MESSAGE.length);
    ByteBuffer directSlice = direct.slice();
    return new ByteBuffer[] {sliced, heap, readOnly, direct, directSlice};
  }

  @Test
  void readsTheRemainingBytesAndReportsOffsetsFromTheirStart() {
    for (ByteBuffer b : buffers()) {
      int position = b.position();
      ProtoReader r = new ProtoReader().reset(b);
      assertEquals(0, r.position());
      assertEquals(8, r.readTag());
      assertEquals(5, r.readInt32());
      assertEquals(18, r.readTag());
      int old = r.enter();
      assertEquals(8, r.readTag());
      assertEquals(6, r.readInt32());
      assertEquals(0, r.readTag());
      r.leave(old);
      assertEquals(6, r.position());
      WirebindException e = assertThrows(WirebindException.class, r::readTag);
      assertEquals(6, e.offset(), e.getMessage());
      assertEquals(position, b.position(), "the buffer's position is not moved");
      // through the codec too
      e = assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(b));
      assertEquals(6, e.offset());
    }
  }

  @Test
  void truncatedBufferDoesNotReadPastItsLimit() {
    for (ByteBuffer b : buffers()) {
      b.limit(b.position() + 5); // ends inside the child message
      WirebindException e =
          assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.fromProto(b));
      assertEquals(3, e.offset(), e.getMessage()); // the child's length prefix
      b.limit(b.position() + 6);
      NodeCodec.Node n = NodeCodec.INSTANCE.fromProto(b);
      assertEquals(6, n.child.value);
    }
  }

  @Test
  void oneReaderOverManyDirectBuffersOfGrowingSize() {
    ProtoReader r = new ProtoReader();
    for (int depth = 1; depth < 60; depth += 3) {
      byte[] bytes = NodeCodec.INSTANCE.toProto(NodeCodec.chain(depth));
      ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3);
      direct.position(3);
      direct.put(bytes).position(3);
      assertEquals(depth, NodeCodec.INSTANCE.readProto(r.reset(direct), null).depth());
      assertTrue(r.isAtEnd());
    }
  }
}
