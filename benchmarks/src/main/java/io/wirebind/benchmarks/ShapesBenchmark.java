package io.wirebind.benchmarks;

import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.core.type.TypeReference;
import com.google.protobuf.InvalidProtocolBufferException;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import io.wirebind.annotation.WireGeneric;
import io.wirebind.benchmarks.model.Channel;
import io.wirebind.benchmarks.model.Customer;
import io.wirebind.benchmarks.model.CustomerPage;
import io.wirebind.benchmarks.model.Page;
import io.wirebind.benchmarks.protobuf.ShapesProtos;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The shapes users have: a generic {@code Page<Customer>} envelope as the top-level message (the
 * codec Wirebind generated for that parameterisation, found by {@code Wirebind.codec(Page.class,
 * Customer.class)}), twenty customers with ordinary fields, a {@code Set<String>} of tags, an
 * {@code EnumMap<Channel, Integer>} and a nested {@code Map<String, List<String>>}.
 *
 * <p>Same fairness rules as {@link Scenario} (whose {@code Class}-typed setup cannot name a
 * parameterised type, hence its own methods here, with the same names so {@link Report} pairs
 * them): every encoder starts from the domain objects, protobuf decoders read protobuf-java's
 * bytes and JSON decoders Jackson's; Jackson reads through a {@code TypeReference}.
 *
 * <p>DSL-JSON 2.0.2's annotation processor does not compile a generic class holding a {@code
 * List<T>} (it falls back to its reflection runtime, which the benchmarks keep off), so DSL-JSON
 * encodes and decodes {@link CustomerPage}, the concrete envelope its users write: the same
 * customers, the same JSON. Nor does it compile the enum-keyed map or the map of lists without
 * that runtime, so {@link Customer} gives DSL-JSON property converters for both
 * ({@link io.wirebind.benchmarks.model.DslJsonShapeConverters}).
 */
@WireGeneric(type = Page.class, args = Customer.class) // used only as a top-level codec
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ShapesBenchmark {
  private static final String[] FIRST = {
    "Anna", "Björn", "Chloé", "Dmitri", "Emma", "François", "Grace", "Hiroshi", "Inès", "Jonas",
  };
  private static final String[] LAST = {"Müller", "Smith", "García", "Nakamura", "Dubois"};
  private static final String[] TAGS = {
    "vip", "newsletter", "b2b", "churn-risk", "early-adopter", "mobile", "eu", "beta",
  };

  private static final String[] SEGMENTS = {"retail", "smb", "enterprise"};
  private static final String[] LANGUAGES = {"en", "de", "fr"};

  Page<Customer> source;
  CustomerPage dslSource;
  byte[] protoInput;
  byte[] jsonInput;
  Codec<Page<Customer>> codec;
  ObjectMapper jackson;
  tools.jackson.databind.ObjectMapper jackson3;
  tools.jackson.databind.JavaType jackson3Type;
  JavaType jacksonType;
  final Map<String, Integer> payloadSizes = new LinkedHashMap<>();

  private ProtoWriter protoWriter;
  private ProtoReader protoReader;
  private Page<Customer> protoReuse;
  private JsonWriter jsonWriter;
  private JsonReader jsonReader;
  private Page<Customer> jsonReuse;
  private DslJson<Object> dslJson;
  private com.dslplatform.json.JsonWriter dslWriter;
  private com.dslplatform.json.JsonReader<Object> dslReader;
  private CustomerPage dslReuse;

  static Page<Customer> createData() {
    Page<Customer> p = new Page<>();
    for (int i = 0; i < 20; i++) {
      Customer c = new Customer();
      c.id = 1_000_000L + 7_919L * i;
      c.name = FIRST[i % FIRST.length] + " " + LAST[i % LAST.length];
      c.email = FIRST[i % FIRST.length].toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z]", "")
          + "." + i + "@example.com";
      c.active = i % 4 != 3;
      c.loyaltyPoints = (i * 373) % 5000;
      c.tags = new LinkedHashSet<>();
      for (int t = 0; t < 2 + i % 3; t++) {
        c.tags.add(TAGS[(i + 3 * t) % TAGS.length]);
      }
      c.channels = new EnumMap<>(Channel.class);
      for (int k = 0; k < 1 + i % 3; k++) {
        c.channels.put(Channel.values()[(i + k) % 4], (i * 17 + k * 5) % 40);
      }
      c.attributes = new LinkedHashMap<>();
      c.attributes.put("segment", List.of(SEGMENTS[i % SEGMENTS.length]));
      c.attributes.put("languages", List.of(LANGUAGES).subList(0, 1 + i % 3));
      if (i % 2 == 0) {
        c.attributes.put("referrers", List.of("partner-" + (i % 7), "campaign-spring"));
      }
      p.items.add(c);
    }
    p.page = 3;
    p.size = 20;
    p.total = 1_284;
    p.next = "cursor:eyJwYWdlIjo0fQ";
    return p;
  }

  static CustomerPage dslPage(Page<Customer> p) {
    CustomerPage d = new CustomerPage();
    d.items.addAll(p.items);
    d.page = p.page;
    d.size = p.size;
    d.total = p.total;
    d.next = p.next;
    return d;
  }

  @Setup
  public void setup() throws IOException {
    source = createData();
    dslSource = dslPage(source);
    codec = Wirebind.codec(Page.class, Customer.class);
    jackson = Libraries.jackson();
    jacksonType = jackson.constructType(new TypeReference<Page<Customer>>() {});
    jackson3 = Libraries.jackson3();
    jackson3Type = jackson3.constructType(new tools.jackson.core.type.TypeReference<Page<Customer>>() {});
    dslJson = Libraries.dslJson();
    protoInput = toProtobufJava(source).toByteArray();
    jsonInput = Libraries.jacksonBytes(jackson, source);
    payloadSizes.put("protoInput", protoInput.length);
    payloadSizes.put("jsonInput", jsonInput.length);

    protoWriter = new ProtoWriter();
    protoReader = new ProtoReader();
    byte[] ownProto = codec.toProto(source);
    payloadSizes.put("wirebindProto", ownProto.length);
    check("wirebindProto bytes are protoc's", Arrays.equals(ownProto, protoInput));
    check("wirebindProto own bytes", source.equals(codec.fromProto(ownProto)));
    check("wirebindProto", source.equals(wirebindProtoDecode()));
    protoReuse = codec.fromProto(protoInput);
    check("wirebindProto reuse", source.equals(wirebindProtoDecodeReuse()));
    check("wirebindProto reuse again", source.equals(wirebindProtoDecodeReuse()));
    int n = wirebindProtoEncodeReuse();
    check("wirebindProto reused writer", Arrays.equals(ownProto, Arrays.copyOf(protoWriter.buffer(), n)));

    jsonWriter = new JsonWriter();
    jsonReader = new JsonReader();
    byte[] ownJson = codec.toJson(source);
    payloadSizes.put("wirebindJson", ownJson.length);
    check("wirebindJson is Jackson's", Arrays.equals(ownJson, jsonInput));
    check("wirebindJson", source.equals(wirebindJsonDecode()));
    jsonReuse = codec.fromJson(jsonInput);
    check("wirebindJson reuse", source.equals(wirebindJsonDecodeReuse()));
    check("wirebindJson reuse again", source.equals(wirebindJsonDecodeReuse()));
    n = wirebindJsonEncodeReuse();
    check("wirebindJson reused writer", Arrays.equals(ownJson, Arrays.copyOf(jsonWriter.buffer(), n)));

    payloadSizes.put("jackson", jsonInput.length);
    check("jackson", source.equals(jacksonDecode()));
    byte[] ownJackson3 = jackson3Encode();
    payloadSizes.put("jackson3", ownJackson3.length);
    check("jackson3 document is Jackson 2's", Arrays.equals(ownJackson3, jsonInput));
    check("jackson3", source.equals(jackson3Decode()));

    Libraries.checkDslJsonCompiled(dslJson, dslSource);
    dslWriter = dslJson.newWriter();
    dslReader = dslJson.newReader();
    byte[] ownDsl = dslJsonEncode();
    payloadSizes.put("dslJson", ownDsl.length);
    Libraries.checkEqual(jackson, "dslJson own bytes", source,
        dslJson.deserialize(CustomerPage.class, ownDsl, ownDsl.length));
    Libraries.checkEqual(jackson, "dslJson", source, dslJsonDecode());
    dslReuse = dslJsonDecode();
    CustomerPage again = dslJsonDecodeReuse();
    Libraries.checkEqual(jackson, "dslJson reuse", source, again);
    check("dslJson binding reuses the instance", again == dslReuse);

    byte[] ownFastjson = fastjson2Encode();
    payloadSizes.put("fastjson2", ownFastjson.length);
    check("fastjson2 document is Jackson's", jackson.readTree(ownFastjson).equals(jackson.readTree(jsonInput)));
    check("fastjson2", source.equals(fastjson2Decode()));

    byte[] ownProtobuf = protobufJavaEncode();
    payloadSizes.put("protobufJava", ownProtobuf.length);
    check("protobufJava", source.equals(fromProtobufJava(ShapesProtos.CustomerPage.parseFrom(ownProtobuf))));
    check("protobufJava decode", source.equals(fromProtobufJava(protobufJavaDecode())));
  }

  private static void check(String what, boolean ok) {
    if (!ok) {
      throw new IllegalStateException("ShapesBenchmark " + what + ": failed");
    }
  }

  /** Payload sizes in bytes: each library's own encoding, and the shared decoder inputs. */
  public Map<String, Integer> payloadSizes() {
    return payloadSizes;
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
  public Page<Customer> wirebindProtoDecode() {
    return codec.fromProto(protoInput);
  }

  @Benchmark
  public Page<Customer> wirebindProtoDecodeReuse() {
    return codec.readProto(protoReader.reset(protoInput), protoReuse);
  }

  // ---- Wirebind, JSON ----

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
  public Page<Customer> wirebindJsonDecode() {
    return codec.fromJson(jsonInput);
  }

  @Benchmark
  public Page<Customer> wirebindJsonDecodeReuse() {
    jsonReader.reset(jsonInput);
    return codec.readJson(jsonReader, jsonReuse);
  }

  // ---- Jackson: the default ObjectMapper, byte[] in and out, Page<Customer> by TypeReference ----

  @Benchmark
  public byte[] jacksonEncode() throws IOException {
    return jackson.writeValueAsBytes(source);
  }

  @Benchmark
  public Page<Customer> jacksonDecode() throws IOException {
    return jackson.readValue(jsonInput, jacksonType);
  }

  // ---- Jackson 3: JsonMapper set to write Jackson 2's document (Libraries.jackson3) ----

  @Benchmark
  public byte[] jackson3Encode() {
    return jackson3.writeValueAsBytes(source);
  }

  @Benchmark
  public Page<Customer> jackson3Decode() {
    return jackson3.readValue(jsonInput, jackson3Type);
  }

  // ---- DSL-JSON: compiled converters of the concrete envelope ----

  // ---- fastjson2: as its users call it, the generic page through a TypeReference ----

  private static final com.alibaba.fastjson2.TypeReference<Page<Customer>> FASTJSON2_TYPE =
      new com.alibaba.fastjson2.TypeReference<Page<Customer>>() {};

  /** {@code WriteNulls}: Jackson writes null members, fastjson2 leaves them out without it. */
  @Benchmark
  public byte[] fastjson2Encode() {
    return com.alibaba.fastjson2.JSON.toJSONBytes(source, com.alibaba.fastjson2.JSONWriter.Feature.WriteNulls);
  }

  @Benchmark
  public Page<Customer> fastjson2Decode() {
    return com.alibaba.fastjson2.JSON.parseObject(jsonInput, FASTJSON2_TYPE.getType());
  }

  @Benchmark
  public byte[] dslJsonEncode() throws IOException {
    com.dslplatform.json.JsonWriter w = dslJson.newWriter();
    dslJson.serialize(w, dslSource);
    return w.toByteArray();
  }

  @Benchmark
  public int dslJsonEncodeReuse() throws IOException {
    dslWriter.reset();
    dslJson.serialize(dslWriter, dslSource);
    return dslWriter.size();
  }

  @Benchmark
  public CustomerPage dslJsonDecode() throws IOException {
    return dslJson.deserialize(CustomerPage.class, jsonInput, jsonInput.length);
  }

  @Benchmark
  public CustomerPage dslJsonDecodeReuse() throws IOException {
    dslReader.process(jsonInput, jsonInput.length);
    return dslReader.next(CustomerPage.class, dslReuse);
  }

  // ---- protobuf-java ----

  /** Builds the message from the domain objects and encodes it, as in every scenario. */
  @Benchmark
  public byte[] protobufJavaEncode() {
    return toProtobufJava(source).toByteArray();
  }

  @Benchmark
  public ShapesProtos.CustomerPage protobufJavaDecode() throws InvalidProtocolBufferException {
    return ShapesProtos.CustomerPage.parseFrom(protoInput);
  }

  static ShapesProtos.CustomerPage toProtobufJava(Page<Customer> p) {
    ShapesProtos.CustomerPage.Builder b = ShapesProtos.CustomerPage.newBuilder();
    for (Customer c : p.items) {
      ShapesProtos.Customer.Builder cb = ShapesProtos.Customer.newBuilder()
          .setId(c.id)
          .setActive(c.active)
          .setLoyaltyPoints(c.loyaltyPoints)
          .addAllTags(c.tags);
      c.channels.forEach((k, v) -> cb.putChannels(k.ordinal(), v));
      c.attributes.forEach((k, v) ->
          cb.putAttributes(k, ShapesProtos.ListOfString.newBuilder().addAllValues(v).build()));
      if (c.name != null) {
        cb.setName(c.name);
      }
      if (c.email != null) {
        cb.setEmail(c.email);
      }
      b.addItems(cb);
    }
    b.setPage(p.page).setSize(p.size).setTotal(p.total);
    if (p.next != null) {
      b.setNext(p.next);
    }
    return b.build();
  }

  static Page<Customer> fromProtobufJava(ShapesProtos.CustomerPage m) {
    Page<Customer> p = new Page<>();
    for (ShapesProtos.Customer pc : m.getItemsList()) {
      Customer c = new Customer();
      c.id = pc.getId();
      c.name = pc.hasName() ? pc.getName() : null;
      c.email = pc.hasEmail() ? pc.getEmail() : null;
      c.active = pc.getActive();
      c.loyaltyPoints = pc.getLoyaltyPoints();
      c.tags = new LinkedHashSet<>(pc.getTagsList());
      c.channels = new EnumMap<>(Channel.class);
      pc.getChannelsMap().forEach((k, v) -> c.channels.put(Channel.values()[k], v));
      c.attributes = new LinkedHashMap<>();
      pc.getAttributesMap().forEach((k, v) -> c.attributes.put(k, new ArrayList<>(v.getValuesList())));
      p.items.add(c);
    }
    p.page = m.getPage();
    p.size = m.getSize();
    p.total = m.getTotal();
    p.next = m.hasNext() ? m.getNext() : null;
    return p;
  }
}
