package io.wirebind.fuzz;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;

/** The codec, readers and limits the processor-side fuzz targets share (one fuzzer per JVM). */
final class Fuzzing {
  static final Codec<FuzzRoot> CODEC = Wirebind.codec(FuzzRoot.class);

  private Fuzzing() {}

  /** Small limits, so that the fuzzer reaches them with inputs of a few kilobytes. */
  static ProtoReader protoReader() {
    return new ProtoReader().maxDepth(16);
  }

  static JsonReader jsonReader() {
    return new JsonReader().maxDepth(32).maxNumberLength(64).maxStringLength(1 << 12);
  }
}
