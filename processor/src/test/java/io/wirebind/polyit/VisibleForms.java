package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** {@code @JsonTypeInfo(visible)} with subtypes declaring a property named like the type id; see VisibleTest. */
public final class VisibleForms {
  private VisibleForms() {}

  /** EXISTING_PROPERTY, not visible: the id is consumed, {@code type} keeps its default. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.EXISTING_PROPERTY, property = "type")
  @JsonSubTypes({@JsonSubTypes.Type(value = HiA.class, name = "hia"), @JsonSubTypes.Type(value = HiB.class, name = "hib")})
  public sealed interface Hidden permits HiA, HiB {}

  @WireMessage public record HiA(String type, int x) implements Hidden {}

  @WireMessage public record HiB(int y, String type, List<String> tags) implements Hidden {}

  /** PROPERTY, visible: the id also goes to a property of its name. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "type", visible = true)
  @JsonSubTypes({@JsonSubTypes.Type(value = ShA.class, name = "sha"), @JsonSubTypes.Type(value = ShB.class, name = "shb")})
  public sealed interface Shown permits ShA, ShB {}

  @WireMessage public record ShA(int x, String type) implements Shown {}

  @WireMessage public record ShB(String s) implements Shown {}

  /** PROPERTY, visible, unknown members fail: the id of a subtype without its property is unknown. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "type", visible = true)
  @JsonSubTypes({@JsonSubTypes.Type(value = StA.class, name = "sta")})
  public sealed interface ShownStrict permits StA {}

  @WireMessage(failOnUnknownJson = true) public record StA(int x) implements ShownStrict {}

  /** PROPERTY, not visible: the id is written, then the property of its name (twice, as Jackson). */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "type")
  @JsonSubTypes({@JsonSubTypes.Type(value = PhA.class, name = "pha"), @JsonSubTypes.Type(value = PhB.class, name = "phb")})
  public sealed interface PropHidden permits PhA, PhB {}

  @WireMessage public record PhA(String type, int x) implements PropHidden {}

  @WireMessage public record PhB(String s) implements PropHidden {}

  @WireMessage
  public record Holder(Hidden hidden, List<Shown> shown, PropHidden propHidden) {}
}
