package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.annotation.JsonStyle;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The per-thread readers and writers behind {@link Codec}'s conveniences: they are reused, let go
 * of the caller's input, survive errors, are not shared by nested calls, and are dropped once
 * grown large.
 */
class LendingTest {
  private static final NodeCodec CODEC = NodeCodec.INSTANCE;

  /** A codec of one JSON long array, read with the thread's reader through {@code fromJson}. */
  private static final Codec<long[]> LONGS =
      new Codec<>(long[].class) {
        @Override
        public void writeProto(long[] value, ProtoWriter out) {
          throw new UnsupportedOperationException();
        }

        @Override
        public long[] readProto(ProtoReader in, long[] reuse) {
          throw new UnsupportedOperationException();
        }

        @Override
        public long[] mergeProto(ProtoReader in, long[] target) {
          throw new UnsupportedOperationException();
        }

        @Override
        public void writeJson(long[] value, JsonWriter out, JsonStyle style) {
          throw new UnsupportedOperationException();
        }

        @Override
        public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
          return in.readLongArray(reuse, "values");
        }
      };

  @Test
  void fromProtoReusesTheThreadsReaderAndLetsGoOfTheInput() {
    ProtoReader before = lentProtoReader();
    byte[] bytes = CODEC.toProto(NodeCodec.chain(4));
    assertEquals(4, CODEC.fromProto(bytes).depth());
    assertEquals(4, CODEC.fromProto(ByteBuffer.wrap(bytes)).depth());
    ProtoReader after = lentProtoReader();
    assertSame(before, after);
    assertEquals(0, after.buf.length, "the thread's reader still holds the last input");
  }

  @Test
  void aFailedDecodeReturnsTheReader() {
    ProtoReader before = lentProtoReader();
    byte[] bytes = CODEC.toProto(NodeCodec.chain(3));
    byte[] cut = java.util.Arrays.copyOf(bytes, bytes.length - 1);
    assertThrows(WirebindException.class, () -> CODEC.fromProto(cut));
    assertSame(before, lentProtoReader());
    assertEquals(3, CODEC.fromProto(bytes).depth()); // and it reads from a clean state

    JsonReader json = lentJsonReader();
    assertThrows(WirebindException.class, () -> LONGS.fromJson(utf8("[1,2,")));
    assertSame(json, lentJsonReader());
    assertEquals(3, LONGS.fromJson(utf8("[1,2,3]")).length);
  }

  @Test
  void aDecodeInsideADecodeGetsItsOwnReader() {
    Codec<NodeCodec.Node> wrapper =
        new ProtoOnlyCodec<>(NodeCodec.Node.class) {
          @Override
          public void writeProto(NodeCodec.Node value, ProtoWriter out) {
            out.writeTag(10);
            out.writeBytes(CODEC.toProto(value));
          }

          @Override
          public NodeCodec.Node readProto(ProtoReader in, NodeCodec.Node reuse) {
            in.readTag();
            NodeCodec.Node inner = CODEC.fromProto(in.readBytes()); // while in is lent
            if (in.readTag() != 0) {
              throw new AssertionError("the outer reader moved");
            }
            return inner;
          }

          @Override
          public NodeCodec.Node mergeProto(ProtoReader in, NodeCodec.Node target) {
            return readProto(in, target);
          }
        };
    assertEquals(5, wrapper.fromProto(wrapper.toProto(NodeCodec.chain(5))).depth());
  }

  @Test
  void aReaderGrownPastTheKeepLimitIsDropped() {
    JsonReader before = lentJsonReader();
    assertSame(before, lentJsonReader());
    StringBuilder big = new StringBuilder("[0");
    for (int i = 1; i < Lending.KEEP_BYTES / 8 + 1; i++) {
      big.append(',').append(i);
    }
    long[] values = LONGS.fromJson(utf8(big.append(']').toString()));
    assertEquals(Lending.KEEP_BYTES / 8 + 1, values.length);
    assertNotSame(before, lentJsonReader());
  }

  private static ProtoReader lentProtoReader() {
    ProtoReader r = Lending.protoReader();
    Lending.giveBack(r);
    return r;
  }

  private static JsonReader lentJsonReader() {
    JsonReader r = Lending.jsonReader();
    Lending.giveBack(r);
    return r;
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
