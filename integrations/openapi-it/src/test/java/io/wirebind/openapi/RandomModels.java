package io.wirebind.openapi;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.openapitools.jackson.nullable.JsonNullable;

/**
 * Random instances of generated models, filled through their public setters: every property
 * type the generators emit (numbers, strings with escapes, dates, UUIDs, bytes, enums, lists,
 * sets, maps, free-form objects, nested models, {@code JsonNullable} in its three states), null
 * now and then; {@code additionalProperties} through the {@code @JsonAnySetter} method.
 */
final class RandomModels {
  private final Random random;

  RandomModels(long seed) {
    random = new Random(seed);
  }

  /** A random instance of the model {@code type}. */
  Object model(Class<?> type, int depth) {
    try {
      com.fasterxml.jackson.annotation.JsonSubTypes subTypes =
          type.getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class);
      if (subTypes != null && (type.isInterface() || Modifier.isAbstract(type.getModifiers()))) {
        // a oneOf interface (the spring generator's): one of its listed subtypes
        return model(subTypes.value()[random.nextInt(subTypes.value().length)].value(), depth);
      }
      Object m = type.getConstructor().newInstance();
      if (oneOfWrapper(type)) {
        // the java client's oneOf wrapper: one of its schemas as the actual instance
        @SuppressWarnings("unchecked")
        List<Class<?>> schemas = new ArrayList<>(((Map<String, Class<?>>) type.getMethod("getSchemas").invoke(m)).values());
        type.getMethod("setActualInstance", Object.class).invoke(m, model(schemas.get(random.nextInt(schemas.size())), depth));
        return m;
      }
      for (Method setter : type.getMethods()) {
        if (setter.getName().startsWith("set") && setter.getParameterCount() == 1
            && !Modifier.isStatic(setter.getModifiers()) && setter.getDeclaringClass() != Object.class) {
          Object v = value(setter.getGenericParameterTypes()[0], depth);
          setter.invoke(m, v);
        } else if (setter.isAnnotationPresent(com.fasterxml.jackson.annotation.JsonAnySetter.class)
            && setter.getParameterCount() == 2) {
          // additionalProperties: names no declared property has ("x" + text), random values, not null
          // (protobuf has no null map value of a message or list; TypedAnyTest checks null values' JSON)
          for (int i = depth > 2 ? 0 : random.nextInt(4); i > 0; i--) {
            setter.invoke(m, "x" + string(), present(setter.getGenericParameterTypes()[1], depth + 1));
          }
        }
      }
      return m;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot fill " + type.getName(), e);
    }
  }

  /** Whether {@code type} is the java client's {@code oneOf} wrapper ({@code AbstractOpenApiSchema}). */
  static boolean oneOfWrapper(Class<?> type) {
    for (Class<?> c = type.getSuperclass(); c != null; c = c.getSuperclass()) {
      if (c.getSimpleName().equals("AbstractOpenApiSchema")) {
        return true;
      }
    }
    return false;
  }

  /** A random value of {@code type}, null one time in six where a reference may be null. */
  Object value(Type type, int depth) {
    if (type instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      Type[] args = p.getActualTypeArguments();
      if (raw == JsonNullable.class) {
        return switch (random.nextInt(3)) {
          case 0 -> JsonNullable.undefined();
          case 1 -> JsonNullable.of(null);
          default -> JsonNullable.of(present(args[0], depth));
        };
      }
      if (random.nextInt(6) == 0) {
        return null;
      }
      int n = depth > 2 ? 0 : random.nextInt(4);
      if (List.class.isAssignableFrom(raw)) {
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          list.add(present(args[0], depth + 1));
        }
        return list;
      }
      if (Set.class.isAssignableFrom(raw)) {
        Set<Object> set = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
          set.add(present(args[0], depth + 1));
        }
        return set;
      }
      if (Map.class.isAssignableFrom(raw)) {
        Map<Object, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
          map.put(string(), present(args[1], depth + 1));
        }
        return map;
      }
      throw new AssertionError("no random values of " + type);
    }
    if (type instanceof Class<?> c && c.isPrimitive()) {
      return present(type, depth);
    }
    return random.nextInt(6) == 0 ? null : present(type, depth);
  }

  private Object present(Type type, int depth) {
    if (type instanceof ParameterizedType) {
      Object v = null;
      while (v == null) {
        v = value(type, depth);
      }
      return v;
    }
    Class<?> c = (Class<?>) type;
    if (c == String.class) {
      return string();
    }
    if (c == Integer.class || c == int.class) {
      return random.nextBoolean() ? random.nextInt(100) : random.nextInt();
    }
    if (c == Long.class || c == long.class) {
      return random.nextBoolean() ? (long) random.nextInt(100) : random.nextLong();
    }
    if (c == Double.class || c == double.class) {
      return random.nextBoolean() ? (double) random.nextInt(100) : random.nextDouble() * 1e6;
    }
    if (c == Float.class || c == float.class) {
      return random.nextBoolean() ? (float) random.nextInt(100) : random.nextFloat() * 1e3f;
    }
    if (c == Boolean.class || c == boolean.class) {
      return random.nextBoolean();
    }
    if (c == BigDecimal.class) {
      return BigDecimal.valueOf(random.nextLong(), random.nextInt(8));
    }
    if (c == LocalDate.class) {
      return LocalDate.ofEpochDay(random.nextInt(40_000));
    }
    if (c == OffsetDateTime.class) {
      // Jackson reads dates into UTC (ADJUST_DATES_TO_CONTEXT_TIME_ZONE): values in UTC compare equal
      return OffsetDateTime.ofInstant(Instant.ofEpochMilli(random.nextLong() % 4_000_000_000_000L), ZoneOffset.UTC);
    }
    if (c == UUID.class) {
      return new UUID(random.nextLong(), random.nextLong());
    }
    if (c == byte[].class) {
      byte[] b = new byte[random.nextInt(6)];
      random.nextBytes(b);
      return b;
    }
    if (c == Object.class) {
      return switch (random.nextInt(3)) {
        case 0 -> string();
        case 1 -> random.nextInt(1000);
        default -> Map.of(string(), string());
      };
    }
    if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    }
    return model(c, depth + 1);
  }

  private String string() {
    String[] pieces = {"a", "Zürich", "\"", "\\", "\n", "€", "😀", "x y", "", "0"};
    StringBuilder b = new StringBuilder();
    for (int i = random.nextInt(4); i > 0; i--) {
      b.append(pieces[random.nextInt(pieces.length)]);
    }
    return b.toString();
  }
}
