package io.wirebind;

import java.util.Arrays;

/**
 * JSON arrays of primitives read into Java arrays: the elements are gathered into buffers this
 * reader keeps (grown to the collection size limit at most), each number read by {@link
 * JsonNumbers}, then copied into the caller's array when it has the right length, else a new one.
 * Integers in compact JSON are read in runs ({@link #compactInts}, {@link #compactLongs}) whose
 * position stays in a local, about 1.5x as fast on {@code IntListBenchmark} as an element at a time;
 * doubles in runs of plain decimals ({@link #compactDoubles}), about 1.6x on {@code
 * DoubleArrayBenchmark}.
 */
final class JsonNumberArrays {
  private static final int[] NO_INTS = {};
  private static final long[] NO_LONGS = {};
  private static final double[] NO_DOUBLES = {};
  private static final float[] NO_FLOATS = {};

  private final JsonReader r;
  private final JsonNumbers numbers;

  // arrays being gathered
  int gathered;
  // shared empty arrays until the first growth replaces them: a new reader allocates none
  private int[] ints = NO_INTS;
  private long[] longs = NO_LONGS;
  private double[] doubles = NO_DOUBLES;
  private float[] floats = NO_FLOATS;

  JsonNumberArrays(JsonReader r, JsonNumbers numbers) {
    this.r = r;
    this.numbers = numbers;
  }

  /** Bytes held in the gathering buffers (for {@link Lending}). */
  long retainedBytes() {
    return 4L * ints.length + 8L * longs.length + 8L * doubles.length + 4L * floats.length;
  }

  long[] gatherIntegrals(long min, long max, String type, String field) {
    boolean wide = min == Long.MIN_VALUE && max == Long.MAX_VALUE;
    int n = 0;
    int end = room(longs.length);
    if (r.startArrayElements()) {
      do {
        if (wide) {
          n = compactLongs(n, end);
        }
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

  /**
   * Gathers an {@code int[]}'s elements into {@link #ints}: runs of compact elements by {@link
   * #compactInts}, each other element (the last, one after whitespace, a quoted or null one, one
   * with a fraction, or the first after a growth) by the reader's general path.
   */
  private int gatherInts(String field) {
    int n = 0;
    int end = room(ints.length);
    if (r.startArrayElements()) {
      do {
        n = compactInts(n, end);
        if (n == end) {
          ints = Arrays.copyOf(ints, grown(n, field));
          end = room(ints.length);
        }
        ints[n++] =
            numbers.compactIntegral(Integer.MIN_VALUE, Integer.MAX_VALUE) ? (int) numbers.significand
            : r.tryNull() ? 0 : (int) numbers.readIntegralSlow(Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
      } while (r.nextElement());
    }
    return n;
  }

  // The runs below take an element only when it is what JsonNumbers.compactIntegral takes (an
  // optional minus, digits without a leading zero, from words at least 18 bytes before the end,
  // within the type's range and the number length limit) and a ',' follows it at once, keeping
  // the position in a local; at anything else they stop before the element, having consumed
  // nothing of it, and the general path reads it or reports its exact error.

  /** Takes elements {@code v,} into {@link #ints} from index {@code n} up to {@code end}; returns the count. */
  private int compactInts(int n, int end) {
    byte[] b = r.buf;
    int p = r.pos;
    int stop = r.limit - 18;
    int maxLength = r.maxNumberLength;
    int[] out = ints;
    while (n < end && p <= stop) {
      int first = b[p] == '-' ? p + 1 : p;
      long m = JsonScan.digitValues(b, first);
      int k = JsonScan.leadingDigits(m);
      if (k == 0 || (k > 1 && (m & 0xFF) == 0)) {
        break;
      }
      long v;
      if (k < 8) {
        v = JsonScan.firstDigits(m, k);
      } else {
        long m2 = JsonScan.digitValues(b, first + 8);
        int k2 = JsonScan.leadingDigits(m2);
        if (k2 > 2) {
          break;
        }
        v = JsonScan.eightDigits(m) * JsonNumbers.POW10L[k2] + JsonScan.firstDigits(m2, k2);
        k += k2;
      }
      int q = first + k;
      v = first == p ? v : -v;
      if (b[q] != ',' || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE || q - p > maxLength) {
        break;
      }
      out[n++] = (int) v;
      p = q + 1;
    }
    r.pos = p;
    return n;
  }

  /** Takes elements {@code v,} of at most 15 digits into {@link #longs}; returns the new count. */
  private int compactLongs(int n, int end) {
    byte[] b = r.buf;
    int p = r.pos;
    int stop = r.limit - 18;
    int maxLength = r.maxNumberLength;
    long[] out = longs;
    while (n < end && p <= stop) {
      int first = b[p] == '-' ? p + 1 : p;
      long m = JsonScan.digitValues(b, first);
      int k = JsonScan.leadingDigits(m);
      if (k == 0 || (k > 1 && (m & 0xFF) == 0)) {
        break;
      }
      long v;
      if (k < 8) {
        v = JsonScan.firstDigits(m, k);
      } else {
        long m2 = JsonScan.digitValues(b, first + 8);
        int k2 = JsonScan.leadingDigits(m2);
        if (k2 == 8) {
          break;
        }
        v = JsonScan.eightDigits(m) * JsonNumbers.POW10L[k2] + JsonScan.firstDigits(m2, k2);
        k += k2;
      }
      int q = first + k;
      if (b[q] != ',' || q - p > maxLength) {
        break;
      }
      out[n++] = first == p ? v : -v;
      p = q + 1;
    }
    r.pos = p;
    return n;
  }

  /**
   * Takes elements {@code v,} into {@link #doubles} from index {@code n} up to {@code end} while
   * each is a plain decimal (an optional minus, 1 to 7 integer digits without a leading zero, a
   * point and 1 to 15 fraction digits, at most 18 digits in all, no exponent, within the number
   * length limit) with a {@code ','} right after it, read from words of eight digits; returns the
   * count. The same value as {@link JsonNumbers#readDouble} gives the same text: an element is
   * taken only when its fast path would take it.
   */
  private int compactDoubles(int n, int end) {
    byte[] b = r.buf;
    int p = r.pos;
    int stop = r.limit - 32;
    int maxLength = r.maxNumberLength;
    double[] out = doubles;
    while (n < end && p <= stop) {
      int first = b[p] == '-' ? p + 1 : p;
      long m = JsonScan.digitValues(b, first);
      int k = JsonScan.leadingDigits(m);
      int f = first + k + 1; // the first fraction digit
      if (k == 0 || k == 8 || (k > 1 && (m & 0xFF) == 0) || b[f - 1] != '.') {
        break;
      }
      long v = JsonScan.firstDigits(m, k);
      long m1 = JsonScan.digitValues(b, f);
      int k1 = JsonScan.leadingDigits(m1);
      int fraction;
      if (k1 < 8) {
        v = v * JsonNumbers.POW10L[k1] + JsonScan.firstDigits(m1, k1);
        fraction = k1;
      } else {
        long m2 = JsonScan.digitValues(b, f + 8);
        int k2 = JsonScan.leadingDigits(m2);
        if (k2 == 8) {
          break;
        }
        v = (v * 100_000_000L + JsonScan.eightDigits(m1)) * JsonNumbers.POW10L[k2] + JsonScan.firstDigits(m2, k2);
        fraction = 8 + k2;
      }
      int q = f + fraction;
      if (fraction == 0 || k + fraction > 18 || b[q] != ',' || q - p > maxLength) {
        break;
      }
      out[n++] = numbers.toDouble(v, -fraction, first != p);
      p = q + 1;
    }
    r.pos = p;
    return n;
  }

  double[] gatherDoubles(String field) {
    int n = 0;
    int end = room(doubles.length);
    if (r.startArrayElements()) {
      int c = LOOK; // each element's first byte, looked at once for the null and the number
      do {
        int taken = compactDoubles(n, end);
        if (taken != n) { // c, if looked at, was the first byte of the elements taken
          n = taken;
          c = LOOK;
        }
        if (n == end) {
          doubles = Arrays.copyOf(doubles, grown(n, field));
          end = room(doubles.length);
        }
        if (c == LOOK) {
          c = r.peek();
        }
        doubles[n++] = c == 'n' ? nullElement() : numbers.readDouble(c);
      } while ((c = nextElementStart()) != END);
    }
    gathered = n;
    return doubles;
  }

  float[] gatherFloats(String field) {
    int n = 0;
    int end = room(floats.length);
    if (r.startArrayElements()) {
      int c = LOOK; // each element's first byte, looked at once for the null and the number
      do {
        if (n == end) {
          floats = Arrays.copyOf(floats, grown(n, field));
          end = room(floats.length);
        }
        if (c == LOOK) {
          c = r.peek();
        }
        floats[n++] = c == 'n' ? nullElement() : numbers.readFloat(c);
      } while ((c = nextElementStart()) != END);
    }
    gathered = n;
    return floats;
  }

  private static final int END = -2; // nextElementStart: the array's ']' consumed
  private static final int LOOK = -3; // nextElementStart: ',' consumed, the element not looked at

  /**
   * After an element: consumes {@code ,} and returns the next element's first byte, or consumes
   * {@code ]} and returns {@link #END}. Compact JSON's {@code ,} and a byte that is not whitespace
   * after it are checked together; anything else goes through {@link JsonReader#nextElement()}
   * (its errors) and returns {@link #LOOK}, for the caller to {@code peek} where it did before (a
   * size-limit error first keeps its offset, before any whitespace after the comma).
   */
  private int nextElementStart() {
    byte[] b = r.buf;
    int p = r.pos;
    if (p < r.limit - 1 && b[p] == ',') {
      int c = b[p + 1];
      if (c > ' ') {
        r.pos = p + 1;
        return c;
      }
    }
    return r.nextElement() ? LOOK : END;
  }

  /** Consumes the {@code null} element the position is at: 0 (Jackson reads a null element as 0). */
  private int nullElement() {
    r.literal(JsonSkip.NULL);
    return 0;
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
    int n = gatherInts(field);
    int[] out = reuse != null && reuse.length == n ? reuse : new int[n];
    System.arraycopy(ints, 0, out, 0, n);
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
