package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Typed {@code @JsonAnyGetter}/{@code @JsonAnySetter} maps ({@code Map<String, V>}, V not Object):
 * the forms openapi-generator writes for a typed {@code additionalProperties} and hand-written ones.
 */
public final class TypedAny {
  private TypedAny() {}

  /** A message as any-property value. */
  @WireMessage
  public static class Label {
    public String text;
    public int n;

    @Override
    public boolean equals(Object o) {
      return o instanceof Label l && Objects.equals(text, l.text) && n == l.n;
    }

    @Override
    public int hashCode() {
      return Objects.hash(text, n);
    }

    @Override
    public String toString() {
      return "Label[" + text + "," + n + "]";
    }
  }

  /** As the spring generator writes {@code additionalProperties: {type: integer}}. */
  @WireMessage
  public static class Counts {
    private String name;
    private Map<String, Integer> additionalProperties;

    @JsonProperty("name")
    public String getName() {
      return name;
    }

    @JsonProperty("name")
    public void setName(String name) {
      this.name = name;
    }

    @JsonAnySetter
    public Counts putAdditionalProperty(String key, Integer value) {
      if (this.additionalProperties == null) {
        this.additionalProperties = new HashMap<String, Integer>();
      }
      this.additionalProperties.put(key, value);
      return this;
    }

    @JsonAnyGetter
    public Map<String, Integer> getAdditionalProperties() {
      return additionalProperties;
    }

    public Integer getAdditionalProperty(String key) {
      return additionalProperties == null ? null : additionalProperties.get(key);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Counts c && Objects.equals(name, c.name)
          && Objects.equals(additionalProperties, c.additionalProperties);
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, additionalProperties);
    }

    @Override
    public String toString() {
      return "Counts[" + name + "," + additionalProperties + "]";
    }
  }

  /** Messages as values, on one field carrying both annotations. */
  @WireMessage
  public static class Labels {
    public long id;
    @JsonAnyGetter @JsonAnySetter
    public Map<String, Label> labels = new LinkedHashMap<>();

    @Override
    public boolean equals(Object o) {
      return o instanceof Labels l && id == l.id && Objects.equals(labels, l.labels);
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, labels);
    }

    @Override
    public String toString() {
      return "Labels[" + id + "," + labels + "]";
    }
  }

  /** Lists as values, through a void setter over an ignored field, beside an enum property. */
  @WireMessage
  public static class Lists {
    public Side side;
    @JsonIgnore
    private Map<String, List<String>> more;

    @JsonAnyGetter
    public Map<String, List<String>> more() {
      return more;
    }

    @JsonAnySetter
    public void more(String key, List<String> value) {
      if (more == null) {
        more = new LinkedHashMap<>();
      }
      more.put(key, value);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Lists l && side == l.side && Objects.equals(more, l.more);
    }

    @Override
    public int hashCode() {
      return Objects.hash(side, more);
    }

    @Override
    public String toString() {
      return "Lists[" + side + "," + more + "]";
    }
  }

  /** Doubles as values, as a record component. */
  @WireMessage
  public record Rec(long seq, @JsonAnyGetter @JsonAnySetter Map<String, Double> extra, String note) {}
}
