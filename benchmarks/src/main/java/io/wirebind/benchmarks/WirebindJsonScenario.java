package io.wirebind.benchmarks;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import java.util.Arrays;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import us.hebi.quickbuf.ProtoMessage;

/**
 * The Wirebind JSON benchmark methods. The decoders
 * read Jackson's JSON, like the other JSON decoders; Wirebind's own JSON must decode back to the
 * data too. When Wirebind's output differs from Jackson's the setup says so on stderr (the
 * default JSON style promises Jackson's output) but does not fail: that is a test's business.
 */
public abstract class WirebindJsonScenario<
        T, R, P extends Message, PR extends Message, Q extends ProtoMessage<Q>, QR extends ProtoMessage<QR>>
    extends Scenario<T, R, P, PR, Q, QR> {

  private JsonWriter jsonWriter;
  private JsonReader jsonReader;
  private R jsonReuse;

  protected WirebindJsonScenario(
      Class<T> type,
      Class<R> readType,
      Parser<PR> protobufJavaParser,
      Supplier<Q> newQuick,
      Supplier<QR> newQuickReader) {
    super(type, readType, protobufJavaParser, newQuick, newQuickReader);
  }

  @Override
  protected void setupWirebindJson() {
    jsonWriter = new JsonWriter();
    jsonReader = new JsonReader();
    byte[] own = codec.toJson(source);
    payloadSizes.put("wirebindJson", own.length);
    if (!Arrays.equals(own, jsonInput)) {
      System.err.println(
          getClass().getSimpleName() + ": Wirebind JSON differs from Jackson's\n  wirebind "
              + new String(own, java.nio.charset.StandardCharsets.UTF_8) + "\n  jackson  "
              + new String(jsonInput, java.nio.charset.StandardCharsets.UTF_8));
    }
    checkDecoded("wirebindJson own bytes", readCodec.fromJson(own));
    checkDecoded("wirebindJson Jackson's bytes", wirebindJsonDecode());
    jsonReuse = readCodec.fromJson(jsonInput);
    checkDecoded("wirebindJson reuse", wirebindJsonDecodeReuse());
    checkDecoded("wirebindJson reuse again", wirebindJsonDecodeReuse());
    int n = wirebindJsonEncodeReuse();
    if (!Arrays.equals(own, Arrays.copyOf(jsonWriter.buffer(), n))) {
      throw new IllegalStateException("wirebindJson: reused writer wrote other bytes");
    }
  }

  @Benchmark
  public byte[] wirebindJsonEncode() {
    return codec.toJson(source);
  }

  @Benchmark
  public int wirebindJsonEncodeReuse() {
    jsonWriter.reset();
    codec.writeJson(source, jsonWriter);
    return jsonWriter.size();
  }

  @Benchmark
  public R wirebindJsonDecode() {
    return readCodec.fromJson(jsonInput);
  }

  @Benchmark
  public R wirebindJsonDecodeReuse() {
    jsonReader.reset(jsonInput);
    return readCodec.readJson(jsonReader, jsonReuse);
  }
}
