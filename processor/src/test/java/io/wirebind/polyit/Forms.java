package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Objects;

/** One hierarchy per supported {@code @JsonTypeInfo} form, compared with Jackson in FormsTest. */
public final class Forms {
  private Forms() {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.WRAPPER_OBJECT)
  @JsonSubTypes({@JsonSubTypes.Type(value = WoA.class, name = "a"), @JsonSubTypes.Type(WoB.class)})
  public sealed interface WrapObject permits WoA, WoB {}

  @WireMessage public record WoA(int x) implements WrapObject {}

  @WireMessage public record WoB(String s, List<WrapObject> children) implements WrapObject {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.WRAPPER_ARRAY)
  @JsonSubTypes({@JsonSubTypes.Type(WaA.class), @JsonSubTypes.Type(value = WaB.class, name = "bee")})
  public sealed interface WrapArray permits WaA, WaB {}

  @WireMessage public record WaA(int x) implements WrapArray {}

  @WireMessage public record WaB(String s) implements WrapArray {}

  @WireMessage
  @JsonTypeInfo(use = Id.CLASS)
  @JsonSubTypes({@JsonSubTypes.Type(ClA.class), @JsonSubTypes.Type(ClB.class)})
  public sealed interface ByClass permits ClA, ClB {}

  @WireMessage public record ClA(int x) implements ByClass {}

  @WireMessage public record ClB(String s) implements ByClass {}

  @WireMessage
  @JsonTypeInfo(use = Id.MINIMAL_CLASS)
  @JsonSubTypes({@JsonSubTypes.Type(MiA.class), @JsonSubTypes.Type(MiB.class)})
  public sealed interface Minimal permits MiA, MiB {}

  @WireMessage public record MiA(int x) implements Minimal {}

  @WireMessage public record MiB(String s) implements Minimal {}

  @WireMessage
  @JsonTypeInfo(use = Id.SIMPLE_NAME, property = "kind")
  @JsonSubTypes({@JsonSubTypes.Type(SiA.class), @JsonSubTypes.Type(SiB.class)})
  public sealed interface Simple permits SiA, SiB {}

  @WireMessage(failOnUnknownJson = true) public record SiA(int x) implements Simple {}

  @WireMessage public record SiB(String s) implements Simple {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.EXISTING_PROPERTY, property = "type", visible = true)
  @JsonSubTypes({@JsonSubTypes.Type(value = ExA.class, name = "exa"), @JsonSubTypes.Type(value = ExB.class, name = "exb")})
  public sealed interface Existing permits ExA, ExB {}

  @WireMessage public record ExA(String type, int x) implements Existing {}

  @WireMessage public record ExB(int y, String type) implements Existing {}

  @WireMessage
  @JsonTypeInfo(use = Id.DEDUCTION)
  @JsonSubTypes({@JsonSubTypes.Type(DeA.class), @JsonSubTypes.Type(DeB.class)})
  public sealed interface Deduced permits DeA, DeB {}

  @WireMessage public record DeA(int alpha, String shared) implements Deduced {}

  @WireMessage public record DeB(String beta, String shared) implements Deduced {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, defaultImpl = DfA.class)
  @JsonSubTypes({@JsonSubTypes.Type(DfA.class), @JsonSubTypes.Type(DfB.class)})
  public sealed interface WithDefault permits DfA, DfB {}

  @WireMessage public record DfA(int x) implements WithDefault {}

  @WireMessage public record DfB(String s) implements WithDefault {}

  /** A non-sealed abstract class listing its subtypes: mutable, decoded into reused instances. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, property = "species")
  @JsonSubTypes({@JsonSubTypes.Type(value = Dog.class, name = "dog"), @JsonSubTypes.Type(value = Cat.class, name = "cat")})
  public abstract static class Animal {
    public String name;

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(name, ((Animal) o).name) && same((Animal) o);
    }

    abstract boolean same(Animal o);

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }

    @Override
    public String toString() {
      return getClass().getSimpleName() + "[" + name + "]";
    }
  }

  @WireMessage
  public static final class Dog extends Animal {
    public int barks;

    @Override
    boolean same(Animal o) {
      return barks == ((Dog) o).barks;
    }
  }

  @WireMessage
  public static final class Cat extends Animal {
    public boolean indoor;

    @Override
    boolean same(Animal o) {
      return indoor == ((Cat) o).indoor;
    }
  }

  @WireMessage
  public record Holder(
      WrapObject wrapObject,
      List<WrapArray> wrapArrays,
      ByClass byClass,
      Minimal minimal,
      Simple simple,
      Existing existing,
      List<Deduced> deduced,
      WithDefault withDefault,
      List<Animal> animals) {}
}
