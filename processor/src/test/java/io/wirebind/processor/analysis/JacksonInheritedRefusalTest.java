package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Jackson annotations a {@code @WireMessage} gets from elsewhere — a supertype's class
 * annotations, an interface's accessors — and type ids outside a hierarchy, plus the refusals of
 * annotations that have no other test: each a compile error on its line saying what to do.
 */
class JacksonInheritedRefusalTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    JacksonRefusals.expectError(processor, file, text, line);
  }

  private static JavaFileObject message(String... body) {
    return JacksonRefusals.message(body);
  }

  // ---- class annotations of supertypes

  @Test
  void refusedOnASuperclass() {
    expectError(
        message("@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY)",
            "abstract class Base<P> { public P p; }",
            "@WireMessage public class M extends Base<String> {", "  public int a;", "}"),
        "inherited from superclass Base: @JsonAutoDetect on a @WireMessage class is not"
            + " implemented by Wirebind: Wirebind does not change visibility rules",
        "public class M extends Base<String>");
  }

  @Test
  void refusedOnAnInterface() {
    expectError(
        message("@JsonFilter(\"f\") interface Filtered {}",
            "@WireMessage public record M(int a) implements Filtered {}"),
        "inherited from interface Filtered: @JsonFilter on a @WireMessage class is not implemented"
            + " by Wirebind: Wirebind has no property filters",
        "public record M(int a) implements Filtered");
  }

  @Test
  void unimplementedAttributeOnASuperclass() {
    expectError(
        message("@JsonFormat(shape = JsonFormat.Shape.STRING) abstract class Base { public int b; }",
            "@WireMessage public class M extends Base {", "  public int a;", "}"),
        "inherited from superclass Base: @JsonFormat(shape = STRING) is not implemented by Wirebind",
        "public class M extends Base");
  }

  @Test
  void ownAnnotationShadowsTheSuperclassOne() {
    Compilation c = processor.compile(
        message("@JsonFormat(shape = JsonFormat.Shape.STRING) abstract class Base { public int b; }",
            "@WireMessage @JsonFormat(shape = JsonFormat.Shape.OBJECT)",
            "public class M extends Base {", "  public int a;", "}"));
    assertThat(c).succeededWithoutWarnings();
  }

  // ---- accessors of interfaces

  @Test
  void propertyOnAnInterfaceAccessor() {
    expectError(
        message("interface HasA { @JsonProperty(\"x\") int a(); }",
            "@WireMessage public record M(int a) implements HasA {}"),
        "@JsonProperty on the interface method HasA.a() is not read by Wirebind, yet Jackson applies"
            + " it to this class's property of that accessor; put it on this class's field or"
            + " record component instead",
        "public record M(int a) implements HasA");
  }

  @Test
  void ignoreOnAnInheritedInterfaceGetter() {
    expectError(
        message("interface Named { @JsonIgnore String getName(); }",
            "interface Titled extends Named {}",
            "@WireMessage public class M implements Titled {",
            "  private String name;",
            "  public String getName() { return name; }",
            "  public void setName(String n) { name = n; }",
            "}"),
        "@JsonIgnore on the interface method Named.getName() is not read by Wirebind",
        "public class M implements Titled");
  }

  @Test
  void ignoreOnAnInterfaceGetterOfNoPropertyIsAccepted() {
    // Jackson ignores the getter-only property; Wirebind never serializes one
    Compilation c = processor.compile(
        message("interface Sized { List<String> items();",
            "  @JsonIgnore default boolean isEmpty() { return items().isEmpty(); } }",
            "@WireMessage public record M(List<String> items) implements Sized {}"));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void ignoreOnAnInterfaceAccessorOfARecordComponent() {
    expectError(
        message("interface HasA { @JsonIgnore int a(); }",
            "@WireMessage public record M(int a, int b) implements HasA {}"),
        "@JsonIgnore on the interface method HasA.a() is not read by Wirebind",
        "public record M(int a, int b) implements HasA");
  }

  // ---- type ids outside a hierarchy

  @Test
  void typeInfoOnAConcreteMessage() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS)",
            "public class M {", "  public int a;", "}"),
        "@JsonTypeInfo on a @WireMessage class is not implemented by Wirebind outside a polymorphic"
            + " hierarchy: Jackson would write and expect a type id here; make this class a subtype"
            + " of a sealed @WireMessage base",
        "@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS)");
  }

  @Test
  void typeInfoInheritedFromAPlainSuperclass() {
    expectError(
        message("@JsonTypeInfo(use = JsonTypeInfo.Id.NAME) abstract class Base {}",
            "@WireMessage public class M extends Base {", "  public int a;", "}"),
        "inherited from superclass Base: @JsonTypeInfo on a @WireMessage class is not implemented"
            + " by Wirebind outside a polymorphic hierarchy",
        "public class M extends Base");
  }

  @Test
  void typeInfoOnAProperty() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS) public List<String> names;",
            "}"),
        "@JsonTypeInfo on a property is not implemented by Wirebind outside a polymorphic"
            + " hierarchy: Jackson would write and expect a type id here; give the property a sealed"
            + " @WireMessage hierarchy type",
        "public List<String> names;");
  }

  @Test
  void typeIdOnASuperclassField() {
    expectError(
        message("abstract class Base { @JsonTypeId public String kind; }",
            "@WireMessage public class M extends Base {", "  public int a;", "}"),
        "@JsonTypeId is not supported by Wirebind", "@JsonTypeId public String kind;");
  }

  @Test
  void typeNameAndSubTypesAloneChangeNothing() {
    // without @JsonTypeInfo Jackson writes no type id
    Compilation c = processor.compile(
        message("@WireMessage @JsonTypeName(\"m\") @JsonSubTypes({})",
            "public class M {", "  public int a;", "}"));
    assertThat(c).succeededWithoutWarnings();
  }

  // ---- refusals with no test elsewhere

  @Test
  void identityInfo() {
    expectError(
        message("@WireMessage",
            "@JsonIdentityInfo(generator = ObjectIdGenerators.IntSequenceGenerator.class)",
            "public class M {", "  public int a;", "}"),
        "@JsonIdentityInfo on a @WireMessage class is not implemented by Wirebind: Wirebind has no"
            + " object identities",
        "@JsonIdentityInfo(generator");
  }

  @Test
  void managedReference() {
    expectError(
        message("@WireMessage public class M {", "  @JsonManagedReference public List<String> kids;", "}"),
        "@JsonManagedReference on a property is not implemented by Wirebind: Wirebind has no back"
            + " references",
        "@JsonManagedReference public");
  }

  @Test
  void backReference() {
    expectError(
        message("@WireMessage public class M {", "  @JsonBackReference public String parent;", "}"),
        "@JsonBackReference on a property is not implemented by Wirebind: Wirebind has no back"
            + " references (protobuf is a tree); mark the field @JsonIgnore",
        "@JsonBackReference public");
  }

  @Test
  void inject() {
    expectError(
        message("@WireMessage public class M {", "  @JacksonInject public String clock;", "}"),
        "@JacksonInject on a property is not implemented by Wirebind: Wirebind does not inject"
            + " values",
        "@JacksonInject public");
  }

  @Test
  void key() {
    expectError(
        message("@WireMessage public class M {", "  @JsonKey public String id;", "}"),
        "@JsonKey on a property is not implemented by Wirebind: Wirebind writes map keys itself",
        "@JsonKey public");
  }

  @Test
  void includeProperties() {
    expectError(
        message("@WireMessage @JsonIncludeProperties({\"a\"})",
            "public class M {", "  public int a;", "  public int b;", "}"),
        "@JsonIncludeProperties on a @WireMessage class is not implemented by Wirebind",
        "@JsonIncludeProperties");
  }

  @Test
  void delegatingCreator() {
    expectError(
        message("@WireMessage public class M {",
            "  public final String a;",
            "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
            "  public M(@JsonProperty(\"a\") String a) { this.a = a; }",
            "}"),
        "@JsonCreator(mode = DELEGATING) is not implemented by Wirebind: a @WireMessage constructor"
            + " takes its properties by name",
        "mode = JsonCreator.Mode.DELEGATING");
  }

  @Test
  void includeValueFilter() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonInclude(valueFilter = String.class)",
            "  public String a;",
            "}"),
        "@JsonInclude(valueFilter = java.lang.String.class) is not implemented by Wirebind:"
            + " Wirebind cannot run a filter class",
        "@JsonInclude(valueFilter");
  }

  @Test
  void propertyOrderOnAProperty() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonPropertyOrder({\"x\"}) public Map<String, Integer> m;",
            "}"),
        "@JsonPropertyOrder on a property is not implemented by Wirebind (out of scope)",
        "@JsonPropertyOrder({");
  }
}
