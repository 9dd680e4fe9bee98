package io.wirebind.jsonit;

import io.wirebind.fuzz.FuzzedJdkValues;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded random instances of message classes, built by reflection over records, public fields and
 * private fields (beans), with edge values favoured. Lists and maps never hold nulls (protobuf
 * cannot carry them); boxes, strings, arrays and nested messages are sometimes null. A JDK value
 * type of the registry comes from the registry suites' generator ({@link FuzzedJdkValues}).
 */
final class RandomValues {
  static final double[] DOUBLE_EDGES = {
    0.0, -0.0, 1.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
    Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL,
    1e7, 9999999.999999998, 1.0E7 + 1, 1e-3, 0.001 - 1e-18, 9.999999999999998E-4, 0.1, 1e22, 1e23,
    2e-323, 4.9e-324, 123456789012345678.0, 5e-324, 1.7976931348623157E308, 0.3
  };
  static final float[] FLOAT_EDGES = {
    0f, -0f, 1f, -1f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
    Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, 1e7f, 9999999f, 1e-3f, 9.999999e-4f, 0.1f,
    1.0E10f, 3.4e38f
  };
  private static final String[] PIECES = {
    "", "a", "field", "\"", "\\", "/", "\u007f", "é", "€", "\u2028", "\u2029", "\uFFFF", "\uFEFF",
    "😀", "\uD800\uDC00", "\uDBFF\uDFFF", "漢字", " ", "null", "\\u0041", "{}[]:,"
  };

  private final Random random;
  private final FuzzedJdkValues jdk;
  private int depth;

  RandomValues(long seed) {
    random = new Random(seed);
    jdk = FuzzedJdkValues.random(seed);
  }

  Random random() {
    return random;
  }

  <T> T message(Class<T> type) {
    try {
      depth++;
      return build(type);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    } finally {
      depth--;
    }
  }

  private <T> T build(Class<T> type) throws ReflectiveOperationException {
    if (type.isRecord()) {
      RecordComponent[] components = type.getRecordComponents();
      Class<?>[] types = new Class<?>[components.length];
      Object[] args = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        types[i] = components[i].getType();
        args[i] = value(components[i].getGenericType(), true);
      }
      Constructor<T> c = type.getDeclaredConstructor(types);
      return c.newInstance(args);
    }
    T instance = type.getDeclaredConstructor().newInstance();
    List<Class<?>> chain = new ArrayList<>();
    for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
      chain.add(0, c);
    }
    for (Class<?> c : chain) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) {
          continue;
        }
        f.setAccessible(true);
        f.set(instance, value(f.getGenericType(), true));
      }
    }
    return instance;
  }

  /** A random value of {@code type}; null only where {@code nullable} and the type allows. */
  Object value(Type type, boolean nullable) throws ReflectiveOperationException {
    if (type instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      Type[] args = p.getActualTypeArguments();
      if (nullable && random.nextInt(8) == 0) {
        return null;
      }
      int n = depth > 3 ? 0 : random.nextInt(4);
      if (List.class.isAssignableFrom(raw)) {
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          list.add(value(args[0], false));
        }
        return list;
      }
      Map<Object, Object> map = raw == HashMap.class ? new HashMap<>() : new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        map.put(value(args[0], false), value(args[1], false));
      }
      return map;
    }
    Class<?> c = (Class<?>) type;
    if (c.isPrimitive()) {
      return scalar(c);
    }
    if (nullable && random.nextInt(6) == 0) {
      return null;
    }
    if (c == Integer.class) {
      return scalar(int.class);
    } else if (c == Long.class) {
      return scalar(long.class);
    } else if (c == Float.class) {
      return scalar(float.class);
    } else if (c == Double.class) {
      return scalar(double.class);
    } else if (c == Boolean.class) {
      return scalar(boolean.class);
    } else if (c == Byte.class) {
      return scalar(byte.class);
    } else if (c == Short.class) {
      return scalar(short.class);
    } else if (c == Character.class) {
      return scalar(char.class);
    } else if (c == String.class) {
      return string();
    } else if (c == byte[].class) {
      byte[] b = new byte[random.nextInt(12)];
      random.nextBytes(b);
      return b;
    } else if (c.isArray()) {
      int n = random.nextInt(5);
      Object a = Array.newInstance(c.getComponentType(), n);
      for (int i = 0; i < n; i++) {
        Array.set(a, i, scalar(c.getComponentType()));
      }
      return a;
    } else if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    } else if (jdk.makes(c)) {
      return jdk.value(c);
    }
    if (depth > 4) {
      return null;
    }
    return message(c);
  }

  Object scalar(Class<?> c) {
    boolean edge = random.nextInt(3) == 0;
    if (c == int.class) {
      int[] edges = {0, -1, 1, Integer.MIN_VALUE, Integer.MAX_VALUE, 127, 128, -128};
      return edge ? edges[random.nextInt(edges.length)] : random.nextInt() >> random.nextInt(32);
    } else if (c == long.class) {
      long[] edges = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 53, (1L << 53) + 1};
      return edge ? edges[random.nextInt(edges.length)] : random.nextLong() >> random.nextInt(64);
    } else if (c == double.class) {
      return edge ? DOUBLE_EDGES[random.nextInt(DOUBLE_EDGES.length)] : randomDouble();
    } else if (c == float.class) {
      return edge ? FLOAT_EDGES[random.nextInt(FLOAT_EDGES.length)] : (float) randomDouble();
    } else if (c == boolean.class) {
      return random.nextBoolean();
    } else if (c == byte.class) {
      return (byte) random.nextInt();
    } else if (c == short.class) {
      return (short) random.nextInt();
    } else if (c == char.class) {
      char ch;
      do {
        ch = random.nextInt(4) == 0 ? (char) random.nextInt(0x80) : (char) random.nextInt(0x10000);
      } while (Character.isSurrogate(ch));
      return ch;
    }
    throw new AssertionError(c);
  }

  double randomDouble() {
    switch (random.nextInt(4)) {
      case 0:
        return Double.longBitsToDouble(random.nextLong());
      case 1:
        return (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(40) - 20);
      case 2:
        return random.nextInt(100000) / 1000.0;
      default:
        return random.nextGaussian();
    }
  }

  String string() {
    StringBuilder sb = new StringBuilder();
    int n = random.nextInt(6);
    for (int i = 0; i < n; i++) {
      switch (random.nextInt(4)) {
        case 0:
          sb.append((char) random.nextInt(0x20));
          break;
        case 1:
          sb.append(PIECES[random.nextInt(PIECES.length)]);
          break;
        case 2:
          sb.appendCodePoint(0x10000 + random.nextInt(0x100000));
          break;
        default:
          char ch;
          do {
            ch = (char) random.nextInt(0x10000);
          } while (Character.isSurrogate(ch));
          sb.append(ch);
      }
    }
    return sb.toString();
  }
}
