package io.wirebind.jackson;

import io.wirebind.JsonWriter;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The bytes Jackson writes for one bridged value: a growing array kept per thread and reused (a
 * serializer that encodes a nested bridged message while one is in use gets a new one).
 */
final class Sink extends OutputStream {
  private static final ThreadLocal<Sink> SINKS = ThreadLocal.withInitial(Sink::new);
  private static final int KEEP = 64 * 1024; // a larger buffer is dropped after use

  private byte[] buf = new byte[256];
  private int size;
  private boolean busy;

  static Sink take() {
    Sink s = SINKS.get();
    if (s.busy) {
      s = new Sink();
    }
    s.busy = true;
    s.size = 0;
    return s;
  }

  void release() {
    busy = false;
    if (buf.length > KEEP) {
      buf = new byte[256];
    }
  }

  @Override
  public void write(int b) {
    if (size == buf.length) {
      buf = Arrays.copyOf(buf, size * 2);
    }
    buf[size++] = (byte) b;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    if (len > buf.length - size) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + len));
    }
    System.arraycopy(b, off, buf, size, len);
    size += len;
  }

  /** Appends the bytes to {@code out}. */
  void copyTo(JsonWriter out) {
    byte[] b = out.room(size);
    int at = out.size();
    System.arraycopy(buf, 0, b, at, size);
    out.commit(at + size);
  }

  byte[] toByteArray() {
    return Arrays.copyOf(buf, size);
  }
}
