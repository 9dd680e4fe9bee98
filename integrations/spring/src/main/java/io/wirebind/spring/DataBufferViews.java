package io.wirebind.spring;

import java.nio.ByteBuffer;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DefaultDataBuffer;
import org.springframework.lang.Nullable;

/**
 * The readable bytes of a {@link DataBuffer} on the heap as a {@link ByteBuffer} over its own array,
 * so that they are decoded in place. {@link DataBuffer#readableByteBuffers()} gives read-only views,
 * which hide the array of a heap buffer ({@code hasArray()} is false), so decoding from them copies
 * every body; the native buffers of Spring's {@link DefaultDataBuffer} and of Netty's {@code ByteBuf}
 * show it. Other buffers, direct ones and Netty composites of several arrays give null (their
 * views are read, with one bulk copy each).
 */
final class DataBufferViews {
  private static final boolean NETTY = present("io.netty.buffer.ByteBuf");
  private static final String NETTY_DATA_BUFFER = "org.springframework.core.io.buffer.NettyDataBuffer";

  private DataBufferViews() {}

  /** A buffer over the array holding {@code buffer}'s readable bytes (position to limit), or null. */
  @Nullable
  static ByteBuffer heap(DataBuffer buffer) {
    if (buffer instanceof DefaultDataBuffer) {
      ByteBuffer whole = ((DefaultDataBuffer) buffer).getNativeBuffer();
      if (whole.hasArray()) {
        return ByteBuffer.wrap(whole.array(), whole.arrayOffset() + buffer.readPosition(), buffer.readableByteCount());
      }
      return null;
    }
    if (NETTY && buffer.getClass().getName().equals(NETTY_DATA_BUFFER)) {
      return Netty.heap(buffer);
    }
    return null;
  }

  private static boolean present(String type) {
    try {
      Class.forName(type, false, DataBufferViews.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /** Touches Netty's classes only when they are present. */
  private static final class Netty {
    @Nullable
    static ByteBuffer heap(DataBuffer buffer) {
      io.netty.buffer.ByteBuf b = ((org.springframework.core.io.buffer.NettyDataBuffer) buffer).getNativeBuffer();
      if (!b.hasArray()) { // direct, or a composite of several arrays
        return null;
      }
      return ByteBuffer.wrap(b.array(), b.arrayOffset() + b.readerIndex(), b.readableBytes());
    }
  }
}
