package io.wirebind.convertit;

import java.util.Objects;

/** A label as a library ships it; its converter writes "none" as a null String and "" as empty. */
public final class Label {
  private final String text;

  public Label(String text) {
    this.text = Objects.requireNonNull(text);
  }

  public String text() {
    return text;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Label l && l.text.equals(text);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }

  @Override
  public String toString() {
    return "Label[" + text + "]";
  }
}
