package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.testing.compile.Compilation;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Differential check: the JSON names and order the analysis computes are what Jackson's default
 * {@code ObjectMapper} writes for the same compiled class.
 */
class JacksonOrderTest {
  private static final String[] IMPORTS = {
    "import io.wirebind.annotation.*;", "import com.fasterxml.jackson.annotation.*;"
  };

  private static JavaFileObject src(String name, String... body) {
    String[] lines = new String[body.length + IMPORTS.length];
    System.arraycopy(IMPORTS, 0, lines, 0, IMPORTS.length);
    System.arraycopy(body, 0, lines, IMPORTS.length, body.length);
    return source(name, lines);
  }

  @Test
  void jsonOrderMatchesJackson() throws Exception {
    List<JavaFileObject> sources =
        List.of(
            src("Plain", "@WireMessage public class Plain { public int z; public String a;",
                "  public long m; }"),
            src("Base", "public class Base { public int b1; private int b2;",
                "  public int getB2() { return b2; } public void setB2(int v) { b2 = v; } }"),
            src("Sub", "@WireMessage public class Sub extends Base { public int s1; }"),
            src("Bean", "@WireMessage public class Bean {",
                "  private String url; private int xValue; public int b; private boolean on;",
                "  public String getURL() { return url; } public void setURL(String u) { url = u; }",
                "  public int getXValue() { return xValue; }",
                "  public void setXValue(int v) { xValue = v; }",
                "  public boolean isOn() { return on; } public void setOn(boolean v) { on = v; } }"),
            src("Renamed", "@WireMessage public class Renamed {",
                "  @JsonProperty(\"y\") public int a; public int b; @JsonProperty(\"x\") public int c;",
                "  public int d; @JsonProperty(\"e\") public int e;",
                "  private int f; @JsonProperty(\"ff\") public int getF() { return f; }",
                "  public void setF(int v) { f = v; } }"),
            src("Ord", "@WireMessage @JsonPropertyOrder({\"c\", \"a\"}) public class Ord {",
                "  @JsonProperty(\"y\") public int a; public int b; public int c; public int d; }"),
            src("Idx", "@WireMessage public class Idx {",
                "  @JsonProperty(index = 2) public int a; @JsonProperty(index = 1) public int b;",
                "  public int c; }"),
            src("Cr", "@WireMessage public class Cr {",
                "  public final int a; public final int b; public int c;",
                "  @JsonProperty(index = 0) public int d;",
                "  @JsonCreator public Cr(@JsonProperty(\"b\") int b, @JsonProperty(\"a\") int a) {",
                "    this.a = a; this.b = b; } }"),
            src("Alpha", "@WireMessage @JsonPropertyOrder(alphabetic = true) public class Alpha {",
                "  public int z; public int a; public int m; }"),
            src("Rec", "@WireMessage public record Rec(@JsonProperty(\"zz\") int a, int b,",
                "  String c) {}"),
            src("Mixed", "@WireMessage @JsonPropertyOrder({\"q\"}) public class Mixed {",
                "  public int p; @JsonProperty(\"w\") public int q; private final int r;",
                "  @JsonProperty(index = 1) public int s; public int t; private Boolean u;",
                "  public int getR() { return r; } public Boolean isU() { return u; }",
                "  public void setU(Boolean v) { u = v; }",
                "  @JsonCreator public Mixed(@JsonProperty(\"r\") int r) { this.r = r; } }"),
            src("AlphaCr", "@WireMessage @JsonPropertyOrder(alphabetic = true)",
                "public class AlphaCr { public final int z; public final int b; public int a;",
                "  @JsonCreator public AlphaCr(@JsonProperty(\"z\") int z, @JsonProperty(\"b\") int b)",
                "  { this.z = z; this.b = b; } }"),
            src("Ignored", "@WireMessage public class Ignored { public int a;",
                "  @JsonIgnore public int b; @WireIgnore @JsonIgnore public int c; public int d; }"));
    CapturingProcessor processor = new CapturingProcessor();
    Compilation c = processor.compile(sources.toArray(new JavaFileObject[0]));
    assertThat(c).succeededWithoutWarnings();
    ClassLoader loader = new CompiledLoader(c);
    ObjectMapper mapper = new ObjectMapper();
    for (MessageModel m : processor.models.values()) {
      Class<?> type = loader.loadClass(m.rawType().reflectionName());
      Object instance = mapper.readValue("{}", type);
      JsonNode tree = mapper.readTree(mapper.writeValueAsString(instance));
      List<String> jackson = new ArrayList<>();
      for (Iterator<String> it = tree.fieldNames(); it.hasNext(); ) {
        jackson.add(it.next());
      }
      List<String> ours =
          m.fields().stream()
              .sorted(Comparator.comparingInt(FieldModel::jsonIndex))
              .map(FieldModel::jsonName)
              .toList();
      assertEquals(jackson, ours, m.rawType().simpleName());
    }
    assertEquals(12, processor.models.size());
  }

  /** Loads the classes a compilation wrote. */
  private static final class CompiledLoader extends ClassLoader {
    private final Map<String, JavaFileObject> classes = new HashMap<>();

    CompiledLoader(Compilation c) {
      super(JacksonOrderTest.class.getClassLoader());
      for (JavaFileObject f : c.generatedFiles()) {
        if (f.getKind() == JavaFileObject.Kind.CLASS) {
          String path = f.toUri().getPath();
          String name = path.substring(path.indexOf("/test/") + 1, path.length() - 6);
          classes.put(name.replace('/', '.'), f);
        }
      }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      JavaFileObject f = classes.get(name);
      if (f == null) {
        throw new ClassNotFoundException(name);
      }
      try (InputStream in = f.openInputStream()) {
        byte[] bytes = in.readAllBytes();
        return defineClass(name, bytes, 0, bytes.length);
      } catch (IOException e) {
        throw new ClassNotFoundException(name, e);
      }
    }
  }
}
