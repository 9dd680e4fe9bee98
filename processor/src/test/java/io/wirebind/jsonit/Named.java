package io.wirebind.jsonit;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIgnoreType;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.PropertyNamingStrategy;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** Classes with Jackson naming, alias, access, required and ignore annotations (issue 16). */
public final class Named {
  private Named() {}

  /** Field names that exercise every naming rule: acronyms, digits, underscores, one letter. */
  public static class Names {
    public int userId;
    public String aURL;
    public long value2x;
    public Boolean _leading;
    public double x;
    public String HTTPServer;
    public List<String> tags2D;
    public Map<String, Integer> countsByID;
    @JsonProperty("Explicit_Name")
    public String explicit;
    public String last_one;
  }

  @WireMessage @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class Snake extends Names {}

  @WireMessage @JsonNaming(PropertyNamingStrategies.UpperSnakeCaseStrategy.class)
  public static class UpperSnake extends Names {}

  @WireMessage @JsonNaming(PropertyNamingStrategies.KebabCaseStrategy.class)
  public static class Kebab extends Names {}

  @WireMessage @JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
  public static class LowerCamel extends Names {}

  @WireMessage @JsonNaming(PropertyNamingStrategies.UpperCamelCaseStrategy.class)
  public static class UpperCamel extends Names {}

  @WireMessage @JsonNaming(PropertyNamingStrategies.LowerCaseStrategy.class)
  public static class Lower extends Names {}

  @WireMessage @JsonNaming(PropertyNamingStrategies.LowerDotCaseStrategy.class)
  public static class LowerDot extends Names {}

  @SuppressWarnings("deprecation")
  @WireMessage @JsonNaming(PropertyNamingStrategy.SnakeCaseStrategy.class)
  public static class OldSnake extends Names {}

  /** Naming then alphabetic order: sorted by the translated names. */
  @WireMessage
  @JsonNaming(PropertyNamingStrategies.UpperCamelCaseStrategy.class)
  @JsonPropertyOrder(alphabetic = true)
  public static class SortedUpper extends Names {}

  /** Naming, then an explicit order by translated and by Java names. */
  @WireMessage
  @JsonNaming(PropertyNamingStrategies.KebabCaseStrategy.class)
  @JsonPropertyOrder({"x", "HTTPServer", "user-id"})
  public static class OrderedKebab extends Names {}

  /** A record: its components are creator properties. */
  @WireMessage
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record SnakeRecord(int orderId, String customerName, @JsonProperty("KEEP") long keepMe,
      List<Integer> lineItems) {}

  /** Bean with private fields reached through getters and setters. */
  @WireMessage
  @JsonNaming(PropertyNamingStrategies.KebabCaseStrategy.class)
  public static class KebabBean {
    private int retryCount;
    private String nextURL;

    public int getRetryCount() {
      return retryCount;
    }

    public void setRetryCount(int retryCount) {
      this.retryCount = retryCount;
    }

    public String getNextURL() {
      return nextURL;
    }

    public void setNextURL(String nextURL) {
      this.nextURL = nextURL;
    }
  }

  @WireMessage
  public static class Aliased {
    @JsonAlias({"nm", "fullName"})
    public String name;
    @JsonAlias("qty")
    @JsonProperty("quantity")
    public int count;
    public List<String> plain;
  }

  @WireMessage
  public record AliasedRecord(@JsonAlias({"i", "ident"}) String id, @JsonAlias("n") int n) {}

  @WireMessage
  public static class Access {
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    public String computed;
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    public String password;
    public int plain;
    @JsonProperty(value = "rw", access = JsonProperty.Access.READ_WRITE)
    public Integer both;
  }

  /** READ_ONLY members are skipped even when unknown members are errors. */
  @WireMessage
  @JsonIgnoreProperties(value = {"legacy", "old"}, ignoreUnknown = false)
  public static class StrictAccess {
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    public String computed;
    public int plain;
    public String old;
  }

  @WireMessage
  public record Required(@JsonProperty(required = true) String id,
      @JsonProperty(value = "n", required = true) int count, String optional) {}

  /** {@code required} on a field is metadata for Jackson 2.18; {@code defaultValue} always is. */
  @WireMessage
  public static class RequiredField {
    @JsonProperty(required = true)
    public String id;
    @JsonProperty(defaultValue = "7")
    public int seven;
    @JsonProperty(defaultValue = "x")
    public String text;
  }

  @JsonIgnoreType
  public static class Secret {
    public String value;
  }

  @WireMessage
  public static class WithSecret {
    public int a;
    public Secret secret;
    public String b;
  }

  public enum Side {
    @JsonProperty("b") BUY,
    @JsonProperty("s") @JsonAlias({"sell", "S"}) SELL,
    @JsonAlias("hodl") HOLD
  }

  @JsonFormat(shape = JsonFormat.Shape.NUMBER)
  public enum Level { LOW, MID, HIGH }

  public enum Plain { A, B, @JsonEnumDefaultValue C }

  @WireMessage
  public static class Enums {
    public Side side;
    public Level level;
    @JsonFormat(shape = JsonFormat.Shape.NUMBER)
    public Plain plainAsNumber;
    public Plain plain;
    public List<Side> sides;
    public List<Level> levels;
  }

  @WireMessage
  public static class Nullable {
    @JsonSetter(nulls = Nulls.SKIP)
    public String skipped = "init";
    @JsonSetter(nulls = Nulls.FAIL)
    public Integer failing;
    @JsonSetter(nulls = Nulls.SKIP)
    public List<String> list = new java.util.ArrayList<>();
    @JsonSetter(nulls = Nulls.SET)
    public String set = "s";
    @JsonSetter(nulls = Nulls.FAIL)
    public int primitive;
  }

  @WireMessage
  public static class Accessors {
    private String name;
    private int count;
    private long plain;

    @JsonGetter("n")
    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public int getCount() {
      return count;
    }

    @JsonSetter("c")
    public void setCount(int count) {
      this.count = count;
    }

    public long getPlain() {
      return plain;
    }

    public void setPlain(long plain) {
      this.plain = plain;
    }
  }

  @WireMessage
  public static class Raw {
    public int a;
    @JsonRawValue
    public String json;
    @JsonRawValue
    public String last;
  }

  @WireMessage
  public static class EnumKeys {
    public Map<Side, Integer> bySide;
    public Map<Level, String> byLevel;
  }

  @WireMessage
  @JsonIgnoreProperties(value = {"hidden", "gone"}, allowGetters = true, ignoreUnknown = false)
  public static class AllowGetters {
    public int a;
    public String hidden;
  }

  @WireMessage
  @JsonIgnoreProperties(value = {"hidden", "gone"}, allowSetters = true, ignoreUnknown = false)
  public static class AllowSetters {
    public int a;
    public String hidden;
  }

  @WireMessage
  @JsonIgnoreProperties(value = {"hidden", "gone"}, allowGetters = true, allowSetters = true,
      ignoreUnknown = false)
  public static class AllowBoth {
    public int a;
    public String hidden;
  }

  @WireMessage
  public static class Part {
    public int a;
    public String b;
  }

  /** {@code enabled = false} switches unwrapping off: an ordinary nested object, as for Jackson. */
  @WireMessage
  public static class NotUnwrapped {
    public int x;
    @JsonUnwrapped(enabled = false, prefix = "p_")
    public Part part;
    public String y;
  }

  @WireMessage
  public record NotUnwrappedRecord(int x, @JsonUnwrapped(enabled = false) Part part) {}
}
