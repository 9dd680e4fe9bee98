package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static io.wirebind.processor.analysis.CapturingProcessor.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Misuses of {@code @JsonAnyGetter}/{@code @JsonAnySetter}, each refused on its line. */
class AnyPropertiesDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 3];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 3, body.length);
    return source("M", lines);
  }

  @Test
  void theSupportedFormsCompile() {
    assertThat(processor.compile(message("@WireMessage public class M {",
        "  public int a;",
        "  @JsonAnyGetter @JsonAnySetter LinkedHashMap<String, Object> other;",
        "  @WireMessage public record R(int a, @JsonAnyGetter @JsonAnySetter Map<String, Object> x) {}",
        "  @WireMessage public static class H {",
        "    @JsonAnyGetter(enabled = false) public int b;",
        "    @JsonAnyGetter @JsonAnySetter public HashMap<String, Object> more = new HashMap<>();",
        "  }",
        "}"))).succeededWithoutWarnings();
  }

  @Test
  void oneSidedFormsAreRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  @JsonAnyGetter public Map<String, Object> written;",
        "  @WireMessage public static class N {",
        "    @JsonAnySetter public Map<String, Object> read;",
        "  }",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("@JsonAnyGetter on 'written' without @JsonAnySetter")
        .inFile(f).onLineContaining("written;");
    assertThat(c).hadErrorContaining("@JsonAnySetter on 'read' without @JsonAnyGetter")
        .inFile(f).onLineContaining("read;");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void aMapWithAGetterOrSetterIsRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  @JsonAnyGetter @JsonAnySetter private Map<String, Object> other;",
        "  public Map<String, Object> getOther() { return other; }",
        "  public void setOther(Map<String, Object> o) { other = o; }",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("through its getter or setter, as a property of its own")
        .inFile(f).onLineContaining("private Map");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aMapOfOtherKeysIsRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  @JsonAnyGetter @JsonAnySetter public Map<Integer, String> other;",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("of String keys, V being Object for JSON trees or a value type: change its type")
        .inFile(f).onLineContaining("other;");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aSecondMapIsRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  @JsonAnyGetter @JsonAnySetter public Map<String, Object> one;",
        "  @JsonAnyGetter @JsonAnySetter public Map<String, Object> two;",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("'two' is a second @JsonAnyGetter/@JsonAnySetter map; 'one'")
        .inFile(f).onLineContaining("two;");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void anUnknownFieldSetBesideIsRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  public io.wirebind.UnknownFieldSet unknown;",
        "  @JsonAnyGetter @JsonAnySetter public Map<String, Object> other;",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("and so does the UnknownFieldSet 'unknown': choose one")
        .inFile(f).onLineContaining("other;");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void includeOnTheMapIsRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  @JsonInclude(JsonInclude.Include.NON_NULL)",
        "  @JsonAnyGetter @JsonAnySetter public Map<String, Object> other;",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("@JsonInclude on the any-getter map 'other' changes nothing")
        .inFile(f).onLineContaining("@JsonInclude");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void methodFormsCompile() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  public int a;",
        "  private final transient Map<String, Object> x = new LinkedHashMap<>();",
        "  @JsonAnyGetter public Map<String, Object> any() { return x; }",
        "  @JsonAnySetter public void put(String k, Object v) { x.put(k, v); }",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).succeededWithoutWarnings();
    assertEquals("any", processor.model("M").any().field());
  }

  @Test
  void aOneSidedMethodFormIsRefused() {
    JavaFileObject f = message("@WireMessage public class M {",
        "  public int a;",
        "  private final Map<String, Object> x = new LinkedHashMap<>();",
        "  @JsonAnySetter public void put(String k, Object v) { x.put(k, v); }",
        "}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("@JsonAnySetter on 'any' without @JsonAnyGetter")
        .inFile(f).onLineContaining("put(String");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aRecordsLinkedHashMapIsRefused() {
    JavaFileObject f = message("@WireMessage public record M(",
        "    int a,",
        "    @JsonAnyGetter @JsonAnySetter LinkedHashMap<String, Object> rest) {}");
    Compilation c = processor.compile(f);
    assertThat(c).hadErrorContaining("declare it as a Map<String, Object>")
        .inFile(f).onLineContaining("rest)");
    assertThat(c).hadErrorCount(1);
  }
}
