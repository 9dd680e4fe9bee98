package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.polyit.Forms.Animal;
import io.wirebind.polyit.Forms.Cat;
import io.wirebind.polyit.Forms.Dog;
import io.wirebind.polyit.Forms.Holder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every supported {@code @JsonTypeInfo} form: Jackson's bytes out, Jackson's bytes in, both ways. */
class FormsTest {
  static final Codec<Holder> HOLDER = Wirebind.codec(Holder.class);

  private static Holder random(Random r) {
    PolyRandom p = new PolyRandom(r.nextLong());
    List<Forms.WrapArray> arrays = new ArrayList<>();
    List<Forms.Deduced> deduced = new ArrayList<>();
    List<Animal> animals = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      arrays.add(r.nextBoolean() ? new Forms.WaA(r.nextInt()) : new Forms.WaB(p.text()));
      deduced.add(r.nextBoolean() ? new Forms.DeA(r.nextInt(), p.text()) : new Forms.DeB(p.text(), null));
      Animal a;
      if (r.nextBoolean()) {
        Dog d = new Dog();
        d.barks = r.nextInt(10);
        a = d;
      } else {
        Cat c = new Cat();
        c.indoor = r.nextBoolean();
        a = c;
      }
      a.name = r.nextBoolean() ? null : p.text();
      animals.add(a);
    }
    Forms.WrapObject wo = new Forms.WoA(r.nextInt());
    if (r.nextBoolean()) {
      wo = new Forms.WoB(p.text(), List.of(wo, new Forms.WoB(null, List.of())));
    }
    return new Holder(
        wo,
        arrays,
        r.nextBoolean() ? new Forms.ClA(r.nextInt()) : new Forms.ClB(p.text()),
        r.nextBoolean() ? new Forms.MiA(r.nextInt()) : new Forms.MiB(p.text()),
        r.nextBoolean() ? new Forms.SiA(r.nextInt()) : new Forms.SiB(p.text()),
        r.nextBoolean() ? new Forms.ExA("exa", r.nextInt()) : new Forms.ExB(r.nextInt(), "exb"),
        deduced,
        r.nextBoolean() ? new Forms.DfA(r.nextInt()) : new Forms.DfB(p.text()),
        animals);
  }

  @Test
  void jsonIsJacksonsBothWays() throws Exception {
    Random r = new Random(7);
    for (int i = 0; i < 2000; i++) {
      Holder x = random(r);
      String jackson = new String(PolyDifferentialTest.MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, HOLDER.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(x, HOLDER.fromJson(json));
      assertEquals(x, PolyDifferentialTest.MAPPER.readValue(HOLDER.toJson(x), Holder.class));
      assertEquals(x, HOLDER.fromProto(HOLDER.toProto(x)));
    }
  }

  @Test
  void jacksonIdsOfEachForm() {
    assertEquals("{\"a\":{\"x\":1}}", Wirebind.codec(Forms.WrapObject.class).toJsonString(new Forms.WoA(1)));
    assertEquals("[\"bee\",{\"s\":\"q\"}]", Wirebind.codec(Forms.WrapArray.class).toJsonString(new Forms.WaB("q")));
    assertEquals("{\"@class\":\"io.wirebind.polyit.Forms$ClA\",\"x\":1}",
        Wirebind.codec(Forms.ByClass.class).toJsonString(new Forms.ClA(1)));
    assertEquals("{\"@c\":\".Forms$MiA\",\"x\":1}", Wirebind.codec(Forms.Minimal.class).toJsonString(new Forms.MiA(1)));
    assertEquals("{\"kind\":\"SiA\",\"x\":1}", Wirebind.codec(Forms.Simple.class).toJsonString(new Forms.SiA(1)));
    // MINIMAL_CLASS also reads the full class name, as Jackson does
    assertEquals(new Forms.MiA(2), Wirebind.codec(Forms.Minimal.class)
        .fromJson("{\"@c\":\"io.wirebind.polyit.Forms$MiA\",\"x\":2}"));
  }

  @Test
  void aSubtypeFailingOnUnknownMembersStillReadsItsTypeId() {
    Codec<Forms.Simple> codec = Wirebind.codec(Forms.Simple.class);
    assertEquals(new Forms.SiA(5), codec.fromJson("{\"x\":5,\"kind\":\"SiA\"}"));
    assertEquals(new Forms.SiA(5), Wirebind.codec(Forms.SiA.class).fromJson("{\"kind\":\"SiA\",\"x\":5}"));
    assertThrows(WirebindException.class, () -> codec.fromJson("{\"kind\":\"SiA\",\"x\":5,\"y\":1}"));
  }

  @Test
  void defaultImplTakesMissingAndUnknownIds() throws Exception {
    Codec<Forms.WithDefault> codec = Wirebind.codec(Forms.WithDefault.class);
    for (String json : new String[] {"{\"x\":3}", "{\"@type\":\"Nope\",\"x\":3}", "{\"x\":3,\"@type\":\"Other\"}"}) {
      assertEquals(new Forms.DfA(3), codec.fromJson(json), json);
      assertEquals(new Forms.DfA(3), PolyDifferentialTest.MAPPER.readValue(json, Forms.WithDefault.class), json);
    }
  }

  @Test
  void deductionFailsClearly() {
    Codec<Forms.Deduced> codec = Wirebind.codec(Forms.Deduced.class);
    assertEquals(new Forms.DeB("b", "s"), codec.fromJson("{\"shared\":\"s\",\"beta\":\"b\"}"));
    WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson("{\"shared\":\"s\"}"));
    assertTrue(e.getMessage().contains("cannot deduce a unique subtype of Deduced (2 candidates match)"), e.getMessage());
  }

  @Test
  void wrappersAreChecked() throws Exception {
    Codec<Forms.WrapObject> obj = Wirebind.codec(Forms.WrapObject.class);
    assertThrows(WirebindException.class, () -> obj.fromJson("{}"));
    assertThrows(WirebindException.class, () -> obj.fromJson("{\"a\":{\"x\":1},\"b\":2}"));
    assertThrows(WirebindException.class, () -> obj.fromJson("{\"zzz\":{\"x\":1}}"));
    Codec<Forms.WrapArray> arr = Wirebind.codec(Forms.WrapArray.class);
    assertEquals(new Forms.WaA(4), arr.fromJson(" [ \"Forms$WaA\" , { \"x\" : 4 } ] "));
    // an array holding only the id is null, as Jackson reads it; a null value in a wrapper fails in both
    assertEquals(null, arr.fromJson("[\"Forms$WaA\"]"));
    assertEquals(null, PolyDifferentialTest.MAPPER.readValue("[\"Forms$WaA\"]", Forms.WrapArray.class));
    for (String json : new String[] {"[\"Forms$WaA\",null]", "{\"a\":null}"}) {
      Class<?> type = json.startsWith("[") ? Forms.WrapArray.class : Forms.WrapObject.class;
      assertThrows(Exception.class, () -> PolyDifferentialTest.MAPPER.readValue(json, type), json);
      assertThrows(WirebindException.class, () -> Wirebind.codec(type).fromJson(json), json);
    }
    assertThrows(WirebindException.class, () -> arr.fromJson("[\"Forms$WaA\",{},1]"));
  }

  @Test
  void reuseOfMutableSubtypes() {
    Codec<Animal> codec = Wirebind.codec(Animal.class);
    Dog dog = new Dog();
    Animal back = codec.readJson(new JsonReader().reset("{\"species\":\"dog\",\"name\":\"rex\",\"barks\":2}"
        .getBytes(StandardCharsets.UTF_8)), dog);
    assertSame(dog, back);
    assertEquals(2, dog.barks);
    Animal cat = codec.readJson(new JsonReader().reset("{\"name\":\"tom\",\"species\":\"cat\",\"indoor\":true}"
        .getBytes(StandardCharsets.UTF_8)), dog);
    assertTrue(cat instanceof Cat c && c.indoor && "tom".equals(c.name));
  }
}
