package io.wirebind.jsonit;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIgnoreType;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * Class-level Jackson annotations on supertypes of a {@code @WireMessage}: Jackson merges them
 * into the class (the class's own first, then its interfaces depth first, then its superclass),
 * and so does Wirebind.
 */
public final class Inherited {
  private Inherited() {}

  /** Every honoured class annotation, on a plain abstract base. */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(value = {"drop_me"}, ignoreUnknown = true)
  @JsonPropertyOrder({"zLast", "userId"})
  public abstract static class Base {
    public int userId;
    public String someName;
    public String dropMe;
    public List<String> someTags;
    public String zLast;
  }

  @WireMessage
  public static class Plain extends Base {
    public Long extraValue;
  }

  /** A subclass of a subclass: the annotations are two levels up. */
  public abstract static class Middle extends Base {
    public Integer middleCount;
  }

  @WireMessage
  public static class Deep extends Middle {
    public String deepName;
  }

  /** The same kind of annotations on a generic base. */
  @JsonNaming(PropertyNamingStrategies.KebabCaseStrategy.class)
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  @JsonPropertyOrder(alphabetic = true)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public abstract static class Event<P> {
    public P payload;
    public List<P> history;
    public long atTime;
  }

  @WireMessage
  public static class OrderEvent extends Event<String> {
    public String sourceName;
  }

  /** An interface's annotation wins over the superclass's (Jackson's order). */
  @JsonNaming(PropertyNamingStrategies.UpperCamelCaseStrategy.class)
  public interface Upper {}

  @WireMessage
  public static class Both extends Base implements Upper {
    public int fooBar;
  }

  /** The class's own annotation wins over its supertypes'. */
  @WireMessage
  @JsonNaming(PropertyNamingStrategies.LowerCaseStrategy.class)
  public static class Own extends Base implements Upper {
    public int fooBar;
  }

  /** A record takes an interface's class annotations too. */
  @WireMessage
  public record Rec(int orderId, String customerName, List<String> lineItems) implements Upper {}

  /** {@code @JsonIgnoreType} on an interface of a property's type. */
  @JsonIgnoreType
  public interface Hidden {}

  public static class Secret implements Hidden {
    public String value;
  }

  @WireMessage
  public static class WithHidden {
    public int a;
    public Secret secret;
    public String b;
  }

  /** {@code @JsonFormat(shape = ARRAY)} on the superclass. */
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public abstract static class ArrayBase {
    public int first;
    public String second;
  }

  @WireMessage
  public static class AsArray extends ArrayBase {
    public long third;
  }
}
