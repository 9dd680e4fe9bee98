package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.wirebind.processor.WirebindProcessor;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** The Jackson bridge's diagnostics, each on its line: the warning, its silencing, the opt-in, the class path. */
class BridgeDiagnosticsTest {
  private static final String WARNING = "is written and read by the application's Jackson mapper";

  private static final JavaFileObject SERIALIZERS = source("Ser",
      "import com.fasterxml.jackson.core.*;",
      "import com.fasterxml.jackson.databind.*;",
      "public final class Ser {",
      "  public static final class Upper extends JsonSerializer<String> {",
      "    @Override public void serialize(String v, JsonGenerator g, SerializerProvider p)",
      "        throws java.io.IOException { g.writeString(v.toUpperCase()); }",
      "  }",
      "}");

  private static Compilation compile(JavaFileObject... files) {
    return Compiler.javac().withProcessors(new WirebindProcessor())
        .withOptions("-Awirebind.proto.export=false").compile(files);
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 4];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import com.fasterxml.jackson.databind.annotation.*;";
    lines[3] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 4, body.length);
    return source("M", lines);
  }

  private static long warnings(Compilation c) {
    return c.warnings().stream().filter(d -> d.getMessage(null).contains(WARNING)).count();
  }

  @Test
  void aPropertySerializerIsBridgedWithAWarningNamingCostAndConverter() {
    JavaFileObject m = message("@WireMessage public class M {",
        "  public int id;",
        "  @JsonSerialize(using = Ser.Upper.class) public String name;",
        "}");
    Compilation c = compile(m, SERIALIZERS);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("property 'name' " + WARNING + " (@JsonSerialize(using ="
        + " Upper.class); Jackson bridge): that costs a Jackson call per value, and its protobuf field"
        + " is a string holding that JSON; a @WireConverter for java.lang.String keeps it in the"
        + " generated code").inFile(m).onLineContaining("@JsonSerialize(using = Ser.Upper.class)");
  }

  @Test
  void aClassLevelSerializerIsBridgedWithTheWarningOnTheProperty() {
    JavaFileObject money = source("Money",
        "@com.fasterxml.jackson.databind.annotation.JsonSerialize(using = MoneySer.class)",
        "@com.fasterxml.jackson.databind.annotation.JsonDeserialize(using = MoneyDeser.class)",
        "public final class Money { public long cents; }");
    JavaFileObject ser = source("MoneySer",
        "public final class MoneySer extends com.fasterxml.jackson.databind.JsonSerializer<Money> {",
        "  @Override public void serialize(Money v, com.fasterxml.jackson.core.JsonGenerator g,",
        "      com.fasterxml.jackson.databind.SerializerProvider p) throws java.io.IOException {",
        "    g.writeNumber(v.cents);",
        "  }",
        "}");
    JavaFileObject deser = source("MoneyDeser",
        "public final class MoneyDeser extends com.fasterxml.jackson.databind.JsonDeserializer<Money> {",
        "  @Override public Money deserialize(com.fasterxml.jackson.core.JsonParser p,",
        "      com.fasterxml.jackson.databind.DeserializationContext c) throws java.io.IOException {",
        "    Money m = new Money(); m.cents = p.getLongValue(); return m;",
        "  }",
        "}");
    JavaFileObject m = message("@WireMessage public class M {",
        "  public List<Money> prices;",
        "}");
    Compilation c = compile(m, money, ser, deser);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("(@JsonSerialize(using = MoneySer.class) on class Money; Jackson bridge)")
        .inFile(m).onLineContaining("public List<Money> prices;");
  }

  /**
   * A {@code @WireMessage} class Jackson serializes with its own serializer (openapi-generator's java
   * client oneOf wrapper): no codec, a warning on the class saying so; its properties are bridged.
   */
  @Test
  void aMessageWithItsOwnSerializerGetsNoCodecAndIsBridgedWhereUsed() {
    JavaFileObject wrapper = source("Wrapper",
        "@io.wirebind.annotation.WireMessage",
        "@com.fasterxml.jackson.databind.annotation.JsonSerialize(using = Wrapper.Ser.class)",
        "public class Wrapper {",
        "  public Object actual;",
        "  public static class Ser extends com.fasterxml.jackson.databind.JsonSerializer<Wrapper> {",
        "    @Override public void serialize(Wrapper v, com.fasterxml.jackson.core.JsonGenerator g,",
        "        com.fasterxml.jackson.databind.SerializerProvider p) throws java.io.IOException {",
        "      g.writeObject(v.actual);",
        "    }",
        "  }",
        "}");
    JavaFileObject m = message("@WireMessage public class M {",
        "  public List<Wrapper> all;",
        "}");
    Compilation c = compile(m, wrapper);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("no codec is generated for Wrapper: Jackson writes and reads it with its"
        + " own Ser (@JsonSerialize(using = Ser.class)), which generated code cannot run; a property of type"
        + " Wrapper is handed to the application's Jackson mapper")
        .inFile(wrapper).onLineContaining("@com.fasterxml.jackson.databind.annotation.JsonSerialize(using");
    assertThat(c).hadWarningContaining("(@JsonSerialize(using = Ser.class) on class Wrapper; Jackson bridge)")
        .inFile(m).onLineContaining("public List<Wrapper> all;");
    Assertions.assertTrue(c.generatedSourceFile("test.M_WireCodec").isPresent());
    Assertions.assertFalse(c.generatedSourceFile("test.Wrapper_WireCodec").isPresent());
  }

  @Test
  void suppressWarningsOrWireBridgeSilenceTheWarning() {
    JavaFileObject suppressed = message("@WireMessage @SuppressWarnings(\"wirebind.bridge\") public class M {",
        "  @JsonSerialize(using = Ser.Upper.class) public String name;",
        "}");
    Compilation c = compile(suppressed, SERIALIZERS);
    assertThat(c).succeeded();
    Assertions.assertEquals(0, warnings(c));
    JavaFileObject acknowledged = message("@WireMessage public class M {",
        "  @WireBridge @JsonSerialize(using = Ser.Upper.class) public String name;",
        "}");
    c = compile(acknowledged, SERIALIZERS);
    assertThat(c).succeeded();
    Assertions.assertEquals(0, warnings(c));
  }

  @Test
  void aModuleOnlyTypeWithoutOptInNamesTheConverterAndTheBridge() {
    JavaFileObject m = message("@WireMessage public class M {",
        "  public org.joda.time.DateTime when;",
        "}");
    assertThat(compile(m)).hadErrorContaining("type org.joda.time.DateTime is not supported; see"
        + " docs/TYPES.md#types-you-dont-own; or register a converter to a supported type (@WireConverter"
        + " with @WireConverters, docs/TYPES.md#types-you-dont-own); or, for a data class, generate its codec"
        + " with @WireImport(DateTime.class); or hand it to Jackson with"
        + " @WireBridge (docs/JSON.md#the-jackson-bridge)")
        .inFile(m).onLineContaining("public org.joda.time.DateTime when;");
    JavaFileObject tree = message("@WireMessage public class M {",
        "  public com.fasterxml.jackson.databind.JsonNode tree;",
        "}");
    assertThat(compile(tree)).hadErrorContaining("use Map<String, Object> for a JSON object")
        .inFile(tree).onLineContaining("JsonNode tree;");
    assertThat(compile(tree)).hadErrorContaining("with @WireBridge (docs/JSON.md#the-jackson-bridge)")
        .inFile(tree).onLineContaining("JsonNode tree;");
  }

  @Test
  void theOptInOnTheClassOrThePropertyBridgesModuleOnlyTypes() {
    JavaFileObject onClass = message("@WireMessage @WireBridge public class M {",
        "  public org.joda.time.DateTime when;",
        "  public Map<String, org.joda.time.LocalDate> days;",
        "  public String name;",
        "}");
    Compilation c = compile(onClass);
    assertThat(c).succeeded();
    Assertions.assertEquals(0, warnings(c));
    JavaFileObject onProperty = message("@WireMessage public class M {",
        "  @WireBridge public com.fasterxml.jackson.databind.JsonNode tree;",
        "  @WireBridge @JsonView(Object.class) @JsonSerialize(typing = JsonSerialize.Typing.STATIC)",
        "  public String viewed;",
        "}");
    assertThat(compile(onProperty)).succeeded();
  }

  @Test
  void withoutJacksonDatabindTheBridgeIsAnErrorOnItsProperty() {
    JavaFileObject m = source("M",
        "import io.wirebind.annotation.*;",
        "@WireMessage public class M {",
        "  @WireBridge public java.util.Date when;",
        "}");
    // Jackson's jars and wirebind-jackson's classes (not a checkout whose directory is named jackson)
    Compilation c = compileWithout(p -> new File(p).getName().contains("jackson")
        || p.replace('\\', '/').contains("/jackson/target/"), m);
    assertThat(c).hadErrorContaining("property 'when' is handed to Jackson (Jackson bridge), but"
        + " jackson-databind is not on the class path: add io.wirebind:wirebind-jackson, which brings it")
        .inFile(m).onLineContaining("@WireBridge public java.util.Date when;");
  }

  @Test
  void withoutWirebindJacksonTheBridgeIsAnErrorOnItsProperty() {
    JavaFileObject m = message("@WireMessage public class M {",
        "  @JsonSerialize(using = Ser.Upper.class) public String name;",
        "}");
    Compilation c = compileWithout(p -> p.contains("wirebind-jackson") || p.replace('\\', '/').contains("/jackson/target/"),
        m, SERIALIZERS);
    assertThat(c).hadErrorContaining("property 'name' is handed to Jackson (Jackson bridge), but the"
        + " bridge is not on the class path: add io.wirebind:wirebind-jackson")
        .inFile(m).onLineContaining("@JsonSerialize(using = Ser.Upper.class)");
  }

  private static final JavaFileObject JACKSON3_SERIALIZERS = source("Ser3",
      "import tools.jackson.core.JsonGenerator;",
      "import tools.jackson.databind.*;",
      "public final class Ser3 {",
      "  public static final class Upper extends ValueSerializer<String> {",
      "    @Override public void serialize(String v, JsonGenerator g, SerializationContext c) {",
      "      g.writeString(v.toUpperCase());",
      "    }",
      "  }",
      "}");

  @Test
  void aJackson3SerializerIsBridgedInACodecForJackson3Only() {
    JavaFileObject three = message("@WireMessage(json = JsonStyle.JACKSON3) public class M {",
        "  public int id;",
        "  @tools.jackson.databind.annotation.JsonSerialize(using = Ser3.Upper.class) public String name;",
        "}");
    Compilation c = compile(three, JACKSON3_SERIALIZERS);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("property 'name' " + WARNING + " (@JsonSerialize(using = Upper.class);"
        + " Jackson bridge)").inFile(three).onLineContaining("@tools.jackson.databind.annotation.JsonSerialize");
    // a Jackson 2 mapper does not read Jackson 3's annotation: neither does a codec generated for Jackson 2
    JavaFileObject two = message("@WireMessage public class M {",
        "  public int id;",
        "  @tools.jackson.databind.annotation.JsonSerialize(using = Ser3.Upper.class) public String name;",
        "}");
    Compilation c2 = compile(two, JACKSON3_SERIALIZERS);
    assertThat(c2).succeeded();
    Assertions.assertEquals(0, warnings(c2));
  }

  @Test
  void withoutJackson3DatabindABridgeForJackson3IsAnErrorOnItsProperty() {
    JavaFileObject m = source("M",
        "import io.wirebind.annotation.*;",
        "@WireMessage(json = JsonStyle.JACKSON3) public class M {",
        "  @WireBridge public java.util.Date when;",
        "}");
    Compilation c = compileWithout(p -> p.replace('\\', '/').contains("/tools/jackson/"), m);
    assertThat(c).hadErrorContaining("property 'when' is handed to Jackson 3 (Jackson bridge of a codec"
        + " generated for Jackson 3), but Jackson 3's databind (tools.jackson.core:jackson-databind) is not on"
        + " the class path: add it beside io.wirebind:wirebind-jackson")
        .inFile(m).onLineContaining("@WireBridge public java.util.Date when;");
  }

  private static Compilation compileWithout(Predicate<String> dropped, JavaFileObject... files) {
    List<File> path = new ArrayList<>();
    for (String p : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!dropped.test(p)) {
        path.add(new File(p));
      }
    }
    return Compiler.javac().withProcessors(new WirebindProcessor()).withClasspath(path)
        .withOptions("-Awirebind.proto.export=false").compile(files);
  }
}
