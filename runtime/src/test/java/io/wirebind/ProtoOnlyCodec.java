package io.wirebind;

import io.wirebind.annotation.JsonStyle;

/** A hand-written test codec that only speaks protobuf. */
abstract class ProtoOnlyCodec<T> extends Codec<T> {
  ProtoOnlyCodec(Class<T> type) {
    super(type);
  }

  @Override
  public void writeJson(T value, JsonWriter out, JsonStyle style) {
    throw new UnsupportedOperationException("protobuf only");
  }

  @Override
  public T readJson(JsonReader in, T reuse, JsonStyle style) {
    throw new UnsupportedOperationException("protobuf only");
  }
}
