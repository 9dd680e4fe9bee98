package io.wirebind.it;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reflective access to the serialized properties of a test message (test code only). Fields,
 * properties and creators are looked up once per class: the differential tests at scale read them
 * for every value they compare.
 */
final class Reflect {
  private static final ClassValue<List<Field>> FIELDS =
      new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
          return List.copyOf(findFields(type));
        }
      };
  private static final ClassValue<List<Prop>> PROPS =
      new ClassValue<>() {
        @Override
        protected List<Prop> computeValue(Class<?> type) {
          return List.copyOf(findProps(type));
        }
      };
  private static final ClassValue<Optional<java.lang.reflect.Constructor<?>>> CREATORS =
      new ClassValue<>() {
        @Override
        protected Optional<java.lang.reflect.Constructor<?>> computeValue(Class<?> type) {
          return Optional.ofNullable(findCreator(type));
        }
      };

  private Reflect() {}

  /** One serialized property: its Java name, generic type and value. */
  record Prop(String name, Type type, Class<?> raw, java.util.function.Function<Object, Object> getter) {
    Object get(Object instance) {
      return getter.apply(instance);
    }
  }

  /** Instance fields of {@code type} and its superclasses, superclass fields first; accessible. */
  static List<Field> fields(Class<?> type) {
    return FIELDS.get(type);
  }

  private static List<Field> findFields(Class<?> type) {
    List<Class<?>> hierarchy = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      hierarchy.add(0, c);
    }
    List<Field> out = new ArrayList<>();
    for (Class<?> c : hierarchy) {
      for (Field f : c.getDeclaredFields()) {
        int mods = f.getModifiers();
        if (Modifier.isStatic(mods) || Modifier.isTransient(mods) || f.isSynthetic()) {
          continue;
        }
        f.setAccessible(true);
        out.add(f);
      }
    }
    return out;
  }

  /** The properties of a record or class. */
  static List<Prop> props(Class<?> type) {
    return PROPS.get(type);
  }

  private static List<Prop> findProps(Class<?> type) {
    List<Prop> out = new ArrayList<>();
    if (type.isRecord()) {
      for (RecordComponent c : type.getRecordComponents()) {
        java.lang.reflect.Method accessor = c.getAccessor();
        accessor.setAccessible(true);
        out.add(new Prop(c.getName(), c.getGenericType(), c.getType(), o -> invoke(accessor, o)));
      }
      return out;
    }
    for (Field f : fields(type)) {
      out.add(new Prop(f.getName(), f.getGenericType(), f.getType(), o -> read(f, o)));
    }
    return out;
  }

  private static Object invoke(java.lang.reflect.Method m, Object o) {
    try {
      return m.invoke(o);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private static Object read(Field f, Object o) {
    try {
      return f.get(o);
    } catch (IllegalAccessException e) {
      throw new AssertionError(e);
    }
  }

  /** The {@code @JsonCreator} constructor of {@code type}, or null. */
  static java.lang.reflect.Constructor<?> creator(Class<?> type) {
    return CREATORS.get(type).orElse(null);
  }

  private static java.lang.reflect.Constructor<?> findCreator(Class<?> type) {
    for (java.lang.reflect.Constructor<?> c : type.getDeclaredConstructors()) {
      if (c.isAnnotationPresent(com.fasterxml.jackson.annotation.JsonCreator.class)) {
        return c;
      }
    }
    return null;
  }

  /** Whether decoding always makes a new instance: records and classes built by a creator. */
  static boolean immutable(Class<?> type) {
    return type.isRecord() || creator(type) != null;
  }

  /** Whether {@code c} is one of the test messages (a class of this package, not an enum). */
  static boolean isMessage(Class<?> c) {
    return !c.isEnum() && !c.isPrimitive() && c.getPackageName().equals(Reflect.class.getPackageName());
  }

  /** The elements of a list, primitive array or other iterable; empty for null. */
  static List<Object> elements(Object container) {
    List<Object> out = new ArrayList<>();
    if (container == null) {
      return out;
    }
    if (container.getClass().isArray()) {
      int n = java.lang.reflect.Array.getLength(container);
      for (int i = 0; i < n; i++) {
        out.add(java.lang.reflect.Array.get(container, i));
      }
      return out;
    }
    for (Object o : (Iterable<?>) container) {
      out.add(o);
    }
    return out;
  }
}
