package io.wirebind.propsit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties found the way Jackson 2.18 finds them (annotated getters and setters over fields named
 * otherwise, {@code is}-getters, computed getters, ignored members, inheritance, records) against
 * real Jackson configured as Spring Boot configures it and with its defaults: the same JSON bytes,
 * each reads the other's output into equal values (compared by Jackson's JSON of them), and
 * protobuf round trips.
 */
class PropertiesDifferentialTest {
  static final ObjectMapper BOOT = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .addModule(new Jdk8Module())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  static final ObjectMapper PLAIN = new ObjectMapper();

  private final Random random = new Random(30);

  private String text() {
    String[] pool = {null, "", "a", "Ölmühle", "tab\there", "\"quoted\"", "a longer string of text"};
    return pool[random.nextInt(pool.length)];
  }

  private <T> T maybe(T value) {
    return random.nextInt(5) == 0 ? null : value;
  }

  OpenApiPet pet() {
    OpenApiPet p = new OpenApiPet().id(maybe(random.nextLong())).name(text())
        ._float(maybe(random.nextFloat() * 100)).
        _return(maybe(random.nextInt())
        )._123list(text()).ATT_NAME(text());
    if (random.nextInt(4) == 0) {
      p.photoUrls(null);
    } else {
      for (int i = random.nextInt(3); i > 0; i--) {
        p.addPhotoUrlsItem(String.valueOf(text()));
      }
    }
    return p;
  }

  SpringOrder order() {
    List<OpenApiPet> pets = new ArrayList<>();
    for (int i = random.nextInt(3); i > 0; i--) {
      pets.add(pet());
    }
    return new SpringOrder().id(maybe(random.nextLong())).
        _return(maybe(random.nextInt(1000)))
        .shipDate(maybe(OffsetDateTime.of(2024, 1 + random.nextInt(12), 1 + random.nextInt(28),
            random.nextInt(24), random.nextInt(60), random.nextInt(60), random.nextInt(1000) * 1000_000,
            ZoneOffset.UTC)))
        .complete(maybe(random.nextBoolean())).pet(maybe(pet())).pets(maybe(pets));
  }

  Beans.Person person() {
    Beans.Person p = new Beans.Person();
    p.setFirst(text());
    p.setLast(text());
    p.setActive(random.nextBoolean());
    p.setVerified(maybe(random.nextBoolean()));
    p.setXValue(random.nextInt());
    p.nickname(text());
    p.setSecret(text());
    p.code(text());
    return p;
  }

  Beans.Derived derived() {
    Beans.Derived d = new Beans.Derived();
    d.setId(random.nextLong());
    d.kind = text();
    d.size = random.nextInt(1000);
    d.setWeight(random.nextDouble());
    return d;
  }

  static String jackson(ObjectMapper m, Object x) throws Exception {
    return new String(m.writeValueAsBytes(x), StandardCharsets.UTF_8);
  }

  /** Same bytes as both mappers; each reads the other's; protobuf and proto3 JSON round trip. */
  private <T> void check(Codec<T> codec, Class<T> type, T x) throws Exception {
    String theirs = jackson(BOOT, x);
    assertEquals(theirs, jackson(PLAIN.copy().registerModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS), x));
    String ours = new String(codec.toJson(x), StandardCharsets.UTF_8);
    assertEquals(theirs, ours);
    assertEquals(jackson(BOOT, BOOT.readValue(theirs, type)), jackson(BOOT, BOOT.readValue(ours, type)));
    // (what Jackson reads back, not theirs: a repeated name makes a second member)
    assertEquals(jackson(BOOT, BOOT.readValue(theirs, type)),
        jackson(BOOT, codec.fromJson(theirs.getBytes(StandardCharsets.UTF_8))));
    // protobuf has no null list: compared as bytes
    byte[] proto = codec.toProto(x);
    assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)));
  }

  @Test
  void openApiJavaModelsMatchJackson() throws Exception {
    Codec<OpenApiPet> codec = Wirebind.codec(OpenApiPet.class);
    for (int i = 0; i < 300; i++) {
      OpenApiPet x = pet();
      check(codec, OpenApiPet.class, x);
      assertEquals(x, codec.fromJson(codec.toJson(x)));
      if (x.getPhotoUrls() != null) {
        assertEquals(x, codec.fromProto(codec.toProto(x)));
      }
    }
  }

  @Test
  void openApiSpringModelsMatchJackson() throws Exception {
    Codec<SpringOrder> codec = Wirebind.codec(SpringOrder.class);
    for (int i = 0; i < 300; i++) {
      SpringOrder x = order();
      check(codec, SpringOrder.class, x);
    }
  }

  @Test
  void javaBeansMatchJackson() throws Exception {
    Codec<Beans.Person> codec = Wirebind.codec(Beans.Person.class);
    for (int i = 0; i < 300; i++) {
      Beans.Person x = person();
      check(codec, Beans.Person.class, x);
      // the ignored getter's property and the plain private field are neither written nor read
      Beans.Person back = codec.fromJson(codec.toJson(x));
      assertNull(back.getSecret());
      assertEquals("kept out", back.internal());
    }
  }

  @Test
  void inheritedAccessorsMatchJackson() throws Exception {
    Codec<Beans.Derived> codec = Wirebind.codec(Beans.Derived.class);
    for (int i = 0; i < 300; i++) {
      check(codec, Beans.Derived.class, derived());
    }
  }

  @Test
  void recordsMatchJackson() throws Exception {
    Codec<Beans.Hidden> hidden = Wirebind.codec(Beans.Hidden.class);
    Codec<Beans.Named> named = Wirebind.codec(Beans.Named.class);
    for (int i = 0; i < 200; i++) {
      check(hidden, Beans.Hidden.class, new Beans.Hidden(text(), text(), random.nextInt(),
          maybe(List.of(String.valueOf(text())))));
      check(named, Beans.Named.class, new Beans.Named(text(), text()));
    }
  }

  /**
   * Jackson 2.18 passes null and 0 for ignored record components and skips their members even
   * when unknown members fail; a computed getter's member is unknown on reading (an error only
   * when unknown members fail, as with Jackson's default mapper).
   */
  @Test
  void ignoredAndComputedMembersOnReading() throws Exception {
    String json = "{\"shown\":\"s\",\"hidden\":\"h\",\"count\":7,\"tags\":[]}";
    Beans.Hidden jacksons = PLAIN.readValue(json, Beans.Hidden.class);
    assertEquals(new Beans.Hidden("s", null, 0, List.of()), jacksons);
    assertEquals(jacksons, Wirebind.codec(Beans.Hidden.class).fromJson(json.getBytes(StandardCharsets.UTF_8)));
    String computed = "{\"first\":\"a\",\"last\":\"b\",\"full\":\"x y\"}";
    assertThrows(UnrecognizedPropertyException.class, () -> PLAIN.readValue(computed, Beans.Named.class));
    assertEquals(BOOT.readValue(computed, Beans.Named.class),
        Wirebind.codec(Beans.Named.class).fromJson(computed.getBytes(StandardCharsets.UTF_8)));
    String display = "{\"first\":\"a\",\"displayName\":\"q\",\"secret\":\"s\"}";
    assertThrows(UnrecognizedPropertyException.class, () -> PLAIN.readValue(display, Beans.Person.class));
    Beans.Person p = Wirebind.codec(Beans.Person.class).fromJson(display.getBytes(StandardCharsets.UTF_8));
    assertEquals(jackson(BOOT, BOOT.readValue(display, Beans.Person.class)), jackson(BOOT, p));
  }

  private Object anyValue(int depth) {
    switch (random.nextInt(depth > 1 ? 6 : 8)) {
      case 0: return null;
      case 1: return text() == null ? "" : text();
      case 2: return random.nextInt();
      case 3: return random.nextLong();
      case 4: return random.nextDouble();
      case 5: return random.nextBoolean();
      case 6: {
        List<Object> l = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
          l.add(anyValue(depth + 1));
        }
        return l;
      }
      default: {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        for (int i = random.nextInt(3); i > 0; i--) {
          m.put("k" + i, anyValue(depth + 1));
        }
        return m;
      }
    }
  }

  AnyMethods.Open open() {
    AnyMethods.Open o = new AnyMethods.Open().name(text()).count(maybe(random.nextInt(100)));
    for (int i = random.nextInt(4); i > 0; i--) {
      o.putAdditionalProperty("x" + random.nextInt(10), anyValue(0));
    }
    return o;
  }

  @Test
  void anyGetterAndSetterMethodsMatchJackson() throws Exception {
    Codec<AnyMethods.Open> codec = Wirebind.codec(AnyMethods.Open.class);
    Codec<AnyMethods.Bag> bags = Wirebind.codec(AnyMethods.Bag.class);
    for (int i = 0; i < 300; i++) {
      AnyMethods.Open x = open();
      check(codec, AnyMethods.Open.class, x);
      AnyMethods.Bag b = new AnyMethods.Bag();
      b.id = text();
      for (int k = random.nextInt(4); k > 0; k--) {
        b.set("e" + k, anyValue(0));
      }
      check(bags, AnyMethods.Bag.class, b);
    }
    String json = "{\"name\":\"n\",\"extra\":{\"a\":[1,2.5,true,null]},\"count\":3,\"z\":\"q\"}";
    AnyMethods.Open ours = codec.fromJson(json.getBytes(StandardCharsets.UTF_8));
    assertEquals(PLAIN.readValue(json, AnyMethods.Open.class), ours);
    assertEquals(jackson(PLAIN, ours), new String(codec.toJson(ours), StandardCharsets.UTF_8));
    // a key equal to a declared property's name is written again, as Jackson writes it
    AnyMethods.Open twice = new AnyMethods.Open().name("n");
    twice.putAdditionalProperty("name", "again");
    assertEquals(jackson(PLAIN, twice), new String(codec.toJson(twice), StandardCharsets.UTF_8));
  }

  /**
   * Setter-only containers, messages and optionals as Jackson 2.18 treats them: never written,
   * read through the setter only for a member present (a new value each time); protobuf likewise.
   */
  @Test
  void setterOnlyShapesAreReadAsJacksonReadsThem() throws Exception {
    Codec<SetterOnlyShapes> codec = Wirebind.codec(SetterOnlyShapes.class);
    SetterOnlyShapes s = new SetterOnlyShapes();
    s.name = "n";
    s.setTags(List.of("a"));
    assertEquals(jackson(BOOT, s), codec.toJsonString(s));
    String[] inputs = {
      "{}",
      "{\"name\":\"a\",\"tags\":[\"x\",null],\"scores\":{\"k\":1,\"z\":null},\"labels\":[\"b\",\"a\",\"b\"]}",
      "{\"tags\":null,\"scores\":null,\"labels\":null,\"spot\":null,\"maybe\":null,\"spots\":null}",
      "{\"spot\":{\"x\":3,\"label\":\"l\"},\"maybe\":\"m\",\"spots\":[{\"x\":1},null,{}]}",
      "{\"tags\":[],\"scores\":{},\"labels\":[],\"spot\":{},\"spots\":[]}",
      "{\"tags\":[\"1\"],\"tags\":[\"2\"],\"spot\":{\"x\":1},\"spot\":{\"label\":\"b\"}}",
    };
    for (String json : inputs) {
      SetterOnlyShapes theirs = BOOT.readValue(json, SetterOnlyShapes.class);
      SetterOnlyShapes ours = codec.fromJson(json.getBytes(StandardCharsets.UTF_8));
      assertEquals(theirs.toString(), ours.toString(), json);
    }
    assertThrows(io.wirebind.WirebindException.class,
        () -> codec.fromJson("{\"tags\":{}}".getBytes(StandardCharsets.UTF_8)));
    // protobuf: the setter of each field present, with what the peer wrote
    SetterOnlyShapes.Written w = new SetterOnlyShapes.Written();
    w.name = "p";
    w.tags = List.of("t");
    w.scores = new java.util.LinkedHashMap<>(java.util.Map.of("k", 2));
    w.labels = new java.util.LinkedHashSet<>(List.of("l"));
    w.spot = new SetterOnlyShapes.Spot();
    w.spot.x = 5;
    w.maybe = java.util.Optional.of("m");
    w.spots = List.of(w.spot, new SetterOnlyShapes.Spot());
    SetterOnlyShapes fromProto = codec.fromProto(Wirebind.codec(SetterOnlyShapes.Written.class).toProto(w));
    assertEquals("p", fromProto.name);
    assertEquals("{labels=[l], maybe=Optional[m], scores={k=2}, spot=Spot[5,null], spots=[Spot[5,null],"
        + " Spot[0,null]], tags=[t]}", fromProto.calls());
    assertEquals("{}", codec.fromProto(new byte[0]).calls());
    assertEquals(0, codec.toProto(s).length - Wirebind.codec(SetterOnlyShapes.Written.class).toProto(
        writtenName("n")).length);
  }

  private static SetterOnlyShapes.Written writtenName(String name) {
    SetterOnlyShapes.Written w = new SetterOnlyShapes.Written();
    w.name = name;
    w.maybe = java.util.Optional.empty();
    return w;
  }
}
