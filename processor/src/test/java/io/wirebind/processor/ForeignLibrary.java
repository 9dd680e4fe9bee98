package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import javax.tools.JavaFileObject;

/**
 * Classes from "another jar": compiled first, without the processor (or with it), into a classes folder that a
 * second compilation (with the processor) only sees on its class path; and a loader holding the
 * classes of both, as an application's class path would.
 */
public final class ForeignLibrary {
  private final Path folder;
  private final Compilation compilation;

  /** Compiles {@code sources} (name, then lines) into a fresh classes folder. */
  public ForeignLibrary(Map<String, String[]> sources) {
    this(sources, false);
  }

  /**
   * Compiles {@code sources} into a fresh classes folder; {@code wirebind}: with the Wirebind
   * processor, as a jar of messages and their codecs is built.
   */
  public ForeignLibrary(Map<String, String[]> sources, boolean wirebind) {
    List<JavaFileObject> files = new ArrayList<>();
    sources.forEach((name, lines) -> files.add(JavaFileObjects.forSourceLines(name, lines)));
    compilation = wirebind
        ? javac().withProcessors(new WirebindProcessor()).withOptions("-Awirebind.protoExport=false").compile(files)
        : javac().withOptions("-proc:none").compile(files);
    assertThat(compilation).succeededWithoutWarnings();
    try {
      folder = Files.createTempDirectory("wirebind-foreign");
      for (JavaFileObject f : compilation.generatedFiles()) {
        if (f.getKind() == JavaFileObject.Kind.CLASS) {
          Path target = folder.resolve(relative(f));
          Files.createDirectories(target.getParent());
          try (InputStream in = f.openInputStream()) {
            Files.write(target, in.readAllBytes());
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String relative(JavaFileObject f) {
    String path = f.toUri().getPath();
    return path.substring(path.indexOf('/', 1) + 1);
  }

  /** The test class path and the library's classes folder. */
  public List<File> classpath() {
    Set<File> out = new LinkedHashSet<>();
    out.add(folder.toFile());
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      addWithManifest(new File(entry), out);
    }
    return new ArrayList<>(out);
  }

  /** An entry and, for a jar, the entries its manifest's Class-Path names (surefire's booter jar). */
  private static void addWithManifest(File entry, Set<File> out) {
    if (!out.add(entry) || !entry.isFile()) {
      return;
    }
    try (JarFile jar = new JarFile(entry)) {
      Manifest m = jar.getManifest();
      String cp = m == null ? null : m.getMainAttributes().getValue("Class-Path");
      if (cp != null) {
        for (String s : cp.trim().split("\\s+")) {
          File f = s.startsWith("file:") ? new File(java.net.URI.create(s)) : new File(entry.getParentFile(), s);
          addWithManifest(f, out);
        }
      }
    } catch (IOException e) {
      // not a jar
    }
  }

  /** A loader of the library's classes and those {@code app} compiled. */
  public ClassLoader loader(Compilation app) {
    Map<String, byte[]> classes = new HashMap<>();
    for (Compilation c : List.of(compilation, app)) {
      for (JavaFileObject f : c.generatedFiles()) {
        if (f.getKind() == JavaFileObject.Kind.CLASS) {
          String rel = relative(f);
          try (InputStream in = f.openInputStream()) {
            classes.put(rel.substring(0, rel.length() - ".class".length()).replace('/', '.'), in.readAllBytes());
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
      }
    }
    return new ClassLoader(ForeignLibrary.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] b = classes.get(name);
        if (b == null) {
          throw new ClassNotFoundException(name);
        }
        return defineClass(name, b, 0, b.length);
      }
    };
  }
}
