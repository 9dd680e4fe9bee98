package io.wirebind.processor.model;

/** When the JSON writer includes a property (Jackson's {@code @JsonInclude}). */
public enum Include {
  ALWAYS,
  NON_NULL,
  NON_EMPTY,
  NON_DEFAULT
}
