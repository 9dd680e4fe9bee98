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
