package io.wirebind.processor.generate.kind;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.CompiledClasses;
import io.wirebind.processor.WirebindProcessor;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Walks the {@link LibraryType} registry: every row's type, with its {@link RegistrySamples}, is
 * compiled through the processor in every position — a field of a record and of a mutable class,
 * a list, set and array element, a map value, a map key where the row's {@link LibraryType.Key}
 * allows one, an {@code Optional}, a nested message's record component — once for Jackson 2 and
 * once for Jackson 3 ({@code -Awirebind.jackson=3}, which reaches the {@link
 * LibraryType.Variant#JACKSON3} rows). Each codec must write the bytes Jackson writes (2.18 with
 * {@code JavaTimeModule} and {@code Jdk8Module} as Spring Boot configures it; Jackson 3's default
 * mapper), read Jackson's JSON to the value Jackson reads, and round-trip protobuf and proto3 JSON.
 * A type added to the registry is in this suite with nothing else to write.
 */
class RegistryRoundTripTest {
  private static final ObjectMapper JACKSON2 = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .addModule(new Jdk8Module())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  private static final tools.jackson.databind.json.JsonMapper JACKSON3 =
      tools.jackson.databind.json.JsonMapper.builder().build();

  @TestFactory
  Stream<DynamicTest> everyRowInEveryPositionAndStyle() {
    List<DynamicTest> tests = new ArrayList<>();
    for (LibraryType row : LibraryType.values()) {
      RegistrySamples.Sample sample = RegistrySamples.of(row);
      if (sample == null) {
        tests.add(DynamicTest.dynamicTest(row + " through its base", () -> {
          assertEquals(LibraryType.Variant.JACKSON3, row.variant(), row + " has no samples");
          assertEquals(row, row.base().jackson3(), row + " is reached by its base under Jackson 3");
        }));
        continue;
      }
      for (int jackson : new int[] {2, 3}) {
        tests.add(DynamicTest.dynamicTest(row + " jackson " + jackson, () -> roundTrip(row, sample, jackson)));
      }
    }
    return tests.stream();
  }

  private static boolean keyable(LibraryType row) {
    return switch (row.key()) {
      case NONE -> false;
      case TEXT, TEXT_PROTO3, NATIVE, OWN -> true;
    };
  }

  private static void roundTrip(LibraryType row, RegistrySamples.Sample sample, int jackson) throws Exception {
    String t = row.javaType().canonicalName();
    String a = sample.annotation().isEmpty() ? "" : sample.annotation() + " ";
    boolean keys = keyable(row);
    Compilation c = javac()
        .withProcessors(new WirebindProcessor())
        .withOptions("-Awirebind.jackson=" + jackson)
        .compile(
            JavaFileObjects.forSourceLines("reg.Inner",
                "package reg;",
                "@io.wirebind.annotation.WireMessage",
                "public record Inner(" + a + t + " value) {}"),
            JavaFileObjects.forSourceLines("reg.Holder",
                "package reg;",
                "import java.util.*;",
                "@io.wirebind.annotation.WireMessage",
                "public record Holder(",
                "    " + a + t + " value,",
                "    " + a + "List<" + t + "> list,",
                "    " + a + "Set<" + t + "> set,",
                "    " + a + "Map<String, " + t + "> byName,",
                keys ? "    Map<" + t + ", Integer> byKey," : "",
                "    " + a + "Optional<" + t + "> maybe,",
                "    Inner inner,",
                "    List<Inner> inners) {}"),
            JavaFileObjects.forSourceLines("reg.Bean",
                "package reg;",
                "import java.util.*;",
                "@io.wirebind.annotation.WireMessage",
                "public class Bean {",
                "  " + a + "public " + t + " value;",
                "  " + a + "public List<" + t + "> list;",
                "  " + a + "public " + t + "[] array;",
                "  " + a + "public Map<String, " + t + "> byName;",
                "  @Override public boolean equals(Object o) {",
                "    return o instanceof Bean b && Objects.equals(value, b.value) && Objects.equals(list, b.list)",
                "        && Arrays.equals(array, b.array) && Objects.equals(byName, b.byName);",
                "  }",
                "  @Override public int hashCode() { return Objects.hash(value, list, byName); }",
                "  @Override public String toString() {",
                "    return value + \" \" + list + \" \" + Arrays.toString(array) + \" \" + byName;",
                "  }",
                "}"));
    assertThat(c).succeeded();
    CompiledClasses classes = new CompiledClasses(c);
    List<Object> v = sample.values();
    Class<?> java = Class.forName(t);
    Class<?> inner = classes.load("reg.Inner");
    Class<?> holder = classes.load("reg.Holder");
    Class<?> bean = classes.load("reg.Bean");
    Object innerFull = inner.getConstructors()[0].newInstance(v.get(0));
    Object innerEmpty = inner.getConstructors()[0].newInstance((Object) null);
    Map<String, Object> byName = new LinkedHashMap<>();
    Map<Object, Integer> byKey = new LinkedHashMap<>();
    for (int i = 0; i < v.size(); i++) {
      byName.put("k" + i, v.get(i));
      byKey.put(v.get(i), i);
    }
    List<Object> full = new ArrayList<>(List.of(v.get(0), v, new LinkedHashSet<>(v), byName));
    List<Object> empty = new ArrayList<>(List.of(List.of(), new LinkedHashSet<>(), Map.of()));
    empty.add(0, null);
    if (keys) {
      full.add(byKey);
      empty.add(Map.of());
    }
    full.addAll(List.of(Optional.of(v.get(v.size() - 1)), innerFull, List.of(innerEmpty, innerFull)));
    empty.add(Optional.empty());
    empty.add(null);
    empty.add(List.of());
    Object beanFull = bean.getConstructor().newInstance();
    set(beanFull, "value", v.get(0));
    set(beanFull, "list", v);
    Object array = Array.newInstance(java, v.size());
    for (int i = 0; i < v.size(); i++) {
      Array.set(array, i, v.get(i));
    }
    set(beanFull, "array", array);
    set(beanFull, "byName", byName);
    check(classes, holder.getConstructors()[0].newInstance(full.toArray()), jackson, true);
    check(classes, holder.getConstructors()[0].newInstance(empty.toArray()), jackson, false);
    check(classes, beanFull, jackson, true);
    check(classes, bean.getConstructor().newInstance(), jackson, false);
  }

  private static void set(Object o, String field, Object value) throws Exception {
    Field f = o.getClass().getField(field);
    f.set(o, value);
  }

  @SuppressWarnings("unchecked")
  /** {@code full}: every position holds values (protobuf reads absent lists as empty, not null). */
  private static void check(CompiledClasses classes, Object x, int jackson, boolean full) throws Exception {
    Class<?> type = x.getClass();
    Codec<Object> codec = (Codec<Object>) classes.load(type.getName() + "_WireCodec").getField("INSTANCE").get(null);
    String theirs = jackson == 2 ? JACKSON2.writeValueAsString(x) : JACKSON3.writeValueAsString(x);
    assertEquals(theirs, codec.toJsonString(x), "Jackson " + jackson + "'s JSON");
    byte[] json = theirs.getBytes(StandardCharsets.UTF_8);
    Object read = jackson == 2 ? JACKSON2.readValue(json, type) : JACKSON3.readValue(json, type);
    assertEquals(read, codec.fromJson(json), "read as Jackson " + jackson + " reads " + theirs);
    byte[] protobuf = codec.toProto(x);
    Object fromProto = codec.fromProto(protobuf);
    if (full) {
      assertEquals(x, fromProto, "protobuf round trip");
    }
    assertEquals(HexFormat.of().formatHex(protobuf), HexFormat.of().formatHex(codec.toProto(fromProto)));
    // proto3 JSON: read back, the value writes the same protobuf and the same proto3 JSON (a record
    // reads an absent list as null where protobuf reads it as empty: both write nothing)
    byte[] proto3 = codec.toJson(x, JsonStyle.PROTO3);
    String text = new String(proto3, StandardCharsets.UTF_8);
    assertNotNull(JACKSON2.readTree(proto3));
    Object back = codec.fromJson(proto3, JsonStyle.PROTO3);
    assertEquals(HexFormat.of().formatHex(protobuf), HexFormat.of().formatHex(codec.toProto(back)),
        "proto3 JSON round trip of " + text);
    assertEquals(text, new String(codec.toJson(back, JsonStyle.PROTO3), StandardCharsets.UTF_8));
  }
}
