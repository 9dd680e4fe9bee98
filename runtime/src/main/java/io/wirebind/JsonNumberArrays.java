package io.wirebind;

import java.util.Arrays;

/**
 * JSON arrays of primitives read into Java arrays: the elements are gathered into buffers this
 * reader keeps (grown to the collection size limit at most), each number read by {@link
 * JsonNumbers}, then copied into the caller's array when it has the right length, else a new one.
 */
final class JsonNumberArrays {
  private static final long[] NO_LONGS = {};
  private static final double[] NO_DOUBLES = {};
  private static final float[] NO_FLOATS = {};

  private final JsonReader r;
  private final JsonNumbers numbers;

  // arrays being gathered
  int gathered;
  // shared empty arrays until the first growth replaces them: a new reader allocates none
  private long[] longs = NO_LONGS;
  private double[] doubles = NO_DOUBLES;
  private float[] floats = NO_FLOATS;

  JsonNumberArrays(JsonReader r, JsonNumbers numbers) {
    this.r = r;
    this.numbers = numbers;
  }

  /** Bytes held in the gathering buffers (for {@link Lending}). */
  long retainedBytes() {
    return 8L * longs.length + 8L * doubles.length + 4L * floats.length;
  }

  long[] gatherIntegrals(long min, long max, String type, String field) {
    int n = 0;
    int end = room(longs.length);
    if (r.startArrayElements()) {
      do {
        if (n == end) {
          longs = Arrays.copyOf(longs, grown(n, field));
          end = room(longs.length);
        }
        longs[n++] =
            numbers.compactIntegral(min, max) ? numbers.significand
            : r.tryNull() ? 0 : numbers.readIntegralSlow(min, max, type);
      } while (r.nextElement());
    }
    gathered = n;
    return longs;
  }

  double[] gatherDoubles(String field) {
    int n = 0;
    int end = room(doubles.length);
    if (r.startArrayElements()) {
      do {
        if (n == end) {
          doubles = Arrays.copyOf(doubles, grown(n, field));
          end = room(doubles.length);
        }
        doubles[n++] = r.tryNull() ? 0 : numbers.readDouble();
      } while (r.nextElement());
    }
    gathered = n;
    return doubles;
  }

  float[] gatherFloats(String field) {
    int n = 0;
    int end = room(floats.length);
    if (r.startArrayElements()) {
      do {
        if (n == end) {
          floats = Arrays.copyOf(floats, grown(n, field));
          end = room(floats.length);
        }
        floats[n++] = r.tryNull() ? 0 : numbers.readFloat();
      } while (r.nextElement());
    }
    gathered = n;
    return floats;
  }

  // An array is gathered into a buffer up to `end = room(buffer length)` elements: one compare per
  // element covers both the buffer's length and the collection size limit.

  private int room(int length) {
    return Math.min(length, r.maxCollectionSize);
  }

  /** The next length of a gathering buffer at {@code n} elements; fails at the size limit. */
  private int grown(int n, String field) {
    if (n >= r.maxCollectionSize) {
      throw r.tooManyElements(field, n + 1L);
    }
    r.grew = true; // the caller grows a buffer to this length
    return (int) Math.min(Math.max(16L, 2L * n), r.maxCollectionSize);
  }

  // ---- arrays of primitives for JsonReader ----

  int[] readIntArray(int[] reuse, String field) {
    long[] s = gatherIntegrals(Integer.MIN_VALUE, Integer.MAX_VALUE, "int", field);
    int n = gathered;
    int[] out = reuse != null && reuse.length == n ? reuse : new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = (int) s[i];
    }
    return out;
  }

  long[] readLongArray(long[] reuse, String field) {
    long[] s = gatherIntegrals(Long.MIN_VALUE, Long.MAX_VALUE, "long", field);
    int n = gathered;
    long[] out = reuse != null && reuse.length == n ? reuse : new long[n];
    System.arraycopy(s, 0, out, 0, n);
    return out;
  }

  double[] readDoubleArray(double[] reuse, String field) {
    double[] s = gatherDoubles(field);
    int n = gathered;
    double[] out = reuse != null && reuse.length == n ? reuse : new double[n];
    System.arraycopy(s, 0, out, 0, n);
    return out;
  }

  float[] readFloatArray(float[] reuse, String field) {
    float[] s = gatherFloats(field);
    int n = gathered;
    float[] out = reuse != null && reuse.length == n ? reuse : new float[n];
    System.arraycopy(s, 0, out, 0, n);
    return out;
  }

  boolean[] readBooleanArray(boolean[] reuse, String field) {
    boolean[] s = new boolean[8];
    int n = 0;
    int end = room(s.length);
    if (r.startArrayElements()) {
      do {
        if (n == end) {
          s = Arrays.copyOf(s, grown(n, field));
          end = room(s.length);
        }
        s[n++] = !r.tryNull() && r.readBoolean();
      } while (r.nextElement());
    }
    boolean[] out = reuse != null && reuse.length == n ? reuse : new boolean[n];
    System.arraycopy(s, 0, out, 0, n);
    return out;
  }
}
