package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireMessage;

/** Array-shaped with unknown members as errors: a class fails on further elements, a record skips them. */
public final class Strict {
  private Strict() {}

  /** Read through fields: further elements fail. */
  @WireMessage(failOnUnknownJson = true)
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public static class Fields {
    public int a;
    public String b;
  }

  /** Read through the constructor: further elements are skipped. */
  @WireMessage(failOnUnknownJson = true)
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public record Creator(int a, String b) {}
}
