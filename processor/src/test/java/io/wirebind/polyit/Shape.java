package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeName;
import io.wirebind.annotation.WireMessage;
import io.wirebind.annotation.WireSubtype;

/** Nested hierarchies with explicit case numbers and type names. */
@WireMessage
@JsonSubTypes({
  @JsonSubTypes.Type(value = Shape.Circle.class, name = "circle", names = {"round"}),
  @JsonSubTypes.Type(Shape.Polygon.class)
})
public sealed interface Shape permits Shape.Circle, Shape.Polygon {
  @WireMessage
  @WireSubtype(5)
  record Circle(double radius) implements Shape {}

  @WireMessage
  @WireSubtype(9)
  @JsonSubTypes({@JsonSubTypes.Type(Square.class), @JsonSubTypes.Type(Triangle.class)})
  sealed interface Polygon extends Shape permits Square, Triangle {}

  @WireMessage
  @JsonTypeName("square")
  record Square(double side) implements Polygon {}

  @WireMessage
  record Triangle(double a, double b, double c) implements Polygon {}
}
