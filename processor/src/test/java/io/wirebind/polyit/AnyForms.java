package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import io.wirebind.annotation.WireMessage;
import java.util.Map;
import java.util.Objects;

/** Subtypes of a hierarchy keeping other members in an any-setter map; see AnyFormsTest. */
public final class AnyForms {
  private AnyForms() {}

  /** The type id comes first and is skipped; a later member of its name is kept in the map. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "type")
  @JsonSubTypes({@JsonSubTypes.Type(value = TaA.class, name = "a"), @JsonSubTypes.Type(value = TaB.class, name = "b")})
  public sealed interface Tagged permits TaA, TaB {}

  @WireMessage
  public static final class TaA implements Tagged {
    public int n;

    @JsonAnyGetter
    @JsonAnySetter
    public Map<String, Object> other;

    @Override
    public boolean equals(Object o) {
      return o instanceof TaA a && n == a.n && Objects.equals(other, a.other);
    }

    @Override
    public int hashCode() {
      return Objects.hash(n, other);
    }

    @Override
    public String toString() {
      return "TaA[n=" + n + ", other=" + other + "]";
    }
  }

  @WireMessage
  public record TaB(String s, @JsonAnyGetter @JsonAnySetter Map<String, Object> rest) implements Tagged {}
}
