package io.wirebind.grpc;

import io.grpc.MethodDescriptor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Methods that carry raw bytes: a peer that sends whatever the test wants. */
final class Raw {
  private Raw() {}

  static final MethodDescriptor.Marshaller<byte[]> BYTES =
      new MethodDescriptor.Marshaller<>() {
        @Override
        public InputStream stream(byte[] value) {
          return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
          try {
            return stream.readAllBytes();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
      };

  static MethodDescriptor<byte[], byte[]> method(MethodDescriptor<?, ?> like) {
    return MethodDescriptor.newBuilder(BYTES, BYTES)
        .setType(like.getType())
        .setFullMethodName(like.getFullMethodName())
        .build();
  }
}
