package io.wirebind.grpc.model;

/** Numbers by declaration index, as in {@code orders.proto}. */
public enum Priority {
  LOW,
  NORMAL,
  HIGH,
  URGENT
}
