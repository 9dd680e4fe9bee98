package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.util.ArrayList;
import java.util.stream.Stream;
import org.springframework.core.ResolvableType;
import org.springframework.lang.Nullable;

/**
 * Decides which Java types Wirebind handles over HTTP: a class for which a codec was generated
 * (the {@code @WireMessage} annotation is not retained at run time, so the generated class is
 * looked for), and lists, collections, iterables and streams of such classes.
 */
final class WireTypes {
  private static final ClassValue<Codec<?>> CODECS =
      new ClassValue<>() {
        @Override
        protected Codec<?> computeValue(Class<?> type) {
          if (type.isPrimitive() || type.isArray() || type.isInterface() || type.getName().startsWith("java.")) {
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

  private WireTypes() {}

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
    Codec<?> single = codecOf(raw);
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
    Codec<?> codec = codecOf(element.getGeneric(0).resolve());
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
