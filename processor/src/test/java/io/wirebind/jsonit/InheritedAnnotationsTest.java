package io.wirebind.jsonit;

import static io.wirebind.jsonit.JacksonAnnotationsTest.check;
import static io.wirebind.jsonit.JacksonDifferentialTest.JACKSON;
import static io.wirebind.jsonit.JacksonDifferentialTest.canonical;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Class-level Jackson annotations inherited from a superclass or interface, against Jackson 2.18
 * over random instances: same bytes, each reads the other's.
 */
class InheritedAnnotationsTest {
  static final int INSTANCES = Math.min(JacksonDifferentialTest.INSTANCES, 2_000);

  static Stream<Class<?>> classes() {
    return Stream.of(Inherited.Plain.class, Inherited.Deep.class, Inherited.Both.class,
        Inherited.Own.class, Inherited.Rec.class, Inherited.WithHidden.class,
        Inherited.AsArray.class);
  }

  @ParameterizedTest
  @MethodSource("classes")
  <T> void sameAsJackson(Class<T> type) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    RandomValues values = new RandomValues(type.getName().hashCode());
    for (int n = 0; n < INSTANCES; n++) {
      T x = values.message(type);
      check(codec, type, x, n);
      byte[] proto = codec.toProto(x);
      assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)), "proto " + type.getSimpleName() + " #" + n);
    }
  }

  @Test
  void genericBaseSameAsJackson() throws Exception {
    Codec<Inherited.OrderEvent> codec = Wirebind.codec(Inherited.OrderEvent.class);
    RandomValues values = new RandomValues(41);
    for (int n = 0; n < INSTANCES; n++) {
      Inherited.OrderEvent x = new Inherited.OrderEvent();
      x.payload = values.random().nextInt(4) == 0 ? null : values.string();
      if (values.random().nextInt(4) != 0) {
        x.history = new ArrayList<>();
        for (int k = values.random().nextInt(3); k > 0; k--) {
          x.history.add(values.string());
        }
      }
      x.atTime = values.random().nextInt(3) == 0 ? 0 : values.random().nextLong();
      x.sourceName = values.random().nextInt(3) == 0 ? null : values.string();
      check(codec, Inherited.OrderEvent.class, x, n);
      Inherited.OrderEvent back = codec.fromProto(codec.toProto(x));
      assertEquals(canonical(x), canonical(back), "proto #" + n);
    }
  }

  /** The names and order each case gives, spelled out (the tests above prove Jackson agrees). */
  @Test
  void inheritedNamesOrderAndInclusion() throws Exception {
    Inherited.Plain p = new Inherited.Plain();
    p.userId = 3;
    p.zLast = "z";
    p.dropMe = "gone";
    assertEquals("{\"z_last\":\"z\",\"user_id\":3}", Wirebind.codec(Inherited.Plain.class).toJsonString(p));
    Inherited.Both b = new Inherited.Both();
    b.fooBar = 1;
    assertEquals(JACKSON.writeValueAsString(b), Wirebind.codec(Inherited.Both.class).toJsonString(b));
    assertEquals("{\"UserId\":0,\"FooBar\":1}", Wirebind.codec(Inherited.Both.class).toJsonString(b));
    Inherited.OrderEvent e = new Inherited.OrderEvent();
    e.sourceName = "s";
    e.history = List.of();
    assertEquals(JACKSON.writeValueAsString(e), Wirebind.codec(Inherited.OrderEvent.class).toJsonString(e));
    assertEquals("{\"at-time\":0,\"source-name\":\"s\"}", Wirebind.codec(Inherited.OrderEvent.class).toJsonString(e));
    // unknown members are skipped, as @JsonIgnoreProperties(ignoreUnknown = true) on the base says
    assertEquals(canonical(JACKSON.readValue("{\"nope\":1,\"user_id\":2}", Inherited.Plain.class)),
        canonical(Wirebind.codec(Inherited.Plain.class).fromJson("{\"nope\":1,\"user_id\":2}")));
  }
}
