package io.wirebind;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
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

  /** Codecs of parameterisations of generic messages, by the generic class and its arguments. */
  private static final Map<List<Class<?>>, Codec<?>> PARAMETERIZED = new ConcurrentHashMap<>();

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
    if (type == null) {
      throw new NullPointerException("Wirebind.codec(null): pass a @WireMessage class, as in Wirebind.codec(Order.class)");
    }
    return (Codec<T>) CODECS.get(type);
  }

  /**
   * The codec generated for one parameterisation of a generic message, {@code Page<Order>} as
   * {@code Wirebind.codec(Page.class, Order.class)}, typed by the variable it is assigned to:
   * {@code Codec<Page<Order>> c = Wirebind.codec(Page.class, Order.class)}. Looked up once per
   * parameterisation and cached.
   *
   * <p>The processor generates the codec of a parameterisation that some field in the compilation
   * uses, or that {@code @WireGeneric(type = Page.class, args = Order.class)} declares on any
   * class.
   *
   * @param type the generic message class
   * @param arg its first type argument
   * @param more the further type arguments, in order
   * @throws WirebindException when no codec was generated for that parameterisation
   */
  @SuppressWarnings("unchecked")
  public static <T> Codec<T> codec(Class<? super T> type, Class<?> arg, Class<?>... more) {
    if (type == null || arg == null || more == null || java.util.Arrays.asList(more).contains(null)) {
      throw new NullPointerException("Wirebind.codec(type, args...) was given null: pass the generic"
          + " @WireMessage class and the class of each type argument, as in Wirebind.codec(Page.class, Order.class)");
    }
    List<Class<?>> key = new ArrayList<>(2 + more.length);
    key.add(type);
    key.add(arg);
    key.addAll(List.of(more));
    Codec<?> codec = PARAMETERIZED.get(key);
    if (codec == null) {
      codec = loadParameterized(key);
      Codec<?> raced = PARAMETERIZED.putIfAbsent(List.copyOf(key), codec);
      codec = raced != null ? raced : codec;
    }
    return (Codec<T>) codec;
  }

  /**
   * The name of the codec class generated for a parameterisation: {@code pkg.Page_of_Order_WireCodec},
   * {@code pkg.Pair_of_String_and_Outer_Inner_WireCodec}; arrays as {@code byteArray}.
   */
  public static String codecClassName(Class<?> type, Class<?>... args) {
    String base = codecClassName(type);
    StringBuilder b = new StringBuilder(base.substring(0, base.length() - "_WireCodec".length()));
    String sep = "_of_";
    for (Class<?> a : args) {
      b.append(sep).append(argumentName(a));
      sep = "_and_";
    }
    return b.append("_WireCodec").toString();
  }

  private static String argumentName(Class<?> c) {
    if (c.isArray()) {
      return argumentName(c.getComponentType()) + "Array";
    }
    if (c.isPrimitive()) {
      return c.getName();
    }
    String pkg = c.getPackageName();
    return (pkg.isEmpty() ? c.getName() : c.getName().substring(pkg.length() + 1)).replace('$', '_');
  }

  private static Codec<?> loadParameterized(List<Class<?>> key) {
    Class<?> type = key.get(0);
    Class<?>[] args = key.subList(1, key.size()).toArray(new Class<?>[0]);
    String name = codecClassName(type, args);
    StringBuilder written = new StringBuilder(type.getSimpleName()).append('<');
    StringBuilder classes = new StringBuilder();
    for (int i = 0; i < args.length; i++) {
      written.append(i == 0 ? "" : ", ").append(args[i].getSimpleName());
      classes.append(i == 0 ? "" : ", ").append(args[i].getSimpleName()).append(".class");
    }
    written.append('>');
    Class<?> codecClass;
    try {
      codecClass = Class.forName(name, true, type.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new WirebindException(
          "no codec was generated for " + written + ": use " + written + " as a field type of a"
              + " @WireMessage class, or add @io.wirebind.annotation.WireGeneric(type = "
              + type.getSimpleName() + ".class, args = " + (args.length == 1 ? classes : "{" + classes + "}")
              + ") to any class compiled with the wirebind-processor annotation processor"
              + " (expected class " + name + ")");
    }
    try {
      Codec<?> codec = (Codec<?>) codecClass.getField("INSTANCE").get(null);
      if (codec.type() != type) {
        throw new WirebindException(name + " encodes " + codec.type().getName() + ", not " + type.getName());
      }
      return codec;
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new WirebindException("cannot load codec " + name + ": " + e, -1, e);
    }
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
    if (type.isPrimitive() || type.isArray()) {
      throw new WirebindException(NotAMessage.why(type));
    }
    String name = codecClassName(type);
    Class<?> codecClass;
    try {
      codecClass = Class.forName(name, true, type.getClassLoader());
    } catch (ClassNotFoundException e) {
      String notMessage = NotAMessage.why(type);
      if (notMessage != null) {
        throw new WirebindException(notMessage);
      }
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
