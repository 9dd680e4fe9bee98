package io.wirebind.it;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * An immutable class created through a {@code @JsonCreator} constructor, with one more property
 * written through a setter after construction.
 */
@WireMessage
public final class Point {
  private final long x;
  private final String label;
  private final Color color;
  private List<Integer> extra;

  @JsonCreator
  public Point(
      @JsonProperty("label") String label,
      @JsonProperty("x") long x,
      @JsonProperty("color") Color color) {
    this.x = x;
    this.label = label;
    this.color = color;
  }

  public long getX() {
    return x;
  }

  public String getLabel() {
    return label;
  }

  public Color getColor() {
    return color;
  }

  public List<Integer> getExtra() {
    return extra;
  }

  public void setExtra(List<Integer> extra) {
    this.extra = extra;
  }
}
