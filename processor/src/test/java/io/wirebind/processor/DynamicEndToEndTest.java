package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Dynamic values in every declaration the processor takes (Object, Map / HashMap / LinkedHashMap
 * of String to Object, List / ArrayList of Object, in optionals, lists, maps, beans and value
 * objects): the generated code compiles without warnings, writes what Jackson writes and reads
 * back what it wrote; and what a tree cannot hold fails the encode clearly.
 */
class DynamicEndToEndTest {
  private static final ObjectMapper JACKSON = new ObjectMapper().registerModule(new Jdk8Module());

  private static CompiledClasses compile() {
    Compilation c =
        javac()
            .withProcessors(new WirebindProcessor())
            .withOptions("-Xlint:all,-processing")
            .compile(JavaFileObjects.forSourceLines("t.Trees",
                "package t;",
                "import com.fasterxml.jackson.annotation.JsonValue;",
                "import io.wirebind.annotation.*;",
                "import java.util.*;",
                "public class Trees {",
                "  @WireMessage public record Event(Object payload, HashMap<String, Object> hashed,",
                "      ArrayList<Object> listed, Optional<Map<String, Object>> extra, Map<Long, List<Object>> series,",
                "      List<LinkedHashMap<String, Object>> rows, Json json, Attributes attributes) {}",
                "  public record Json(@JsonValue Object tree) {}",
                "  public record Attributes(@JsonValue Map<String, Object> values) {}",
                "  @WireMessage public static class Bean {",
                "    private Map<String, Object> meta = new TreeMap<>(Map.of(\"v\", 1));",
                "    private List<Object> items;",
                "    public Map<String, Object> getMeta() { return meta; }",
                "    public void setMeta(Map<String, Object> m) { meta = m; }",
                "    public List<Object> getItems() { return items; }",
                "    public void setItems(List<Object> i) { items = i; }",
                "  }",
                "}"));
    assertThat(c).succeededWithoutWarnings();
    return new CompiledClasses(c);
  }

  @SuppressWarnings("unchecked")
  private static Codec<Object> codec(CompiledClasses classes, String name) throws Exception {
    return (Codec<Object>) classes.load(name).getField("INSTANCE").get(null);
  }

  @Test
  void everyDeclarationRoundTrips() throws Exception {
    CompiledClasses classes = compile();
    Class<?> json = classes.load("t.Trees$Json");
    Class<?> attributes = classes.load("t.Trees$Attributes");
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("n", 1);
    tree.put("big", new BigInteger("123456789012345678901234567890"));
    tree.put("d", new BigDecimal("1.5"));
    tree.put("list", new ArrayList<>(List.of("x", false)));
    tree.put("none", null);
    Object event = classes.load("t.Trees$Event").getConstructors()[0].newInstance(
        List.of(1L, 2.5f, "s"), new HashMap<>(Map.of("k", List.of())), new ArrayList<>(List.of(Map.of())),
        Optional.of(tree), Map.of(7L, List.of(true)), List.of(new LinkedHashMap<>(tree)),
        json.getConstructors()[0].newInstance(tree), attributes.getConstructors()[0].newInstance(Map.of("a", "b")));
    Codec<Object> codec = codec(classes, "t.Trees_Event_WireCodec");
    String written = codec.toJsonString(event);
    assertEquals(JACKSON.writeValueAsString(event), written);
    assertEquals(written, codec.toJsonString(codec.fromJson(written)));
    assertEquals(written, JACKSON.writeValueAsString(codec.fromJson(written)));
    byte[] proto = codec.toProto(event);
    assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)));
    String proto3 = new String(codec.toJson(event, JsonStyle.PROTO3), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(proto3, new String(codec.toJson(codec.fromJson(proto3.getBytes(java.nio.charset.StandardCharsets.UTF_8),
        JsonStyle.PROTO3), JsonStyle.PROTO3), java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void absentMembersTakeACopyOfTheDefault() throws Exception {
    CompiledClasses classes = compile();
    Class<?> beanType = classes.load("t.Trees$Bean");
    Codec<Object> codec = codec(classes, "t.Trees_Bean_WireCodec");
    Object a = codec.fromJson("{}");
    Object b = codec.fromJson("{\"items\":null}");
    @SuppressWarnings("unchecked")
    Map<String, Object> meta = (Map<String, Object>) beanType.getMethod("getMeta").invoke(a);
    assertEquals(Map.of("v", 1), meta);
    assertNotSame(meta, beanType.getMethod("getMeta").invoke(b));
    meta.put("changed", true); // a decoded map is the caller's to change
    assertEquals(Map.of("v", 1), beanType.getMethod("getMeta").invoke(codec.fromJson("{}")));
    assertNull(beanType.getMethod("getItems").invoke(b));
    assertEquals(JACKSON.writeValueAsString(a), codec.toJsonString(a));
    // protobuf: a Struct is a message with explicit presence; absent is null, as for any message
    assertNull(beanType.getMethod("getMeta").invoke(codec.fromProto(new byte[0])));
  }

  @Test
  void whatATreeCannotHoldFailsTheEncode() throws Exception {
    CompiledClasses classes = compile();
    Codec<Object> codec = codec(classes, "t.Trees_Bean_WireCodec");
    Class<?> beanType = classes.load("t.Trees$Bean");
    Map<Object, Object> selfContaining = new HashMap<>();
    selfContaining.put("me", selfContaining);
    Map<Object, Object> intKey = new HashMap<>(Map.of(1, "x"));
    Map<Object, Object> nullKey = new HashMap<>();
    nullKey.put(null, "x");
    Object[][] cases = {
        {Map.of("when", new Date(0)), "java.util.Date"},
        {Map.of("c", 'c'), "java.lang.Character"},
        {Map.of("n", new java.util.concurrent.atomic.AtomicInteger()), "AtomicInteger"},
        {Map.of("a", new int[] {1}), "[I"},
        {Map.of("nested", List.of(Map.of("deep", Optional.empty()))), "java.util.Optional"},
        {Map.of("m", intKey), "java.lang.Integer"},
        {Map.of("m", nullKey), "null key"},
        {Map.of("m", selfContaining), "deeper than"},
    };
    for (Object[] c : cases) {
      Object bean = beanType.getConstructor().newInstance();
      beanType.getMethod("setMeta", Map.class).invoke(bean, c[0]);
      for (JsonStyle style : new JsonStyle[] {JsonStyle.JACKSON, JsonStyle.PROTO3}) {
        WirebindException e = assertThrows(WirebindException.class, () -> codec.toJson(bean, style));
        assertTrue(e.getMessage().contains((String) c[1]), e.getMessage());
        assertEquals(-1, e.offset());
      }
      WirebindException e = assertThrows(WirebindException.class, () -> codec.toProto(bean));
      assertTrue(e.getMessage().contains((String) c[1]), e.getMessage());
    }
    // proto3 JSON has no number for NaN or the infinities in a Value, as JsonFormat refuses them
    for (Object n : new Object[] {Double.NaN, Float.POSITIVE_INFINITY, new BigInteger("9".repeat(400))}) {
      Object bean = beanType.getConstructor().newInstance();
      beanType.getMethod("setMeta", Map.class).invoke(bean, Map.of("n", n));
      WirebindException e = assertThrows(WirebindException.class, () -> codec.toJson(bean, JsonStyle.PROTO3));
      assertTrue(e.getMessage().contains("google.protobuf.Value"), e.getMessage());
      codec.toJson(bean); // Jackson's JSON writes them: "NaN", "Infinity", the digits
      codec.toProto(bean); // and protobuf's double holds them
    }
  }
}
