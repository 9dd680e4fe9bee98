package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Mistakes with imported classes and mix-ins (classes of {@code lib.geo} come from a classes
 * folder, as from a jar): each reported on the import or the mix-in line, naming the foreign
 * member and what is missing.
 */
class ImportDiagnosticsTest {
  private static Compilation compile(JavaFileObject... files) {
    return javac().withProcessors(new WirebindProcessor())
        .withClasspath(ImportsEndToEndTest.LIBRARY.classpath())
        .compile(files);
  }

  private static JavaFileObject config(String... lines) {
    String[] all = new String[lines.length + 4];
    all[0] = "package app;";
    all[1] = "import io.wirebind.annotation.*;";
    all[2] = "import com.fasterxml.jackson.annotation.*;";
    all[3] = "import lib.geo.*;";
    System.arraycopy(lines, 0, all, 4, lines.length);
    return JavaFileObjects.forSourceLines("app.Config", all);
  }

  @Test
  void anImportedClassWithoutAPublicConstructor() {
    JavaFileObject f = config("@WireImport({Zip.class, Hidden.class})", "public class Config {}");
    assertThat(compile(f))
        .hadErrorContaining("in imported lib.geo.Hidden: Hidden has no public constructor a codec can call")
        .inFile(f).onLineContaining("@WireImport({Zip.class, Hidden.class})");
  }

  @Test
  void anImportedClassWhosePropertyTypeIsNotImported() {
    JavaFileObject f = config("@WireImport(Site.class)", "public class Config {}");
    assertThat(compile(f))
        .hadErrorContaining("in imported lib.geo.Site, field Site.where: type lib.geo.Geo is not supported")
        .inFile(f).onLineContaining("@WireImport(Site.class)");
    assertThat(compile(f))
        .hadErrorContaining("generate its codec with @WireImport(Geo.class)")
        .inFile(f).onLineContaining("@WireImport(Site.class)");
  }

  @Test
  void aForeignFieldTypeNotImportedPointsToWireImport() {
    JavaFileObject f = config("@WireMessage public class Config {", "  public Zip zip;", "}");
    assertThat(compile(f))
        .hadErrorContaining("type lib.geo.Zip is not supported")
        .inFile(f).onLineContaining("public Zip zip;");
    assertThat(compile(f))
        .hadErrorContaining("generate its codec with @WireImport(Zip.class)")
        .inFile(f).onLineContaining("public Zip zip;");
  }

  @Test
  void anInterfaceCannotBeImported() {
    JavaFileObject f = config("@WireImport(Shape.class)", "public class Config {}");
    assertThat(compile(f))
        .hadErrorContaining("lib.geo.Shape is an interface, not a class or record")
        .inFile(f).onLineContaining("@WireImport(Shape.class)");
  }

  @Test
  void aClassImportedTwice() {
    JavaFileObject f = config("@WireImport({Zip.class, Zip.class})", "public class Config {}");
    assertThat(compile(f))
        .hadErrorContaining("lib.geo.Zip is imported twice in this compilation")
        .inFile(f).onLineContaining("@WireImport({Zip.class, Zip.class})");
  }

  @Test
  void aWireMessageClassIsNotImported() {
    JavaFileObject f = config("@WireImport(Config.class) @WireMessage public class Config {", "  public int x;", "}");
    assertThat(compile(f))
        .hadErrorContaining("app.Config is already a @WireMessage class; remove it from @WireImport")
        .inFile(f).onLineContaining("@WireImport(Config.class)");
  }

  @Test
  void aBadNumberOnAMixinMemberIsReportedThere() {
    JavaFileObject f = config(
        "@WireMixin(target = Zip.class)",
        "interface Config {",
        "  @WireField(19500) String code();",
        "  @WireField(2) String country();",
        "}");
    assertThat(compile(f))
        .hadErrorContaining("field number 19500 is in the range 19000")
        .inFile(f).onLineContaining("@WireField(19500) String code();");
  }

  @Test
  void aMixinWithoutACreatorForAnImmutableClass() {
    JavaFileObject f = config(
        "@WireMixin(target = Geo.class)",
        "abstract class Config {",
        "  @JsonProperty(\"latitude\") abstract double getLat();",
        "}");
    assertThat(compile(f))
        .hadErrorContaining("in imported lib.geo.Geo: Geo has no public constructor a codec can call")
        .inFile(f).onLineContaining("@WireMixin(target = Geo.class)");
  }

  @Test
  void aMixinMemberMatchingNothingIsAWarning() {
    JavaFileObject f = config(
        "@WireMixin(target = Zip.class)",
        "interface Config {",
        "  @JsonProperty(\"zip\") String postcode();",
        "}");
    Compilation c = compile(f);
    assertThat(c).succeeded();
    assertThat(c)
        .hadWarningContaining("mix-in method Config.postcode() matches no member of lib.geo.Zip")
        .inFile(f).onLineContaining("String postcode();");
  }

  @Test
  void twoMixinsForOneClass() {
    JavaFileObject f = config(
        "@WireMixin(target = Zip.class) interface Config {}",
        "@WireMixin(target = Zip.class) interface Other {}");
    assertThat(compile(f))
        .hadErrorContaining("lib.geo.Zip already has the mix-in app.Config")
        .inFile(f).onLineContaining("interface Other {}");
  }
}
