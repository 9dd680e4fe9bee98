package io.wirebind;

import static io.wirebind.WireTestSupport.coded;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code skipField} for every wire type, compared with protobuf-java's {@code skipField}. */
class ProtoSkipTest {
  static final int VARINT = 0, FIXED64 = 1, LENGTH = 2, START = 3, END = 4, FIXED32 = 5;

  /** A message with a field of every wire type, nested groups and multi-byte tags. */
  static void writeEveryWireType(CodedOutputStream c) throws IOException {
    c.writeInt32(11, -7);
    c.writeUInt64(12, Long.MIN_VALUE);
    c.writeFixed64(3, 42);
    c.writeString(4, "h\u00E9llo \uD83D\uDE00");
    c.writeBytes(5, com.google.protobuf.ByteString.copyFrom(new byte[300]));
    c.writeFixed32(6, -1);
    c.writeTag(7, START);
    c.writeInt32(1, 5);
    c.writeTag(8, START);
    c.writeString(2, "inner");
    c.writeTag(8, END);
    c.writeTag(8, START); // the same number nested in itself
    c.writeTag(8, START);
    c.writeTag(8, END);
    c.writeTag(8, END);
    c.writeFixed64(3, 1);
    c.writeTag(7, END);
    c.writeTag(2000, START); // two-byte tags
    c.writeSInt64(2001, -1);
    c.writeTag(2000, END);
    c.writeInt32((1 << 29) - 1, 1); // five-byte tag
    c.writeTag(9, START); // empty group
    c.writeTag(9, END);
  }

  @Test
  void skipsEveryWireTypeLikeProtobufJava() throws IOException {
    byte[] bytes = coded(ProtoSkipTest::writeEveryWireType);
    byte[] withSentinel = WireTestSupport.concat(bytes, coded(c -> c.writeInt32(15, 12345)));
    ProtoReader r = new ProtoReader().reset(withSentinel);
    CodedInputStream theirs = CodedInputStream.newInstance(withSentinel);
    int fields = 0;
    while (true) {
      int tag = r.readTag();
      assertEquals(theirs.readTag(), tag);
      if (tag == 15 << 3) {
        assertEquals(12345, r.readInt32());
        break;
      }
      r.skipField(tag);
      theirs.skipField(tag);
      assertEquals(theirs.getTotalBytesRead(), r.position());
      fields++;
    }
    assertEquals(10, fields);
    assertEquals(0, r.readTag());
  }

  @Test
  void unknownFieldsInsideANestedMessageAreSkipped() {
    // Node {value = 3, [every wire type as unknown fields], child = Node {value = 4}}
    byte[] unknown = coded(ProtoSkipTest::writeEveryWireType);
    byte[] child = coded(c -> c.writeInt32(1, 4));
    byte[] bytes =
        coded(
            c -> {
              c.writeInt32(1, 3);
              c.writeRawBytes(unknown);
              c.writeByteArray(2, child);
              c.writeRawBytes(unknown);
            });
    NodeCodec.Node n = NodeCodec.INSTANCE.fromProto(bytes);
    assertEquals(3, n.value);
    assertEquals(4, n.child.value);
  }

  private static WirebindException skipFails(byte[] bytes) {
    ProtoReader r = new ProtoReader().reset(bytes);
    return assertThrows(
        WirebindException.class,
        () -> {
          for (int tag = r.readTag(); tag != 0; tag = r.readTag()) {
            r.skipField(tag);
          }
        });
  }

  @Test
  void mismatchedEndGroupIsAnError() {
    byte[] bytes = coded(c -> {
      c.writeTag(1, START);
      c.writeInt32(3, 1);
      c.writeTag(2, END);
    });
    WirebindException e = skipFails(bytes);
    assertTrue(e.offset() >= 2 && e.offset() <= 5, e.getMessage());
    // the inner group closed by the outer's end tag
    bytes = coded(c -> {
      c.writeTag(1, START);
      c.writeTag(2, START);
      c.writeTag(1, END);
      c.writeTag(2, END);
    });
    skipFails(bytes);
  }

  @Test
  void endGroupWithoutStart() {
    assertEquals(0, skipFails(new byte[] {(byte) (1 << 3 | END)}).offset());
    assertEquals(2, skipFails(new byte[] {8, 1, (byte) 0x84, 0x01}).offset()); // field 16
  }

  @Test
  void invalidWireTypes() {
    for (int wt = 6; wt <= 7; wt++) {
      assertEquals(0, skipFails(new byte[] {(byte) (1 << 3 | wt), 0, 0, 0, 0, 0, 0, 0, 0}).offset());
      // field 16: a two-byte tag after a one-byte field
      assertEquals(2, skipFails(new byte[] {8, 1, (byte) (0x80 | wt), 0x01, 0, 0, 0, 0}).offset());
    }
  }

  @Test
  void truncatedGroups() {
    byte[] bytes = coded(c -> {
      c.writeTag(1, START);
      c.writeInt32(2, 1);
      c.writeTag(3, START);
      c.writeInt32(2, 1);
      c.writeTag(3, END);
      c.writeTag(1, END);
    });
    for (int k = 1; k < bytes.length; k++) {
      ProtoReader r = new ProtoReader().reset(bytes, 0, k);
      int tag = r.readTag();
      WirebindException e = assertThrows(WirebindException.class, () -> r.skipField(tag));
      assertTrue(e.offset() >= 0 && e.offset() <= k, e.getMessage());
    }
  }

  @Test
  void truncatedFixedAndLengthDelimitedValues() {
    for (int tag : new int[] {1 << 3 | FIXED64, 1 << 3 | FIXED32, 1 << 3 | LENGTH, 1 << 3 | VARINT}) {
      byte[] bytes = {(byte) tag, (byte) 0x83, 0, 0};
      WirebindException e = skipFails(bytes);
      assertTrue(e.offset() >= 1 && e.offset() <= bytes.length, e.getMessage());
    }
  }

  /** What skipping a whole input leads to: the end, or a failure; and where. */
  private record Outcome(boolean ok, int position) {}

  private static Outcome skipAllOurs(byte[] b) {
    ProtoReader r = new ProtoReader().reset(b);
    try {
      for (int tag = r.readTag(); tag != 0; tag = r.readTag()) {
        if ((tag & 7) == END) {
          return new Outcome(true, -1); // protobuf-java stops here without an error
        }
        r.skipField(tag);
      }
      return new Outcome(true, r.position());
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= b.length, e.getMessage());
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("^length (\\d+) exceeds").matcher(e.getMessage());
      if (m.find() && Long.compareUnsigned(Long.parseUnsignedLong(m.group(1)), 1L << 32) >= 0) {
        return null; // protobuf-java keeps the low 32 bits of such a length; we reject it
      }
      return new Outcome(false, -1);
    }
  }

  private static Outcome skipAllTheirs(byte[] b) {
    CodedInputStream in = CodedInputStream.newInstance(b);
    try {
      for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
        if ((tag & 7) == END) {
          return new Outcome(true, -1);
        }
        in.skipField(tag);
      }
      return new Outcome(true, in.getTotalBytesRead());
    } catch (IOException e) {
      return new Outcome(false, -1);
    }
  }

  @Test
  void skippingCorruptedInputAgreesWithProtobufJava() throws IOException {
    byte[] bytes = coded(ProtoSkipTest::writeEveryWireType);
    java.util.SplittableRandom r = new java.util.SplittableRandom(61);
    int compared = 0;
    for (int i = 0; i < 50_000; i++) {
      byte[] b = bytes.clone();
      for (int j = 1 + r.nextInt(3); j > 0; j--) {
        b[r.nextInt(b.length)] = (byte) r.nextInt(256);
      }
      if (r.nextInt(3) == 0) {
        b = java.util.Arrays.copyOf(b, r.nextInt(b.length));
      }
      byte[] input = b;
      Outcome ours = skipAllOurs(input);
      if (ours == null) {
        continue;
      }
      Outcome theirs = skipAllTheirs(input);
      assertEquals(theirs, ours, () -> ProtoStringTest.hex(input));
      compared++;
    }
    assertTrue(compared > 40_000);
  }
}
