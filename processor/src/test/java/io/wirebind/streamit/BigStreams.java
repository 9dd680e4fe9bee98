package io.wirebind.streamit;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.JsonStreamReader;
import io.wirebind.Limits;
import io.wirebind.Wirebind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.zip.CRC32;

/**
 * Decodes and encodes a JSON array or a delimited protobuf stream of {@code bytes} bytes that is
 * generated as it is read (never stored), in whatever heap the JVM has; run in a forked JVM with
 * {@code -Xmx256m} by {@link BigStreamTest}. The encoded stream must be the generated one, byte
 * for byte (same length and CRC-32), and every decoded element the one generated.
 */
public final class BigStreams {
  static final Codec<Tick> CODEC = Wirebind.codec(Tick.class);
  static final int VARIANTS = 1024;

  private BigStreams() {}

  static Tick tick(long i) {
    Tick t = new Tick();
    t.time = 1_700_000_000_000L + i;
    t.price = (i % 10_007) / 7.0;
    t.symbol = "SYM" + (i % VARIANTS) + (i % 3 == 0 ? "-é" : "");
    for (int k = 0; k < (int) (i % 5); k++) {
      t.levels.add((int) (i * 31 + k));
    }
    t.active = i % 2 == 0;
    return t;
  }

  /** The stream: {@code [} (JSON), then element {@code i} as variant {@code i % VARIANTS} until {@code total} bytes. */
  static final class Generated extends InputStream {
    private final byte[][] elements;
    private final boolean json;
    private final long total;
    final CRC32 crc = new CRC32();
    long produced;
    long count;
    private byte[] chunk = new byte[0];
    private int at;
    private boolean ended;

    Generated(boolean json, long total) throws IOException {
      this.json = json;
      this.total = total;
      elements = new byte[VARIANTS][];
      for (int i = 0; i < VARIANTS; i++) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (json) {
          out.write(i == 0 ? '[' : ',');
          out.write(CODEC.toJson(tick(i)));
        } else {
          CODEC.writeDelimited(tick(i), out);
        }
        elements[i] = out.toByteArray();
      }
    }

    private boolean next() {
      if (ended) {
        return false;
      }
      if (produced >= total) {
        ended = true;
        chunk = json ? (count == 0 ? new byte[] {'[', ']'} : new byte[] {']'}) : new byte[0];
      } else {
        byte[] e = elements[(int) (count % VARIANTS)];
        if (json && count > 0 && count % VARIANTS == 0) {
          e = e.clone();
          e[0] = ','; // variant 0 opens the array only once
        }
        chunk = e;
        count++;
      }
      at = 0;
      return chunk.length > 0 || next();
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (at == chunk.length && !next()) {
        return -1;
      }
      int n = Math.min(len, chunk.length - at);
      System.arraycopy(chunk, at, b, off, n);
      crc.update(chunk, at, n);
      at += n;
      produced += n;
      return n;
    }
  }

  /** Counts and checksums what is written. */
  static final class Checked extends OutputStream {
    final CRC32 crc = new CRC32();
    long written;

    @Override
    public void write(int b) {
      crc.update(b);
      written++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      crc.update(b, off, len);
      written += len;
    }
  }

  /** The {@code count} generated ticks, made as they are iterated. */
  static Iterable<Tick> ticks(long count) {
    return () -> new Iterator<>() {
      long i;

      @Override
      public boolean hasNext() {
        return i < count;
      }

      @Override
      public Tick next() {
        return tick(i++ % VARIANTS);
      }
    };
  }

  /** Prints the element count, the bytes and the seconds of decoding and of encoding. */
  public static void main(String[] args) throws Exception {
    boolean json = args[0].equals("json");
    long total = Long.parseLong(args[1]);
    Generated in = new Generated(json, total);
    long[] n = {0};
    long t0 = System.nanoTime();
    Tick reuse = new Tick();
    if (json) {
      JsonStreamReader.array(in).limits(Limits.DEFAULTS.withMaxInputSize(1 << 16)).forEach(CODEC, reuse, t -> check(t, n[0]++));
    } else {
      DelimitedReader r = new DelimitedReader(in).limits(Limits.DEFAULTS.withMaxInputSize(1 << 16));
      for (Tick t; (t = r.read(CODEC, reuse)) != null; ) {
        check(t, n[0]++);
      }
    }
    long t1 = System.nanoTime();
    if (n[0] != in.count) {
      throw new AssertionError("decoded " + n[0] + " of " + in.count + " elements");
    }
    Checked out = new Checked();
    if (json) {
      CODEC.writeJsonArray(ticks(n[0]), out);
    } else {
      CODEC.writeDelimited(ticks(n[0]), out);
    }
    long t2 = System.nanoTime();
    if (out.written != in.produced || out.crc.getValue() != in.crc.getValue()) {
      throw new AssertionError("encoded " + out.written + " bytes (crc " + out.crc.getValue() + "), generated "
          + in.produced + " (crc " + in.crc.getValue() + ")");
    }
    System.out.printf("elements %d bytes %d decode-s %.1f encode-s %.1f max-heap-mb %d peak-heap-mb %d%n", n[0],
        in.produced, (t1 - t0) / 1e9, (t2 - t1) / 1e9, Runtime.getRuntime().maxMemory() >> 20, peakHeap() >> 20);
  }

  /** The sum of the heap pools' peak usage since the JVM started: an upper bound of the peak heap in use. */
  static long peakHeap() {
    long peak = 0;
    for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == java.lang.management.MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return peak;
  }

  private static void check(Tick t, long i) {
    Tick expected = tick(i % VARIANTS);
    if (t.time != expected.time || !t.symbol.equals(expected.symbol) || t.levels.size() != expected.levels.size()
        || t.active != expected.active || Double.compare(t.price, expected.price) != 0) {
      throw new AssertionError("element " + i + " differs");
    }
  }
}
