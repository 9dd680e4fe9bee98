package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.WireFormat;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.api.Test;

/**
 * Malformed input through the generated decoders: every failure is a {@link WirebindException}
 * with an offset, never another throwable, and Wirebind rejects what protobuf-java rejects.
 */
class MalformedInputTest {
  static final Class<?>[] MESSAGES = Diff.MESSAGES;

  /** Every prefix of a message: Wirebind accepts exactly the prefixes protobuf-java accepts. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void truncatedAtEveryByte(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Message prototype = ProtoConverter.prototype(type);
    int[] done = {0};
    Diff.forRandom(type, "truncated", 200, (i, x, r) -> {
      byte[] bytes = codec.toProto(x);
      if (done[0] >= 20 || bytes.length > 6000) {
        return;
      }
      done[0]++;
      for (int n = 0; n < bytes.length; n++) {
        byte[] prefix = java.util.Arrays.copyOf(bytes, n);
        Diff.sameVerdict(codec, prototype, prefix);
      }
    });
    assertEquals(20, done[0]);
  }

  /** A length prefix larger than what remains, for every length-delimited field. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  void forgedLengths(Class<?> type) {
    Codec<?> codec = Diff.codec(type);
    Descriptor d = ProtoConverter.prototype(type).getDescriptorForType();
    long[] lengths = {4, 5, 1000, Integer.MAX_VALUE, 0xFFFFFFFFL, 0x80000000L, -1L, Long.MIN_VALUE};
    int cases = 0;
    for (FieldDescriptor fd : d.getFields()) {
      if (!lengthDelimited(fd)) {
        continue;
      }
      for (long length : lengths) {
        byte[] bytes = WireScrambler.write(out -> {
          out.writeTag(fd.getNumber(), WireFormat.WIRETYPE_LENGTH_DELIMITED);
          out.writeUInt64NoTag(length);
          out.writeRawBytes(new byte[] {8, 1, 16});
        });
        expectFailure(codec, bytes);
        cases++;
      }
    }
    assertTrue(cases > 0 || type == Scalars.class || type == Empty.class);
  }

  /** Varints of eleven bytes: as a value, as a tag, as a length, in a packed run. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  void elevenByteVarints(Class<?> type) {
    Codec<?> codec = Diff.codec(type);
    Descriptor d = ProtoConverter.prototype(type).getDescriptorForType();
    byte[] eleven = {(byte) 0x81, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80,
        (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01};
    expectFailure(codec, eleven); // as the first tag
    expectFailure(codec, Diff.concat(new byte[] {(byte) 0xF8, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF}, eleven));
    for (FieldDescriptor fd : d.getFields()) {
      if (wireType(fd) == WireFormat.WIRETYPE_VARINT) {
        expectFailure(codec, Diff.concat(tag(fd.getNumber(), WireFormat.WIRETYPE_VARINT), eleven));
      }
      if (lengthDelimited(fd)) {
        expectFailure(codec, Diff.concat(tag(fd.getNumber(), 2), eleven, new byte[] {0}));
      }
      if (fd.isRepeated() && !fd.isMapField() && wireType(fd) == WireFormat.WIRETYPE_VARINT) {
        expectFailure(codec, Diff.concat(tag(fd.getNumber(), 2), new byte[] {12, 1}, eleven));
        expectFailure(codec, Diff.concat(tag(fd.getNumber(), 2), new byte[] {11}, eleven));
      }
    }
  }

  /** A known field number arriving with a wire type its type cannot have is an error. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  void wrongWireTypeForKnownField(Class<?> type) {
    Codec<?> codec = Diff.codec(type);
    Descriptor d = ProtoConverter.prototype(type).getDescriptorForType();
    for (FieldDescriptor fd : d.getFields()) {
      for (int wt = 0; wt < 8; wt++) {
        boolean accepted = wt == wireType(fd)
            || fd.isRepeated() && !fd.isMapField() && fd.isPackable() && wt == 2;
        if (!accepted) {
          expectFailure(codec, Diff.concat(tag(fd.getNumber(), wt), payload(wt, fd.getNumber())));
        }
      }
    }
    // unknown numbers with wire types 6 and 7, and a lone end-group
    expectFailure(codec, new byte[] {(byte) 0xFE, (byte) 0xFF, 0x03, 0});
    expectFailure(codec, new byte[] {(byte) 0xFF, (byte) 0xFF, 0x03, 0});
    expectFailure(codec, new byte[] {(byte) 0xFC, (byte) 0xFF, 0x03});
  }

  @Test
  void int32FieldArrivingLengthDelimited() {
    // Scalars.i32 is field 1, int32; here it arrives as a two-byte string
    WirebindException e = assertThrows(WirebindException.class,
        () -> Diff.codec(Scalars.class).fromProto(new byte[] {10, 2, 'h', 'i'}));
    assertTrue(e.offset() >= 0, e::toString);
  }

  /** 100,000 nested messages or groups: a depth error, not a StackOverflowError. */
  @Test
  void hundredThousandNestedMessages() {
    int depth = 100_000;
    Codec<Tree> tree = Diff.codec(Tree.class);
    expectFailure(tree, nested(depth, 3)); // left.left.left...
    expectFailure(tree, nested(depth, 4)); // children[0].children[0]...
    byte[] groups = new byte[depth * 2];
    for (int i = 0; i < depth; i++) {
      groups[i] = (byte) 0xAB; // start group 21
      groups[depth * 2 - 1 - i] = (byte) 0xAC; // end group 21
    }
    for (Class<?> type : Diff.MESSAGES) {
      expectFailure(Diff.codec(type), groups);
    }
    // shallow enough: the same as protobuf-java
    byte[] ok = nested(ProtoReader.DEFAULT_MAX_DEPTH - 1, 3);
    Diff.sameVerdict(tree, ProtoConverter.prototype(Tree.class), ok);
    assertFalse(Diff.decodeOrWirebindException(tree, ok) instanceof WirebindException);
  }

  /** Random corruptions of valid messages: decoded or rejected, and never more leniently than protobuf-java. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void corruptedMessages(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Message prototype = ProtoConverter.prototype(type);
    Diff.forRandom(type, "corrupt", Diff.INSTANCES, (i, x, r) -> {
      byte[] bytes = codec.toProto(x);
      for (int k = 0; k < 5; k++) {
        byte[] bad = corrupt(bytes, r.random());
        Object wb = Diff.decodeOrWirebindException(codec, bad);
        if (!(wb instanceof WirebindException)) {
          try {
            Diff.parse(prototype, bad);
          } catch (InvalidProtocolBufferException e) {
            throw new AssertionError("Wirebind accepted " + HexFormat.of().formatHex(bad)
                + ", which protobuf-java rejects: " + e, e);
          }
        }
      }
    });
  }

  // ---- helpers ----

  private static void expectFailure(Codec<?> codec, byte[] bytes) {
    Object result = Diff.decodeOrWirebindException(codec, bytes);
    if (!(result instanceof WirebindException)) {
      throw new AssertionError(codec + " accepted " + HexFormat.of().formatHex(bytes));
    }
  }

  private static boolean lengthDelimited(FieldDescriptor fd) {
    return wireType(fd) == WireFormat.WIRETYPE_LENGTH_DELIMITED
        || fd.isRepeated() && fd.isPackable();
  }

  /** The wire type of one (unpacked) value of {@code fd}. */
  private static int wireType(FieldDescriptor fd) {
    return fd.getLiteType().getWireType();
  }

  private static byte[] tag(int number, int wireType) {
    return WireScrambler.write(out -> out.writeUInt32NoTag((number << 3) | wireType));
  }

  /** A well-formed value of wire type {@code wt} (what an unknown field of it would hold). */
  private static byte[] payload(int wt, int number) {
    return switch (wt) {
      case 0 -> new byte[] {1};
      case 1 -> new byte[8];
      case 2 -> new byte[] {1, 0};
      case 3 -> tag(number, 4);
      case 5 -> new byte[4];
      default -> new byte[0];
    };
  }

  /**
   * {@code depth} Tree messages each holding the next in field {@code number} (3 = left, 4 =
   * children), written outside in.
   */
  private static byte[] nested(int depth, int number) {
    int[] inner = new int[depth + 1]; // inner[k]: size of the message at nesting k from the bottom
    for (int k = 1; k <= depth; k++) {
      inner[k] = inner[k - 1] + 1 + CodedOutputStream.computeUInt32SizeNoTag(inner[k - 1]);
    }
    return WireScrambler.write(out -> {
      for (int k = depth - 1; k >= 0; k--) {
        out.writeTag(number, WireFormat.WIRETYPE_LENGTH_DELIMITED);
        out.writeUInt32NoTag(inner[k]);
      }
    });
  }

  private static byte[] corrupt(byte[] bytes, Random r) {
    List<Byte> b = new ArrayList<>();
    for (byte x : bytes) {
      b.add(x);
    }
    int edits = 1 + r.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = b.isEmpty() ? 0 : r.nextInt(b.size());
      switch (r.nextInt(4)) {
        case 0 -> {
          if (!b.isEmpty()) {
            b.set(at, (byte) r.nextInt(256));
          }
        }
        case 1 -> b.add(at, (byte) r.nextInt(256));
        case 2 -> {
          if (!b.isEmpty()) {
            b.remove(at);
          }
        }
        default -> {
          if (!b.isEmpty()) {
            b.set(at, (byte) (b.get(at) ^ (1 << r.nextInt(8))));
          }
        }
      }
    }
    byte[] out = new byte[b.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.get(i);
    }
    return out;
  }
}
