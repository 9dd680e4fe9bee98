package io.wirebind.unknownit;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireMessage;

/**
 * Every property may be left out ({@code NON_NULL}), so whether a comma precedes the kept members
 * is decided at run time. A name in {@code @JsonIgnoreProperties} is dropped as Jackson drops it;
 * a member named as the {@code @JsonIgnore}d field has no property to go to and is kept.
 */
@WireMessage
@JsonIgnoreProperties("legacy")
@JsonInclude(JsonInclude.Include.NON_NULL)
public class PassOptional {
  public String name;
  @JsonProperty("note_text") public String note;
  @JsonIgnore public String secret;
  @JsonIgnore public UnknownFieldSet unknown;
}
