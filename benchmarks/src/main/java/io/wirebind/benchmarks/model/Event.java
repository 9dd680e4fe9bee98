package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.wirebind.annotation.WireMessage;

/**
 * A sealed event hierarchy (see event.proto: {@code message Event { oneof kind { ... } }}). Jackson
 * and DSL-JSON read the same annotations' JSON: the type id first, as {@code "@type"}.
 */
@WireMessage
@CompiledJson(discriminator = "@type")
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
@JsonSubTypes({
  @JsonSubTypes.Type(PageView.class),
  @JsonSubTypes.Type(Click.class),
  @JsonSubTypes.Type(Purchase.class),
  @JsonSubTypes.Type(Scroll.class)
})
public sealed interface Event permits PageView, Click, Purchase, Scroll {}
