package io.wirebind.openit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.mappers.Differential;
import io.wirebind.mappers.Jackson;
import io.wirebind.openit.OpenForms.Cat;
import io.wirebind.openit.OpenForms.Circle;
import io.wirebind.openit.OpenForms.Dog;
import io.wirebind.openit.OpenForms.Fancy;
import io.wirebind.openit.OpenForms.Figure;
import io.wirebind.openit.OpenForms.Item;
import io.wirebind.openit.OpenForms.Owner;
import io.wirebind.openit.OpenForms.Pet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Open polymorphic bases (a concrete class with {@code @JsonTypeInfo} and {@code @JsonSubTypes}):
 * the base's own instances and its subtypes' in every position, JSON as Jackson 2.18 writes it
 * and reads it, protobuf round trips.
 */
class OpenBaseTest {
  static final Jackson BOOT = Jackson.boot();
  static final Codec<Owner> OWNER = Wirebind.codec(Owner.class);

  private static String text(Random r) {
    String[] t = {"a", "Rex", "\"q\"", "é", "", "Dog", "Cat", "x\ny"};
    return r.nextInt(5) == 0 ? null : t[r.nextInt(t.length)];
  }

  static Pet pet(Random r) {
    Pet p;
    switch (r.nextInt(3)) {
      case 0 -> p = new Pet();
      case 1 -> {
        Dog d = new Dog();
        d.setBark(r.nextBoolean() ? null : r.nextBoolean());
        p = d;
      }
      default -> {
        Cat c = new Cat();
        c.setLives(r.nextBoolean() ? null : r.nextInt(10));
        // never null: protobuf has no null list (a null one comes back empty)
        c.setToys(r.nextBoolean() ? List.of() : List.of("ball", text(r) == null ? "" : "mouse"));
        p = c;
      }
    }
    p.setPetType(text(r)); // ignored on write: Jackson writes the type id in its place
    p.setName(text(r));
    return p;
  }

  static Item item(Random r) {
    Item i = r.nextBoolean() ? new Item() : new Fancy();
    i.kind = i instanceof Fancy ? "fancy" : "plain";
    i.size = r.nextInt(100) - 50;
    if (i instanceof Fancy f) {
      f.color = text(r);
    }
    return i;
  }

  static Figure figure(Random r) {
    Figure f = r.nextBoolean() ? new Figure() : new Circle();
    f.area = r.nextInt(1000) / 8.0;
    if (f instanceof Circle c) {
      c.radius = r.nextInt(100) / 4.0;
    }
    return f;
  }

  static Owner owner(Random r) {
    List<Pet> pets = new ArrayList<>();
    Map<String, Pet> byName = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      pets.add(pet(r));
      byName.put("k" + i, pet(r));
    }
    List<Item> items = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      items.add(item(r));
    }
    return new Owner(r.nextInt(5) == 0 ? null : pet(r), pets, byName,
        r.nextBoolean() ? Optional.empty() : Optional.of(pet(r)), r.nextInt(5) == 0 ? null : item(r), items,
        r.nextInt(5) == 0 ? null : figure(r));
  }

  private static <T> void same(Codec<T> codec, Class<T> type, T value) throws Exception {
    Differential.same(BOOT, codec, type, value);
  }

  @Test
  void randomInstancesInEveryPosition() throws Exception {
    Random r = new Random(30);
    for (int i = 0; i < 1000; i++) {
      Owner o = owner(r);
      same(OWNER, Owner.class, o);
      if (o.pet() != null) {
        same(Wirebind.codec(Pet.class), Pet.class, o.pet());
      }
      if (o.item() != null) {
        same(Wirebind.codec(Item.class), Item.class, o.item());
      }
      if (o.figure() != null) {
        same(Wirebind.codec(Figure.class), Figure.class, o.figure());
      }
    }
  }

  /** protoc's classes for the exported openit.proto parse Wirebind's bytes and write them back unchanged. */
  @Test
  void protocPeerReadsTheExportedOneofs() throws Exception {
    // protoc's Java for the exported file (the build runs protoc on it), compiled here
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("openit-peer");
    assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", out.toString(),
        "-proc:none", "-nowarn", "-classpath", System.getProperty("java.class.path"),
        "target/exported-proto-java/io/wirebind/openit/Openit.java"));
    ClassLoader peers = new java.net.URLClassLoader(new java.net.URL[] {out.toUri().toURL()}, getClass().getClassLoader());
    Class<?> peer = peers.loadClass("io.wirebind.openit.Openit$OpenForms_Owner");
    java.lang.reflect.Method parse = peer.getMethod("parseFrom", byte[].class);
    Random r = new Random(31);
    for (int i = 0; i < 500; i++) {
      Owner o = owner(r);
      byte[] ours = OWNER.toProto(o);
      com.google.protobuf.Message theirs = (com.google.protobuf.Message) parse.invoke(null, (Object) ours);
      assertArrayEquals(ours, theirs.toByteArray(), theirs.toString());
      assertEquals(o.pets().size(), theirs.getRepeatedFieldCount(theirs.getDescriptorForType().findFieldByName("pets")));
      assertEquals(OWNER.fromProto(ours), OWNER.fromProto(theirs.toByteArray()));
    }
    // the base's own instance is the case "pet" holding Pet.Own
    Pet p = new Pet();
    p.setName("Tom");
    Class<?> pet = peers.loadClass("io.wirebind.openit.Openit$OpenForms_Pet");
    com.google.protobuf.Message m = (com.google.protobuf.Message) pet.getMethod("parseFrom", byte[].class)
        .invoke(null, (Object) Wirebind.codec(Pet.class).toProto(p));
    assertEquals("pet { name: \"Tom\" }", com.google.protobuf.TextFormat.shortDebugString(m));
  }

  @Test
  void baseWritesItsOwnTypeId() throws Exception {
    Pet p = new Pet();
    p.setName("Tom");
    // no @JsonTypeName: Jackson's default id, the class name after its package (OpenForms$Pet)
    assertEquals("{\"petType\":\"OpenForms$Pet\",\"name\":\"Tom\"}", Wirebind.codec(Pet.class).toJsonString(p));
    assertEquals(BOOT.writeValueAsString(p), Wirebind.codec(Pet.class).toJsonString(p));
    Item i = new Item();
    i.kind = "plain";
    assertEquals("{\"kind\":\"plain\",\"size\":0}", Wirebind.codec(Item.class).toJsonString(i));
    assertEquals(BOOT.writeValueAsString(new Figure()), Wirebind.codec(Figure.class).toJsonString(new Figure()));
  }

  @Test
  void subtypeCodecsWriteTheTypeIdToo() throws Exception {
    Dog d = new Dog();
    d.setBark(true);
    assertEquals(BOOT.writeValueAsString(d), Wirebind.codec(Dog.class).toJsonString(d));
    assertEquals(BOOT.writeValueAsString(d), Wirebind.codec(Pet.class).toJsonString(d));
    Cat c = new Cat();
    assertEquals("{\"petType\":\"Cat\",\"name\":null,\"lives\":null,\"toys\":null}",
        Wirebind.codec(Pet.class).toJsonString(c));
    assertEquals(BOOT.writeValueAsString(c), Wirebind.codec(Cat.class).toJsonString(c));
    assertEquals(BOOT.readValue("{\"petType\":\"Cat\",\"toys\":null}", Pet.class),
        Wirebind.codec(Pet.class).fromJson("{\"petType\":\"Cat\",\"toys\":null}"));
  }

  /** An unlisted subclass is no case: refused with its class named, never written as the base. */
  @Test
  void unlistedSubclassIsRefused() {
    Codec<Pet> pets = Wirebind.codec(Pet.class);
    Pet stray = new OpenForms.Stray();
    assertThrows(WirebindException.class, () -> pets.toJson(stray));
    assertThrows(WirebindException.class, () -> pets.toProto(stray));
  }

  @Test
  void unknownOrMissingIdFailsAsJacksonFails() {
    for (String json : new String[] {"{\"petType\":\"Cow\"}", "{\"name\":\"x\"}"}) {
      assertThrows(Exception.class, () -> BOOT.readValue(json, Pet.class));
      assertThrows(WirebindException.class, () -> Wirebind.codec(Pet.class).fromJson(json), json);
    }
  }
}
