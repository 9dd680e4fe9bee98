package io.wirebind.propsit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.wirebind.annotation.WireMessage;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** {@code @JsonAnyGetter}/{@code @JsonAnySetter} on methods over a private map. */
public final class AnyMethods {
  private AnyMethods() {}

  /**
   * As openapi-generator's {@code java} generator writes a schema with free-form {@code
   * additionalProperties}: an ignored private map, a fluent any-setter, an any-getter.
   */
  /** The additionalProperties form the {@code java} generator writes for a plain class. */
  @JsonPropertyOrder({Open.JSON_PROPERTY_NAME, Open.JSON_PROPERTY_COUNT})
  @WireMessage
  public static class Open {
    public static final String JSON_PROPERTY_NAME = "name";
    private String name;

    public static final String JSON_PROPERTY_COUNT = "count";
    private Integer count;

    @JsonIgnore
    private Map<String, Object> additionalProperties;

    public Open name(String name) {
      this.name = name;
      return this;
    }

    @JsonProperty(JSON_PROPERTY_NAME)
    public String getName() {
      return name;
    }

    @JsonProperty(JSON_PROPERTY_NAME)
    public void setName(String name) {
      this.name = name;
    }

    public Open count(Integer count) {
      this.count = count;
      return this;
    }

    @JsonProperty(JSON_PROPERTY_COUNT)
    public Integer getCount() {
      return count;
    }

    @JsonProperty(JSON_PROPERTY_COUNT)
    public void setCount(Integer count) {
      this.count = count;
    }

    /**
     * Set the additional (undeclared) property with the specified name and value.
     * If the property does not already exist, create it otherwise replace it.
     */
    @JsonAnySetter
    public Open putAdditionalProperty(String key, Object value) {
      if (this.additionalProperties == null) {
        this.additionalProperties = new HashMap<String, Object>();
      }
      this.additionalProperties.put(key, value);
      return this;
    }

    /** Return the additional (undeclared) property. */
    @JsonAnyGetter
    public Map<String, Object> getAdditionalProperties() {
      return additionalProperties;
    }

    /** Return the additional (undeclared) property with the specified name. */
    public Object getAdditionalProperty(String key) {
      if (this.additionalProperties == null) {
        return null;
      }
      return this.additionalProperties.get(key);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Open other && Objects.equals(name, other.name)
          && Objects.equals(count, other.count)
          && Objects.equals(additionalProperties, other.additionalProperties);
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, count, additionalProperties);
    }
  }

  /** Hand-written: a void any-setter over a LinkedHashMap, beside a public field. */
  @WireMessage
  public static class Bag {
    public String id;
    private final Map<String, Object> extra = new LinkedHashMap<>();

    @JsonAnyGetter
    public Map<String, Object> extra() {
      return extra;
    }

    @JsonAnySetter
    public void set(String key, Object value) {
      extra.put(key, value);
    }
  }
}
