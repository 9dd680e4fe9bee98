package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.annotation.JsonStyle;
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
      new ReadJsonOnly() {
        @Override
        public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
          return in.readLongArray(reuse, "values");
        }
      };

  @Test
  void fromJsonReusesTheThreadsReaderAndLetsGoOfTheInput() {
    JsonReader before = lentJsonReader();
    assertEquals(3, LONGS.fromJson(utf8("[1,2,3]")).length);
    assertEquals(2, LONGS.fromJson("[4,5]").length);
    JsonReader after = lentJsonReader();
    assertSame(before, after);
    assertEquals(0, after.buf.length, "the thread's reader still holds the last input");
  }

  @Test
  void aFailedDecodeReturnsTheReader() {
    JsonReader before = lentJsonReader();
    assertThrows(WirebindException.class, () -> LONGS.fromJson(utf8("[1,2,")));
    assertThrows(WirebindException.class, () -> LONGS.fromJson(utf8("[1,2] 3")));
    assertSame(before, lentJsonReader());
    assertEquals(3, LONGS.fromJson(utf8("[1,2,3]")).length); // and it reads from a clean state
  }

  @Test
  void aDecodeInsideADecodeGetsItsOwnReader() {
    Codec<long[]> nested =
        new ReadJsonOnly() {
          @Override
          public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
            // ["[1,2,3]",4]: the string is decoded as JSON while the outer reader is lent
            in.startArrayElements();
            long[] inner = LONGS.fromJson(in.readString());
            long last = in.nextElement() ? in.readLong() : -1;
            in.nextElement();
            long[] all = java.util.Arrays.copyOf(inner, inner.length + 1);
            all[inner.length] = last;
            return all;
          }
        };
    long[] values = nested.fromJson("[\"[1,2,3]\",4]");
    assertEquals(4, values.length);
    assertEquals(4, values[3]);
  }

  @Test
  void writersAreReusedAndNestedWritesGetTheirOwn() {
    Codec<NodeCodec.Node> wrapper =
        new ProtoOnlyCodec<>(NodeCodec.Node.class) {
          @Override
          public void writeProto(NodeCodec.Node value, ProtoWriter out) {
            out.writeTag(10);
            out.writeBytes(CODEC.toProto(value)); // borrows while the outer call holds a writer
          }

          @Override
          public NodeCodec.Node readProto(ProtoReader in, NodeCodec.Node reuse) {
            in.readTag();
            return CODEC.fromProto(in.readBytes());
          }

          @Override
          public NodeCodec.Node mergeProto(ProtoReader in, NodeCodec.Node target) {
            return readProto(in, target);
          }
        };
    ProtoWriter before = Lending.protoWriter();
    Lending.giveBack(before);
    assertEquals(5, wrapper.fromProto(wrapper.toProto(NodeCodec.chain(5))).depth());
    ProtoWriter after = Lending.protoWriter();
    Lending.giveBack(after);
    assertSame(before, after);
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

  @Test
  void aReaderGrownByAStringPastTheKeepLimitIsDropped() {
    Codec<long[]> stringLength =
        new ReadJsonOnly() {
          @Override
          public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
            return new long[] {in.readString().length()};
          }
        };
    JsonReader before = lentJsonReader();
    assertEquals(3, stringLength.fromJson(utf8("\"a\\nb\""))[0]); // small: the reader is kept
    assertSame(before, lentJsonReader());
    String escaped = "\\u00e9".repeat(Lending.KEEP_BYTES / 2 + 1); // decoded: scratch and chars grow
    assertEquals(Lending.KEEP_BYTES / 2 + 1, stringLength.fromJson(utf8("\"" + escaped + "\""))[0]);
    JsonReader next = lentJsonReader();
    assertNotSame(before, next);
    assertEquals(1, stringLength.fromJson(utf8("\"x\""))[0]);
    assertSame(next, lentJsonReader());
  }

  @Test
  void limitsSetForOneCallAreUndone() {
    byte[] nested = utf8("[[[1]]]");
    Codec<long[]> depth =
        new ReadJsonOnly() {
          @Override
          public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
            in.skipValue();
            return new long[0];
          }
        };
    WirebindException e =
        assertThrows(WirebindException.class, () -> depth.fromJson(nested, Limits.DEFAULTS.withMaxDepth(2)));
    assertTrue(e.getMessage().contains("maxDepth"), e.getMessage());
    JsonReader r = lentJsonReader();
    assertEquals(Limits.DEFAULTS.maxDepth(), r.maxDepth);
    assertEquals(false, r.customLimits);
    assertEquals(0, depth.fromJson(nested).length); // the defaults apply again
    assertEquals(0, depth.fromJson(java.nio.ByteBuffer.wrap(nested), Limits.DEFAULTS.withMaxDepth(3)).length);
    assertSame(r, lentJsonReader());
    assertEquals(Limits.DEFAULTS.maxDepth(), r.maxDepth);
  }

  @Test
  void streamAndDirectBufferDecodesBorrowTheThreadsArrayAndReader() throws Exception {
    JsonReader reader = lentJsonReader();
    Lending.Scratch scratch = Lending.scratch(0);
    Lending.giveBack(scratch);
    byte[] json = utf8("[1,2,3]");
    java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(json.length).put(json).flip();
    assertEquals(3, LONGS.fromJson(direct).length);
    assertEquals(3, LONGS.fromJson(new java.io.ByteArrayInputStream(json)).length);
    assertSame(reader, lentJsonReader());
    assertEquals(0, reader.buf.length, "the thread's reader still holds the last input");
    Lending.Scratch again = Lending.scratch(0);
    Lending.giveBack(again);
    assertSame(scratch, again);
  }

  @Test
  void aSlotServesOnlyItsOwnerAndIsTakenOverWhenItEnds() throws Exception {
    Object[] first = new Object[3];
    java.util.concurrent.CountDownLatch borrowed = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch end = new java.util.concurrent.CountDownLatch(1);
    Runnable borrowAndWait = () -> {
      first[0] = lentJsonReader();
      first[1] = Lending.inSlot();
      borrowed.countDown();
      try {
        end.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    };
    Thread a = new Thread(borrowAndWait);
    while ((a.getId() & (Lending.SLOT_COUNT - 1)) == (Thread.currentThread().getId() & (Lending.SLOT_COUNT - 1))) {
      a = new Thread(borrowAndWait); // not the slot of this thread, which holds it
    }
    a.start();
    borrowed.await();
    assertEquals(true, first[1], "a platform thread whose slot is free takes it");
    Object[] second = new Object[3];
    Thread b = sameSlot(a, () -> {
      second[0] = lentJsonReader();
      second[1] = Lending.inSlot();
      second[2] = lentJsonReader();
    });
    b.start();
    b.join();
    assertNotSame(first[0], second[0]);
    assertSame(second[0], second[2], "a thread whose slot another holds keeps its set in its ThreadLocal");
    assertEquals(false, second[1]);
    end.countDown();
    a.join();
    Object[] third = new Object[2];
    Thread c = sameSlot(a, () -> {
      third[0] = lentJsonReader();
      third[1] = Lending.inSlot();
    });
    c.start();
    c.join();
    assertEquals(true, third[1], "the slot of an ended thread is taken over");
    assertNotSame(first[0], third[0]);
  }

  /** A new thread running {@code task} whose id falls on the slot of {@code other}. */
  private static Thread sameSlot(Thread other, Runnable task) {
    while (true) {
      Thread t = new Thread(task);
      if ((t.getId() & (Lending.SLOT_COUNT - 1)) == (other.getId() & (Lending.SLOT_COUNT - 1))) {
        return t;
      }
    }
  }

  /** A codec of {@code long[]} that only reads JSON. */
  private abstract static class ReadJsonOnly extends Codec<long[]> {
    ReadJsonOnly() {
      super(long[].class);
    }

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
