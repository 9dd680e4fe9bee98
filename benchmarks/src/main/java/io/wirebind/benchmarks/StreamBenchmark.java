package io.wirebind.benchmarks;

import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.Item;
import io.wirebind.benchmarks.model.ItemList;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Decoding one JSON document of about 1 KB and about 1 MB (an {@link ItemList}, as in {@link
 * ObjectListBenchmark}, of 50 or 44,000 items) from an {@code InputStream}: Wirebind's {@code
 * codec.fromJson(in)}, DSL-JSON's stream API ({@code deserialize(Class, InputStream)}) and Jackson's
 * {@code readValue(InputStream, Class)}; and from a direct {@code ByteBuffer} against the {@code
 * byte[]} path, in JSON and protobuf. Each stream is a new {@code ByteArrayInputStream} over the
 * same bytes (one small object per operation for every library). {@code wirebindStreamUnsized}
 * reads the same stream behind a wrapper whose {@code available()} is 0, as a socket's may be
 * (Wirebind sizes its array from {@code available()}; DSL-JSON and Jackson do not ask). {@code
 * jacksonBytes} and {@code dslJsonBytes} decode the same document from the {@code byte[]}, so each
 * library's stream path can be told apart from its {@code byte[]} path.
 * {@link #setup} checks that every method decodes the document Wirebind encoded.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class StreamBenchmark {
  /** Items per document: 50 (about 1 KB of JSON) or 44,000 (about 1 MB). */
  @Param({"50", "44000"})
  public int items;

  private final Codec<ItemList> codec = Wirebind.codec(ItemList.class);
  private final ObjectMapper jackson = Libraries.jackson();
  private final DslJson<Object> dslJson = Libraries.dslJson();
  private byte[] json;
  private byte[] proto;
  private ByteBuffer directJson;
  private ByteBuffer directProto;

  static ItemList document(int count) {
    List<Item> list = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Item item = new Item();
      item.name = "item-" + i + (i % 3 == 0 ? "-\u00e9t\u00e9" : "");
      list.add(item);
    }
    ItemList l = new ItemList();
    l.items = list;
    return l;
  }

  @Setup
  public void setup() throws IOException {
    ItemList data = document(items);
    json = codec.toJson(data);
    if (!Arrays.equals(json, jackson.writeValueAsBytes(data))) {
      throw new IllegalStateException("Wirebind's JSON is not Jackson's");
    }
    proto = codec.toProto(data);
    directJson = ByteBuffer.allocateDirect(json.length).put(json).flip();
    directProto = ByteBuffer.allocateDirect(proto.length).put(proto).flip();
    check("wirebindStream", wirebindStream());
    check("wirebindStreamUnsized", wirebindStreamUnsized());
    check("dslJsonStream", dslJsonStream());
    check("jacksonStream", jacksonStream());
    check("jacksonBytes", jacksonBytes());
    check("dslJsonBytes", dslJsonBytes());
    check("wirebindBytes", wirebindBytes());
    check("wirebindDirectBuffer", wirebindDirectBuffer());
    check("wirebindProtoBytes", wirebindProtoBytes());
    check("wirebindProtoDirectBuffer", wirebindProtoDirectBuffer());
  }

  private void check(String method, ItemList decoded) {
    if (!Arrays.equals(json, codec.toJson(decoded))) {
      throw new IllegalStateException(method + " decoded something else than the document");
    }
  }

  /** The size of the JSON document in bytes (for the report). */
  public int jsonBytes() {
    return json.length;
  }

  @Benchmark
  public ItemList wirebindStream() throws IOException {
    return codec.fromJson(new ByteArrayInputStream(json));
  }

  @Benchmark
  public ItemList wirebindStreamUnsized() throws IOException {
    return codec.fromJson(new Unsized(new ByteArrayInputStream(json)));
  }

  /** A stream that does not tell how many bytes it holds. */
  private static final class Unsized extends java.io.FilterInputStream {
    Unsized(java.io.InputStream in) {
      super(in);
    }

    @Override
    public int available() {
      return 0;
    }
  }

  @Benchmark
  public ItemList dslJsonStream() throws IOException {
    return dslJson.deserialize(ItemList.class, new ByteArrayInputStream(json));
  }

  @Benchmark
  public ItemList jacksonStream() throws IOException {
    return jackson.readValue(new ByteArrayInputStream(json), ItemList.class);
  }

  /** Jackson's {@code readValue(byte[], Class)} of the same document: its {@code byte[]} path. */
  @Benchmark
  public ItemList jacksonBytes() throws IOException {
    return jackson.readValue(json, ItemList.class);
  }

  /** DSL-JSON's {@code deserialize(Class, byte[], int)} of the same document. */
  @Benchmark
  public ItemList dslJsonBytes() throws IOException {
    return dslJson.deserialize(ItemList.class, json, json.length);
  }

  @Benchmark
  public ItemList wirebindBytes() {
    return codec.fromJson(json);
  }

  @Benchmark
  public ItemList wirebindDirectBuffer() {
    return codec.fromJson(directJson); // the position is not moved
  }

  @Benchmark
  public ItemList wirebindProtoBytes() {
    return codec.fromProto(proto);
  }

  @Benchmark
  public ItemList wirebindProtoDirectBuffer() {
    return codec.fromProto(directProto);
  }
}
