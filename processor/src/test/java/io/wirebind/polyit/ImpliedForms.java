package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Polymorphic bases without {@code @WireMessage} whose {@code @JsonSubTypes} lists only messages:
 * the {@code oneOf} interface openapi-generator's spring generator writes; see ImpliedBaseTest.
 */
public final class ImpliedForms {
  private ImpliedForms() {}

  /** As the spring generator writes a {@code oneOf} with a discriminator. */
  @JsonIgnoreProperties(value = "shapeType", allowSetters = true)
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "shapeType", visible = true)
  @JsonSubTypes({
    @JsonSubTypes.Type(value = Circle.class, name = "circle"),
    @JsonSubTypes.Type(value = Square.class, name = "square")
  })
  public interface Shape {
    String getShapeType();
  }

  @WireMessage
  public static class Square implements Shape {
    private String shapeType;
    private Double side;

    @Override
    @JsonProperty("shapeType")
    public String getShapeType() {
      return shapeType;
    }

    @JsonProperty("shapeType")
    public void setShapeType(String shapeType) {
      this.shapeType = shapeType;
    }

    @JsonProperty("side")
    public Double getSide() {
      return side;
    }

    @JsonProperty("side")
    public void setSide(Double side) {
      this.side = side;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Square s && Objects.equals(shapeType, s.shapeType) && Objects.equals(side, s.side);
    }

    @Override
    public int hashCode() {
      return Objects.hash(shapeType, side);
    }

    @Override
    public String toString() {
      return "Square[" + shapeType + ", " + side + "]";
    }
  }

  @WireMessage
  public static class Circle implements Shape {
    private String shapeType;
    private Double radius;
    private List<String> tags;

    @Override
    @JsonProperty("shapeType")
    public String getShapeType() {
      return shapeType;
    }

    @JsonProperty("shapeType")
    public void setShapeType(String shapeType) {
      this.shapeType = shapeType;
    }

    @JsonProperty("radius")
    public Double getRadius() {
      return radius;
    }

    @JsonProperty("radius")
    public void setRadius(Double radius) {
      this.radius = radius;
    }

    @JsonProperty("tags")
    public List<String> getTags() {
      return tags;
    }

    @JsonProperty("tags")
    public void setTags(List<String> tags) {
      this.tags = tags;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Circle c && Objects.equals(shapeType, c.shapeType) && Objects.equals(radius, c.radius)
          && Objects.equals(tags, c.tags);
    }

    @Override
    public int hashCode() {
      return Objects.hash(shapeType, radius, tags);
    }

    @Override
    public String toString() {
      return "Circle[" + shapeType + ", " + radius + ", " + tags + "]";
    }
  }

  /** An abstract class without {@code @WireMessage}: EXISTING_PROPERTY, the id not visible. */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "@kind")
  @JsonSubTypes({@JsonSubTypes.Type(value = Text.class, name = "text"), @JsonSubTypes.Type(Picture.class)})
  public abstract static class Block {
    public int order;
  }

  @WireMessage
  public static class Text extends Block {
    public String body;

    @Override
    public boolean equals(Object o) {
      return o instanceof Text t && t.order == order && Objects.equals(body, t.body);
    }

    @Override
    public int hashCode() {
      return Objects.hash(order, body);
    }
  }

  @WireMessage
  public static class Picture extends Block {
    public byte[] pixels;
    public long width;

    @Override
    public boolean equals(Object o) {
      return o instanceof Picture p && p.order == order && java.util.Arrays.equals(pixels, p.pixels)
          && width == p.width;
    }

    @Override
    public int hashCode() {
      return Objects.hash(order, java.util.Arrays.hashCode(pixels), width);
    }
  }

  /** The bases in every position. */
  @WireMessage
  public record Drawing(
      Shape shape, List<Shape> shapes, Map<String, Shape> byName, Optional<Shape> maybe, Block block,
      List<Block> blocks) {}
}
