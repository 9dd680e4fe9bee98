package io.wirebind.jackson;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import io.wirebind.JsonWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The bytes Jackson writes for one bridged value: a growing array kept per thread and reused (a
 * serializer that encodes a nested bridged message while one is in use gets a new one).
 *
 * <p>The thread's sink also keeps the generator that writes into it, made by the mapper's factory
 * and set up by its serialization config as {@code ObjectMapper.writeValue} sets up its own, and
 * flushed after each value instead of made and closed for each: that was most of a bridged
 * property's cost. Without a pretty printer a generator writes a root-level value as a fresh one
 * does once its root-value separator is off, so only such a generator is kept; one that ends
 * inside a value, or fails, is closed (as the fresh one was) and dropped. It is made again when
 * the mapper or its serialization config is replaced ({@code JacksonBridge.use}, {@code
 * ObjectMapper.configure} of a serialization feature).
 */
final class Sink extends OutputStream {
  private static final ThreadLocal<Sink> SINKS = ThreadLocal.withInitial(Sink::new);
  private static final int KEEP = 64 * 1024; // a larger buffer is dropped after use

  private byte[] buf = new byte[256];
  private int size;
  private boolean busy;
  private final boolean kept; // the thread's sink, not one made for a nested bridged value
  private JsonGenerator generator;
  private ObjectMapper generatorMapper;
  private SerializationConfig generatorConfig;

  private Sink() {
    this(true);
  }

  private Sink(boolean kept) {
    this.kept = kept;
  }

  static Sink take() {
    Sink s = SINKS.get();
    if (s.busy) {
      s = new Sink(false);
    }
    s.busy = true;
    s.size = 0;
    return s;
  }

  /**
   * A generator writing into this sink, set up as {@code mapper} sets up the generators of {@code
   * writeValue}; give it back with {@link #done}.
   */
  JsonGenerator generator(ObjectMapper mapper) throws IOException {
    SerializationConfig config = mapper.getSerializationConfig();
    JsonGenerator g = generator;
    if (g != null && generatorMapper == mapper && generatorConfig == config) {
      return g;
    }
    generator = null;
    g = mapper.getFactory().createGenerator(this, JsonEncoding.UTF8);
    config.initialize(g);
    if (kept && g.getPrettyPrinter() == null) {
      g.setRootValueSeparator(null);
      generator = g;
      generatorMapper = mapper;
      generatorConfig = config;
    }
    return g;
  }

  /**
   * Ends the value {@code g} wrote ({@code ok}: without an exception): its bytes are flushed into
   * this sink; a generator that is not kept, failed or stopped inside a value is closed, which
   * closes what the value left open, as closing a fresh generator does.
   */
  void done(JsonGenerator g, boolean ok) throws IOException {
    if (ok && g == generator && g.getOutputContext().inRoot()) {
      g.flush();
      g.assignCurrentValue(null); // a serializer may have set one at the root
      return;
    }
    if (g == generator) {
      generator = null;
    }
    if (ok) {
      g.close();
    } else {
      try {
        g.close();
      } catch (IOException | RuntimeException e) {
        // the value failed already: that failure is the one reported
      }
    }
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
