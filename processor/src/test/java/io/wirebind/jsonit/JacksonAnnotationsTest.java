package io.wirebind.jsonit;

import static io.wirebind.jsonit.JacksonDifferentialTest.JACKSON;
import static io.wirebind.jsonit.JacksonDifferentialTest.canonical;
import static io.wirebind.jsonit.JacksonDifferentialTest.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.mappers.Jackson;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Jackson annotations: our output and reading compared with Jackson's on the same classes. */
class JacksonAnnotationsTest {

  static Stream<Class<?>> annotated() {
    return Stream.of(
        Annotated.Renamed.class, Annotated.Ordered.class, Annotated.NonEmpty.class,
        Annotated.Indexed.class, Annotated.Strict.class, Annotated.LastString.class,
        Annotated.LastStringNonNull.class, Annotated.OnlyString.class);
  }

  /** Every way a last string property ends the object: short, escaped, long, absent, null. */
  @Test
  void lastStringEndsTheObjectOnEveryPath() throws Exception {
    String[] strings = {
      null, "", "a", "tab\there", "é", "a plain string longer than sixteen chars",
      "a long one with € and \"quotes\" in it"
    };
    Codec<Annotated.LastString> last = Wirebind.codec(Annotated.LastString.class);
    Codec<Annotated.LastStringNonNull> nonNull = Wirebind.codec(Annotated.LastStringNonNull.class);
    Codec<Annotated.OnlyString> only = Wirebind.codec(Annotated.OnlyString.class);
    int n = 0;
    for (String s : strings) {
      Annotated.LastString a = new Annotated.LastString();
      a.n = n;
      a.last = s;
      check(last, Annotated.LastString.class, a, n);
      Annotated.LastStringNonNull b = new Annotated.LastStringNonNull();
      b.n = n;
      b.last = s;
      check(nonNull, Annotated.LastStringNonNull.class, b, n);
      Annotated.OnlyString c = new Annotated.OnlyString();
      c.only = s;
      check(only, Annotated.OnlyString.class, c, n++);
    }
  }

  /**
   * Lists walked by index (an {@code ArrayList}, {@code Arrays.asList}, {@code stream().toList()},
   * an unmodifiable view of one) and by their iterator (a {@code LinkedList}, an unmodifiable view
   * of one, an {@code ArrayList}'s {@code subList}) give the same JSON as Jackson and the same
   * protobuf bytes.
   */
  @Test
  void listsOfEveryKindGiveTheSameBytes() throws Exception {
    Codec<Annotated.Lists> codec = Wirebind.codec(Annotated.Lists.class);
    List<UnaryOperator<List<Object>>> kinds = List.of(
        ArrayList::new,
        LinkedList::new,
        l -> Arrays.asList(l.toArray()),
        l -> l.stream().toList(),
        l -> Collections.unmodifiableList(new ArrayList<>(l)),
        l -> Collections.unmodifiableList(new LinkedList<>(l)),
        l -> {
          List<Object> longer = new ArrayList<>(l);
          longer.add(0, null);
          return longer.subList(1, longer.size());
        });
    for (int size = 0; size < 4 * 2; size++) {
      boolean nulls = size < 4; // JSON writes null elements; protobuf has none
      List<Object> items = new ArrayList<>();
      List<Object> ints = new ArrayList<>();
      List<Object> names = new ArrayList<>();
      for (int i = 0; i < size % 4; i++) {
        Annotated.LastString item = nulls && i == 1 ? null : new Annotated.LastString();
        if (item != null) {
          item.n = i;
          item.last = "s" + i;
        }
        items.add(item);
        ints.add(nulls && i == 2 ? null : i);
        names.add(nulls && i == 1 ? null : "n" + i);
      }
      byte[] proto = null;
      for (UnaryOperator<List<Object>> kind : kinds) {
        Annotated.Lists x = new Annotated.Lists();
        x.items = cast(kind.apply(items));
        x.ints = cast(kind.apply(ints));
        x.names = cast(kind.apply(names));
        check(codec, Annotated.Lists.class, x, size);
        if (!nulls) {
          byte[] bytes = codec.toProto(x);
          if (proto == null) {
            proto = bytes;
          }
          assertArrayEquals(proto, bytes, x.names.getClass().getName());
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static <E> List<E> cast(List<Object> l) {
    return (List<E>) (List<?>) l;
  }

  @ParameterizedTest
  @MethodSource("annotated")
  <T> void sameAsJackson(Class<T> type) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    RandomValues values = new RandomValues(type.getName().hashCode());
    for (int n = 0; n < JacksonDifferentialTest.INSTANCES; n++) {
      T x = values.message(type);
      check(codec, type, x, n);
    }
  }

  static <T> void check(Codec<T> codec, Class<T> type, T x, int n) throws Exception {
    byte[] jackson = JACKSON.writeValueAsBytes(x);
    String where = type.getSimpleName() + " #" + n + ": " + utf8(jackson);
    SameJson.assertSame(jackson, codec.toJson(x), "(a) bytes " + where);
    T ours = codec.fromJson(jackson);
    T theirs = JACKSON.readValue(jackson, type);
    assertEquals(canonical(theirs), canonical(ours), "(c) we read " + where);
    assertEquals(canonical(theirs), canonical(JACKSON.readValue(codec.toJson(x), type)), "(b) " + where);
  }

  @Test
  void jsonCreatorConstructor() throws Exception {
    Codec<Annotated.Created> codec = Wirebind.codec(Annotated.Created.class);
    RandomValues values = new RandomValues(7);
    for (int n = 0; n < 1000; n++) {
      List<String> parts = null;
      if (values.random().nextBoolean()) {
        parts = new ArrayList<>();
        for (int i = values.random().nextInt(3); i > 0; i--) {
          parts.add(values.string());
        }
      }
      Annotated.Created x =
          new Annotated.Created(
              values.random().nextInt(5) == 0 ? null : values.string(),
              (long) values.scalar(long.class),
              parts);
      check(codec, Annotated.Created.class, x, n);
    }
    // members in any order, missing ones get the type default
    if (Jackson.jackson3()) {
      // null for the primitive: Jackson 3 rejects it (FAIL_ON_NULL_FOR_PRIMITIVES), and so do we
      String withNull = "{\"parts\":[\"p\"],\"size\":null,\"id\":\"i\"}";
      assertThrows(Exception.class, () -> JACKSON.readValue(withNull, Annotated.Created.class));
      assertThrows(WirebindException.class, () -> codec.fromJson(withNull));
    }
    Annotated.Created c = codec.fromJson(Jackson.jackson3()
        ? "{\"parts\":[\"p\"],\"id\":\"i\"}" : "{\"parts\":[\"p\"],\"size\":null,\"id\":\"i\"}");
    assertEquals("i", c.getId());
    assertEquals(0, c.getSize());
    assertEquals(List.of("p"), c.getParts());
    assertEquals(
        canonical(JACKSON.readValue("{\"size\":3}", Annotated.Created.class)),
        canonical(codec.fromJson("{\"size\":3}")));
  }

  @Test
  void ignoreUnknownFalseReportsTheMember() throws Exception {
    Codec<Annotated.Strict> codec = Wirebind.codec(Annotated.Strict.class);
    String json = "{\"name\":\"n\",\"surprise\":[1,{\"a\":2}],\"value\":1}";
    WirebindException e = assertThrows(WirebindException.class, () -> codec.fromJson(json));
    assertTrue(e.getMessage().contains("surprise"), e.getMessage());
    assertTrue(e.offset() >= 0);
    assertThrows(Exception.class, () -> Jackson.strict().readValue(json, Annotated.Strict.class));
    // the escaped spelling of a known name is known
    assertEquals(1, codec.fromJson("{\"v\\u0061lue\":1}").value);
  }

  @Test
  void ignoredMembersAreSkippedOnRead() throws Exception {
    Codec<Annotated.Renamed> codec = Wirebind.codec(Annotated.Renamed.class);
    String json = "{\"secret\":\"s\",\"renamed\":4,\"a\":9}";
    Annotated.Renamed ours = codec.fromJson(json);
    // Jackson's default ObjectMapper fails on unknown members ("a"); we skip them
    Annotated.Renamed theirs = Jackson.lenient().readValue(json, Annotated.Renamed.class);
    assertEquals(theirs.secret, ours.secret);
    assertEquals(4, ours.a);
    assertEquals(canonical(theirs), canonical(ours));
  }

  @Test
  void wireFieldJsonName() {
    Codec<Annotated.WireNamed> codec = Wirebind.codec(Annotated.WireNamed.class);
    Annotated.WireNamed x = new Annotated.WireNamed();
    x.value = -3;
    x.other = "o";
    // placed by the Jackson name ("value"): Jackson 3 sorts it after "other"
    assertEquals(Jackson.jackson3() ? "{\"other\":\"o\",\"custom_name\":-3}" : "{\"custom_name\":-3,\"other\":\"o\"}",
        codec.toJsonString(x));
    assertEquals(-3, codec.fromJson("{\"custom_name\":-3}").value);
    assertEquals(0, codec.fromJson("{\"value\":-3}").value);
  }

  /**
   * A documented difference: class-level {@code NON_DEFAULT} in Jackson compares each property with
   * the value a new instance has (so {@code five = 5} is omitted, {@code five = 0} written, and
   * {@code ""} / {@code []} are written when the new instance holds null). Wirebind applies the
   * property-level rule to every property instead: omitted when it is null, the type's default
   * ({@code 0}, {@code false}) or empty.
   */
  @Test
  void classLevelNonDefaultUsesTheTypeDefaults() throws Exception {
    Codec<Annotated.NonDefault> codec = Wirebind.codec(Annotated.NonDefault.class);
    Annotated.NonDefault x = new Annotated.NonDefault();
    assertEquals("{\"five\":5,\"named\":\"x\"}", codec.toJsonString(x));
    assertEquals("{}", JACKSON.writeValueAsString(x));
    x.five = 0;
    x.named = null;
    x.text = "";
    x.list = new ArrayList<>();
    assertEquals("{}", codec.toJsonString(x));
    assertEquals(Jackson.jackson3() ? "{\"five\":0,\"list\":[],\"named\":null,\"text\":\"\"}"
        : "{\"five\":0,\"text\":\"\",\"named\":null,\"list\":[]}", JACKSON.writeValueAsString(x));
    // reading is the same either way
    String json = "{\"zero\":3,\"five\":0,\"text\":\"\",\"named\":null,\"list\":[1]}";
    assertEquals(
        canonical(JACKSON.readValue(json, Annotated.NonDefault.class)),
        canonical(codec.fromJson(json)));
  }
}
