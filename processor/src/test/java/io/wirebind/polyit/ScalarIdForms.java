package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import io.wirebind.annotation.WireMessage;

/**
 * Type ids that read like JSON numbers and booleans: Jackson takes a number or boolean id member as
 * its text, so <code>{"t":1}</code> is the subtype named {@code "1"}; see IdValuesTest.
 */
public final class ScalarIdForms {
  private ScalarIdForms() {}

  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "t")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = One.class, name = "1"),
    @JsonSubTypes.Type(value = Yes.class, name = "true", names = {"-0", "1e2"}),
    @JsonSubTypes.Type(value = Word.class, name = "word")
  })
  public sealed interface Scalar permits One, Yes, Word {}

  @WireMessage public record One(int x) implements Scalar {}

  @WireMessage public record Yes(String s) implements Scalar {}

  @WireMessage public record Word(int x) implements Scalar {}

  /** EXISTING_PROPERTY, visible, with a defaultImpl: the id is also the subtype's {@code t}. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.EXISTING_PROPERTY, property = "t", visible = true, defaultImpl = VisB.class)
  @JsonSubTypes({@JsonSubTypes.Type(value = VisA.class, name = "2.5"), @JsonSubTypes.Type(value = VisB.class, name = "false")})
  public sealed interface Visible permits VisA, VisB {}

  @WireMessage public record VisA(String t, int x) implements Visible {}

  @WireMessage public record VisB(int x, String t) implements Visible {}

  /** A wrapper array: Jackson takes any scalar at its head as the id's text, {@code null} too. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.WRAPPER_ARRAY)
  @JsonSubTypes({@JsonSubTypes.Type(value = WrOne.class, name = "1"), @JsonSubTypes.Type(value = WrNull.class, name = "null")})
  public sealed interface Wrapped permits WrOne, WrNull {}

  @WireMessage public record WrOne(int x) implements Wrapped {}

  @WireMessage public record WrNull(String s) implements Wrapped {}
}
