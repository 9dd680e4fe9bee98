package io.wirebind.jackson3;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The differential suites against Jackson 3: their packages are compiled again, here, with {@code
 * -Awirebind.jackson=3} (so every codec follows Jackson 3's default {@code JsonMapper}), loaded in
 * their own class loader with {@link io.wirebind.mappers.Jackson} switched to Jackson 3, and each
 * suite's tests run as they are: every instance Wirebind writes must be the bytes Jackson 3 writes,
 * and each must read the other's output back equal. The fuzz round trip's targets run over seeded
 * pseudo-random fuzzer data: the fuzz model's codecs generated for Jackson 3 keep every value.
 */
class Jackson3SuitesTest {
  /** The test packages compiled for Jackson 3: the suites and every package they use. */
  static final List<String> PACKAGES = List.of("mappers", "positions", "genericit", "polyit", "jsonit", "valueit",
      "unwrapit", "fuzz", "convertit", "enumvalue", "it");

  /** Inputs each fuzz target ({@code @FuzzTest}) of a suite gets here: seeded pseudo-random fuzzer data. */
  static final int FUZZ_INPUTS = 300;

  /** The suites run against Jackson 3. */
  static final List<String> SUITES = List.of(
      "positions.PositionsTest",
      "jsonit.JacksonDifferentialTest",
      "jsonit.JacksonAnnotationsTest",
      "polyit.PolyDifferentialTest",
      "polyit.AnyFormsTest",
      "polyit.FormsTest",
      "polyit.HeldStringsTest",
      "polyit.IdValuesTest",
      "polyit.PolyHostileTest",
      "polyit.RepeatedMembersTest",
      "polyit.TypeIdCheckTest",
      "polyit.VisibleTest",
      "polyit.WrapperSubtypeTest",
      "polyit.ImpliedBaseTest",
      "genericit.GenericsDifferentialTest",
      "valueit.ValueTypesDifferentialTest",
      "valueit.TypedAnyTest",
      "valueit.SetterOnlyArraysTest",
      "unwrapit.UnwrappedDifferentialTest",
      "jsonit.Jackson3DifferencesTest",
      "jsonit.NonAsciiStringsTest",
      "fuzz.RoundTripFuzzTest");

  /**
   * Targets made of bridged Joda properties only, handed to the application's mapper: they run
   * against Jackson 2 (with its Joda module); {@code bridge3it.Bridge3Test} covers the Jackson 3 bridge.
   */
  static final java.util.Set<String> JACKSON2_ONLY =
      java.util.Set.of("RoundTripFuzzTest.bridged", "RoundTripFuzzTest.bridgedFromRandomData");

  private static ClassLoader world;

  /** The suites' packages compiled for Jackson 3, in a class loader that prefers them. */
  static synchronized ClassLoader jackson3World() throws Exception {
    if (world != null) {
      return world;
    }
    Path sources = Path.of("src/test/java/io/wirebind");
    Path out = Files.createTempDirectory("wirebind-jackson3");
    List<File> files = new ArrayList<>();
    for (String p : PACKAGES) {
      try (Stream<Path> s = Files.list(sources.resolve(p))) {
        s.filter(f -> f.toString().endsWith(".java")).forEach(f -> files.add(f.toFile()));
      }
    }
    String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(null, null, null)) {
      boolean ok = javac.getTask(diagnostics, fm, null,
          List.of("-d", out.toString(), "-classpath", classpath, "-processorpath", classpath,
              "-processor", "io.wirebind.processor.WirebindProcessor",
              "-Awirebind.jackson=3", "-Awirebind.protoExport=false", "--release", "17", "-nowarn",
              "-Xlint:none"),
          null, fm.getJavaFileObjectsFromFiles(files)).call();
      assertTrue(ok, "the suites compile for Jackson 3:\n" + diagnostics);
    }
    ClassLoader parent = Jackson3SuitesTest.class.getClassLoader();
    world = new ChildFirst(out, parent);
    world.loadClass("io.wirebind.mappers.Jackson").getMethod("useJackson3").invoke(null);
    // the bridged Joda properties need a Jackson 3 Joda module, which the build does not have
    java.lang.reflect.Field bridged = world.loadClass("io.wirebind.fuzz.FuzzedValues").getDeclaredField("withBridged");
    bridged.setAccessible(true);
    bridged.setBoolean(null, false);
    return world;
  }

  @TestFactory
  Stream<DynamicTest> suitesAgainstJackson3() throws Exception {
    ClassLoader loader = jackson3World();
    List<DynamicTest> tests = new ArrayList<>();
    for (String suite : SUITES) {
      Class<?> c = loader.loadClass("io.wirebind." + suite);
      for (Method m : c.getDeclaredMethods()) {
        String name = c.getSimpleName() + "." + m.getName();
        if (JACKSON2_ONLY.contains(name)) {
          continue;
        }
        if (m.isAnnotationPresent(Test.class)) {
          tests.add(DynamicTest.dynamicTest(name, () -> run(c, m)));
        } else if (m.isAnnotationPresent(FuzzTest.class)) {
          tests.add(DynamicTest.dynamicTest(name, () -> fuzz(loader, c, m)));
        } else if (m.isAnnotationPresent(ParameterizedTest.class)) {
          for (Object[] args : arguments(c, m)) {
            tests.add(DynamicTest.dynamicTest(name + java.util.Arrays.toString(args), () -> run(c, m, args)));
          }
        }
      }
    }
    assertTrue(tests.size() >= SUITES.size(), "tests found: " + tests.size());
    return tests.stream();
  }

  private static List<Object[]> arguments(Class<?> c, Method m) throws Exception {
    MethodSource source = m.getAnnotation(MethodSource.class);
    if (source == null) {
      throw new AssertionError(c.getSimpleName() + "." + m.getName() + ": only @MethodSource is run here");
    }
    String factory = source.value().length == 0 || source.value()[0].isEmpty() ? m.getName() : source.value()[0];
    Method f = c.getDeclaredMethod(factory);
    f.setAccessible(true);
    Object produced = f.invoke(null);
    Stream<?> stream = produced instanceof Stream<?> s ? s
        : produced instanceof Iterable<?> i ? java.util.stream.StreamSupport.stream(i.spliterator(), false)
        : java.util.Arrays.stream((Object[]) produced);
    List<Object[]> out = new ArrayList<>();
    stream.forEach(a -> out.add(a instanceof Arguments args ? args.get() : new Object[] {a}));
    return out;
  }

  /** A fuzz target over {@link #FUZZ_INPUTS} inputs of the fuzz package's {@code RandomDataProvider}. */
  private static void fuzz(ClassLoader loader, Class<?> c, Method m) throws Throwable {
    Constructor<?> data = loader.loadClass("io.wirebind.fuzz.RandomDataProvider")
        .getDeclaredConstructor(long.class, int.class);
    data.setAccessible(true);
    for (long seed = 0; seed < FUZZ_INPUTS; seed++) {
      try {
        run(c, m, data.newInstance(seed, 256 + (int) (seed % 8) * 512));
      } catch (Throwable t) {
        throw new AssertionError(c.getSimpleName() + "." + m.getName() + ", seed " + seed, t);
      }
    }
  }

  private static void run(Class<?> c, Method m, Object... args) throws Throwable {
    Constructor<?> k = c.getDeclaredConstructor();
    k.setAccessible(true);
    Object suite = k.newInstance();
    m.setAccessible(true);
    // Jackson resolves class names (@JsonTypeInfo(use = CLASS)) through the context class loader
    Thread thread = Thread.currentThread();
    ClassLoader saved = thread.getContextClassLoader();
    thread.setContextClassLoader(c.getClassLoader());
    try {
      m.invoke(suite, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    } finally {
      thread.setContextClassLoader(saved);
    }
  }

  /** Loads the recompiled packages itself, everything else from the tests' loader. */
  private static final class ChildFirst extends ClassLoader {
    private final Path root;

    ChildFirst(Path root, ClassLoader parent) {
      super(parent);
      this.root = root;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          Path file = root.resolve(name.replace('.', '/') + ".class");
          if (Files.exists(file)) {
            try {
              byte[] b = Files.readAllBytes(file);
              c = defineClass(name, b, 0, b.length);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          } else {
            c = getParent().loadClass(name);
          }
        }
        if (resolve) {
          resolveClass(c);
        }
        return c;
      }
    }
  }
}
