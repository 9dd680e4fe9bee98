package io.wirebind.spring.boot4.model;

/** An enum of a Jackson 3 message (its {@code toString} is its name, as Jackson 3 writes it). */
public enum Grade {
  LOW,
  NORMAL,
  URGENT
}
