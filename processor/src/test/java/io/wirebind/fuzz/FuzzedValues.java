package io.wirebind.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.wirebind.convertit.Money;
import io.wirebind.convertit.Price;
import io.wirebind.convertit.Qty;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.openapitools.jackson.nullable.JsonNullable;

/**
 * Builds instances of annotated test classes from fuzzer data, by reflection over field types:
 * every value the Java type allows (NaNs, {@code -0.0}, extremes, any text), with {@code null}
 * for reference fields some of the time and never inside lists or maps. JDK value types come from
 * {@link FuzzedJdkValues} (within protobuf's ranges); optionals are empty or present, never null;
 * value objects (a {@code @JsonValue} member) are made by their creator from a non-null value.
 */
final class FuzzedValues {
  private static final int MAX_DEPTH = 5;
  private static final int MAX_ELEMENTS = 6;

  /**
   * Whether {@link FuzzBridged} values are made (left null when not): off where the model is
   * compiled for Jackson 3 ({@code Jackson3SuitesTest}), whose bridge has no Joda module to hand
   * those properties to; {@code bridge3it.Bridge3Test} covers the Jackson 3 bridge.
   */
  static boolean withBridged = true;

  private final FuzzedDataProvider data;
  private final FuzzedJdkValues jdk;

  FuzzedValues(FuzzedDataProvider data) {
    this.data = data;
    this.jdk = new FuzzedJdkValues(data);
  }

  <T> T message(Class<T> type) {
    return type.cast(message(type, 0));
  }

  /** A value for the public field {@code name} of {@code owner}, of its declared (generic) type. */
  Object field(Class<?> owner, String name) {
    try {
      return value(owner.getField(name).getGenericType(), 1, false);
    } catch (NoSuchFieldException e) {
      throw new AssertionError(e);
    }
  }

  /** The type variables bound where the message being built is used ({@code Page<Item>}: T is Item). */
  private Map<TypeVariable<?>, Type> bindings = Map.of();

  /** A message, with the type variables its superclasses bind ({@code extends Event<Item>}). */
  private Object message(Class<?> type, int depth) {
    Map<TypeVariable<?>, Type> saved = bindings;
    Map<TypeVariable<?>, Type> bound = new HashMap<>(bindings);
    for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
      if (k.getGenericSuperclass() instanceof ParameterizedType sp) {
        TypeVariable<?>[] vars = ((Class<?>) sp.getRawType()).getTypeParameters();
        for (int i = 0; i < vars.length; i++) {
          Type arg = sp.getActualTypeArguments()[i];
          bound.put(vars[i], arg instanceof TypeVariable<?> v && bound.containsKey(v) ? bound.get(v) : arg);
        }
      }
    }
    bindings = bound;
    try {
      return messageOf(type, depth);
    } finally {
      bindings = saved;
    }
  }

  /** A generic message bound at its use: {@code Page<Item>}. */
  private Object boundMessage(ParameterizedType p, int depth) {
    Map<TypeVariable<?>, Type> saved = bindings;
    Map<TypeVariable<?>, Type> bound = new HashMap<>(bindings);
    TypeVariable<?>[] vars = ((Class<?>) p.getRawType()).getTypeParameters();
    for (int i = 0; i < vars.length; i++) {
      Type arg = p.getActualTypeArguments()[i];
      bound.put(vars[i], arg instanceof TypeVariable<?> v && bindings.containsKey(v) ? bindings.get(v) : arg);
    }
    bindings = bound;
    try {
      return message((Class<?>) p.getRawType(), depth);
    } finally {
      bindings = saved;
    }
  }

  private Object messageOf(Class<?> type, int depth) {
    if (type.isSealed()) { // a hierarchy: one of its subtypes
      Class<?>[] subtypes = type.getPermittedSubclasses();
      return message(subtypes[data.consumeInt(0, subtypes.length - 1)], depth);
    }
    try {
      if (type.isRecord()) {
        RecordComponent[] parts = type.getRecordComponents();
        Class<?>[] types = new Class<?>[parts.length];
        Object[] args = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
          types[i] = parts[i].getType();
          args[i] = value(parts[i].getGenericType(), depth, true);
        }
        Constructor<?> c = type.getDeclaredConstructor(types);
        c.setAccessible(true);
        return c.newInstance(args);
      }
      com.fasterxml.jackson.databind.annotation.JsonDeserialize built =
          type.getAnnotation(com.fasterxml.jackson.databind.annotation.JsonDeserialize.class);
      if (built != null && built.builder() != Void.class) {
        return builtOf(built.builder(), depth);
      }
      Object m = null;
      for (Constructor<?> creator : type.getDeclaredConstructors()) {
        if (creator.isAnnotationPresent(JsonCreator.class)) {
          Type[] params = creator.getGenericParameterTypes();
          Object[] args = new Object[params.length];
          for (int i = 0; i < params.length; i++) {
            args[i] = value(params[i], depth, true);
          }
          creator.setAccessible(true);
          m = creator.newInstance(args);
        }
      }
      if (m == null) {
        Constructor<?> c = type.getDeclaredConstructor();
        c.setAccessible(true);
        m = c.newInstance();
      }
      for (Class<?> k = type; k != Object.class; k = k.getSuperclass()) {
        for (Field f : k.getDeclaredFields()) {
          int mod = f.getModifiers();
          if (Modifier.isStatic(mod) || Modifier.isTransient(mod) || Modifier.isFinal(mod)
              || f.isAnnotationPresent(com.fasterxml.jackson.annotation.JsonIgnore.class)
              || f.isAnnotationPresent(io.wirebind.annotation.WireIgnore.class)
              || f.getType() == io.wirebind.UnknownFieldSet.class || ignoredByName(type, f)
              || (!withBridged && f.getGenericType().getTypeName().contains(FuzzBridged.class.getName()))) {
            continue;
          }
          f.setAccessible(true);
          f.set(m, value(f.getGenericType(), depth, true));
        }
      }
      return m;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** An instance made by a Jackson builder: each one-argument method called with a value, then build. */
  private Object builtOf(Class<?> builder, int depth) throws ReflectiveOperationException {
    com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder pojo =
        builder.getAnnotation(com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder.class);
    String build = pojo == null ? "build" : pojo.buildMethodName();
    Constructor<?> c = builder.getDeclaredConstructor();
    c.setAccessible(true);
    Object b = c.newInstance();
    java.lang.reflect.Method[] methods = builder.getDeclaredMethods();
    java.util.Arrays.sort(methods, java.util.Comparator.comparing(java.lang.reflect.Method::getName));
    for (java.lang.reflect.Method m : methods) {
      if (m.getParameterCount() == 1 && !Modifier.isStatic(m.getModifiers())) {
        m.setAccessible(true);
        b = m.invoke(b, value(m.getGenericParameterTypes()[0], depth, true));
      }
    }
    java.lang.reflect.Method done = builder.getDeclaredMethod(build);
    done.setAccessible(true);
    return done.invoke(b);
  }

  private Object value(Type type, int depth, boolean nullable) {
    if (type instanceof TypeVariable<?> v) {
      return value(bindings.get(v), depth, nullable);
    }
    if (type instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      if (raw == Optional.class) { // never null: a null optional reads back as empty
        return data.consumeBoolean()
            ? Optional.empty() : Optional.of(value(p.getActualTypeArguments()[0], depth + 1, false));
      }
      if (raw == JsonNullable.class) {
        // never a null reference; undefined only where a property may be left out (in a list or
        // map Jackson writes it as null, which reads back as of(null))
        int state = data.consumeInt(nullable ? 0 : 1, 2);
        return state == 0 ? JsonNullable.undefined() : state == 1 ? JsonNullable.of(null)
            : JsonNullable.of(value(p.getActualTypeArguments()[0], depth + 1, false));
      }
      if (nullable && data.consumeBoolean()) {
        return null;
      }
      if (!Iterable.class.isAssignableFrom(raw) && !Map.class.isAssignableFrom(raw)) {
        return depth >= MAX_DEPTH && nullable ? null : boundMessage(p, depth + 1);
      }
      // at the depth limit collections are empty, so that non-null elements end the recursion
      int n = depth >= MAX_DEPTH ? 0 : data.consumeInt(0, MAX_ELEMENTS);
      if (Iterable.class.isAssignableFrom(raw)) {
        Collection<Object> list = collection(raw, p.getActualTypeArguments()[0]);
        for (int i = 0; i < n; i++) {
          list.add(value(p.getActualTypeArguments()[0], depth + 1, false));
        }
        return list;
      }
      Map<Object, Object> map = raw == HashMap.class ? new HashMap<>()
          : raw == EnumMap.class ? enumMap(p.getActualTypeArguments()[0])
          : SortedMap.class.isAssignableFrom(raw) ? new TreeMap<>() : new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        map.put(value(p.getActualTypeArguments()[0], depth + 1, false),
            value(p.getActualTypeArguments()[1], depth + 1, false));
      }
      return map;
    }
    Class<?> c = (Class<?>) type;
    if (c.isPrimitive()) {
      return scalar(c);
    }
    if (c == OptionalInt.class) {
      return data.consumeBoolean() ? OptionalInt.empty() : OptionalInt.of(data.consumeInt());
    } else if (c == OptionalLong.class) {
      return data.consumeBoolean() ? OptionalLong.empty() : OptionalLong.of(data.consumeLong());
    } else if (c == OptionalDouble.class) {
      return data.consumeBoolean() ? OptionalDouble.empty() : OptionalDouble.of(data.consumeDouble());
    }
    if (nullable && data.consumeBoolean()) {
      return null;
    }
    if (c == Integer.class || c == Long.class || c == Float.class || c == Double.class
        || c == Boolean.class || c == Byte.class || c == Short.class || c == Character.class) {
      return scalar(primitive(c));
    }
    if (c == String.class) {
      // any text that UTF-8 can carry (unpaired surrogates cannot be encoded)
      return new String(
          data.consumeString(24).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }
    if (c == byte[].class) {
      return data.consumeBytes(data.consumeInt(0, 24));
    }
    if (c == char[].class) { // a string in both formats: text UTF-8 can carry
      return new String(data.consumeString(24).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)
          .toCharArray();
    }
    if (c.isArray()) {
      int n = data.consumeInt(0, MAX_ELEMENTS);
      Object array = Array.newInstance(c.getComponentType(), n);
      for (int i = 0; i < n; i++) {
        Array.set(array, i, c.getComponentType().isPrimitive()
            ? scalar(c.getComponentType()) : value(c.getComponentType(), depth + 1, false));
      }
      return array;
    }
    if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[data.consumeInt(0, constants.length - 1)];
    }
    if (jdk.makes(c)) {
      return jdk.value(c);
    }
    if (c == Money.class) { // the converted types (io.wirebind.convertit), as their converters accept them
      return new Money(java.math.BigDecimal.valueOf(data.consumeLong(), data.consumeInt(-3, 6)),
          data.pickValue(new String[] {"EUR", "USD", "JPY"}));
    }
    if (c == Price.class) {
      return new Price(data.consumeLong(0, Long.MAX_VALUE), data.consumeBoolean() ? null : "EUR");
    }
    if (c == Qty.class) {
      return new Qty(data.consumeLong());
    }
    if (c == io.wirebind.convertit.Label.class) { // not "none", which converts to a null String
      return new io.wirebind.convertit.Label(data.pickValue(new String[] {"", "l", "t\u00e9\"x", "none!"}));
    }
    Object bridged = bridged(c, depth);
    if (bridged != null) {
      return bridged;
    }
    Executable creator = valueObjectCreator(c);
    if (creator != null) { // the wrapped value is never null: protobuf cannot write a wrapped null
      return create(creator, value(creator.getGenericParameterTypes()[0], depth, false));
    }
    if (depth >= MAX_DEPTH && nullable) {
      return null;
    }
    return message(c, depth + 1); // a list element or map value: never null (protobuf has no null there)
  }

  /**
   * A value of a type only the Jackson bridge carries (io.wirebind.bridgeit, {@link FuzzBridged}):
   * Joda instants in UTC and dates (as the Joda module reads them back), JSON trees, {@code Tag}s
   * and the class-typed {@code Shape}s; null for any other class.
   */
  private Object bridged(Class<?> c, int depth) {
    if (c == org.joda.time.DateTime.class) {
      return new org.joda.time.DateTime(
          data.consumeLong(-4_000_000_000_000L, 4_000_000_000_000L), org.joda.time.DateTimeZone.UTC);
    }
    if (c == org.joda.time.LocalDate.class) {
      return new org.joda.time.LocalDate(data.consumeInt(-9999, 9999), data.consumeInt(1, 12), data.consumeInt(1, 28));
    }
    if (c == com.fasterxml.jackson.databind.JsonNode.class) {
      return tree(depth);
    }
    if (c == io.wirebind.bridgeit.Tag.class) {
      return new io.wirebind.bridgeit.Tag(
          new String(data.consumeString(12).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8), data.consumeInt());
    }
    if (c == io.wirebind.bridgeit.Shape.class) {
      return message(data.consumeBoolean()
          ? io.wirebind.bridgeit.Shape.Circle.class : io.wirebind.bridgeit.Shape.Rect.class, depth + 1);
    }
    return null;
  }

  /** A JSON tree of every node kind (numbers of every width, text, containers), a few levels deep. */
  private com.fasterxml.jackson.databind.JsonNode tree(int depth) {
    com.fasterxml.jackson.databind.node.JsonNodeFactory f = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
    switch (data.consumeInt(0, depth >= MAX_DEPTH ? 5 : 7)) {
      case 0:
        return f.nullNode();
      case 1:
        return f.booleanNode(data.consumeBoolean());
      case 2:
        return f.numberNode(data.consumeLong());
      case 3:
        return f.numberNode(data.consumeDouble());
      case 4:
        return f.numberNode(new java.math.BigInteger(data.consumeString(30).replaceAll("[^0-9]", "") + "1"));
      case 5:
        return f.textNode(new String(data.consumeString(16).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
      case 6: {
        com.fasterxml.jackson.databind.node.ArrayNode a = f.arrayNode();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
          a.add(tree(depth + 1));
        }
        return a;
      }
      default: {
        com.fasterxml.jackson.databind.node.ObjectNode o = f.objectNode();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
          o.set(new String(data.consumeString(8).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8),
              tree(depth + 1));
        }
        return o;
      }
    }
  }

  /** The collection a declared collection type (or {@code Iterable}) is decoded into. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Collection<Object> collection(Class<?> raw, Type element) {
    if (raw == EnumSet.class) {
      return (Collection) EnumSet.noneOf((Class) element);
    }
    if (SortedSet.class.isAssignableFrom(raw)) {
      return new TreeSet<>();
    }
    if (Set.class.isAssignableFrom(raw)) {
      return new LinkedHashSet<>();
    }
    return new ArrayList<>();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Map<Object, Object> enumMap(Type key) {
    return new EnumMap((Class) key);
  }

  /**
   * The creator of a value object (a class with {@code @JsonValue} on a field or method), as
   * Wirebind and Jackson pick it: a one-argument {@code @JsonCreator} constructor or factory, else
   * a one-argument constructor, else a static {@code of}, {@code valueOf} or {@code from}; null for
   * any other class.
   */
  private static Executable valueObjectCreator(Class<?> c) {
    boolean wraps = false;
    for (Field f : c.getDeclaredFields()) {
      wraps |= f.isAnnotationPresent(JsonValue.class);
    }
    for (Method m : c.getDeclaredMethods()) {
      wraps |= m.isAnnotationPresent(JsonValue.class);
    }
    if (!wraps) {
      return null;
    }
    List<Executable> candidates = new ArrayList<>(List.of(c.getDeclaredConstructors()));
    for (Method m : c.getDeclaredMethods()) {
      if (Modifier.isStatic(m.getModifiers()) && m.getReturnType() == c) {
        candidates.add(m);
      }
    }
    candidates.removeIf(e -> e.getParameterCount() != 1);
    for (Executable e : candidates) {
      if (e.isAnnotationPresent(JsonCreator.class)) {
        return e;
      }
    }
    for (Executable e : candidates) {
      if (e instanceof Constructor<?>) {
        return e;
      }
    }
    for (Executable e : candidates) {
      if (List.of("of", "valueOf", "from").contains(e.getName())) {
        return e;
      }
    }
    throw new AssertionError("no creator for the value object " + c);
  }

  private static Object create(Executable creator, Object wrapped) {
    try {
      ((AccessibleObject) creator).setAccessible(true);
      return creator instanceof Constructor<?> k
          ? k.newInstance(wrapped) : ((Method) creator).invoke(null, wrapped);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private Object scalar(Class<?> c) {
    if (c == int.class) {
      return data.consumeInt();
    } else if (c == long.class) {
      return data.consumeLong();
    } else if (c == float.class) {
      return data.consumeFloat();
    } else if (c == double.class) {
      return data.consumeDouble();
    } else if (c == boolean.class) {
      return data.consumeBoolean();
    } else if (c == byte.class) {
      return data.consumeByte();
    } else if (c == short.class) {
      return data.consumeShort();
    } else if (c == char.class) {
      // a lone surrogate cannot be written as JSON text (Jackson refuses it too): like the
      // strings above, only chars that UTF-8 can carry
      char ch = data.consumeChar();
      return Character.isSurrogate(ch) ? (char) (ch - 0x1000) : ch;
    }
    throw new AssertionError(c);
  }

  private static Class<?> primitive(Class<?> box) {
    try {
      return (Class<?>) box.getField("TYPE").get(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }


  /** A property {@code @JsonIgnoreProperties} drops by name: not part of the message. */
  private static boolean ignoredByName(Class<?> type, Field f) {
    com.fasterxml.jackson.annotation.JsonIgnoreProperties ignore =
        type.getAnnotation(com.fasterxml.jackson.annotation.JsonIgnoreProperties.class);
    return ignore != null && !ignore.allowGetters() && !ignore.allowSetters()
        && java.util.Arrays.asList(ignore.value()).contains(f.getName());
  }
}
