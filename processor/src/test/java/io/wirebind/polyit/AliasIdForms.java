package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import com.fasterxml.jackson.annotation.JsonTypeName;
import io.wirebind.annotation.WireMessage;

/**
 * {@code @JsonSubTypes.Type} entries with {@code names} aliases: the id Jackson writes is the
 * entry's {@code name}, else the class's {@code @JsonTypeName}, else the first alias, else the
 * class name; every alias reads as the subtype. See AliasIdTest.
 */
public final class AliasIdForms {
  private AliasIdForms() {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "k")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = AliasOnly.class, names = {"a", "b"}),
    @JsonSubTypes.Type(value = Named.class, name = "n", names = {"c", "d"}),
    @JsonSubTypes.Type(value = TypeNamed.class, names = {"t1"}),
    @JsonSubTypes.Type(value = Plain.class)
  })
  public sealed interface ByName permits AliasOnly, Named, TypeNamed, Plain {}

  @WireMessage public record AliasOnly(int v) implements ByName {}

  @WireMessage public record Named(int v) implements ByName {}

  @WireMessage @JsonTypeName("tn") public record TypeNamed(int v) implements ByName {}

  @WireMessage public record Plain(int v) implements ByName {}

  @WireMessage
  @JsonTypeInfo(use = Id.SIMPLE_NAME, include = As.PROPERTY, property = "k")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = SimpleAlias.class, names = {"s1", "s2"}),
    @JsonSubTypes.Type(value = SimplePlain.class)
  })
  public sealed interface BySimpleName permits SimpleAlias, SimplePlain {}

  @WireMessage public record SimpleAlias(int v) implements BySimpleName {}

  @WireMessage public record SimplePlain(int v) implements BySimpleName {}

  /** Both hierarchies as properties, in lists. */
  @WireMessage
  public record Holder(ByName one, java.util.List<ByName> many, BySimpleName simple, java.util.List<BySimpleName> simples) {}
}
