package io.wirebind.builderit;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Immutable classes created through Jackson builders, each compared with Jackson. */
public final class Built {
  private Built() {}

  /** The default prefix "with" and build method "build". */
  @WireMessage
  @JsonDeserialize(builder = Point.Builder.class)
  public static final class Point {
    private final int x;
    private final long y;
    private final String label;

    private Point(Builder b) {
      this.x = b.x;
      this.y = b.y;
      this.label = b.label;
    }

    public int getX() {
      return x;
    }

    public long getY() {
      return y;
    }

    public String getLabel() {
      return label;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Point p && p.x == x && p.y == y && Objects.equals(p.label, label);
    }

    @Override
    public int hashCode() {
      return Objects.hash(x, y, label);
    }

    @Override
    public String toString() {
      return "Point[" + x + "," + y + "," + label + "]";
    }

    @JsonPOJOBuilder
    public static final class Builder {
      private int x = 7; // Jackson keeps it when the member is absent
      private long y;
      private String label = "unset";

      public Builder withX(int x) {
        this.x = x;
        return this;
      }

      public Builder withY(long y) {
        this.y = y;
        return this;
      }

      public Builder withLabel(String label) {
        this.label = label;
        return this;
      }

      public Point build() {
        return new Point(this);
      }
    }
  }

  /**
   * No prefix (Lombok's style), another build method, a renamed property, and builder-built
   * messages in every position.
   */
  @WireMessage
  @JsonDeserialize(builder = Shape.ShapeBuilder.class)
  public static final class Shape {
    @JsonProperty("shape_name")
    private final String name;
    private final Point origin;
    private final List<Point> corners;
    private final Map<String, Point> named;
    private final Optional<Point> center;
    private final List<List<Point>> grid;

    Shape(String name, Point origin, List<Point> corners, Map<String, Point> named,
        Optional<Point> center, List<List<Point>> grid) {
      this.name = name;
      this.origin = origin;
      this.corners = corners;
      this.named = named;
      this.center = center;
      this.grid = grid;
    }

    public String getName() {
      return name;
    }

    public Point getOrigin() {
      return origin;
    }

    public List<Point> getCorners() {
      return corners;
    }

    public Map<String, Point> getNamed() {
      return named;
    }

    public Optional<Point> getCenter() {
      return center;
    }

    public List<List<Point>> getGrid() {
      return grid;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Shape s && Objects.equals(s.name, name) && Objects.equals(s.origin, origin)
          && Objects.equals(s.corners, corners) && Objects.equals(s.named, named)
          && Objects.equals(s.center, center) && Objects.equals(s.grid, grid);
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, origin, corners, named, center, grid);
    }

    @Override
    public String toString() {
      return "Shape[" + name + "," + origin + "," + corners + "," + named + "," + center + "," + grid + "]";
    }

    @JsonPOJOBuilder(withPrefix = "", buildMethodName = "create")
    public static final class ShapeBuilder {
      private String name;
      private Point origin;
      private List<Point> corners;
      private Map<String, Point> named;
      private Optional<Point> center;
      private List<List<Point>> grid;

      @JsonProperty("shape_name")
      public ShapeBuilder name(String name) {
        this.name = name;
        return this;
      }

      public ShapeBuilder origin(Point origin) {
        this.origin = origin;
        return this;
      }

      public ShapeBuilder corners(List<Point> corners) {
        this.corners = corners;
        return this;
      }

      public ShapeBuilder named(Map<String, Point> named) {
        this.named = named;
        return this;
      }

      public ShapeBuilder center(Optional<Point> center) {
        this.center = center;
        return this;
      }

      public ShapeBuilder grid(List<List<Point>> grid) {
        this.grid = grid;
        return this;
      }

      public Shape create() {
        return new Shape(name, origin, corners, named, center, grid);
      }
    }
  }

  /** The prefix "set", a builder-built message as a generic argument. */
  @WireMessage
  @JsonDeserialize(builder = Holder.Builder.class)
  public static final class Holder {
    private final Box<Point> box;
    private final double weight;

    Holder(Box<Point> box, double weight) {
      this.box = box;
      this.weight = weight;
    }

    public Box<Point> getBox() {
      return box;
    }

    public double getWeight() {
      return weight;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder h && Objects.equals(h.box, box) && h.weight == weight;
    }

    @Override
    public int hashCode() {
      return Objects.hash(box, weight);
    }

    @Override
    public String toString() {
      return "Holder[" + box + "," + weight + "]";
    }

    @JsonPOJOBuilder(withPrefix = "set")
    public static final class Builder {
      private Box<Point> box;
      private double weight;

      public Builder setBox(Box<Point> box) {
        this.box = box;
        return this;
      }

      public Builder setWeight(double weight) {
        this.weight = weight;
        return this;
      }

      public Holder build() {
        return new Holder(box, weight);
      }
    }
  }

  /** A generic mutable message holding a builder-built value. */
  @WireMessage
  public static final class Box<T> {
    public T value;
    public List<T> values;

    @Override
    public boolean equals(Object o) {
      return o instanceof Box<?> b && Objects.equals(b.value, value) && Objects.equals(b.values, values);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value, values);
    }

    @Override
    public String toString() {
      return "Box[" + value + "," + values + "]";
    }
  }
}
