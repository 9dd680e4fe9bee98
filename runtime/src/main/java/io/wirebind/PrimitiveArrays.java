package io.wirebind;

/** Sizing of primitive arrays decoded from repeated fields; an array of the right length is reused. */
final class PrimitiveArrays {
  private PrimitiveArrays() {}

  static double[] sized(double[] prev, int keep, int total) {
    if (prev != null && prev.length == total) {
      return prev;
    }
    double[] out = new double[total];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static float[] sized(float[] prev, int keep, int total) {
    if (prev != null && prev.length == total) {
      return prev;
    }
    float[] out = new float[total];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static int[] sized(int[] prev, int keep, int total) {
    if (prev != null && prev.length == total) {
      return prev;
    }
    int[] out = new int[total];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static long[] sized(long[] prev, int keep, int total) {
    if (prev != null && prev.length == total) {
      return prev;
    }
    long[] out = new long[total];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }

  static boolean[] sized(boolean[] prev, int keep, int total) {
    if (prev != null && prev.length == total) {
      return prev;
    }
    boolean[] out = new boolean[total];
    if (keep > 0) {
      System.arraycopy(prev, 0, out, 0, keep);
    }
    return out;
  }
}
