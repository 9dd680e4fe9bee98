package io.wirebind;

/**
 * Growth of the primitive arrays that repeated fields are decoded into. A decoder keeps the number
 * of elements filled apart from the array's length (its capacity), so that many short runs of one
 * field cost amortized constant time per element; it trims the array once at the end of the
 * message ({@link CodecSupport#trim(double[], int)}).
 */
final class PrimitiveArrays {
  /** The longest array a JVM reliably allocates. */
  static final int MAX_LENGTH = Integer.MAX_VALUE - 8;

  private PrimitiveArrays() {}

  /**
   * The capacity for {@code needed} elements of an array of {@code length}: at least double the
   * length, but never more than {@code bound} (what the rest of the input can hold), nor than an
   * array can have.
   */
  static int capacity(int length, int needed, long bound) {
    long grown = Math.max(16L, 2L * length);
    return (int) Math.max(needed, Math.min(Math.min(grown, bound), MAX_LENGTH));
  }

  static double[] grow(double[] prev, int keep, int capacity) {
    double[] out = new double[capacity];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static float[] grow(float[] prev, int keep, int capacity) {
    float[] out = new float[capacity];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static int[] grow(int[] prev, int keep, int capacity) {
    int[] out = new int[capacity];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static long[] grow(long[] prev, int keep, int capacity) {
    long[] out = new long[capacity];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static boolean[] grow(boolean[] prev, int keep, int capacity) {
    boolean[] out = new boolean[capacity];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }
}
