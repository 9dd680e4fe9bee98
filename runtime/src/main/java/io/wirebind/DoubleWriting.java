package io.wirebind;

/**
 * Writes finite doubles and floats in the text Java's {@code Double.toString} and {@code
 * Float.toString} produce (which is what Jackson writes).
 */
final class DoubleWriting {
  private DoubleWriting() {}

  /** Writes {@code v} at {@code p}; returns the position after it. */
  static int writeDouble(double v, byte[] b, int p) {
    String s = Double.toString(v);
    int n = s.length();
    for (int i = 0; i < n; i++) {
      b[p + i] = (byte) s.charAt(i);
    }
    return p + n;
  }

  /** Writes {@code v} at {@code p}; returns the position after it. */
  static int writeFloat(float v, byte[] b, int p) {
    String s = Float.toString(v);
    int n = s.length();
    for (int i = 0; i < n; i++) {
      b[p + i] = (byte) s.charAt(i);
    }
    return p + n;
  }
}
