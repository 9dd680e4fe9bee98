package io.wirebind.openit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import com.fasterxml.jackson.annotation.JsonTypeName;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Open polymorphic bases: concrete classes listing their subtypes; see OpenBaseTest. */
public final class OpenForms {
  private OpenForms() {}

  /**
   * openapi-generator's {@code discriminator} with {@code allOf}, as its spring generator writes
   * it: PROPERTY, visible, the discriminator a regular property ignored on write only.
   */
  @WireMessage
  @JsonIgnoreProperties(value = "petType", allowSetters = true)
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "petType", visible = true)
  @JsonSubTypes({@JsonSubTypes.Type(value = Cat.class, name = "Cat"), @JsonSubTypes.Type(value = Dog.class, name = "Dog")})
  public static class Pet {
    private String petType;
    private String name;

    public Pet() {}

    public String getPetType() {
      return petType;
    }

    public void setPetType(String petType) {
      this.petType = petType;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(petType, ((Pet) o).petType)
          && Objects.equals(name, ((Pet) o).name);
    }

    @Override
    public int hashCode() {
      return Objects.hash(petType, name);
    }

    @Override
    public String toString() {
      return getClass().getSimpleName() + "[" + petType + ", " + name + "]";
    }
  }

  @WireMessage
  public static class Dog extends Pet {
    private Boolean bark;

    public Boolean getBark() {
      return bark;
    }

    public void setBark(Boolean bark) {
      this.bark = bark;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(bark, ((Dog) o).bark);
    }

    @Override
    public int hashCode() {
      return Objects.hash(super.hashCode(), bark);
    }

    @Override
    public String toString() {
      return super.toString() + bark;
    }
  }

  @WireMessage
  public static class Cat extends Pet {
    private Integer lives;
    private List<String> toys;

    public Integer getLives() {
      return lives;
    }

    public void setLives(Integer lives) {
      this.lives = lives;
    }

    public List<String> getToys() {
      return toys;
    }

    public void setToys(List<String> toys) {
      this.toys = toys;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(lives, ((Cat) o).lives) && Objects.equals(toys, ((Cat) o).toys);
    }

    @Override
    public int hashCode() {
      return Objects.hash(super.hashCode(), lives, toys);
    }

    @Override
    public String toString() {
      return super.toString() + lives + toys;
    }
  }

  /**
   * EXISTING_PROPERTY, visible, the base named by {@code @JsonTypeName}: the discriminator is the
   * property {@code kind} each instance writes itself.
   */
  @WireMessage
  @JsonTypeName("plain")
  @JsonTypeInfo(use = Id.NAME, include = As.EXISTING_PROPERTY, property = "kind", visible = true)
  @JsonSubTypes({@JsonSubTypes.Type(value = Fancy.class, name = "fancy")})
  public static class Item {
    public String kind;
    public int size;

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(kind, ((Item) o).kind)
          && size == ((Item) o).size;
    }

    @Override
    public int hashCode() {
      return Objects.hash(kind, size);
    }

    @Override
    public String toString() {
      return getClass().getSimpleName() + "[" + kind + ", " + size + "]";
    }
  }

  @WireMessage
  public static class Fancy extends Item {
    public String color;

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(color, ((Fancy) o).color);
    }

    @Override
    public int hashCode() {
      return Objects.hash(super.hashCode(), color);
    }
  }

  /** PROPERTY, not visible, ids by default names (the simple names, nested ones with their outer's). */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "@type")
  @JsonSubTypes({@JsonSubTypes.Type(Circle.class)})
  public static class Figure {
    public double area;

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && ((Figure) o).area == area;
    }

    @Override
    public int hashCode() {
      return Double.hashCode(area);
    }
  }

  /** Repeats its base's {@code @JsonTypeInfo}, as openapi-generator's java client writes its subtypes. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "@type")
  public static class Circle extends Figure {
    public double radius;

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && ((Circle) o).radius == radius;
    }

    @Override
    public int hashCode() {
      return Objects.hash(super.hashCode(), radius);
    }
  }

  /** A subclass of an open base that its @JsonSubTypes does not list. */
  public static class Stray extends Pet {}

  /** The bases in every position. */
  @WireMessage
  public record Owner(
      Pet pet, List<Pet> pets, Map<String, Pet> byName, Optional<Pet> maybe, Item item, List<Item> items,
      Figure figure) {}
}
