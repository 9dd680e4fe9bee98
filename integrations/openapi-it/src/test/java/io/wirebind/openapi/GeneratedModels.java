package io.wirebind.openapi;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * The models openapi-generator wrote for one generator, compiled through the Wirebind processor
 * the way a user's build compiles them. A model the processor refuses is compiled again without
 * its {@code @WireMessage} (so the models using it are refused in turn, for that reason), until
 * the rest compiles: the result names every refused model with the processor's first message, and
 * loads the classes of the ones that compiled.
 */
final class GeneratedModels {
  static final String WIRE_MESSAGE = "@io.wirebind.annotation.WireMessage";

  /** The refused models ({@code Pet} → the processor's first error on it) and the compiled ones. */
  record Result(Map<String, String> refused, List<String> messages, ClassLoader classes, String pkg) {
    /** A compiled class of the package. */
    Class<?> load(String simpleName) {
      try {
        return classes.loadClass(pkg + "." + simpleName);
      } catch (ClassNotFoundException e) {
        throw new AssertionError(simpleName + " did not compile", e);
      }
    }
  }

  private GeneratedModels() {}

  /**
   * Whether the source {@code text} of class {@code simple} is a model Wirebind generates a codec
   * for: one with {@code @WireMessage}, or the spring generator's {@code oneOf} interface (its
   * {@code @JsonSubTypes} list models, so it is read as an annotated polymorphic base).
   */
  static boolean isModel(String simple, String text) {
    return text.contains(WIRE_MESSAGE)
        || (text.contains("public interface " + simple + " ") && text.contains("@JsonSubTypes("));
  }

  /** The sources under {@code root} (a {@code src/main/java}), by qualified class name. */
  static Map<String, String> sources(Path root) {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        String rel = root.relativize(f).toString();
        out.put(rel.substring(0, rel.length() - ".java".length()).replace('/', '.'), Files.readString(f));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (out.isEmpty()) {
      throw new AssertionError("no generated sources under " + root + ": did the generator run?");
    }
    return out;
  }

  /**
   * Compiles {@code sources} with the javac {@code options} (e.g. {@code -Awirebind.jackson=3}),
   * refusing models (classes of {@code pkg}) until the rest compiles; an error in any other class
   * fails.
   */
  static Result compile(Map<String, String> sources, String pkg, String... options) {
    Map<String, String> refused = new LinkedHashMap<>();
    while (true) {
      List<JavaFileObject> files = new ArrayList<>();
      sources.forEach((name, text) -> files.add(JavaFileObjects.forSourceString(name,
          refused.containsKey(simple(name)) ? text.replace(WIRE_MESSAGE, "") : text)));
      Compilation c = javac().withProcessors(new WirebindProcessor()).withOptions((Object[]) options).compile(files);
      if (c.status() == Compilation.Status.SUCCESS) {
        List<String> messages = new ArrayList<>();
        refused.forEach((model, why) -> messages.add(model + ": " + why));
        return new Result(refused, messages, new Loader(c), pkg);
      }
      Map<String, String> now = new LinkedHashMap<>();
      for (Diagnostic<? extends JavaFileObject> d : c.errors()) {
        if (d.getSource() == null) {
          throw new AssertionError("an error on no file: " + d.getMessage(null));
        }
        String file = d.getSource().getName();
        if (!("/" + file).contains("/" + pkg.replace('.', '/') + "/")) {
          throw new AssertionError("an error outside the models: " + d);
        }
        String name = file.substring(file.lastIndexOf('/') + 1, file.length() - ".java".length());
        String model = name.endsWith("_WireCodec") ? name.substring(0, name.indexOf('_')) : name;
        String text = sources.get(pkg + "." + model);
        if (text != null && !text.contains(WIRE_MESSAGE)) {
          // an error on a class without @WireMessage (an enum): refuse the models using it
          for (Map.Entry<String, String> user : sources.entrySet()) {
            String u = simple(user.getKey());
            if (user.getKey().equals(pkg + "." + u) && user.getValue().contains(WIRE_MESSAGE)
                && !refused.containsKey(u) && Pattern.compile("\\b" + model + "\\b").matcher(user.getValue()).find()) {
              now.putIfAbsent(u, "uses " + model + ": " + firstLine(d.getMessage(null)));
            }
          }
        } else if (!refused.containsKey(model)) {
          now.putIfAbsent(model, firstLine(d.getMessage(null)));
        }
      }
      if (now.isEmpty()) {
        throw new AssertionError("errors in models already refused: " + c.errors());
      }
      refused.putAll(now);
    }
  }

  private static String simple(String qualified) {
    return qualified.substring(qualified.lastIndexOf('.') + 1);
  }

  private static String firstLine(String message) {
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }

  /** The classes of a successful compilation. */
  private static final class Loader extends ClassLoader {
    private final Map<String, byte[]> classes = new HashMap<>();

    Loader(Compilation compilation) {
      super(GeneratedModels.class.getClassLoader());
      for (JavaFileObject f : compilation.generatedFiles()) {
        if (f.getKind() != JavaFileObject.Kind.CLASS) {
          continue;
        }
        String path = f.toUri().getPath();
        String name = path.substring(path.indexOf('/', 1) + 1, path.length() - ".class".length()).replace('/', '.');
        try (InputStream in = f.openInputStream()) {
          classes.put(name, in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] b = classes.get(name);
      if (b == null) {
        throw new ClassNotFoundException(name);
      }
      return defineClass(name, b, 0, b.length);
    }
  }
}
