package io.wirebind.fuzz;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import io.wirebind.processor.CompiledClasses;
import io.wirebind.processor.WirebindProcessor;
import io.wirebind.processor.generate.kind.LibraryType;
import io.wirebind.processor.generate.kind.RegistrySamples;
import java.util.ArrayList;
import java.util.List;
import javax.tools.StandardLocation;

/**
 * The message compiled from the {@link LibraryType} registry for the suites that check every row at
 * once ({@link RegistryValuesFuzzTest}, {@link RegistryProtocPeerTest}): per row with samples, a
 * component, a list element, a map value and, where the row allows one and needs no annotation, a
 * map key; numbered 1..n in declaration order, as {@link #components} lists them.
 */
final class RegistryValuesModel {
  /** One record component: its name, the row, and its shape. */
  record Component(String name, LibraryType row, Shape shape) {}

  enum Shape { SINGLE, LIST, MAP_VALUE, MAP_KEY }

  static final List<Component> COMPONENTS = components();
  static final Class<?> MESSAGE;
  static final Codec<Object> CODEC;
  /** The {@code .proto} the processor exports for the message. */
  static final String EXPORTED_PROTO;

  static {
    Compilation c = javac().withProcessors(new WirebindProcessor())
        .compile(JavaFileObjects.forSourceString("reg.RegistryValues", source()));
    assertThat(c).succeeded();
    try {
      MESSAGE = new CompiledClasses(c).load("reg.RegistryValues");
      @SuppressWarnings("unchecked")
      Codec<Object> codec = (Codec<Object>) MESSAGE.getClassLoader().loadClass("reg.RegistryValues_WireCodec")
          .getField("INSTANCE").get(null);
      CODEC = codec;
      EXPORTED_PROTO = c.generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/wirebind/proto/reg/reg.proto")
          .orElseThrow().getCharContent(true).toString();
    } catch (ReflectiveOperationException | java.io.IOException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private RegistryValuesModel() {}

  private static List<Component> components() {
    List<Component> components = new ArrayList<>();
    for (LibraryType row : LibraryType.values()) {
      RegistrySamples.Sample sample = RegistrySamples.of(row);
      if (sample == null) {
        continue;
      }
      String n = row.name().toLowerCase();
      components.add(new Component(n, row, Shape.SINGLE));
      components.add(new Component(n + "_list", row, Shape.LIST));
      components.add(new Component(n + "_by_name", row, Shape.MAP_VALUE));
      if (sample.annotation().isEmpty() && row.key() != LibraryType.Key.NONE) {
        components.add(new Component(n + "_by_key", row, Shape.MAP_KEY));
      }
    }
    return components;
  }

  /** A record with a component per {@link #COMPONENTS} entry. */
  private static String source() {
    List<String> declared = new ArrayList<>();
    for (Component c : COMPONENTS) {
      String a = RegistrySamples.of(c.row()).annotation();
      a = a.isEmpty() ? "" : a + " ";
      String t = c.row().javaType().canonicalName();
      declared.add(switch (c.shape()) {
        case SINGLE -> a + t + " " + c.name();
        case LIST -> a + "List<" + t + "> " + c.name();
        case MAP_VALUE -> a + "Map<String, " + t + "> " + c.name();
        case MAP_KEY -> "Map<" + t + ", Integer> " + c.name();
      });
    }
    return "package reg;\nimport java.util.*;\n@io.wirebind.annotation.WireMessage\npublic record RegistryValues("
        + String.join(",\n    ", declared) + ") {}\n";
  }
}
