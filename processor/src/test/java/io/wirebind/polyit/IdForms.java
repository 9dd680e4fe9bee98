package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import io.wirebind.annotation.WireMessage;

/** Wrapped type ids with a {@code defaultImpl}, read through a subtype's own codec; see TypeIdCheckTest. */
public final class IdForms {
  private IdForms() {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.WRAPPER_OBJECT, defaultImpl = WdB.class)
  @JsonSubTypes({@JsonSubTypes.Type(value = WdA.class, name = "wda"), @JsonSubTypes.Type(value = WdB.class, name = "wdb")})
  public sealed interface WrapDefault permits WdA, WdB {}

  @WireMessage public record WdA(int x) implements WrapDefault {}

  @WireMessage public record WdB(String s) implements WrapDefault {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.WRAPPER_ARRAY, defaultImpl = WaD.class)
  @JsonSubTypes({@JsonSubTypes.Type(value = WaC.class, name = "wac"), @JsonSubTypes.Type(value = WaD.class, name = "wad")})
  public sealed interface ArrayDefault permits WaC, WaD {}

  @WireMessage public record WaC(int x) implements ArrayDefault {}

  @WireMessage public record WaD(String s) implements ArrayDefault {}

  /** EXISTING_PROPERTY with a defaultImpl: the default subtype holds the id property. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.EXISTING_PROPERTY, property = "kind", defaultImpl = EdB.class)
  @JsonSubTypes({@JsonSubTypes.Type(value = EdA.class, name = "eda"), @JsonSubTypes.Type(value = EdB.class, name = "edb")})
  public sealed interface ExistingDefault permits EdA, EdB {}

  @WireMessage public record EdA(String kind, int x) implements ExistingDefault {}

  @WireMessage public record EdB(int y, String kind) implements ExistingDefault {}
}
