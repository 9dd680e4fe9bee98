package io.wirebind.bridgeit;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** A hierarchy Jackson types by class name, which Wirebind does not implement: bridged. */
@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS)
public abstract class Shape {
  /** A circle. */
  public static final class Circle extends Shape {
    public double radius;
  }

  /** A rectangle. */
  public static final class Rect extends Shape {
    public int width;
    public int height;
  }
}
