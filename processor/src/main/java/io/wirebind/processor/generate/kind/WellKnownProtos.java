package io.wirebind.processor.generate.kind;

import io.wirebind.processor.model.ProtoScope;
import java.util.Map;

/**
 * The files declaring the well-known types ({@code google/protobuf/*.proto}, shipped with protoc and
 * protobuf-java) and the {@code google/type} messages (the {@code googleapis} common protos) the
 * value types are written as.
 */
final class WellKnownProtos {
  private WellKnownProtos() {}

  private static final Map<String, String> FILES =
      Map.of(
          "google.protobuf.Timestamp", "google/protobuf/timestamp.proto",
          "google.protobuf.Duration", "google/protobuf/duration.proto",
          "google.protobuf.Value", "google/protobuf/struct.proto",
          "google.protobuf.Struct", "google/protobuf/struct.proto",
          "google.protobuf.ListValue", "google/protobuf/struct.proto",
          "google.type.Date", "google/type/date.proto",
          "google.type.TimeOfDay", "google/type/timeofday.proto",
          "google.type.DateTime", "google/type/datetime.proto",
          "google.type.Decimal", "google/type/decimal.proto");

  /** {@code name} as a file refers to it, importing its file when it is a message (not a scalar). */
  static String reference(ProtoScope scope, String name) {
    String file = FILES.get(name);
    return file == null ? name : scope.imported(file, "." + name);
  }
}
