package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.protobuf.CodedInputStream;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import java.io.IOException;
import java.util.ArrayDeque;

/**
 * Fuzzes {@link ProtoReader}'s primitives: a script of operations (taken from the front of the
 * input) runs over the wire bytes (the rest), entering and leaving nested regions and packed runs
 * as the script says. Checked: only {@link WirebindException}s escape, with an offset inside the
 * input; bounded allocation and time when fuzzing (see {@link Hostile}); and scalar values agree
 * with protobuf-java's {@link CodedInputStream} whenever both accept the same bytes.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl runtime -am test
 * -Dtest=ProtoReaderFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ProtoReaderFuzzTest {
  private final ProtoReader reader = new ProtoReader().maxDepth(8);

  @FuzzTest(maxDuration = "10m")
  void primitives(FuzzedDataProvider data) {
    int ops = data.consumeInt(0, 64);
    byte[] script = data.consumeBytes(ops);
    byte[] wire = data.consumeRemainingAsBytes();
    Hostile.decode(wire.length, () -> run(script, wire));
  }

  @FuzzTest(maxDuration = "10m")
  void agreesWithProtobufJava(byte[] wire) {
    Hostile.decode(wire.length, () -> compare(wire));
  }

  private void run(byte[] script, byte[] wire) {
    ProtoReader in = reader.reset(wire);
    ArrayDeque<Integer> limits = new ArrayDeque<>();
    ArrayDeque<Boolean> packed = new ArrayDeque<>();
    int tag = 8;
    int[] ints = null;
    long[] longs = null;
    double[] doubles = null;
    float[] floats = null;
    boolean[] bools = null;
    // elements filled in each array, as a generated decoder tracks them (in.filled() after a read)
    int nInts = 0;
    int nLongs = 0;
    int nDoubles = 0;
    int nFloats = 0;
    int nBools = 0;
    for (byte op : script) {
      boolean append = (op & 0x40) != 0;
      switch ((op & 0x3F) % 28) {
        case 0 -> tag = nonZero(in.readTag());
        case 1 -> in.readVarint32();
        case 2 -> in.readVarint64();
        case 3 -> in.readSInt32();
        case 4 -> in.readSInt64();
        case 5 -> in.readFixed32();
        case 6 -> in.readFixed64();
        case 7 -> in.readDouble();
        case 8 -> in.readBool();
        case 9 -> in.readString();
        case 10 -> in.readBytes();
        case 11 -> in.skipField(tag);
        case 12 -> {
          limits.push(in.enter());
          packed.push(false);
        }
        case 13 -> {
          limits.push(in.beginPacked());
          packed.push(true);
        }
        case 14 -> {
          if (!limits.isEmpty()) {
            int old = limits.pop();
            if (packed.pop()) {
              in.endPacked(old);
            } else {
              in.leave(old);
            }
          }
        }
        case 15 -> {
          doubles = in.readPackedDoubles(doubles, append ? nDoubles : 0, "f");
          nDoubles = in.filled();
        }
        case 16 -> {
          floats = in.readPackedFloats(floats, append ? nFloats : 0, "f");
          nFloats = in.filled();
        }
        case 17 -> {
          ints = in.readPackedFixed32s(ints, append ? nInts : 0, "f");
          nInts = in.filled();
        }
        case 18 -> {
          longs = in.readPackedFixed64s(longs, append ? nLongs : 0, "f");
          nLongs = in.filled();
        }
        case 19 -> {
          ints = in.readPackedVarint32s(ints, append ? nInts : 0, "f", (op & 0x80) != 0);
          nInts = in.filled();
        }
        case 20 -> {
          longs = in.readPackedVarint64s(longs, append ? nLongs : 0, "f", (op & 0x80) != 0);
          nLongs = in.filled();
        }
        case 21 -> {
          bools = in.readPackedBools(bools, append ? nBools : 0, "f");
          nBools = in.filled();
        }
        case 22 -> {
          ints = in.readUnpackedInts(ints, append ? nInts : 0, "f", tag, (op & 0x80) != 0 ? 1 : 2);
          nInts = in.filled();
        }
        case 23 -> {
          longs = in.readUnpackedLongs(longs, append ? nLongs : 0, "f", tag, (op & 0x80) != 0 ? 0 : 2);
          nLongs = in.filled();
        }
        case 24 -> {
          doubles = in.readUnpackedDoubles(doubles, append ? nDoubles : 0, "f", tag);
          nDoubles = in.filled();
        }
        case 25 -> {
          bools = in.readUnpackedBools(bools, append ? nBools : 0, "f", tag);
          nBools = in.filled();
        }
        case 26 -> in.nextTagIs(tag);
        default -> {
          // skip fields to the end of the current region, as a decoder of an unknown message does
          for (int t = in.readTag(); t != 0; t = in.readTag()) {
            in.skipField(t);
          }
        }
      }
      if (in.position() < 0 || in.position() > wire.length) {
        throw new AssertionError("position " + in.position() + " outside the input");
      }
    }
  }

  private static int nonZero(int tag) {
    return tag == 0 ? 8 : tag;
  }

  /** Reads the input as a run of fields with both readers, comparing every value. */
  private void compare(byte[] wire) {
    ProtoReader in = reader.reset(wire);
    CodedInputStream pb = CodedInputStream.newInstance(wire);
    while (true) {
      int tag;
      try {
        tag = in.readTag();
      } catch (WirebindException e) {
        return; // protobuf-java has its own opinion of invalid tags; values matter here
      }
      int pbTag = read(pb::readTag);
      if (tag == 0) {
        return;
      }
      assertEquals(tag, pbTag, "tag");
      int number = tag >>> 3;
      switch (tag & 7) {
        case 0 -> {
          if ((number & 1) == 0) {
            int at = in.position();
            long ours = in.readSInt64();
            if (in.position() - at == 10 && (wire[at + 9] & 1) == 0) {
              // a non-canonical ten-byte varint whose tenth byte has bit 0 clear: bit 63 is 0, as
              // the encoding defines and protobuf-java's own slow path reads it, but its array
              // fast path only checks that the tenth byte ends the varint and keeps bit 63 set
              ours ^= 1L << 62; // bit 63 of the varint is bit 62 once zigzag-decoded
            }
            assertEquals(ours, (long) read(pb::readSInt64), "sint64");
          } else {
            assertEquals(in.readInt32(), (int) read(pb::readInt32), "int32");
          }
        }
        // Wirebind reads first: protobuf-java must then accept what it accepted
        case 1 -> assertEquals(in.readFixed64(), (long) read(pb::readRawLittleEndian64), "fixed64");
        case 5 -> assertEquals(in.readFixed32(), (int) read(pb::readRawLittleEndian32), "fixed32");
        case 2 -> {
          if ((number & 1) == 0) {
            String s = in.readString();
            assertEquals(s, read(pb::readStringRequireUtf8), "string");
          } else {
            byte[] b = in.readBytes();
            assertArrayEquals(b, read(pb::readByteArray), "bytes");
          }
        }
        default -> {
          in.skipField(tag);
          read(() -> pb.skipField(tag));
          assertEquals(pb.getTotalBytesRead(), in.position(), "position after skipping");
        }
      }
    }
  }

  private interface Read<T> {
    T get() throws IOException;
  }

  /** A protobuf-java read that must succeed, since Wirebind accepted the same bytes first. */
  private static <T> T read(Read<T> read) {
    try {
      return read.get();
    } catch (IOException e) {
      throw new AssertionError("protobuf-java rejects what Wirebind accepted", e);
    }
  }
}
