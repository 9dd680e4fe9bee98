package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.springframework.core.ResolvableType;
import org.springframework.lang.Nullable;

/**
 * Decides which Java types Wirebind handles over HTTP: a class or sealed interface for which a codec
 * was generated (the {@code @WireMessage} annotation is not retained at run time, so the generated
 * class is looked for), a generic message bound to classes ({@code Page<Order>}), and lists,
 * collections, iterables and streams of them. The declared type decides the codec: a controller
 * declared to return {@code Payment} writes a {@code Card} with {@code Payment}'s codec, which is
 * what a reader of the declared type decodes.
 */
final class WireTypes {
  private static final ClassValue<Codec<?>> CODECS =
      new ClassValue<>() {
        @Override
        protected Codec<?> computeValue(Class<?> type) {
          if (type.isPrimitive() || type.isArray() || type.getName().startsWith("java.")) {
            return null;
          }
          try {
            Class<?> codecClass =
                Class.forName(Wirebind.codecClassName(type), false, type.getClassLoader());
            if (!Codec.class.isAssignableFrom(codecClass)) {
              return null;
            }
          } catch (ClassNotFoundException | LinkageError e) {
            return null;
          }
          return Wirebind.codec(type);
        }
      };

  /** Codecs of parameterisations ({@code Page<Order>}), by the generic class and its arguments. */
  private static final Map<List<Class<?>>, Optional<Codec<?>>> PARAMETERIZED = new ConcurrentHashMap<>();

  /** Whether a class or one of its supertypes has a codec: a subtype of a sealed message, say. */
  private static final ClassValue<Boolean> RELATED =
      new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
          if (CODECS.get(type) != null) {
            return true;
          }
          Class<?> superclass = type.getSuperclass();
          if (superclass != null && superclass != Object.class && get(superclass)) {
            return true;
          }
          for (Class<?> i : type.getInterfaces()) {
            if (get(i)) {
              return true;
            }
          }
          return false;
        }
      };

  /**
   * Whether the converter lists its media types for a value class: a class related to a message, a
   * generic class, or a sequence.
   */
  private static final ClassValue<Boolean> LISTED =
      new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
          return related(type) || Iterable.class.isAssignableFrom(type) || Stream.class.isAssignableFrom(type);
        }
      };

  /** {@link #declared(Type)} of classes. */
  private static final ClassValue<Declared> DECLARED_CLASSES =
      new ClassValue<>() {
        @Override
        protected Declared computeValue(Class<?> type) {
          return declare(ResolvableType.forClass(type));
        }
      };

  /**
   * {@link #declared(Type)} of the other types (a {@code List<Order>}): the types of controller
   * signatures, so few; past {@link #MAX_DECLARED} entries a type is resolved each time instead.
   */
  private static final Map<Type, Declared> DECLARED_TYPES = new ConcurrentHashMap<>();

  /**
   * {@link #declared(ResolvableType)} of the types WebFlux asks about other than classes (a {@code
   * List<Order>} element type, a generic controller's variable resolved by its bean): keyed by the
   * {@code ResolvableType} itself, as its resolver may bind a variable; bounded as {@link #DECLARED_TYPES}.
   */
  private static final Map<ResolvableType, Declared> DECLARED_RESOLVABLE = new ConcurrentHashMap<>();

  static final int MAX_DECLARED = 4096;

  private WireTypes() {}

  /** A declared type's target (null when Wirebind does not handle it) and whether a body of it can be read. */
  record Declared(@Nullable Target target, boolean readable) {
    static final Declared NONE = new Declared(null, false);
  }

  /**
   * What Wirebind does with a declared Java type ({@link #resolve(ResolvableType)} and {@link
   * #readable(Target, ResolvableType)} of {@code ResolvableType.forType(type)}), computed once per
   * type: Spring MVC asks for every request, several times.
   */
  static Declared declared(Type type) {
    if (type instanceof Class<?> c) {
      return DECLARED_CLASSES.get(c);
    }
    Declared d = DECLARED_TYPES.get(type);
    if (d == null) {
      d = declare(ResolvableType.forType(type));
      if (DECLARED_TYPES.size() < MAX_DECLARED) {
        DECLARED_TYPES.putIfAbsent(type, d);
      }
    }
    return d;
  }

  /**
   * What Wirebind does with a type WebFlux asks about, computed once per type: its encoder and
   * decoder ask for every request ({@code canEncode}, {@code encode}, ...). A class shares the
   * entry of {@link #declared(Type)}; past {@link #MAX_DECLARED} other types, one is resolved each time.
   */
  static Declared declared(ResolvableType type) {
    if (type.getType() instanceof Class<?> c) {
      return DECLARED_CLASSES.get(c);
    }
    Declared d = DECLARED_RESOLVABLE.get(type);
    if (d == null) {
      d = declare(type);
      if (DECLARED_RESOLVABLE.size() < MAX_DECLARED) {
        DECLARED_RESOLVABLE.putIfAbsent(type, d);
      }
    }
    return d;
  }

  private static Declared declare(ResolvableType type) {
    Target target = resolve(type);
    return target == null ? Declared.NONE : new Declared(target, readable(target, type));
  }

  /** How many types other than classes {@link #declared(Type)} keeps. */
  static int cachedTypes() {
    return DECLARED_TYPES.size();
  }

  /** How many types other than classes {@link #declared(ResolvableType)} keeps. */
  static int cachedResolvableTypes() {
    return DECLARED_RESOLVABLE.size();
  }

  /** Whether the converter lists its media types for values of {@code type}; see {@link #LISTED}. */
  static boolean listed(Class<?> type) {
    return LISTED.get(type);
  }

  /**
   * Whether values of {@code type} may be written by Wirebind once the declared type is known: it or
   * a supertype has a codec (a subtype of a sealed message, written with the declared type's codec),
   * or it is generic (a {@code Page<Order>} arrives as {@code Page}).
   */
  static boolean related(@Nullable Class<?> type) {
    return type != null && (type.getTypeParameters().length > 0 || RELATED.get(type));
  }

  /**
   * The codec of a declared type: a message class, a sealed message interface, or a generic message
   * bound to classes ({@code Page<Order>} through {@code Wirebind.codec(Page.class, Order.class)}).
   */
  @Nullable
  static Codec<?> codecOf(ResolvableType type) {
    Class<?> raw = type.resolve();
    if (raw == null || raw.getTypeParameters().length == 0) {
      return codecOf(raw);
    }
    ResolvableType[] generics = type.getGenerics();
    if (generics.length != raw.getTypeParameters().length) {
      return null;
    }
    List<Class<?>> key = new ArrayList<>(generics.length + 1);
    key.add(raw);
    for (ResolvableType g : generics) {
      Class<?> arg = g.resolve();
      // a wildcard, an unresolved variable or an argument that is generic itself has no class token
      if (arg == null || g.getType() instanceof WildcardType || g.hasGenerics()) {
        return null;
      }
      key.add(arg);
    }
    return PARAMETERIZED.computeIfAbsent(List.copyOf(key), WireTypes::loadParameterized).orElse(null);
  }

  private static Optional<Codec<?>> loadParameterized(List<Class<?>> key) {
    Class<?> raw = key.get(0);
    Class<?>[] args = key.subList(1, key.size()).toArray(new Class<?>[0]);
    try {
      Class<?> codecClass = Class.forName(Wirebind.codecClassName(raw, args), false, raw.getClassLoader());
      if (!Codec.class.isAssignableFrom(codecClass)) {
        return Optional.empty();
      }
    } catch (ClassNotFoundException | LinkageError e) {
      return Optional.empty();
    }
    Class<?>[] more = Arrays.copyOfRange(args, 1, args.length);
    return Optional.of(Wirebind.codec(raw, args[0], more));
  }

  /** The generated codec of {@code type}, or null when it has none. */
  @Nullable
  static Codec<?> codecOf(@Nullable Class<?> type) {
    return type == null ? null : CODECS.get(type);
  }

  /** How a value of a declared type is carried. */
  enum Shape {
    /** One message. */
    SINGLE,
    /** A sequence of messages, read into an {@link ArrayList}, written from any {@link Iterable}. */
    LIST,
    /** A {@link Stream} of messages: written lazily, not read. */
    STREAM
  }

  /** A resolved type: its shape and the codec of the message (or element) type. */
  record Target(Shape shape, Codec<Object> codec) {}

  /** The target for {@code type}, or null when Wirebind does not handle it. */
  @Nullable
  @SuppressWarnings("unchecked")
  static Target resolve(ResolvableType type) {
    Class<?> raw = type.resolve();
    if (raw == null) {
      return null;
    }
    Codec<?> single = codecOf(type);
    if (single != null) {
      return new Target(Shape.SINGLE, (Codec<Object>) single);
    }
    Shape shape;
    if (Stream.class.isAssignableFrom(raw)) {
      shape = Shape.STREAM;
    } else if (Iterable.class.isAssignableFrom(raw)) {
      shape = Shape.LIST;
    } else {
      return null;
    }
    ResolvableType element = shape == Shape.STREAM ? type.as(Stream.class) : type.as(Iterable.class);
    Codec<?> codec = codecOf(element.getGeneric(0));
    return codec == null ? null : new Target(shape, (Codec<Object>) codec);
  }

  /** Whether a value of the declared type can be read: a message or a type an ArrayList fits. */
  static boolean readable(Target target, ResolvableType type) {
    if (target.shape() == Shape.SINGLE) {
      return true;
    }
    Class<?> raw = type.resolve();
    return target.shape() == Shape.LIST && raw != null && raw.isAssignableFrom(ArrayList.class);
  }
}
