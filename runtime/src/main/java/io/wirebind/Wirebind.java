package io.wirebind;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Finds the codec generated for a {@code @WireMessage} class. */
public final class Wirebind {
  private static final ClassValue<Codec<?>> CODECS =
      new ClassValue<>() {
        @Override
        protected Codec<?> computeValue(Class<?> type) {
          return load(type);
        }
      };

  /** Codecs as their classes initialize: the first codec constructed for a type. */
  private static final Map<Class<?>, Codec<?>> OFFERED = new ConcurrentHashMap<>();

  private Wirebind() {}

  /** Called by every codec's constructor. */
  static void offer(Codec<?> codec) {
    OFFERED.putIfAbsent(codec.type(), codec);
  }

  /**
   * The codec generated for {@code type}; looked up once per class and cached.
   *
   * @throws WirebindException when no codec was generated for {@code type}
   */
  @SuppressWarnings("unchecked")
  public static <T> Codec<T> codec(Class<T> type) {
    return (Codec<T>) CODECS.get(type);
  }

  /**
   * The {@code .proto} file the processor exported for the package of {@code type} (which declares
   * its message), as it lies in the class output: {@code
   * META-INF/wirebind/proto/<package path>/<file>}, the file named by {@code @WireSchema} on the
   * package or after the package's last segment.
   *
   * @throws WirebindException when the file is not on the class path of {@code type} (compiled
   *     without the processor, or with {@code -Awirebind.protoExport=false})
   */
  public static String protoSchema(Class<?> type) {
    String path = protoSchemaPath(type);
    Module module = type.getModule();
    ClassLoader loader = type.getClassLoader();
    try (java.io.InputStream in = module.isNamed() ? module.getResourceAsStream(path)
        : loader != null ? loader.getResourceAsStream(path) : ClassLoader.getSystemResourceAsStream(path)) {
      if (in == null) {
        throw new WirebindException("no exported .proto for " + type.getName() + " at " + path
            + ": compile it with the wirebind-processor annotation processor");
      }
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new WirebindException("cannot read " + path + ": " + e, -1, e);
    }
  }

  /** Where the exported {@code .proto} of {@code type}'s package lies: {@code META-INF/wirebind/proto/...}. */
  public static String protoSchemaPath(Class<?> type) {
    String pkg = type.getPackageName();
    io.wirebind.annotation.WireSchema schema =
        type.getPackage() == null ? null : type.getPackage().getAnnotation(io.wirebind.annotation.WireSchema.class);
    String file = schema != null && !schema.file().isEmpty() ? schema.file()
        : (pkg.isEmpty() ? "wirebind" : pkg.substring(pkg.lastIndexOf('.') + 1)) + ".proto";
    return "META-INF/wirebind/proto/" + (pkg.isEmpty() ? "" : pkg.replace('.', '/') + "/") + file;
  }

  /** The name of the codec class generated for {@code type}: {@code pkg.Outer_Inner_WireCodec}. */
  public static String codecClassName(Class<?> type) {
    String pkg = type.getPackageName();
    String simple = pkg.isEmpty() ? type.getName() : type.getName().substring(pkg.length() + 1);
    String codec = simple.replace('$', '_') + "_WireCodec";
    return pkg.isEmpty() ? codec : pkg + "." + codec;
  }

  private static Codec<?> load(Class<?> type) {
    String name = codecClassName(type);
    Class<?> codecClass;
    try {
      codecClass = Class.forName(name, true, type.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new WirebindException(
          "no codec was generated for "
              + type.getName()
              + ": annotate it with @io.wirebind.annotation.WireMessage and make sure the"
              + " wirebind-processor annotation processor runs when it is compiled (expected class "
              + name
              + ")");
    }
    Codec<?> offered = OFFERED.get(type);
    if (offered != null && offered.getClass() == codecClass) {
      return offered; // initializing the class made its INSTANCE, which offered itself
    }
    try {
      Field instance = codecClass.getField("INSTANCE");
      if (!Modifier.isStatic(instance.getModifiers())) {
        throw new WirebindException(name + ".INSTANCE is not static");
      }
      Codec<?> codec = (Codec<?>) instance.get(null);
      if (codec.type() != type) {
        throw new WirebindException(name + " encodes " + codec.type().getName() + ", not " + type.getName());
      }
      return codec;
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new WirebindException("cannot load codec " + name + ": " + e, -1, e);
    }
  }
}
