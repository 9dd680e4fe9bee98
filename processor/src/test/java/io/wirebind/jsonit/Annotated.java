package io.wirebind.jsonit;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** Classes carrying Jackson annotations, each compared with Jackson's behaviour on itself. */
public final class Annotated {
  private Annotated() {}

  /** Renames, ignores, and field-level inclusion rules. */
  @WireMessage
  public static class Renamed {
    @JsonProperty("renamed")
    public int a;
    public String b;
    @JsonIgnore public String secret;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public Double maybe;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public List<String> tags;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public String text;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public Map<String, Integer> counts;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public int count;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public Integer boxed;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public String label;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public double ratio;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public boolean flag;
  }

  /** Class-level NON_NULL and an explicit order by JSON name. */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"third", "first"})
  public static class Ordered {
    public String first;
    public Integer second;
    @JsonProperty("third")
    public Long last;
    public int plain;
  }

  /** Class-level NON_EMPTY. */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public static class NonEmpty {
    public String s;
    public List<Integer> list;
    public int[] ints;
    public byte[] raw;
    public int zero;
    public Boolean flag;
  }

  /** Class-level NON_DEFAULT; Jackson compares with a new instance's values (initialisers). */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_DEFAULT)
  public static class NonDefault {
    public int zero;
    public int five = 5;
    public String text;
    public String named = "x";
    public List<Integer> list;
  }

  /** Ordering by {@code @JsonProperty(index)}. */
  @WireMessage
  public static class Indexed {
    @JsonProperty(index = 3)
    public int x;
    @JsonProperty(index = 1)
    public int y;
    @JsonProperty(value = "zed", index = 2)
    public int z;
  }

  /** Unknown members are an error. */
  @WireMessage
  @JsonIgnoreProperties(ignoreUnknown = false)
  public static class Strict {
    public String name;
    public int value;
  }

  /** Immutable class built through a {@code @JsonCreator} constructor. */
  @WireMessage
  public static class Created {
    private final String id;
    private final long size;
    private final List<String> parts;

    @JsonCreator
    public Created(
        @JsonProperty("id") String id,
        @JsonProperty("size") long size,
        @JsonProperty("parts") List<String> parts) {
      this.id = id;
      this.size = size;
      this.parts = parts;
    }

    public String getId() {
      return id;
    }

    public long getSize() {
      return size;
    }

    public List<String> getParts() {
      return parts;
    }
  }

  /** A JSON name given only to Wirebind. */
  @WireMessage
  public static class WireNamed {
    @WireField(json = "custom_name")
    public int value;
    public String other;
  }

  /** The last property a string: its closing quote and the object's brace go out together. */
  @WireMessage
  public static class LastString {
    public int n;
    public String last;
  }

  /** As {@link LastString}, the string left out when null. */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public static class LastStringNonNull {
    public int n;
    public String last;
  }

  /** A string that is the first and last property, left out when empty. */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public static class OnlyString {
    public String only;
  }

  /** Lists written by index when they allow it, through their iterator when not. */
  @WireMessage
  public static class Lists {
    public List<LastString> items;
    public List<Integer> ints;
    public List<String> names;
  }
}
