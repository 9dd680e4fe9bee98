package io.wirebind.namesit;

import io.wirebind.annotation.WireMessage;

/** Two messages of one simple name nested in two classes. */
public final class Kinds {
  private Kinds() {}

  public static final class Left {
    private Left() {}

    @WireMessage
    public record Part(int size) {}
  }

  public static final class Right {
    private Right() {}

    @WireMessage
    public record Part(String name) {}
  }
}
