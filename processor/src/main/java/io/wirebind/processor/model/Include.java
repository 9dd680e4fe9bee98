package io.wirebind.processor.model;

/** When the JSON writer includes a property (Jackson's {@code @JsonInclude}). */
public enum Include {
  ALWAYS,
  NON_NULL,
  /** Jackson's NON_ABSENT: as NON_NULL, and an empty {@code Optional} is left out too. */
  NON_ABSENT,
  NON_EMPTY,
  NON_DEFAULT
}
