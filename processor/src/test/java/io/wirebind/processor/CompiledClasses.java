package io.wirebind.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/** Loads the classes of a successful in-memory compilation, for behaviour tests. */
public final class CompiledClasses extends ClassLoader {
  private final Map<String, byte[]> classes = new HashMap<>();

  public CompiledClasses(Compilation compilation) {
    super(CompiledClasses.class.getClassLoader());
    for (JavaFileObject f : compilation.generatedFiles()) {
      if (f.getKind() != JavaFileObject.Kind.CLASS) {
        continue;
      }
      // names look like /CLASS_OUTPUT/pkg/Name.class
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

  /** Loads {@code name}. */
  public Class<?> load(String name) {
    try {
      return loadClass(name);
    } catch (ClassNotFoundException e) {
      throw new AssertionError("not compiled: " + name + " (have " + classes.keySet() + ")", e);
    }
  }
}
