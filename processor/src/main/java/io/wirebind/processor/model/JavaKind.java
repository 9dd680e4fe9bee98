package io.wirebind.processor.model;

/** The Java primitive behind a scalar (boxed or not). */
public enum JavaKind {
  BOOLEAN,
  BYTE,
  SHORT,
  CHAR,
  INT,
  LONG,
  FLOAT,
  DOUBLE
}
