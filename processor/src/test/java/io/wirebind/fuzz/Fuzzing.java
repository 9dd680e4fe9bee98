package io.wirebind.fuzz;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;

/** The codec, readers and limits the processor-side fuzz targets share (one fuzzer per JVM). */
final class Fuzzing {
  static final Codec<FuzzRoot> CODEC = Wirebind.codec(FuzzRoot.class);

  /** The application's mapper for the bridged properties ({@link FuzzBridged}): Joda and Optional. */
  static final com.fasterxml.jackson.databind.ObjectMapper MAPPER =
      com.fasterxml.jackson.databind.json.JsonMapper.builder()
          .addModule(new com.fasterxml.jackson.datatype.joda.JodaModule())
          .addModule(new com.fasterxml.jackson.datatype.jdk8.Jdk8Module())
          .build();

  private Fuzzing() {}

  /** Hands the bridged properties to {@link #MAPPER} (other tests of the JVM may have set theirs). */
  static void bridge() {
    if (io.wirebind.jackson.JacksonBridge.mapper() != MAPPER) {
      io.wirebind.jackson.JacksonBridge.use(MAPPER);
    }
  }

  /** Small limits, so that the fuzzer reaches them with inputs of a few kilobytes. */
  static ProtoReader protoReader() {
    return new ProtoReader().maxDepth(16);
  }

  static JsonReader jsonReader() {
    return new JsonReader().maxDepth(32).maxNumberLength(64).maxStringLength(1 << 12);
  }

  /**
   * Whether an encode failure is one the README documents for a value JSON holds and protobuf
   * cannot: a null list element, map value or wrapped value, or a date, instant or duration
   * outside protobuf's ranges (years 1 to 9999, ±10,000 years).
   */
  static boolean protobufCannotHold(WirebindException e) {
    String m = e.getMessage();
    return e.offset() < 0 && (m.contains("protobuf cannot represent null") || m.contains("range")
        || m.contains("hold years 1 to 9999"));
  }
}
