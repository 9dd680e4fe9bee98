package io.wirebind.processor.model;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.generate.kind.Scalar;

/**
 * What a field holds: one value of a {@link Kind}, or a <em>shape</em> of kinds (a list, a
 * primitive array, a map). Shapes belong to the field-level generators (tags, packing, seen bits,
 * reuse); everything that depends on the element type is asked of its kind.
 */
public sealed interface TypeModel
    permits Kind, TypeModel.ListType, TypeModel.ArrayType, TypeModel.MapType, TypeModel.OptionalType {

  /** The Java type of a value of this shape, as generated code declares it. */
  TypeName javaType();

  /**
   * A collection written as a repeated field and a JSON array: a {@code List}, {@code Set} or
   * {@code Collection}, decoded into the {@link Container}'s type.
   *
   * @param element the kind of the elements (boxed when a scalar)
   * @param declared the declared Java type
   * @param container which collection the decoders create and reuse
   */
  record ListType(Kind element, TypeName declared, Container container) implements TypeModel {
    public ListType(Kind element, TypeName declared) {
      this(element, declared, Container.LIST);
    }

    @Override
    public TypeName javaType() {
      return declared;
    }

    /** Whether elements can be reused by index: a message list decoded into a reused instance. */
    public boolean indexed() {
      return container.stem().equals("list");
    }
  }

  /**
   * The collections decoders create, each with the runtime pair {@code CodecSupport.<stem>(current,
   * keep)} (clear and reuse the current one, or keep its elements) and {@code copy<Stem>(current)}.
   */
  enum Container {
    /** {@code List}, {@code ArrayList}: an {@code ArrayList}. */
    LIST("list", "java.util.List"),
    /** {@code Collection}: an {@code ArrayList}. */
    COLLECTION("collection", "java.util.Collection"),
    /** {@code Set}, {@code HashSet}, {@code LinkedHashSet}: a {@code LinkedHashSet}, in wire order. */
    SET("set", "java.util.Set"),
    /** {@code SortedSet}, {@code NavigableSet}, {@code TreeSet}: a {@code TreeSet}. */
    SORTED_SET("sortedSet", "java.util.TreeSet"),
    /** {@code EnumSet}: an {@code EnumSet} of the element type. */
    ENUM_SET("enumSet", "java.util.EnumSet"),
    /**
     * {@code Iterable}: an {@code ArrayList}. Generated code holds it as a {@code List} ({@link
     * #converted()}); an instance's iterable that is not a list is copied into one when read.
     */
    ITERABLE("list", "java.util.List"),
    /**
     * An object array ({@code String[]}, {@code Order[]}, {@code byte[][]}, {@code int[][]}):
     * held as a {@code List} by generated code and converted to an array when stored.
     */
    ARRAY("list", "java.util.List"),
    /** {@code short[]}: held as a {@code List<Short>}, converted when stored. */
    SHORT_ARRAY("list", "java.util.List");

    private final String stem;
    private final String returned;

    Container(String stem, String returned) {
      this.stem = stem;
      this.returned = returned;
    }

    /** The runtime method creating or reusing one: {@code list}, {@code copyList}, ... */
    public String stem() {
      return stem;
    }

    /** The type the runtime method returns, which generated code casts to the declared type. */
    public String returned() {
      return returned;
    }

    /**
     * Whether the declared type is not a collection: generated code holds the value as a {@code
     * List} and converts at the instance ({@code CollectionSupport.asList} / {@code toArray}).
     */
    public boolean converted() {
      return this == ITERABLE || this == ARRAY || this == SHORT_ARRAY;
    }
  }

  /**
   * A primitive array other than {@code byte[]}: {@code int[] long[] float[] double[] boolean[]},
   * copied in bulk by the runtime.
   *
   * @param element an unboxed scalar
   */
  record ArrayType(Scalar element) implements TypeModel {
    @Override
    public TypeName javaType() {
      return ArrayTypeName.of(element.javaType());
    }
  }

  /**
   * {@code Map<K, V>}: declared as {@code Map}, {@code HashMap} or {@code LinkedHashMap} (decoded
   * as a {@code LinkedHashMap}, which keeps input order), {@code SortedMap}, {@code NavigableMap} or
   * {@code TreeMap} (a {@code TreeMap}) or {@code EnumMap}.
   *
   * @param key a kind that {@link ValueKind#keyable() can be a key}
   * @param value any kind
   * @param declared the declared Java type
   * @param container which map the decoders create and reuse
   */
  record MapType(ValueKind key, Kind value, TypeName declared, MapContainer container) implements TypeModel {
    public MapType(ValueKind key, Kind value, TypeName declared) {
      this(key, value, declared, MapContainer.MAP);
    }

    @Override
    public TypeName javaType() {
      return declared;
    }
  }

  /**
   * The maps decoders create, each with the runtime pair {@code <stem>(current, keep)} and {@code
   * copy<Stem>(current)} ({@code CodecSupport} for {@link #MAP}, else {@code CollectionSupport}).
   */
  enum MapContainer {
    /** {@code Map}, {@code HashMap}, {@code LinkedHashMap}: a {@code LinkedHashMap} (input order). */
    MAP("map", "java.util.Map"),
    /** {@code SortedMap}, {@code NavigableMap}, {@code TreeMap}: a {@code TreeMap} (natural order). */
    SORTED_MAP("sortedMap", "java.util.TreeMap"),
    /** {@code EnumMap}: an {@code EnumMap} of the key type. */
    ENUM_MAP("enumMap", "java.util.EnumMap");

    private final String stem;
    private final String returned;

    MapContainer(String stem, String returned) {
      this.stem = stem;
      this.returned = returned;
    }

    public String stem() {
      return stem;
    }

    public String returned() {
      return returned;
    }
  }

  /**
   * {@code Optional<T>}, {@code OptionalInt}, {@code OptionalLong} or {@code OptionalDouble}: one
   * value with explicit presence, where empty (or null) is absent from protobuf and {@code null} in
   * Jackson's JSON. Decoding an absent field gives the empty optional.
   *
   * @param element the kind of the value ({@code Scalar} int, long or double for the primitive ones)
   * @param declared the declared Java type
   * @param flavor which optional class
   */
  record OptionalType(Kind element, TypeName declared, Flavor flavor) implements TypeModel {
    @Override
    public TypeName javaType() {
      return declared;
    }

    /** The optional class's method names: {@code get()} or {@code getAsInt()}, and its raw class. */
    public enum Flavor {
      OBJECT("java.util.Optional", "get"),
      INT("java.util.OptionalInt", "getAsInt"),
      LONG("java.util.OptionalLong", "getAsLong"),
      DOUBLE("java.util.OptionalDouble", "getAsDouble");

      private final com.palantir.javapoet.ClassName type;
      private final String getter;

      Flavor(String type, String getter) {
        this.type = com.palantir.javapoet.ClassName.bestGuess(type);
        this.getter = getter;
      }

      /** The optional class, for {@code empty()} and {@code of(...)}. */
      public com.palantir.javapoet.ClassName type() {
        return type;
      }

      /** The method giving the value of a present optional. */
      public String getter() {
        return getter;
      }
    }

    /** {@code Optional.empty()}. */
    public com.palantir.javapoet.CodeBlock empty() {
      return com.palantir.javapoet.CodeBlock.of("$T.empty()", flavor.type());
    }

    /** {@code Optional.of(value)}. */
    public com.palantir.javapoet.CodeBlock of(com.palantir.javapoet.CodeBlock value) {
      return com.palantir.javapoet.CodeBlock.of("$T.of($L)", flavor.type(), value);
    }

    /**
     * {@code Optional.ofNullable(value)} (the primitive ones: {@code of}), for a JSON reader that
     * may give null: the value types read {@code ""} as null, which Jackson's {@code Jdk8Module}
     * reads into an empty optional.
     */
    public com.palantir.javapoet.CodeBlock ofNullable(com.palantir.javapoet.CodeBlock value) {
      return flavor == Flavor.OBJECT
          ? com.palantir.javapoet.CodeBlock.of("$T.ofNullable($L)", flavor.type(), value) : of(value);
    }

    /** Whether the optional in local {@code v} holds a value. */
    public com.palantir.javapoet.CodeBlock present(String v) {
      return com.palantir.javapoet.CodeBlock.of("$N != null && $N.isPresent()", v, v);
    }

    /** The value of the present optional in local {@code v}. */
    public String get(String v) {
      return v + "." + flavor.getter() + "()";
    }
  }
}
