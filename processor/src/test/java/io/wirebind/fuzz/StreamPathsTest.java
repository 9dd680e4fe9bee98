package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.DelimitedReader;
import io.wirebind.JsonStreamReader;
import io.wirebind.Limits;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The round-trip corpus ({@link FuzzRoot} from pseudo-random data: every field type, recursion,
 * maps, value types, hierarchies, generics) through the stream and buffer paths, byte for byte
 * what the {@code byte[]} path gives; the saved fuzz inputs run through them in the fuzz targets.
 */
class StreamPathsTest {
  private static List<FuzzRoot> corpus() {
    List<FuzzRoot> values = new ArrayList<>();
    for (long seed = 0; seed < 200; seed++) {
      values.add(new FuzzedValues(new RandomDataProvider(seed, 2048)).message(FuzzRoot.class));
    }
    return values;
  }

  @Test
  void eachValueThroughEveryPath() {
    for (FuzzRoot v : corpus()) {
      byte[] json = StreamPaths.CODEC.toJson(v);
      StreamPaths.checkJson(json);
      byte[] proto;
      try {
        proto = StreamPaths.CODEC.toProto(v);
      } catch (io.wirebind.WirebindException e) {
        if (Fuzzing.protobufCannotHold(e)) {
          continue;
        }
        throw e;
      }
      StreamPaths.checkProto(proto);
      for (ByteBuffer out : List.of(ByteBuffer.allocate(json.length), ByteBuffer.allocateDirect(json.length))) {
        StreamPaths.CODEC.toJson(v, out);
        byte[] got = new byte[json.length];
        out.flip().get(got);
        assertArrayEquals(json, got);
      }
      ByteArrayOutputStream channeled = new ByteArrayOutputStream();
      try {
        StreamPaths.CODEC.toJson(v, Channels.newChannel(channeled));
        StreamPaths.CODEC.toProto(v, Channels.newChannel(channeled));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      byte[] both = new byte[json.length + proto.length];
      System.arraycopy(json, 0, both, 0, json.length);
      System.arraycopy(proto, 0, both, json.length, proto.length);
      assertArrayEquals(both, channeled.toByteArray());
      ByteBuffer p = ByteBuffer.allocateDirect(proto.length);
      StreamPaths.CODEC.toProto(v, p);
      byte[] got = new byte[proto.length];
      p.flip().get(got);
      assertArrayEquals(proto, got);
    }
  }

  @Test
  void theCorpusAsOneArrayAndOneDelimitedStream() throws IOException {
    List<FuzzRoot> values = new ArrayList<>();
    for (FuzzRoot v : corpus()) {
      try {
        StreamPaths.CODEC.toProto(v);
        values.add(v);
      } catch (io.wirebind.WirebindException e) {
        if (!Fuzzing.protobufCannotHold(e)) {
          throw e;
        }
      }
    }
    ByteArrayOutputStream array = new ByteArrayOutputStream();
    StreamPaths.CODEC.writeJsonArray(values, array);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (int i = 0; i < values.size(); i++) {
      expected.write(i == 0 ? '[' : ',');
      expected.write(StreamPaths.CODEC.toJson(values.get(i)));
    }
    expected.write(']');
    assertArrayEquals(expected.toByteArray(), array.toByteArray());
    ByteArrayOutputStream viaChannel = new ByteArrayOutputStream();
    StreamPaths.CODEC.writeJsonArray(values, Channels.newChannel(viaChannel));
    assertArrayEquals(expected.toByteArray(), viaChannel.toByteArray());
    // the byte[] path: the whole array in one JsonReader, decoded into one reused instance
    List<byte[]> whole = new ArrayList<>();
    StreamPaths.CODEC.readJsonArray(new io.wirebind.JsonReader().reset(array.toByteArray()), new FuzzRoot(),
        v -> whole.add(StreamPaths.CODEC.toJson(v)));
    List<byte[]> back = new ArrayList<>();
    JsonStreamReader.array(new StreamPaths.Trickle(array.toByteArray())).forEach(StreamPaths.CODEC, new FuzzRoot(),
        v -> back.add(StreamPaths.CODEC.toJson(v)));
    assertEquals(values.size(), back.size());
    for (int i = 0; i < values.size(); i++) {
      assertArrayEquals(whole.get(i), back.get(i), "element " + i);
    }

    ByteArrayOutputStream delimited = new ByteArrayOutputStream();
    StreamPaths.CODEC.writeDelimited(values, delimited);
    ByteArrayOutputStream delimitedViaChannel = new ByteArrayOutputStream();
    StreamPaths.CODEC.writeDelimited(values, Channels.newChannel(delimitedViaChannel));
    assertArrayEquals(delimited.toByteArray(), delimitedViaChannel.toByteArray());
    DelimitedReader r = new DelimitedReader(new StreamPaths.Trickle(delimited.toByteArray())).limits(Limits.DEFAULTS);
    FuzzRoot held = new FuzzRoot();
    FuzzRoot heldByBytes = new FuzzRoot();
    for (FuzzRoot v : values) {
      held = r.read(StreamPaths.CODEC, held);
      heldByBytes = StreamPaths.CODEC.readProto(new io.wirebind.ProtoReader().reset(StreamPaths.CODEC.toProto(v)), heldByBytes);
      assertArrayEquals(StreamPaths.CODEC.toProto(heldByBytes), StreamPaths.CODEC.toProto(held));
    }
    assertEquals(null, r.read(StreamPaths.CODEC, null));
  }
}
