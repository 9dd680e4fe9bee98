package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link DelimitedReader} and {@link Codec#writeDelimited}/{@link Codec#readDelimited}. */
class DelimitedStreamTest {

  /** Returns at most one byte per read, and counts the bytes handed out. */
  static final class TrickleStream extends InputStream {
    private final byte[] data;
    int at;

    TrickleStream(byte[] data) {
      this.data = data;
    }

    @Override
    public int read() {
      return at < data.length ? data[at++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) {
        return 0;
      }
      if (at >= data.length) {
        return -1;
      }
      b[off] = data[at++];
      return 1;
    }
  }

  private static List<NodeCodec.Node> messages(int count) {
    SplittableRandom r = new SplittableRandom(51);
    List<NodeCodec.Node> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      NodeCodec.Node n = NodeCodec.chain(1 + r.nextInt(i % 50 == 0 ? 60 : 4));
      n.value = r.nextInt() >> r.nextInt(32);
      out.add(n);
    }
    // an empty message (length 0) and a large one (multi-byte length prefix, > the 8 KiB buffer)
    out.add(new NodeCodec.Node());
    out.add(NodeCodec.chain(63));
    return out;
  }

  private static byte[] delimited(List<NodeCodec.Node> messages) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (NodeCodec.Node n : messages) {
      NodeCodec.INSTANCE.writeDelimited(n, out);
    }
    return out.toByteArray();
  }

  private static void assertSameNode(NodeCodec.Node expected, NodeCodec.Node actual) {
    assertEquals(expected.depth(), actual.depth());
    for (NodeCodec.Node a = expected, b = actual; a != null; a = a.child, b = b.child) {
      assertEquals(a.value, b.value);
    }
  }

  @Test
  void manyMessagesThroughAOneBytePerReadStream() throws IOException {
    List<NodeCodec.Node> messages = messages(2000);
    byte[] bytes = delimited(messages);
    DelimitedReader reader = new DelimitedReader(new TrickleStream(bytes));
    NodeCodec.Node reuse = new NodeCodec.Node();
    for (NodeCodec.Node n : messages) {
      NodeCodec.Node got = reader.read(NodeCodec.INSTANCE, reuse);
      assertSame(reuse, got);
      assertSameNode(n, got);
    }
    assertEquals(bytes.length, reader.position());
    assertNull(reader.read(NodeCodec.INSTANCE, null));
    assertNull(reader.read(NodeCodec.INSTANCE, null));
  }

  @Test
  void protobufJavaReadsWhatWriteDelimitedWrites() throws IOException {
    List<NodeCodec.Node> messages = messages(300);
    CodedInputStream in = CodedInputStream.newInstance(delimited(messages));
    for (NodeCodec.Node n : messages) {
      int len = in.readRawVarint32();
      byte[] body = in.readRawBytes(len);
      assertSameNode(n, NodeCodec.INSTANCE.fromProto(body));
    }
    assertTrue(in.isAtEnd());
  }

  @Test
  void codecReadDelimitedReadsOneMessageAtATime() throws IOException {
    List<NodeCodec.Node> messages = messages(500);
    byte[] bytes = delimited(messages);
    for (InputStream in : new InputStream[] {new ByteArrayInputStream(bytes), new TrickleStream(bytes)}) {
      for (NodeCodec.Node n : messages) {
        assertSameNode(n, NodeCodec.INSTANCE.readDelimited(in, null));
      }
      assertNull(NodeCodec.INSTANCE.readDelimited(in, null));
    }
    // the bytes after a message stay in the stream for the next reader
    ByteArrayInputStream in = new ByteArrayInputStream(bytes);
    NodeCodec.INSTANCE.readDelimited(in, null);
    DelimitedReader rest = new DelimitedReader(in);
    for (NodeCodec.Node n : messages.subList(1, messages.size())) {
      assertSameNode(n, rest.read(NodeCodec.INSTANCE, null));
    }
    assertNull(rest.read(NodeCodec.INSTANCE, null));
  }

  interface StreamRead {
    Object read(InputStream in) throws IOException;
  }

  private static final StreamRead[] READERS = {
    in -> new DelimitedReader(in).read(NodeCodec.INSTANCE, null),
    in -> NodeCodec.INSTANCE.readDelimited(in, null),
  };

  private static WirebindException fails(byte[] bytes, StreamRead read) {
    return assertThrows(WirebindException.class, () -> read.read(new TrickleStream(bytes)));
  }

  @Test
  void endOfStreamInsidePrefixOrMessage() {
    for (StreamRead read : READERS) {
      assertEquals(1, fails(new byte[] {(byte) 0x80}, read).offset());
      assertEquals(2, fails(new byte[] {(byte) 0x85, (byte) 0x80}, read).offset());
      WirebindException e = fails(new byte[] {5, 8, 1}, read);
      assertTrue(e.offset() >= 1 && e.offset() <= 3, e.getMessage());
      fails(new byte[] {(byte) 0x80, 1, 8, 1}, read);
    }
  }

  @Test
  void oversizedOrMalformedPrefix() {
    byte[][] prefixes = {
      {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08}, // 2^31: negative as an int
      {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F}, // 2^32 - 1
      {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01}, // six bytes
      {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07}, // 2^31 - 1, over the limit
      {(byte) 0x80, (byte) 0x80, (byte) 0x80, 0x40}, // 128 MiB, over the default 64 MiB
    };
    for (byte[] prefix : prefixes) {
      for (StreamRead read : READERS) {
        WirebindException e = fails(WireTestSupport.concat(prefix, new byte[10]), read);
        assertEquals(0, e.offset(), e.getMessage());
      }
    }
    // the limit is checked before the message is read (or its buffer allocated)
    DelimitedReader small = new DelimitedReader(new TrickleStream(new byte[] {11, 8, 1})).maxMessageSize(10);
    WirebindException e =
        assertThrows(WirebindException.class, () -> small.read(NodeCodec.INSTANCE, null));
    assertTrue(e.getMessage().contains("exceeds the limit"), e.getMessage());
    DelimitedReader exact = new DelimitedReader(new TrickleStream(new byte[] {2, 8, 1})).maxMessageSize(2);
    try {
      assertEquals(1, exact.read(NodeCodec.INSTANCE, null).value);
    } catch (IOException ex) {
      throw new AssertionError(ex);
    }
  }

  @Test
  void anOverLongMessageNamesTheSettingThatLimitsIt() {
    // a message of 2 bytes, then one whose prefix claims 11 at stream offset 3
    byte[] two = {2, 8, 1, 11, 8, 1};
    DelimitedReader bySize = new DelimitedReader(new ByteArrayInputStream(two)).maxMessageSize(10);
    WirebindException e = assertThrows(WirebindException.class, () -> {
      bySize.read(NodeCodec.INSTANCE, null);
      bySize.read(NodeCodec.INSTANCE, null);
    });
    assertEquals("message length 11 exceeds the limit of 10 bytes (DelimitedReader.maxMessageSize) (at byte 3)",
        e.getMessage());
    DelimitedReader byLimits =
        new DelimitedReader(new ByteArrayInputStream(two)).limits(Limits.DEFAULTS.withMaxInputSize(10));
    e = assertThrows(WirebindException.class, () -> {
      byLimits.read(NodeCodec.INSTANCE, null);
      byLimits.read(NodeCodec.INSTANCE, null);
    });
    assertEquals("message length 11 exceeds the limit of 10 bytes (Limits.maxInputSize) (at byte 3)",
        e.getMessage());
    // the setting applied last is named
    DelimitedReader limitsThenSize = new DelimitedReader(new ByteArrayInputStream(two))
        .limits(Limits.DEFAULTS.withMaxInputSize(100)).maxMessageSize(10);
    e = assertThrows(WirebindException.class, () -> {
      limitsThenSize.read(NodeCodec.INSTANCE, null);
      limitsThenSize.read(NodeCodec.INSTANCE, null);
    });
    assertTrue(e.getMessage().contains("(DelimitedReader.maxMessageSize)"), e.getMessage());
    // the default 64 MiB, by DelimitedReader and by Codec.readDelimited
    byte[] huge = {(byte) 0x80, (byte) 0x80, (byte) 0x80, 0x40, 8, 1}; // 128 MiB
    e = assertThrows(WirebindException.class,
        () -> new DelimitedReader(new ByteArrayInputStream(huge)).read(NodeCodec.INSTANCE, null));
    assertEquals("message length 134217728 exceeds the limit of 67108864 bytes (DelimitedReader.maxMessageSize)"
        + " (at byte 0)", e.getMessage());
    e = assertThrows(WirebindException.class,
        () -> NodeCodec.INSTANCE.readDelimited(new ByteArrayInputStream(huge), null));
    assertTrue(e.getMessage().contains("(DelimitedReader.maxMessageSize)"), e.getMessage());
  }

  @Test
  void errorInsideAMessageCarriesTheStreamOffset() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    NodeCodec.INSTANCE.writeDelimited(NodeCodec.chain(3), out); // 1 + 10 bytes
    out.write(new byte[] {4, 8, 1, 0, 0}); // field number 0 at message offset 2
    byte[] bytes = out.toByteArray();
    for (StreamRead read : READERS) {
      if (read == READERS[1]) {
        InputStream in = new TrickleStream(bytes);
        NodeCodec.INSTANCE.readDelimited(in, null);
        WirebindException e =
            assertThrows(WirebindException.class, () -> NodeCodec.INSTANCE.readDelimited(in, null));
        assertEquals(3, e.offset(), e.getMessage()); // counted from where this call started
      } else {
        DelimitedReader reader = new DelimitedReader(new TrickleStream(bytes));
        reader.read(NodeCodec.INSTANCE, null);
        WirebindException e =
            assertThrows(WirebindException.class, () -> reader.read(NodeCodec.INSTANCE, null));
        assertEquals(11 + 3, e.offset(), e.getMessage());
      }
    }
  }

  @Test
  void messagesLargerThanTheBufferGrowIt() throws IOException {
    // Node {value = i} plus an unknown bytes field of up to 100 KB, which the codec skips
    int[] sizes = {0, 1, 8000, 8190, 8191, 8192, 20_000, 3, 100_000, 5, 70_000};
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < sizes.length; i++) {
      int value = i + 1;
      byte[] filler = WireTestSupport.filled(sizes[i], i);
      byte[] body =
          WireTestSupport.coded(
              c -> {
                c.writeInt32(1, value);
                c.writeByteArray(7, filler);
              });
      byte[] prefix = WireTestSupport.coded(c -> c.writeUInt32NoTag(body.length));
      out.write(prefix);
      out.write(body);
    }
    byte[] bytes = out.toByteArray();
    for (InputStream in : new InputStream[] {new ByteArrayInputStream(bytes), new TrickleStream(bytes)}) {
      DelimitedReader reader = new DelimitedReader(in);
      for (int i = 0; i < sizes.length; i++) {
        assertEquals(i + 1, reader.read(NodeCodec.INSTANCE, null).value);
      }
      assertNull(reader.read(NodeCodec.INSTANCE, null));
      assertEquals(bytes.length, reader.position());
    }
    InputStream in = new ByteArrayInputStream(bytes);
    for (int i = 0; i < sizes.length; i++) {
      assertEquals(i + 1, NodeCodec.INSTANCE.readDelimited(in, null).value);
    }
    assertNull(NodeCodec.INSTANCE.readDelimited(in, null));
  }
}
