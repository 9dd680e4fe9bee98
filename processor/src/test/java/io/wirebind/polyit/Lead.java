package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Subtypes whose type id leads their first property's prefix ({@code {"@type":"Plain","n":}) and
 * subtypes where it cannot: a first property left out when null, no properties at all.
 */
@WireMessage
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
@JsonSubTypes({
  @JsonSubTypes.Type(Lead.Plain.class),
  @JsonSubTypes.Type(Lead.Skipped.class),
  @JsonSubTypes.Type(Lead.Empty.class),
  @JsonSubTypes.Type(Lead.Shaped.class),
  @JsonSubTypes.Type(value = Lead.Text.class, name = "t\"x")
})
public sealed interface Lead permits Lead.Plain, Lead.Skipped, Lead.Empty, Lead.Shaped, Lead.Text {
  @WireMessage
  record Plain(int n, String s) implements Lead {}

  @WireMessage
  record Skipped(@JsonInclude(JsonInclude.Include.NON_NULL) String s, long n) implements Lead {}

  @WireMessage
  record Empty() implements Lead {}

  @WireMessage
  record Shaped(Set<String> tags, Map<String, List<String>> attributes, List<Lead> inner) implements Lead {}

  @WireMessage
  record Text(String s) implements Lead {}
}
