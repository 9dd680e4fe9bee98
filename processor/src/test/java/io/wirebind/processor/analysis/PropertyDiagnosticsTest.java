package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.MessageModel;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What Jackson's property discovery leaves Wirebind unable to follow is reported on its line,
 * saying what Jackson does; what it can follow is modelled with Jackson's accessors.
 */
class PropertyDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 3];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 3, body.length);
    return source("M", lines);
  }

  @Test
  void conflictingExplicitNames() {
    expectError(message("@WireMessage public class M {",
            "  @JsonProperty(\"fa\") private String a;",
            "  @JsonProperty(\"ga\") public String getA() { return a; }",
            "  public void setA(String v) { a = v; } }"),
        "property 'a' is given the names fa, ga by its field and accessors; Jackson 2.18 fails on it",
        "private String a;");
  }

  @Test
  void twoGetters() {
    expectError(message("@WireMessage public class M { private String x;",
            "  public String getX() { return x; } public void setX(String v) { x = v; }",
            "  @JsonProperty public String x() { return x; } }"),
        "a second getter for property 'x'", "public String x()");
  }

  @Test
  void getBesideIsIsJacksonsChoice() {
    Compilation c = processor.compile(message("@WireMessage public class M { private boolean v;",
        "  public boolean getV() { return v; } public boolean isV() { return !v; }",
        "  public void setV(boolean b) { v = b; } }"));
    assertThat(c).succeeded();
    assertEquals(Accessor.method("getV"), CapturingProcessor.field(processor.model("M"), "v").read());
  }

  @Test
  void twoSetters() {
    expectError(message("@WireMessage public class M { private String a;",
            "  public String getA() { return a; } public void setA(String v) { a = v; }",
            "  public void setA(int v) { a = \"\" + v; } }"),
        "a second setter for property 'a'", "setA(int v)");
  }

  @Test
  void setterOfAnotherType() {
    expectError(message("@WireMessage public class M { private String a;",
            "  public String getA() { return a; }",
            "  public void setA(CharSequence v) { a = v.toString(); } }"),
        "the setter of property 'a' takes a java.lang.CharSequence but the property is written as a"
            + " java.lang.String", "setA(CharSequence v)");
  }

  @Test
  void privateAnnotatedGetter() {
    expectError(message("@WireMessage public class M { public String a;",
            "  @JsonProperty(\"a\") private String hidden() { return a; } }"),
        "Jackson writes property 'a' through hidden(), which the generated codec cannot call",
        "private String hidden()");
  }

  @Test
  void privateSetterOfAPrivateField() {
    expectError(message("@WireMessage public class M { private String a;",
            "  public String getA() { return a; } private void setA(String v) { a = v; } }"),
        "Jackson reads property 'a' through setA(value), which the generated codec cannot call",
        "private void setA");
  }

  @Test
  void computedCollectionGetter() {
    expectError(message("@WireMessage public class M { public String a;",
            "  public List<String> getParts() { return List.of(a); } }"),
        "property 'parts' is a collection or map with a getter and no setter or field: Jackson 2.18"
            + " reads it by adding the members", "getParts()");
  }

  @Test
  void computedGetterWithUnknownFieldSet() {
    expectError(message("@WireMessage public class M { public String a;",
            "  public io.wirebind.UnknownFieldSet unknown;",
            "  public String getShout() { return a + \"!\"; } }"),
        "property 'shout' is written and never read", "getShout()");
  }

  @Test
  void anySetterOfAnotherType() {
    expectError(message("@WireMessage public class M { public String a;",
            "  private final Map<String, Object> more = new HashMap<>();",
            "  @JsonAnyGetter public Map<String, Object> more() { return more; }",
            "  @JsonAnySetter public void put(String k, String v) { more.put(k, v); } }"),
        "the @JsonAnySetter method put must take (String, V)", "public void put(");
  }

  @Test
  void modelsJacksonsAccessors() {
    Compilation c = processor.compile(message("@WireMessage public class M {",
        "  private Float _float; private String ATT_NAME; public int plain; int hidden;",
        "  private transient int t;",
        "  @JsonProperty(\"float\") public Float getFloat() { return _float; }",
        "  @JsonProperty(\"float\") public void setFloat(Float f) { _float = f; }",
        "  @JsonProperty(\"ATT_NAME\") public String getATTNAME() { return ATT_NAME; }",
        "  @JsonProperty(\"ATT_NAME\") public void setATTNAME(String v) { ATT_NAME = v; }",
        "  public int getT() { return t; } public void setT(int v) { t = v; }",
        "  public String getDisplay() { return plain + \"!\"; }",
        "  public M plain(int p) { plain = p; return this; } }"));
    assertThat(c).succeeded();
    MessageModel m = processor.model("M");
    // numbered where the fields the accessors are named after are declared, computed ones last
    assertEquals(List.of("_float", "ATT_NAME", "plain", "t", "display"),
        m.fields().stream().map(f -> f.name()).toList());
    assertEquals(List.of(1, 2, 3, 4, 5), m.fields().stream().map(f -> f.number()).toList());
    assertEquals(Accessor.method("getFloat"), CapturingProcessor.field(m, "_float").read());
    assertEquals(Accessor.method("setFloat"), CapturingProcessor.field(m, "_float").write());
    assertEquals("float", CapturingProcessor.field(m, "_float").jsonName());
    assertEquals(Accessor.field("plain"), CapturingProcessor.field(m, "plain").read());
    assertEquals(Accessor.none(), CapturingProcessor.field(m, "display").write());
  }
}
