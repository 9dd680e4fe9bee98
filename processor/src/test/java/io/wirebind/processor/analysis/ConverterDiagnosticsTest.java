package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Mistakes with converters, each reported on its line with the fix. */
class ConverterDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private static final JavaFileObject MONEY = source("Money",
      "public final class Money {",
      "  public final long cents;",
      "  public Money(long cents) { this.cents = cents; }",
      "}");

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file, MONEY);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertTrue(processor.models.isEmpty() || !processor.models.containsKey("test.M"),
        "no model for a class with errors");
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 3];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.databind.annotation.*;";
    lines[2] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 3, body.length);
    return source("M", lines);
  }

  @Test
  void aConverterWithoutRead() {
    expectError(
        message("@WireMessage @WireConverters(M.Conv.class) public class M {",
            "  public Money money;",
            "  public static final class Conv {",
            "    public static long write(Money m) { return m.cents; }",
            "  }",
            "}"),
        "Conv is not a usable converter: it needs both static W write(T value) and static T read(W"
            + " wire); read is missing",
        "@WireMessage @WireConverters(M.Conv.class)");
  }

  @Test
  void aConverterWhoseReadDoesNotInvertWrite() {
    expectError(
        message("@WireMessage @WireConverters(M.Conv.class) public class M {",
            "  public Money money;",
            "  public static final class Conv {",
            "    public static long write(Money m) { return m.cents; }",
            "    public static Money read(String s) { return null; }",
            "  }",
            "}"),
        "Conv is not a usable converter: write maps test.Money to long but read maps"
            + " java.lang.String to test.Money; read must take what write returns",
        "@WireMessage @WireConverters(M.Conv.class)");
  }

  @Test
  void aWrongConverterIsReportedOnItsOwnMethodWhereItIsDeclared() {
    JavaFileObject conv = source("Conv",
        "@io.wirebind.annotation.WireConverter",
        "public final class Conv {",
        "  public long write(Money m) { return m.cents; }",
        "  public static Money read(long c) { return new Money(c); }",
        "}");
    Compilation c = Compiler.javac().withProcessors(new WirebindProcessor())
        .withOptions("-Awirebind.proto.export=false").compile(conv, MONEY);
    assertThat(c).hadErrorContaining("Conv is not a usable converter: its write method must be static")
        .inFile(conv).onLineContaining("public long write(Money m)");
  }

  @Test
  void twoConvertersForOneTypeInOneScope() {
    expectError(
        message("@WireMessage @WireConverters({M.A.class, M.B.class}) public class M {",
            "  public Money money;",
            "  public static final class A {",
            "    public static long write(Money m) { return m.cents; }",
            "    public static Money read(long c) { return new Money(c); }",
            "  }",
            "  public static final class B {",
            "    public static String write(Money m) { return \"\" + m.cents; }",
            "    public static Money read(String c) { return new Money(Long.parseLong(c)); }",
            "  }",
            "}"),
        "two converters for test.Money in one scope: A and B; register one",
        "@WireConverters({M.A.class, M.B.class})");
  }

  @Test
  void aConverterWhoseWireTypeIsUnsupported() {
    expectError(
        message("@WireMessage @WireConverters(M.Conv.class) public class M {",
            "  public List<Money> money;",
            "  public static final class Conv {",
            "    public static Thread write(Money m) { return null; }",
            "    public static Money read(Thread t) { return null; }",
            "  }",
            "}"),
        "converter Conv writes test.Money as java.lang.Thread, which Wirebind does not support",
        "@WireMessage @WireConverters(M.Conv.class)");
  }

  @Test
  void aConverterToAnUnannotatedClassSaysSo() {
    expectError(
        message("@WireMessage @WireConverters(M.Conv.class) public class M {",
            "  public Money money;",
            "  public static final class Dto { public long cents; }",
            "  public static final class Conv {",
            "    public static Dto write(Money m) { return null; }",
            "    public static Money read(Dto t) { return null; }",
            "  }",
            "}"),
        "converter test.M.Conv: type test.M.Dto is not a @WireMessage class",
        "@WireMessage @WireConverters(M.Conv.class)");
  }

  @Test
  void aConvertedKeyWhoseWireTypeCannotBeAKey() {
    expectError(
        message("@WireMessage @WireConverters(M.Conv.class) public class M {",
            "  public Map<Money, String> byMoney;",
            "  @WireMessage public record Dto(long cents) {}",
            "  public static final class Conv {",
            "    public static Dto write(Money m) { return new Dto(m.cents); }",
            "    public static Money read(Dto d) { return new Money(d.cents()); }",
            "  }",
            "}"),
        "map key type test.Money is converted by Conv to test.M.Dto, which cannot be a map key",
        "public Map<Money, String> byMoney;");
  }

  @Test
  void aForeignClassPointsToConvertersAndNotToAnnotatingIt() {
    Compilation c = processor.compile(message("@WireMessage public class M {",
        "  public com.fasterxml.jackson.core.Version version;",
        "}"));
    assertThat(c).hadErrorContaining("type com.fasterxml.jackson.core.Version is not supported; see"
        + " docs/TYPES.md#types-you-dont-own; or register a converter to a supported type (@WireConverter"
        + " with @WireConverters, docs/TYPES.md#types-you-dont-own)").inFile(c.sourceFiles().get(0)).onLineContaining("public com.fasterxml");
    assertTrue(c.errors().stream().noneMatch(d -> d.getMessage(null).contains("annotate")),
        "no advice to annotate a class from a jar");
  }

  @Test
  void anEditableClassPointsToBoth() {
    expectError(
        message("@WireMessage public class M {",
            "  public Money money;",
            "}"),
        "type test.Money is not a @WireMessage class; annotate test.Money with @WireMessage, or register a"
            + " converter to a supported type (@WireConverter with @WireConverters,"
            + " docs/TYPES.md#types-you-dont-own)",
        "public Money money;");
  }

  @Test
  void aJacksonSerializeConverterWithoutItsDeserializeConverter() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSerialize(converter = M.ToLong.class)",
            "  public Money money;",
            "  public static final class ToLong extends com.fasterxml.jackson.databind.util.StdConverter<Money, Long> {",
            "    @Override public Long convert(Money m) { return m.cents; }",
            "  }",
            "}"),
        "@JsonSerialize(converter = ...) needs a @JsonDeserialize(converter = ...) on the same property",
        "@JsonSerialize(converter = M.ToLong.class)");
  }

  @Test
  void jacksonConvertersThatDoNotMatch() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSerialize(converter = M.ToLong.class)",
            "  @JsonDeserialize(converter = M.FromText.class)",
            "  public Money money;",
            "  public static final class ToLong extends com.fasterxml.jackson.databind.util.StdConverter<Money, Long> {",
            "    @Override public Long convert(Money m) { return m.cents; }",
            "  }",
            "  public static final class FromText extends com.fasterxml.jackson.databind.util.StdConverter<String, Money> {",
            "    @Override public Money convert(String s) { return null; }",
            "  }",
            "}"),
        "FromText converts java.lang.String to test.Money, but ToLong writes java.lang.Long",
        "@JsonDeserialize(converter = M.FromText.class)");
  }

  @Test
  void jsonSerializeAsIsStillRefused() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSerialize(as = Object.class)",
            "  public Money money;",
            "}"),
        "@JsonSerialize(as = java.lang.Object) is not implemented by Wirebind",
        "@JsonSerialize(as");
  }

  @Test
  void packageConvertersApplyToTheMessagesOfThePackage() {
    JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
        "@io.wirebind.annotation.WireConverters(test.Conv.class)",
        "package test;");
    JavaFileObject conv = source("Conv",
        "public final class Conv {",
        "  public static long write(Money m) { return m.cents; }",
        "  public static Money read(long c) { return new Money(c); }",
        "}");
    Compilation c = processor.compile(message("@WireMessage public class M {",
        "  public Map<Money, List<Money>> money;",
        "}"), MONEY, pkg, conv);
    assertThat(c).succeeded();
    assertTrue(processor.models.containsKey("test.M"));
  }
}
