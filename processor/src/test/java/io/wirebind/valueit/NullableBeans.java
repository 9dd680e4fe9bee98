package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import org.openapitools.jackson.nullable.JsonNullable;

/** The accessor patterns openapi-generator 7.25 writes for nullable properties ({@code openApiNullable=true}). */
public final class NullableBeans {
  private NullableBeans() {}

  /** The {@code spring} generator: the getter and setter take the {@code JsonNullable} itself. */
  @WireMessage
  public static class SpringStyle {
    private JsonNullable<String> note = JsonNullable.<String>undefined();
    private JsonNullable<Integer> size = JsonNullable.<Integer>undefined();
    private String plain;

    @JsonProperty("note")
    public JsonNullable<String> getNote() {
      return note;
    }

    public void setNote(JsonNullable<String> note) {
      this.note = note;
    }

    @JsonProperty("size")
    public JsonNullable<Integer> getSize() {
      return size;
    }

    public void setSize(JsonNullable<Integer> size) {
      this.size = size;
    }

    @JsonProperty("plain")
    public String getPlain() {
      return plain;
    }

    @JsonProperty("plain")
    public void setPlain(String plain) {
      this.plain = plain;
    }

    @Override
    public String toString() {
      return "SpringStyle[note=" + note + ", size=" + size + ", plain=" + plain + "]";
    }
  }

  /**
   * The {@code java} client generator: {@code NON_NULL} on the class, the plain getter ignored, the
   * {@code JsonNullable} read and written through {@code get/setX_JsonNullable} renamed to the property.
   */
  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({NativeStyle.JSON_PROPERTY_NOTE, NativeStyle.JSON_PROPERTY_TAGS, NativeStyle.JSON_PROPERTY_PLAIN})
  public static class NativeStyle {
    public static final String JSON_PROPERTY_NOTE = "note";
    private JsonNullable<String> note = JsonNullable.<String>undefined();
    public static final String JSON_PROPERTY_TAGS = "tags";
    private JsonNullable<List<String>> tags = JsonNullable.<List<String>>undefined();
    public static final String JSON_PROPERTY_PLAIN = "plain";
    private String plain;

    @JsonIgnore
    public String getNote() {
      return note.orElse(null);
    }

    @JsonProperty(value = JSON_PROPERTY_NOTE, required = false)
    @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
    public JsonNullable<String> getNote_JsonNullable() {
      return note;
    }

    @JsonProperty(JSON_PROPERTY_NOTE)
    public void setNote_JsonNullable(JsonNullable<String> note) {
      this.note = note;
    }

    public void setNote(String note) {
      this.note = JsonNullable.<String>of(note);
    }

    @JsonIgnore
    public List<String> getTags() {
      return tags.orElse(null);
    }

    @JsonProperty(value = JSON_PROPERTY_TAGS, required = false)
    @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
    public JsonNullable<List<String>> getTags_JsonNullable() {
      return tags;
    }

    @JsonProperty(JSON_PROPERTY_TAGS)
    public void setTags_JsonNullable(JsonNullable<List<String>> tags) {
      this.tags = tags;
    }

    public void setTags(List<String> tags) {
      this.tags = JsonNullable.<List<String>>of(tags);
    }

    @JsonProperty(value = JSON_PROPERTY_PLAIN, required = false)
    @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
    public String getPlain() {
      return plain;
    }

    @JsonProperty(value = JSON_PROPERTY_PLAIN, required = false)
    @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
    public void setPlain(String plain) {
      this.plain = plain;
    }

    @Override
    public String toString() {
      return "NativeStyle[note=" + note + ", tags=" + tags + ", plain=" + plain + "]";
    }
  }

  /** Each inclusion on a {@code JsonNullable} property. */
  @WireMessage
  public static class Included {
    public JsonNullable<String> always = JsonNullable.undefined();
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public JsonNullable<String> nonNull = JsonNullable.undefined();
    @JsonInclude(JsonInclude.Include.NON_ABSENT)
    public JsonNullable<String> nonAbsent = JsonNullable.undefined();
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public JsonNullable<String> nonEmpty = JsonNullable.undefined();
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public JsonNullable<Integer> nonDefault = JsonNullable.undefined();

    @Override
    public String toString() {
      return "Included[always=" + always + ", nonNull=" + nonNull + ", nonAbsent=" + nonAbsent + ", nonEmpty="
          + nonEmpty + ", nonDefault=" + nonDefault + "]";
    }
  }
}
