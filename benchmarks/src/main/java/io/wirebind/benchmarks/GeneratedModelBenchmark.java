package io.wirebind.benchmarks;

import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.InvalidProtocolBufferException;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.generated.Category;
import io.wirebind.benchmarks.model.generated.Cat;
import io.wirebind.benchmarks.model.generated.Dog;
import io.wirebind.benchmarks.model.generated.Pet;
import io.wirebind.benchmarks.model.generated.PetPage;
import io.wirebind.benchmarks.model.generated.PetStatus;
import io.wirebind.benchmarks.model.generated.dsl.DslCat;
import io.wirebind.benchmarks.model.generated.dsl.DslCategory;
import io.wirebind.benchmarks.model.generated.dsl.DslDog;
import io.wirebind.benchmarks.model.generated.dsl.DslPet;
import io.wirebind.benchmarks.model.generated.dsl.DslPetPage;
import io.wirebind.benchmarks.model.generated.dsl.DslPetStatus;
import io.wirebind.benchmarks.protobuf.GeneratedProtos;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openapitools.jackson.nullable.JsonNullable;
import org.openapitools.jackson.nullable.JsonNullableJackson3Module;
import org.openapitools.jackson.nullable.JsonNullableModule;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A page of ten pets in the model classes openapi-generator 7.25 writes ({@code java} generator,
 * library {@code native}, {@code openApiNullable=true}; {@link io.wirebind.benchmarks.model.generated}):
 * private fields behind {@code @JsonProperty} getters and setters, {@code @JsonPropertyOrder},
 * {@code @JsonInclude(NON_NULL)}, string enums with {@code @JsonValue getValue()} and {@code
 * @JsonCreator fromValue} (top-level and inline), a {@code JsonNullable<String>} and a {@code
 * JsonNullable<List<String>>} in each of their three states (through the {@code spring}
 * generator's accessors, see {@link Pet}), and a discriminated base ({@code Pet},
 * {@code @JsonTypeInfo(use = NAME, include = PROPERTY, property = "petType", visible = true)} with
 * {@code @JsonIgnoreProperties(value = "petType", allowSetters = true)} and {@code @JsonSubTypes} of
 * {@code Dog} and {@code Cat}) as a list element; about 2.5 KB of JSON.
 *
 * <p>Same fairness rules as {@link Scenario} (its own methods, with the same names so {@link Report}
 * pairs them, since DSL-JSON needs its own model): every encoder starts from the domain objects,
 * protobuf decoders read protobuf-java's bytes and JSON decoders Jackson's. The peers:
 *
 * <ul>
 *   <li>Jackson 2 as Spring Boot configures it ({@link Libraries#springBootJackson()}) with {@code
 *       JsonNullableModule}, as the generated project registers it; Jackson 3 ({@link
 *       Libraries#jackson3()}) with {@code JsonNullableJackson3Module}, writing Jackson 2's bytes.
 *   <li>DSL-JSON has no {@code JsonNullable}: it encodes and decodes its own model of the same
 *       document ({@link io.wirebind.benchmarks.model.generated.dsl}: plain nullable fields, null
 *       members left out ({@code skipDefaultValues}, {@code MINIMAL}) but the explicit-null
 *       property {@code ALWAYS}, member order by {@code index}, a discriminator interface, enums
 *       with DSL-JSON's {@code @JsonValue}), which writes Jackson's bytes exactly
 *       (checked); its decoded pages are compared with the data after conversion.
 *   <li>protobuf-java on protoc's classes of {@code generated.proto} (Wirebind's exported schema
 *       of these classes), the caller converting the page to and from its messages in every
 *       operation.
 *   <li>No fastjson2 column: it has no {@code JsonNullable} support (it writes the wrapper as a
 *       bean), so it cannot produce this document.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GeneratedModelBenchmark {
  private static final String[] NAMES = {
    "Rex", "Luna", "Baxter", "Mochi", "Bella", "Oliver", "Tarou", "Nala", "Bruno", "Cléo"
  };
  private static final String[] NICKNAMES = {
    "Rexy", "Lulu", "Bax", "Mo", "Belle", "Ollie", "Taro", "Nal", "Bru", "Clé"
  };
  private static final String[] CATEGORIES = {"Dogs", "Cats", "Rescue"};
  private static final String[] TAGS = {
    "vaccinated", "house-trained", "good-with-kids", "senior", "special-needs", "microchipped"
  };

  PetPage source;
  DslPetPage dslSource;
  byte[] protoInput;
  byte[] jsonInput;
  Codec<PetPage> codec;
  ObjectMapper jackson;
  tools.jackson.databind.ObjectMapper jackson3;
  final Map<String, Integer> payloadSizes = new LinkedHashMap<>();

  private ProtoWriter protoWriter;
  private ProtoReader protoReader;
  private PetPage protoReuse;
  private JsonWriter jsonWriter;
  private JsonReader jsonReader;
  private PetPage jsonReuse;
  private DslJson<Object> dslJson;
  private com.dslplatform.json.JsonWriter dslWriter;
  private com.dslplatform.json.JsonReader<Object> dslReader;
  private DslPetPage dslReuse;

  /** Jackson 2 as a Spring Boot service with openapi-generator's models configures it. */
  static ObjectMapper jackson() {
    return Libraries.springBootJackson().registerModule(new JsonNullableModule());
  }

  /**
   * DSL-JSON as {@link Libraries#dslJson()} sets it, and {@code skipDefaultValues(true)}: null
   * members left out, as {@code @JsonInclude(NON_NULL)} leaves them out. (The classes' {@code
   * ObjectFormatPolicy.MINIMAL} says the same, but DSL-JSON writes the elements of a list of the
   * discriminated interface by the global setting.) Its minimal form leaves out only nulls of these
   * boxed and reference types, not {@code false} or {@code 0}.
   */
  static DslJson<Object> dslJson() {
    return new DslJson<>(
        new DslJson.Settings<Object>()
            .includeServiceLoader()
            .doublePrecision(com.dslplatform.json.JsonReader.DoublePrecision.EXACT)
            .skipDefaultValues(true));
  }

  /** Jackson 3 ({@link Libraries#jackson3()}) with the module's Jackson 3 form. */
  static tools.jackson.databind.ObjectMapper jackson3() {
    return Libraries.jackson3().rebuild().addModule(new JsonNullableJackson3Module()).build();
  }

  /**
   * Ten pets, Dogs and Cats alternating; deterministic. Every third nickname is an explicit null
   * ({@code JsonNullable.of(null)}), every fourth list of photo URLs undefined; one category and
   * two ages are null (left out under {@code NON_NULL}).
   */
  static PetPage createData() {
    PetPage page = new PetPage();
    for (int i = 0; i < 10; i++) {
      Pet p;
      if (i % 2 == 0) {
        p = new Dog().packSize(1 + i % 4).size(Dog.SizeEnum.values()[i % 3]);
        p.setPetType("Dog");
      } else {
        p = new Cat().indoor(i % 4 == 1).huntingSkill(Cat.HuntingSkillEnum.values()[i % 4]);
        p.setPetType("Cat");
      }
      p.id(1_000_000L + 7_919L * i).name(NAMES[i]).status(PetStatus.values()[i % 3]);
      if (i != 7) {
        p.category(new Category().id(1L + i % 3).name(CATEGORIES[i % 3]));
      }
      if (i % 5 != 4) {
        p.age(1 + (i * 3) % 14);
      }
      List<String> tags = new ArrayList<>();
      for (int t = 0; t < 2 + i % 2; t++) {
        tags.add(TAGS[(i + 2 * t) % TAGS.length]);
      }
      p.tags(tags);
      p.nickname(i % 3 == 2 ? null : NICKNAMES[i]);
      if (i % 4 != 1) {
        List<String> photos = new ArrayList<>();
        for (int k = 0; k < 1 + i % 2; k++) {
          photos.add("https://cdn.example.com/pets/" + p.getId() + "/" + k + ".jpg");
        }
        p.photoUrls(photos);
      }
      page.addItemsItem(p);
    }
    page.total(137).nextCursor("eyJvZmZzZXQiOjEwfQ");
    return page;
  }

  // ---- DSL-JSON's model of the same document ----

  static DslPetPage toDsl(PetPage page) {
    DslPetPage d = new DslPetPage();
    for (Pet p : page.getItems()) {
      d.items.add(toDsl(p));
    }
    d.total = page.getTotal();
    d.nextCursor = page.getNextCursor();
    return d;
  }

  private static DslPet toDsl(Pet p) {
    DslCategory category = null;
    if (p.getCategory() != null) {
      category = new DslCategory();
      category.id = p.getCategory().getId();
      category.name = p.getCategory().getName();
    }
    DslPetStatus status = p.getStatus() == null ? null : DslPetStatus.valueOf(p.getStatus().name());
    List<String> photoUrls = p.getPhotoUrls().orElse(null); // never of(null) in the data
    if (p instanceof Dog dog) {
      DslDog d = new DslDog();
      d.packSize = dog.getPackSize();
      d.size = dog.getSize() == null ? null : DslDog.Size.valueOf(dog.getSize().name());
      d.id = p.getId();
      d.name = p.getName();
      d.status = status;
      d.category = category;
      d.age = p.getAge();
      d.tags = p.getTags();
      d.nickname = p.getNickname().orElse(null);
      d.photoUrls = photoUrls;
      return d;
    }
    Cat cat = (Cat) p;
    DslCat d = new DslCat();
    d.indoor = cat.getIndoor();
    d.huntingSkill = cat.getHuntingSkill() == null ? null : DslCat.HuntingSkill.valueOf(cat.getHuntingSkill().name());
    d.id = p.getId();
    d.name = p.getName();
    d.status = status;
    d.category = category;
    d.age = p.getAge();
    d.tags = p.getTags();
    d.nickname = p.getNickname().orElse(null);
    d.photoUrls = photoUrls;
    return d;
  }

  /** The data a DSL-JSON page holds, as the generated classes (for the checks only). */
  static PetPage fromDsl(DslPetPage d) {
    PetPage page = new PetPage();
    for (DslPet dp : d.items) {
      Pet p;
      List<String> tags;
      List<String> photoUrls;
      String nickname;
      if (dp instanceof DslDog dd) {
        p = new Dog().packSize(dd.packSize).size(dd.size == null ? null : Dog.SizeEnum.valueOf(dd.size.name()));
        p.setPetType("Dog");
        p.id(dd.id).name(dd.name).status(status(dd.status)).category(category(dd.category)).age(dd.age);
        tags = dd.tags;
        photoUrls = dd.photoUrls;
        nickname = dd.nickname;
      } else {
        DslCat dc = (DslCat) dp;
        p = new Cat().indoor(dc.indoor)
            .huntingSkill(dc.huntingSkill == null ? null : Cat.HuntingSkillEnum.valueOf(dc.huntingSkill.name()));
        p.setPetType("Cat");
        p.id(dc.id).name(dc.name).status(status(dc.status)).category(category(dc.category)).age(dc.age);
        tags = dc.tags;
        photoUrls = dc.photoUrls;
        nickname = dc.nickname;
      }
      p.setTags(tags);
      p.nickname(nickname); // the data has no undefined nickname
      if (photoUrls != null) { // nor an explicit null photo list
        p.photoUrls(photoUrls);
      }
      page.addItemsItem(p);
    }
    page.setTotal(d.total);
    page.setNextCursor_JsonNullable(d.nextCursor == null ? JsonNullable.undefined() : JsonNullable.of(d.nextCursor));
    return page;
  }

  private static PetStatus status(DslPetStatus s) {
    return s == null ? null : PetStatus.valueOf(s.name());
  }

  private static Category category(DslCategory c) {
    return c == null ? null : new Category().id(c.id).name(c.name);
  }

  @Setup
  public void setup() throws IOException {
    source = createData();
    dslSource = toDsl(source);
    codec = Wirebind.codec(PetPage.class);
    jackson = jackson();
    jackson3 = jackson3();
    dslJson = dslJson();
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
    check("jackson reads wirebindJson", source.equals(jackson.readValue(ownJson, PetPage.class)));
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
    check("dslJson document is Jackson's", Arrays.equals(ownDsl, jsonInput));
    check("dslJson own bytes", source.equals(fromDsl(dslJson.deserialize(DslPetPage.class, ownDsl, ownDsl.length))));
    check("dslJson", source.equals(fromDsl(dslJsonDecode())));
    dslReuse = dslJsonDecode();
    DslPetPage again = dslJsonDecodeReuse();
    check("dslJson reuse", source.equals(fromDsl(again)));
    check("dslJson binding reuses the instance", again == dslReuse);
    dslJsonEncodeReuse();
    check("dslJson reused writer", Arrays.equals(ownDsl, dslWriter.toByteArray()));

    byte[] ownProtobuf = protobufJavaEncode();
    payloadSizes.put("protobufJava", ownProtobuf.length);
    check("protobufJava", source.equals(fromProtobufJava(GeneratedProtos.PetPage.parseFrom(ownProtobuf))));
    check("protobufJava decode", source.equals(fromProtobufJava(protobufJavaDecode())));
  }

  private void check(String what, boolean ok) {
    if (!ok) {
      throw new IllegalStateException("GeneratedModelBenchmark " + what + ": failed\n Jackson "
          + new String(jsonInput, java.nio.charset.StandardCharsets.UTF_8));
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
  public PetPage wirebindProtoDecode() {
    return codec.fromProto(protoInput);
  }

  @Benchmark
  public PetPage wirebindProtoDecodeReuse() {
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
  public PetPage wirebindJsonDecode() {
    return codec.fromJson(jsonInput);
  }

  @Benchmark
  public PetPage wirebindJsonDecodeReuse() {
    jsonReader.reset(jsonInput);
    return codec.readJson(jsonReader, jsonReuse);
  }

  // ---- Jackson 2 (Spring Boot-style + JsonNullableModule), byte[] in and out ----

  @Benchmark
  public byte[] jacksonEncode() throws IOException {
    return jackson.writeValueAsBytes(source);
  }

  @Benchmark
  public PetPage jacksonDecode() throws IOException {
    return jackson.readValue(jsonInput, PetPage.class);
  }

  // ---- Jackson 3 (+ JsonNullableJackson3Module), set to write Jackson 2's document ----

  @Benchmark
  public byte[] jackson3Encode() {
    return jackson3.writeValueAsBytes(source);
  }

  @Benchmark
  public PetPage jackson3Decode() {
    return jackson3.readValue(jsonInput, PetPage.class);
  }

  // ---- DSL-JSON: compiled converters of its model of the same document ----

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
  public DslPetPage dslJsonDecode() throws IOException {
    return dslJson.deserialize(DslPetPage.class, jsonInput, jsonInput.length);
  }

  @Benchmark
  public DslPetPage dslJsonDecodeReuse() throws IOException {
    dslReader.process(jsonInput, jsonInput.length);
    return dslReader.next(DslPetPage.class, dslReuse);
  }

  // ---- protobuf-java ----

  /** Builds the message from the domain objects and encodes it, as in every scenario. */
  @Benchmark
  public byte[] protobufJavaEncode() {
    return toProtobufJava(source).toByteArray();
  }

  @Benchmark
  public GeneratedProtos.PetPage protobufJavaDecode() throws InvalidProtocolBufferException {
    return GeneratedProtos.PetPage.parseFrom(protoInput);
  }

  static GeneratedProtos.PetPage toProtobufJava(PetPage page) {
    return GeneratedModelProtos.toMessage(page);
  }

  static PetPage fromProtobufJava(GeneratedProtos.PetPage m) {
    return GeneratedModelProtos.fromMessage(m);
  }
}
