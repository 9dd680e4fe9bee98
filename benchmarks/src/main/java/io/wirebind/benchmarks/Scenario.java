package io.wirebind.benchmarks;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONWriter;
import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.ProtoSink;
import us.hebi.quickbuf.ProtoSource;

/**
 * The benchmark methods every scenario shares; a scenario subclass supplies the data and the
 * mapping of its model classes to protobuf-java and QuickBuffers messages.
 *
 * <p>Fairness rules (checked in {@link #setup()}, which throws when one fails):
 *
 * <ul>
 *   <li>Every encode starts from the same domain objects (the {@code model} classes). Wirebind,
 *       Jackson and DSL-JSON serialise them directly. protobuf-java and QuickBuffers users with
 *       domain objects copy them into generated messages first, so their encode methods build
 *       (protobuf-java) or fill (QuickBuffers) the message from the domain object in every
 *       operation. This also keeps caches out of the measurement: protobuf-java's immutable
 *       message memoizes its serialized size and QuickBuffers' {@code Utf8String} keeps the UTF-8
 *       bytes of a string once encoded, so re-encoding one pre-built message skips work that
 *       encoding new data cannot skip. {@code protobufJavaEncodeCached} measures that best case
 *       (a pre-built message encoded again) for reference only; no ratio uses it.
 *   <li>Every protobuf decoder reads the same bytes (protobuf-java's encoding of the data) and
 *       every JSON decoder the same JSON (Jackson's). Each library's own encoding also decodes
 *       back to the source data.
 *   <li>Decoders produce {@code String}s: QuickBuffers keeps strings as UTF-8 until a getter runs,
 *       so its decode methods call every string getter ({@link #readStrings}).
 *   <li>Non-reuse methods allocate a new object or byte array per operation, as a Jackson or
 *       protobuf-java user does; {@code Reuse} methods reuse what the library lets a user reuse
 *       (writers and buffers, readers, decoded objects).
 *   <li>Results go to JMH (returned or consumed by the {@code Blackhole}).
 * </ul>
 *
 * @param <T> the model class written
 * @param <R> the model class read (the same as {@code T} except in the skip scenario)
 * @param <P> the protobuf-java message written
 * @param <PR> the protobuf-java message read
 * @param <Q> the QuickBuffers message written
 * @param <QR> the QuickBuffers message read
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class Scenario<
    T, R, P extends Message, PR extends Message, Q extends ProtoMessage<Q>, QR extends ProtoMessage<QR>> {

  /** The data every library encodes. */
  protected T source;
  /** What decoding {@link #protoInput} or {@link #jsonInput} must give. */
  protected R expected;
  /** protobuf-java's encoding of the data: the input of every protobuf decoder. */
  protected byte[] protoInput;
  /** Jackson's encoding of the data: the input of every JSON decoder. */
  protected byte[] jsonInput;

  protected Codec<T> codec;
  protected Codec<R> readCodec;
  protected ObjectMapper jackson;
  /** Jackson 3, set to write the same document as {@link #jackson} ({@link Libraries#jackson3()}). */
  protected tools.jackson.databind.ObjectMapper jackson3;
  /** Payload sizes in bytes by library (its own encoding) and input. */
  protected final Map<String, Integer> payloadSizes = new LinkedHashMap<>();

  private final Class<T> type;
  private final Class<R> readType;
  private final Parser<PR> protobufJavaParser;
  private final Supplier<Q> newQuick;
  private final Supplier<QR> newQuickReader;

  private ProtoWriter protoWriter;
  private ProtoReader protoReader;
  private R protoReuse;
  private DslJson<Object> dslJson;
  private com.dslplatform.json.JsonWriter dslWriter;
  private com.dslplatform.json.JsonReader<Object> dslReader;
  private R dslReuse;
  private P protobufJavaCached;
  private Q quick;
  private QR quickReuse;
  private ProtoSink quickSink;
  private ProtoSource quickSource;
  private byte[] quickBuffer;

  protected Scenario(
      Class<T> type,
      Class<R> readType,
      Parser<PR> protobufJavaParser,
      Supplier<Q> newQuick,
      Supplier<QR> newQuickReader) {
    this.type = type;
    this.readType = readType;
    this.protobufJavaParser = protobufJavaParser;
    this.newQuick = newQuick;
    this.newQuickReader = newQuickReader;
  }

  /** The data; deterministic. */
  protected abstract T createData();

  /** What a reader of type {@code R} must decode from {@code data}. */
  protected abstract R expectedRead(T data);

  /** Builds the protobuf-java message for {@code data}, as a user converting domain objects. */
  protected abstract P toProtobufJava(T data);

  /** The model object for a protobuf-java message (for the checks only). */
  protected abstract R fromProtobufJava(PR message);

  /** Fills a cleared QuickBuffers message from {@code data}. */
  protected abstract void fillQuickBuffers(T data, Q message);

  /** Calls every string getter of a decoded QuickBuffers message (its strings are lazy). */
  protected abstract void readStrings(QR message, Blackhole bh);

  /** Checks and prepares the Wirebind JSON methods, when they are compiled in. */
  protected void setupWirebindJson() {}

  /**
   * The Jackson mapper of the benchmark and of the checks: the default {@code ObjectMapper},
   * unless the scenario's data needs modules ({@link Libraries#springBootJackson()}).
   */
  protected ObjectMapper createJackson() {
    return Libraries.jackson();
  }

  /**
   * Why fastjson2 cannot produce this scenario's document (then its two methods throw
   * {@link UnsupportedOperationException} and JMH reports them as failed), or null when it can.
   */
  protected String fastjson2Unsupported() {
    return null;
  }

  /**
   * How fastjson2's document may differ from Jackson's in text though not in data (then the setup
   * checks that Jackson reads it back to the source data instead of comparing the two as trees),
   * or null when the documents must be equal as trees.
   */
  protected String fastjson2TextDifference() {
    return null;
  }

  /** Registers what DSL-JSON's annotation processor did not generate (before any check). */
  protected void configureDslJson(DslJson<Object> dsl) {}

  /**
   * Prepares what a scenario's own extra methods need, and runs its own extra checks; runs last
   * in {@link #setup()}.
   */
  protected void setupScenario() throws IOException {}

  @Setup
  public void setup() throws IOException {
    source = createData();
    expected = expectedRead(source);
    codec = Wirebind.codec(type);
    readCodec = Wirebind.codec(readType);
    jackson = createJackson();
    jackson3 = Libraries.jackson3();
    dslJson = Libraries.dslJson();
    configureDslJson(dslJson);

    protobufJavaCached = toProtobufJava(source);
    protoInput = protobufJavaCached.toByteArray();
    jsonInput = Libraries.jacksonBytes(jackson, source);
    payloadSizes.put("protoInput", protoInput.length);
    payloadSizes.put("jsonInput", jsonInput.length);

    setupWirebindProto();
    setupJackson();
    setupJackson3();
    setupDslJson();
    setupProtobufJava();
    setupQuickBuffers();
    setupFastjson2();
    setupWirebindJson();
    setupScenario();
  }

  /** Payload sizes in bytes: each library's own encoding, and the shared decoder inputs. */
  public Map<String, Integer> payloadSizes() {
    return payloadSizes;
  }

  private void check(String what, Object actual) {
    Libraries.checkEqual(jackson, getClass().getSimpleName() + " " + what, expected, actual);
  }

  /** For subclasses: checks a decoded object against the expected one. */
  protected final void checkDecoded(String what, R actual) {
    check(what, actual);
  }

  private void setupWirebindProto() {
    protoWriter = new ProtoWriter();
    protoReader = new ProtoReader();
    byte[] own = codec.toProto(source);
    payloadSizes.put("wirebindProto", own.length);
    if (!Arrays.equals(own, protoInput)) {
      // not a failure (field order and packing may legally differ), but worth knowing
      System.err.println(getClass().getSimpleName() + ": Wirebind's protobuf bytes differ from protoc's");
    }
    check("wirebindProto own bytes", readCodec.fromProto(own));
    check("wirebindProto protoc bytes", readCodec.fromProto(protoInput));
    protoReuse = readCodec.fromProto(protoInput);
    check("wirebindProto reuse", readCodec.readProto(protoReader.reset(protoInput), protoReuse));
    check("wirebindProto reuse again", wirebindProtoDecodeReuse());
    codec.toProto(source, protoWriter);
    if (!Arrays.equals(own, Arrays.copyOf(protoWriter.buffer(), protoWriter.size()))) {
      throw new IllegalStateException("wirebindProto: reused writer wrote other bytes");
    }
  }

  private void setupJackson() throws IOException {
    payloadSizes.put("jackson", jsonInput.length);
    check("jackson", jacksonDecode());
  }

  /** Jackson 3 must write Jackson 2's bytes, and read them back to the source data. */
  private void setupJackson3() {
    byte[] own = jackson3Encode();
    payloadSizes.put("jackson3", own.length);
    if (!Arrays.equals(own, jsonInput)) {
      throw new IllegalStateException(getClass().getSimpleName() + " jackson3: its document differs from Jackson 2's\n"
          + " Jackson 2 " + new String(jsonInput, java.nio.charset.StandardCharsets.UTF_8) + "\n Jackson 3 "
          + new String(own, java.nio.charset.StandardCharsets.UTF_8));
    }
    check("jackson3", jackson3Decode());
  }

  private void setupDslJson() throws IOException {
    Libraries.checkDslJsonCompiled(dslJson, source);
    dslWriter = dslJson.newWriter();
    dslReader = dslJson.newReader();
    byte[] own = dslJsonEncode();
    payloadSizes.put("dslJson", own.length);
    check("dslJson own bytes", dslJson.deserialize(readType, own, own.length));
    check("dslJson Jackson's bytes", dslJsonDecode());
    dslReuse = dslJsonDecode();
    R again = dslJsonDecodeReuse();
    check("dslJson reuse", again);
    if (again != dslReuse) {
      throw new IllegalStateException("dslJson: binding did not reuse the instance");
    }
    dslJsonEncodeReuse();
    if (!Arrays.equals(own, dslWriter.toByteArray())) {
      throw new IllegalStateException("dslJson: reused writer wrote other bytes");
    }
  }

  /**
   * fastjson2 writes members in its own order, so its document is checked as a tree: it must equal
   * Jackson's (or, where {@link #fastjson2TextDifference()} says why the text differs, read back by
   * Jackson to the source data), and its reading of Jackson's JSON must equal the source data.
   */
  private void setupFastjson2() throws IOException {
    if (fastjson2Unsupported() != null) {
      return;
    }
    byte[] own = fastjson2Encode();
    payloadSizes.put("fastjson2", own.length);
    if (fastjson2TextDifference() != null) {
      check("fastjson2 own document read by Jackson", jackson.readValue(own, readType));
    } else if (!jackson.readTree(own).equals(jackson.readTree(jsonInput))) {
      throw new IllegalStateException(getClass().getSimpleName() + " fastjson2: its document differs from Jackson's\n"
          + " Jackson   " + new String(jsonInput, java.nio.charset.StandardCharsets.UTF_8) + "\n fastjson2 "
          + new String(own, java.nio.charset.StandardCharsets.UTF_8));
    }
    check("fastjson2 Jackson's bytes", fastjson2Decode());
  }

  private void setupProtobufJava() throws InvalidProtocolBufferException {
    byte[] own = protobufJavaEncode();
    payloadSizes.put("protobufJava", own.length);
    check("protobufJava", fromProtobufJava(protobufJavaParser.parseFrom(own)));
    check("protobufJava decode", fromProtobufJava(protobufJavaDecode()));
  }

  private void setupQuickBuffers() throws IOException {
    quick = newQuick.get();
    quickReuse = newQuickReader.get();
    quickSink = ProtoSink.newArraySink();
    quickSource = ProtoSource.newArraySource();
    byte[] own = quickBuffersEncode();
    payloadSizes.put("quickBuffers", own.length);
    // QuickBuffers' decoding is checked by re-encoding what it decoded and reading that with
    // protobuf-java (what it dropped or altered would be missing from its output)
    QR decodedOwn = ProtoMessage.mergeFrom(newQuickReader.get(), own);
    check("quickBuffers own bytes", fromProtobufJava(protobufJavaParser.parseFrom(decodedOwn.toByteArray())));
    QR decoded = ProtoMessage.mergeFrom(newQuickReader.get(), protoInput);
    check("quickBuffers protoc bytes", fromProtobufJava(protobufJavaParser.parseFrom(decoded.toByteArray())));
    quickBuffer = new byte[own.length * 2 + 64];
    int n = quickBuffersEncodeReuse();
    if (!Arrays.equals(own, Arrays.copyOf(quickBuffer, n))) {
      throw new IllegalStateException("quickBuffers: reused sink wrote other bytes");
    }
    quickReuse.clearQuick().mergeFrom(quickSource.setInput(protoInput));
    check("quickBuffers reuse", fromProtobufJava(protobufJavaParser.parseFrom(quickReuse.toByteArray())));
  }

  // ---- Wirebind, protobuf ----

  @Benchmark
  public byte[] wirebindProtoEncode() {
    return codec.toProto(source);
  }

  @Benchmark
  public int wirebindProtoEncodeReuse() {
    codec.toProto(source, protoWriter);
    return protoWriter.size();
  }

  @Benchmark
  public R wirebindProtoDecode() {
    return readCodec.fromProto(protoInput);
  }

  @Benchmark
  public R wirebindProtoDecodeReuse() {
    return readCodec.readProto(protoReader.reset(protoInput), protoReuse);
  }

  // ---- Jackson: the default ObjectMapper (see createJackson), byte[] in and out ----

  @Benchmark
  public byte[] jacksonEncode() throws IOException {
    return jackson.writeValueAsBytes(source);
  }

  @Benchmark
  public R jacksonDecode() throws IOException {
    return jackson.readValue(jsonInput, readType);
  }

  // ---- Jackson 3: JsonMapper set to write Jackson 2's document (Libraries.jackson3), byte[] in and out ----

  @Benchmark
  public byte[] jackson3Encode() {
    return jackson3.writeValueAsBytes(source);
  }

  @Benchmark
  public R jackson3Decode() {
    return jackson3.readValue(jsonInput, readType);
  }

  // ---- DSL-JSON: compiled converters, exact doubles ----

  @Benchmark
  public byte[] dslJsonEncode() throws IOException {
    com.dslplatform.json.JsonWriter w = dslJson.newWriter();
    dslJson.serialize(w, source);
    return w.toByteArray();
  }

  @Benchmark
  public int dslJsonEncodeReuse() throws IOException {
    dslWriter.reset();
    dslJson.serialize(dslWriter, source);
    return dslWriter.size();
  }

  @Benchmark
  public R dslJsonDecode() throws IOException {
    return dslJson.deserialize(readType, jsonInput, jsonInput.length);
  }

  /** Reuses the reader and binds into the same instance (DSL-JSON's {@code BindObject}). */
  @Benchmark
  public R dslJsonDecodeReuse() throws IOException {
    dslReader.process(jsonInput, jsonInput.length);
    return dslReader.next(readType, dslReuse);
  }

  // ---- fastjson2: JSON.toJSONBytes / JSON.parseObject, as its users call it for peak speed ----

  /** {@code WriteNulls}: Jackson writes null members, fastjson2 leaves them out without it. */
  private static final JSONWriter.Feature[] FASTJSON2_WRITE = {JSONWriter.Feature.WriteNulls};

  @Benchmark
  public byte[] fastjson2Encode() {
    if (fastjson2Unsupported() != null) {
      throw new UnsupportedOperationException(fastjson2Unsupported());
    }
    return JSON.toJSONBytes(source, FASTJSON2_WRITE);
  }

  @Benchmark
  public R fastjson2Decode() {
    if (fastjson2Unsupported() != null) {
      throw new UnsupportedOperationException(fastjson2Unsupported());
    }
    return JSON.parseObject(jsonInput, readType);
  }

  // ---- protobuf-java ----

  /** Builds the message from the domain object and encodes it (see the class comment). */
  @Benchmark
  public byte[] protobufJavaEncode() {
    return toProtobufJava(source).toByteArray();
  }

  /** Reference only: re-encodes one pre-built message, whose size protobuf-java memoized. */
  @Benchmark
  public byte[] protobufJavaEncodeCached() {
    return protobufJavaCached.toByteArray();
  }

  @Benchmark
  public PR protobufJavaDecode() throws InvalidProtocolBufferException {
    return protobufJavaParser.parseFrom(protoInput);
  }

  // ---- QuickBuffers ----

  /** Fills a new message from the domain object and encodes it into a new array. */
  @Benchmark
  public byte[] quickBuffersEncode() {
    Q m = newQuick.get();
    fillQuickBuffers(source, m);
    return m.toByteArray();
  }

  /** Refills the same message and encodes it into the same array. */
  @Benchmark
  public int quickBuffersEncodeReuse() throws IOException {
    fillQuickBuffers(source, quick.clearQuick());
    quick.getSerializedSize();
    quickSink.setOutput(quickBuffer);
    quick.writeTo(quickSink);
    return quickSink.getTotalBytesWritten();
  }

  @Benchmark
  public QR quickBuffersDecode(Blackhole bh) throws IOException {
    QR m = ProtoMessage.mergeFrom(newQuickReader.get(), protoInput);
    readStrings(m, bh);
    return m;
  }

  @Benchmark
  public QR quickBuffersDecodeReuse(Blackhole bh) throws IOException {
    quickReuse.clearQuick().mergeFrom(quickSource.setInput(protoInput));
    readStrings(quickReuse, bh);
    return quickReuse;
  }
}
