package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import com.google.testing.compile.Compilation;
import java.io.File;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every Jackson annotation or attribute Wirebind does not implement is a compile error on its line
 * saying what to do; the table knows every annotation of the Jackson 2.18 jars.
 */
class JacksonRefusalTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    JacksonRefusals.expectError(processor, file, text, line);
  }

  private static JavaFileObject message(String... body) {
    return JacksonRefusals.message(body);
  }

  @Test
  void refusedOnTheClass() {
    expectError(
        message("@WireMessage @JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY)",
            "public class M {", "  public int a;", "}"),
        "@JsonAutoDetect on a @WireMessage class is not implemented by Wirebind: Wirebind does not"
            + " change visibility rules",
        "@JsonAutoDetect");
  }

  @Test
  void databindAnnotationIsRefused() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSerialize(typing = JsonSerialize.Typing.STATIC)",
            "  public long id;",
            "}"),
        "is not implemented by Wirebind: Wirebind generates the codec and cannot run a custom Jackson"
            + " serializer",
        "@JsonSerialize(typing");
  }

  @Test
  void unimplementedAttributeValue() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)",
            "  public Map<String, String> m;",
            "}"),
        "@JsonInclude(content = NON_NULL) is not implemented by Wirebind",
        "content = JsonInclude.Include.NON_NULL");
  }

  @Test
  void customNamingStrategy() {
    expectError(
        message("@WireMessage @JsonNaming(M.Custom.class) public class M {",
            "  public int someValue;",
            "  public static class Custom extends PropertyNamingStrategies.NamingBase {",
            "    @Override public String translate(String s) { return s; }",
            "  }",
            "}"),
        "a custom one cannot run at compile time — name the properties with @JsonProperty",
        "@JsonNaming(M.Custom.class)");
  }

  @Test
  void propertyOnAMethodThatIsNoAccessor() {
    expectError(
        message("@WireMessage public class M {",
            "  public int a;",
            "  @JsonProperty(\"total\") public int total(int x, int y) { return a + x + y; }",
            "}"),
        "@JsonProperty on a member that is not a serialized property is not implemented by Wirebind:"
            + " @JsonProperty names a field, a getter (an instance method without parameters), a"
            + " setter (an instance method with one) or a @JsonCreator parameter",
        "public int total(");
  }

  @Test
  void deserializeAsAnotherClass() {
    expectError(
        message("@WireMessage public class M {",
            "  private Set<String> tags;",
            "  public Set<String> getTags() { return tags; }",
            "  @JsonDeserialize(as = TreeSet.class)",
            "  public void setTags(Set<String> tags) { this.tags = tags; }",
            "}"),
        "@JsonDeserialize(as = java.util.TreeSet.class) is not implemented by Wirebind: Wirebind decodes"
            + " this property into a java.util.LinkedHashSet and implements as naming that class only",
        "@JsonDeserialize(as = TreeSet.class)");
  }

  @Test
  void annotationOnAnEnumConstant() {
    expectError(
        message("@WireMessage public class M {",
            "  public Side side;",
            "  public enum Side { BUY, @JsonView(Object.class) SELL;",
            "    @JsonValue public String lower() { return name().toLowerCase(); }",
            "  }",
            "}"),
        "@JsonView on an enum constant is not implemented by Wirebind (out of scope): Wirebind"
            + " writes an enum by its constant names, their @JsonProperty names, its @JsonValue or its"
            + " ordinals (@JsonFormat(shape = NUMBER)), and reads it by those or through a delegating"
            + " @JsonCreator; the same JSON expressed with those is honoured",
        "@JsonView(Object.class) SELL");
  }

  @Test
  void annotationBundle() {
    expectError(
        message("@WireMessage public class M {",
            "  @Bundle public int a;",
            "  @JacksonAnnotationsInside @JsonProperty(\"x\")",
            "  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)",
            "  public @interface Bundle {}",
            "}"),
        "@Bundle bundles Jackson annotations (@JacksonAnnotationsInside), which Wirebind does not"
            + " expand",
        "@Bundle public int a;");
  }

  @Test
  void enumShapeObjectIsRefused() {
    expectError(
        message("@WireMessage public class M {",
            "  public Side side;",
            "  @JsonFormat(shape = JsonFormat.Shape.OBJECT) public enum Side { BUY, SELL }",
            "}"),
        "@JsonFormat(shape = OBJECT) is not implemented by Wirebind: on an enum Wirebind implements"
            + " shape = NUMBER",
        "@JsonFormat(shape = JsonFormat.Shape.OBJECT)");
  }

  @Test
  void rawValueOnANumber() {
    expectError(
        message("@WireMessage public class M {", "  @JsonRawValue public int n;", "}"),
        "@JsonRawValue is implemented for String properties only", "@JsonRawValue public int n;");
  }

  @Test
  void classFormatOtherThanArray() {
    expectError(
        message("@WireMessage @JsonFormat(shape = JsonFormat.Shape.STRING)",
            "public record M(int a, String b) {}"),
        "@JsonFormat(shape = STRING) is not implemented by Wirebind: on a @WireMessage class Wirebind"
            + " implements shape = ARRAY",
        "@JsonFormat(shape = JsonFormat.Shape.STRING)");
  }

  @Test
  void ignorePropertiesNamingARecordComponent() {
    expectError(
        message("@WireMessage @JsonIgnoreProperties({\"b\"})", "public record M(int a, int b) {}"),
        "record component 'b' cannot be excluded", "public record M");
  }

  @Test
  void metadataAndPolymorphismAnnotationsAreAccepted() {
    Compilation c = processor.compile(
        message("@WireMessage @JsonRootName(\"m\") @JsonClassDescription(\"d\")",
            "@JsonTypeName(\"m\")",
            "public class M {",
            "  @JsonPropertyDescription(\"d\") @JsonProperty(required = true, defaultValue = \"1\")",
            "  public int a;",
            "  public Side side;",
            "  public enum Side { BUY, @JsonEnumDefaultValue SELL }",
            "}"));
    assertThat(c).succeededWithoutWarnings();
  }

  /** jackson-annotations 2.21 (Jackson 3's): a property written or read as another type. */
  @Test
  void serializeAsAndDeserializeAsAreRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  @JsonSerializeAs(Object.class) public String a;",
        "  @JsonDeserializeAs(String.class) public CharSequence b;",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("Wirebind writes a property as its declared type and cannot write it as"
        + " another type (out of scope); a property declared with that type keeps the JSON")
        .inFile(f).onLineContaining("@JsonSerializeAs");
    assertThat(c).hadErrorContaining("Wirebind reads a property as its declared type and cannot read it as"
        + " another type (out of scope); a property declared with that type keeps the JSON")
        .inFile(f).onLineContaining("@JsonDeserializeAs");
  }

  @Test
  void severalMistakesAreAllReported() {
    JavaFileObject f = message("@WireMessage @JsonFilter(\"f\") public class M {",
        "  @JsonView(String.class) public int a;",
        "  @JsonMerge public List<String> b;",
        "  @JsonAnySetter public Map<String, Object> c;",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorCount(4);
    assertThat(c).hadErrorContaining("@JsonFilter").inFile(f).onLineContaining("@JsonFilter");
    assertThat(c).hadErrorContaining("@JsonView").inFile(f).onLineContaining("@JsonView");
    assertThat(c).hadErrorContaining("@JsonMerge").inFile(f).onLineContaining("@JsonMerge");
    assertThat(c).hadErrorContaining("@JsonAnySetter").inFile(f).onLineContaining("@JsonAnySetter");
  }

  /** The table names every annotation of jackson-annotations and jackson-databind 2.18. */
  @Test
  void tableKnowsEveryJacksonAnnotation() throws Exception {
    List<String> missing = new ArrayList<>();
    for (Class<?> anchor : new Class<?>[] {JsonProperty.class, JsonNaming.class}) {
      String pkg = anchor.getPackageName();
      File jar = new File(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
      try (JarFile j = new JarFile(jar)) {
        for (Enumeration<JarEntry> e = j.entries(); e.hasMoreElements(); ) {
          String n = e.nextElement().getName();
          String prefix = pkg.replace('.', '/') + "/";
          if (!n.startsWith(prefix) || !n.endsWith(".class") || n.contains("$")
              || n.substring(prefix.length()).contains("/")) {
            continue;
          }
          String simple = n.substring(prefix.length(), n.length() - ".class".length());
          Class<?> c = Class.forName(pkg + "." + simple);
          if (c.isAnnotation() && JacksonAnnotations.entry(simple) == null
              && !JacksonAnnotations.POLYMORPHISM.contains(simple)) {
            missing.add(c.getName());
          }
        }
      }
    }
    assertEquals(List.of(), missing);
  }
}
