package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A subtype with an unwrapped property: its type id is read as the other subtypes' is; see IdValuesTest. */
public final class UnwrapForms {
  private UnwrapForms() {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "type")
  @JsonSubTypes({@JsonSubTypes.Type(value = UnA.class, name = "una"), @JsonSubTypes.Type(value = UnB.class, name = "unb")})
  public sealed interface Flat permits UnA, UnB {}

  @WireMessage public record Point(int px, int py) {}

  @WireMessage
  public static final class UnA implements Flat {
    public int x;
    @JsonUnwrapped public Point at;

    @Override
    public boolean equals(Object o) {
      return o instanceof UnA a && x == a.x && Objects.equals(at, a.at);
    }

    @Override
    public int hashCode() {
      return Objects.hash(x, at);
    }

    @Override
    public String toString() {
      return "UnA[x=" + x + ", at=" + at + "]";
    }
  }

  @WireMessage public record UnB(String s) implements Flat {}
}
