package io.wirebind.it;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Seeded random instances of the annotated test classes, by reflection over their field types:
 * edge values (0, -1, MIN/MAX, NaN, infinities, -0.0, empty strings, lists and maps, non-BMP
 * text) mixed with random values; {@code null} for boxes, strings, bytes, enums, messages and
 * containers some of the time, never as a list element or map key/value.
 */
final class RandomInstances {
  /** Nested messages deeper than this are null (bounds the size of recursive messages). */
  private static final int MAX_DEPTH = 4;

  private static final int[] INT_EDGES = {
    0, -1, 1, Integer.MIN_VALUE, Integer.MAX_VALUE, 127, 128, -128, 255, 16383, 16384, -16384,
    0x1FFFFF, 0x200000, 0xFFFFFFF, 0x10000000, 65535, 65536, -65536
  };
  private static final long[] LONG_EDGES = {
    0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, 0xFFFFFFFFL,
    0x100000000L, 127, 128, -128, 1L << 56, (1L << 63) - 1, 1L << 62, -(1L << 62), 0x7FFFFFFFFFFFFL
  };
  private static final float[] FLOAT_EDGES = {
    0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
    -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_NORMAL, 1f, -1f, 0.1f, 1.5e-30f
  };
  private static final double[] DOUBLE_EDGES = {
    0d, -0d, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
    -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL, 1d, -1d, 0.1, 1e300
  };
  private static final String[] STRING_EDGES = {
    "", "a", "é", "€", "\uD834\uDD1E", "\uD83D\uDE00x\uD83D\uDE00", "\u0000", "\u007F\u0080",
    "\u07FF\u0800", "\uFFFF", "\uD800\uDC00", "\uDBFF\uDFFF", "日本語テキスト", "\n\t\"\\"
  };

  private final Random random;

  RandomInstances(long seed) {
    this.random = new Random(seed);
  }

  Random random() {
    return random;
  }

  /** A random instance of {@code type} (never null at the top level). */
  <T> T create(Class<T> type) {
    return create(type, 0);
  }

  private <T> T create(Class<T> type, int depth) {
    try {
      if (type.isRecord()) {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
          types[i] = components[i].getType();
          args[i] = value(components[i].getGenericType(), depth, true);
        }
        Constructor<T> c = type.getDeclaredConstructor(types);
        return c.newInstance(args);
      }
      Constructor<?> creator = Reflect.creator(type);
      T instance;
      java.util.Set<String> passed = new java.util.HashSet<>();
      if (creator == null) {
        instance = type.getDeclaredConstructor().newInstance();
      } else {
        // a @JsonCreator constructor: parameters named by @JsonProperty
        java.lang.reflect.Parameter[] params = creator.getParameters();
        Object[] args = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
          passed.add(params[i].getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class).value());
          args[i] = value(params[i].getParameterizedType(), depth, true);
        }
        instance = type.cast(creator.newInstance(args));
      }
      for (Field f : Reflect.fields(type)) {
        if (!passed.contains(f.getName())) {
          f.set(instance, value(f.getGenericType(), depth, true));
        }
      }
      return instance;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot create " + type, e);
    }
  }

  /** A value of {@code type}; {@code nullable} is false for list elements and map keys/values. */
  Object value(Type type, int depth, boolean nullable) {
    if (type instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      if (nullable && random.nextInt(10) == 0) {
        return null;
      }
      Type[] args = p.getActualTypeArguments();
      Type element = args[args.length - 1];
      // few messages per container: they nest
      int max = element instanceof Class<?> ec && Reflect.isMessage(ec) ? 3 : Integer.MAX_VALUE;
      if (Map.class.isAssignableFrom(raw)) {
        Map<Object, Object> map = raw == HashMap.class ? new HashMap<>() : new LinkedHashMap<>();
        int n = depth >= MAX_DEPTH ? 0 : Math.min(max, size());
        for (int i = 0; i < n; i++) {
          map.put(value(args[0], depth, false), value(args[1], depth + 1, false));
        }
        return raw == Map.class ? otherMap(map) : map;
      }
      List<Object> list = new ArrayList<>();
      int n = depth >= MAX_DEPTH ? 0 : Math.min(max, size());
      for (int i = 0; i < n; i++) {
        list.add(value(args[0], depth + 1, false));
      }
      return raw == List.class ? otherList(list) : list;
    }
    Class<?> c = (Class<?>) type;
    if (c.isPrimitive()) {
      return primitive(c);
    }
    if (c.isArray()) {
      if (nullable && random.nextInt(10) == 0) {
        return null;
      }
      Class<?> component = c.getComponentType();
      int n = component == byte.class ? byteLength() : size();
      Object array = Array.newInstance(component, n);
      for (int i = 0; i < n; i++) {
        Array.set(array, i, primitive(component));
      }
      return array;
    }
    boolean message = Reflect.isMessage(c);
    if (nullable && random.nextInt(message ? 3 : 5) == 0) {
      return null;
    }
    if (c == String.class) {
      return string();
    }
    if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    }
    Class<?> unboxed = unbox(c);
    if (unboxed != null) {
      return primitive(unboxed);
    }
    if (message) {
      // deep down only list elements and map values, which cannot be null, are messages; their
      // own containers are empty there
      return depth >= MAX_DEPTH && nullable ? null : create(c, depth + 1);
    }
    throw new AssertionError("no generator for " + c);
  }

  /** Sometimes another kind of list than the ArrayList a decoder makes: immutable, linked. */
  private List<Object> otherList(List<Object> list) {
    return switch (random.nextInt(8)) {
      case 0 -> List.copyOf(list);
      case 1 -> Collections.unmodifiableList(list);
      case 2 -> new LinkedList<>(list);
      case 3 -> Arrays.asList(list.toArray());
      default -> list;
    };
  }

  /** Sometimes another kind of map than the LinkedHashMap a decoder makes. */
  private Map<Object, Object> otherMap(Map<Object, Object> map) {
    return switch (random.nextInt(8)) {
      case 0 -> Map.copyOf(map);
      case 1 -> Collections.unmodifiableMap(map);
      case 2 -> new TreeMap<>(map);
      case 3 -> new HashMap<>(map);
      default -> map;
    };
  }

  private int size() {
    int k = random.nextInt(20);
    if (k < 4) {
      return 0;
    }
    if (k < 18) {
      return 1 + random.nextInt(5);
    }
    return random.nextInt(k == 18 ? 40 : 200);
  }

  private int byteLength() {
    int k = random.nextInt(10);
    return k < 2 ? 0 : k < 9 ? random.nextInt(20) : random.nextInt(300);
  }

  private static Class<?> unbox(Class<?> c) {
    if (c == Integer.class) return int.class;
    if (c == Long.class) return long.class;
    if (c == Float.class) return float.class;
    if (c == Double.class) return double.class;
    if (c == Boolean.class) return boolean.class;
    if (c == Byte.class) return byte.class;
    if (c == Short.class) return short.class;
    if (c == Character.class) return char.class;
    return null;
  }

  Object primitive(Class<?> c) {
    if (c == int.class) return nextInt();
    if (c == long.class) return nextLong();
    if (c == float.class) return nextFloat();
    if (c == double.class) return nextDouble();
    if (c == boolean.class) return random.nextBoolean();
    if (c == byte.class) return (byte) nextInt();
    if (c == short.class) return (short) nextInt();
    if (c == char.class) return (char) nextInt();
    throw new AssertionError(c);
  }

  int nextInt() {
    int k = random.nextInt(4);
    if (k == 0) {
      return INT_EDGES[random.nextInt(INT_EDGES.length)];
    }
    // values of every varint length
    return k == 1 ? random.nextInt() : random.nextInt() >> random.nextInt(32);
  }

  long nextLong() {
    int k = random.nextInt(4);
    if (k == 0) {
      return LONG_EDGES[random.nextInt(LONG_EDGES.length)];
    }
    return k == 1 ? random.nextLong() : random.nextLong() >> random.nextInt(64);
  }

  float nextFloat() {
    int k = random.nextInt(4);
    if (k == 0) {
      return FLOAT_EDGES[random.nextInt(FLOAT_EDGES.length)];
    }
    return k == 1 ? Float.intBitsToFloat(random.nextInt()) : (random.nextFloat() - 0.5f) * 1000;
  }

  double nextDouble() {
    int k = random.nextInt(4);
    if (k == 0) {
      return DOUBLE_EDGES[random.nextInt(DOUBLE_EDGES.length)];
    }
    return k == 1 ? Double.longBitsToDouble(random.nextLong()) : random.nextGaussian() * 1e6;
  }

  /** Valid UTF-16 text: ASCII, two- and three-byte characters, surrogate pairs. */
  String string() {
    int k = random.nextInt(8);
    if (k < 2) {
      return STRING_EDGES[random.nextInt(STRING_EDGES.length)];
    }
    int n = k == 7 ? random.nextInt(300) : random.nextInt(16);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      switch (random.nextInt(5)) {
        case 0, 1 -> b.append((char) (0x20 + random.nextInt(0x5F)));
        case 2 -> b.append((char) (0x80 + random.nextInt(0x780)));
        case 3 -> {
          char c = (char) (0x800 + random.nextInt(0xF800));
          b.append(Character.isSurrogate(c) ? 'x' : c);
        }
        default -> b.appendCodePoint(0x10000 + random.nextInt(0x100000));
      }
    }
    return b.toString();
  }
}
