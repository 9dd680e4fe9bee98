package io.wirebind.examples.grpckafka.model;

/** An order's state; protobuf numbers by declaration index (0 first, as proto3 wants). */
public enum Status {
  NEW,
  PAID,
  SHIPPED,
  CANCELLED
}
