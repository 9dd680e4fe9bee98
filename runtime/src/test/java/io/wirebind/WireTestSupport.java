package io.wirebind;

import com.google.protobuf.CodedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.SplittableRandom;

/** Shared helpers for the runtime kernel tests: edge values, random values, protobuf-java output. */
final class WireTestSupport {
  static final int RANDOM_COUNT = 100_000;

  /** Held so the level sticks: protobuf-java logs a warning with a stack trace per lone surrogate. */
  private static final java.util.logging.Logger CODED_OUTPUT_LOG =
      java.util.logging.Logger.getLogger(CodedOutputStream.class.getName());

  static {
    CODED_OUTPUT_LOG.setLevel(java.util.logging.Level.SEVERE);
  }

  private WireTestSupport() {}

  /** Something that writes with protobuf-java. */
  interface CodedBody {
    void write(CodedOutputStream out) throws IOException;
  }

  /** What protobuf-java's {@link CodedOutputStream} writes for {@code body}. */
  static byte[] coded(CodedBody body) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CodedOutputStream out = CodedOutputStream.newInstance(bytes, 4096);
    try {
      body.write(out);
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** 0, ±1, MIN/MAX and 2^(7k)-1, 2^(7k), 2^(7k)+1 (and their negations) for every varint length. */
  static int[] edgeInts() {
    int[] v = new int[64];
    int n = 0;
    v[n++] = 0;
    v[n++] = 1;
    v[n++] = -1;
    v[n++] = Integer.MIN_VALUE;
    v[n++] = Integer.MAX_VALUE;
    v[n++] = Integer.MIN_VALUE + 1;
    v[n++] = Integer.MAX_VALUE - 1;
    for (int k = 1; k <= 4; k++) {
      int p = 1 << (7 * k);
      for (int d = -1; d <= 1; d++) {
        v[n++] = p + d;
        v[n++] = -(p + d);
      }
    }
    return Arrays.copyOf(v, n);
  }

  /** The 64-bit counterpart of {@link #edgeInts()}, plus every 32-bit edge value. */
  static long[] edgeLongs() {
    long[] v = new long[128];
    int n = 0;
    for (int x : edgeInts()) {
      v[n++] = x;
      v[n++] = x & 0xFFFFFFFFL;
    }
    v[n++] = Long.MIN_VALUE;
    v[n++] = Long.MAX_VALUE;
    v[n++] = Long.MIN_VALUE + 1;
    v[n++] = Long.MAX_VALUE - 1;
    for (int k = 5; k <= 9; k++) {
      long p = 1L << (7 * k);
      for (int d = -1; d <= 1; d++) {
        v[n++] = p + d;
        v[n++] = -(p + d);
      }
    }
    return Arrays.copyOf(v, n);
  }

  /** Edge values followed by random values of every bit length and sign. */
  static int[] ints(long seed) {
    int[] edges = edgeInts();
    int[] v = Arrays.copyOf(edges, edges.length + RANDOM_COUNT);
    SplittableRandom r = new SplittableRandom(seed);
    for (int i = edges.length; i < v.length; i++) {
      int x = r.nextInt() >>> r.nextInt(32);
      v[i] = r.nextInt(4) == 0 ? -x : x;
    }
    return v;
  }

  /** Edge values followed by random values of every bit length and sign. */
  static long[] longs(long seed) {
    long[] edges = edgeLongs();
    long[] v = Arrays.copyOf(edges, edges.length + RANDOM_COUNT);
    SplittableRandom r = new SplittableRandom(seed);
    for (int i = edges.length; i < v.length; i++) {
      long x = r.nextLong() >>> r.nextInt(64);
      v[i] = r.nextInt(4) == 0 ? -x : x;
    }
    return v;
  }

  /** Bytes {@code 0..size()-1} of {@code w}. */
  static byte[] bytes(ProtoWriter w) {
    return w.toByteArray();
  }

  static byte[] concat(byte[]... parts) {
    int n = 0;
    for (byte[] p : parts) {
      n += p.length;
    }
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }

  static byte[] filled(int n, long seed) {
    byte[] b = new byte[n];
    new SplittableRandom(seed).nextBytes(b);
    return b;
  }
}
