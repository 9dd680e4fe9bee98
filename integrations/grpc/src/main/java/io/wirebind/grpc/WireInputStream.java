package io.wirebind.grpc;

import io.grpc.Drainable;
import io.grpc.KnownLength;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * An encoded message handed to grpc-java: it knows its length, so the framer writes the frame
 * header without buffering, and it drains into the transport's buffer in one {@code write}. When
 * the in-process transport hands it back to a {@link WireMarshaller}, the bytes are decoded in
 * place.
 */
final class WireInputStream extends InputStream implements KnownLength, Drainable {
  private final byte[] bytes;
  private int pos;
  private int mark;

  WireInputStream(byte[] bytes) {
    this.bytes = bytes;
  }

  /** The encoded bytes; {@link #position()} of them are consumed. */
  byte[] bytes() {
    return bytes;
  }

  int position() {
    return pos;
  }

  /** Marks every byte consumed (after a decode that read them in place). */
  void consumeAll() {
    pos = bytes.length;
  }

  @Override
  public int drainTo(OutputStream target) throws IOException {
    int n = bytes.length - pos;
    target.write(bytes, pos, n);
    pos = bytes.length;
    return n;
  }

  @Override
  public int available() {
    return bytes.length - pos;
  }

  @Override
  public int read() {
    return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    if (off < 0 || len < 0 || len > b.length - off) {
      throw new IndexOutOfBoundsException();
    }
    if (len == 0) {
      return 0;
    }
    int n = Math.min(len, bytes.length - pos);
    if (n <= 0) {
      return -1;
    }
    System.arraycopy(bytes, pos, b, off, n);
    pos += n;
    return n;
  }

  @Override
  public long skip(long n) {
    int k = (int) Math.max(0, Math.min(n, bytes.length - pos));
    pos += k;
    return k;
  }

  @Override
  public boolean markSupported() {
    return true;
  }

  @Override
  public synchronized void mark(int readLimit) {
    mark = pos;
  }

  @Override
  public synchronized void reset() {
    pos = mark;
  }
}
