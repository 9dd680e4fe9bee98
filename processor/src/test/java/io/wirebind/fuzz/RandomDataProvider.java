package io.wirebind.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.Random;

/**
 * Fuzzer data from a seeded {@link Random}, with a budget of bytes, so that {@link FuzzedValues}
 * builds random instances outside fuzzing (the differential tests against exported schemas).
 * Integers favour edge values; once the budget is spent every value is minimal, as with Jazzer.
 */
final class RandomDataProvider implements FuzzedDataProvider {
  private final Random random;
  private int remaining;

  RandomDataProvider(long seed, int budget) {
    this.random = new Random(seed);
    this.remaining = budget;
  }

  private boolean spend(int n) {
    if (remaining <= 0) {
      return false;
    }
    remaining = Math.max(0, remaining - n);
    return true;
  }

  private long edgy(long min, long max) {
    switch (random.nextInt(6)) {
      case 0: return min;
      case 1: return max;
      case 2: return Math.max(min, Math.min(max, 0));
      default:
        if (max - min + 1 <= 0) {
          // the range holds more than Long.MAX_VALUE values: draw until one falls inside it
          long v;
          do {
            v = random.nextLong();
          } while (v < min || v > max);
          return v;
        }
        return Math.min(max, min + (long) (random.nextDouble() * (max - min + 1)));
    }
  }

  @Override public boolean consumeBoolean() { return spend(1) && random.nextBoolean(); }

  @Override public boolean[] consumeBooleans(int n) {
    boolean[] a = new boolean[n];
    for (int i = 0; i < n; i++) a[i] = consumeBoolean();
    return a;
  }

  @Override public byte consumeByte() { return spend(1) ? (byte) random.nextInt() : 0; }

  @Override public byte consumeByte(byte min, byte max) { return spend(1) ? (byte) edgy(min, max) : min; }

  @Override public byte[] consumeBytes(int max) {
    int n = spend(1) ? random.nextInt(Math.min(max, 24) + 1) : 0;
    byte[] a = new byte[n];
    random.nextBytes(a);
    spend(n);
    return a;
  }

  @Override public byte[] consumeRemainingAsBytes() { return consumeBytes(remaining); }

  @Override public short consumeShort() { return spend(2) ? (short) edgy(Short.MIN_VALUE, Short.MAX_VALUE) : 0; }

  @Override public short consumeShort(short min, short max) { return spend(2) ? (short) edgy(min, max) : min; }

  @Override public short[] consumeShorts(int n) {
    short[] a = new short[n];
    for (int i = 0; i < n; i++) a[i] = consumeShort();
    return a;
  }

  @Override public int consumeInt() {
    return spend(4) ? (random.nextBoolean() ? random.nextInt() : (int) edgy(Integer.MIN_VALUE, Integer.MAX_VALUE)) : 0;
  }

  @Override public int consumeInt(int min, int max) { return spend(4) ? (int) edgy(min, max) : min; }

  @Override public int[] consumeInts(int n) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) a[i] = consumeInt();
    return a;
  }

  @Override public long consumeLong() {
    return spend(8) ? (random.nextBoolean() ? random.nextLong() : edgy(Long.MIN_VALUE, Long.MAX_VALUE)) : 0;
  }

  @Override public long consumeLong(long min, long max) { return spend(8) ? edgy(min, max) : min; }

  @Override public long[] consumeLongs(int n) {
    long[] a = new long[n];
    for (int i = 0; i < n; i++) a[i] = consumeLong();
    return a;
  }

  @Override public float consumeFloat() {
    if (!spend(4)) return 0f;
    return random.nextInt(4) == 0 ? (random.nextFloat() - 0.5f) * 1000 : Float.intBitsToFloat(random.nextInt());
  }

  @Override public float consumeRegularFloat() {
    float f = consumeFloat();
    return Float.isFinite(f) ? f : 0f;
  }

  @Override public float consumeRegularFloat(float min, float max) {
    return spend(4) ? min + random.nextFloat() * (max - min) : min;
  }

  @Override public float consumeProbabilityFloat() { return spend(4) ? random.nextFloat() : 0f; }

  @Override public double consumeDouble() {
    if (!spend(8)) return 0d;
    return random.nextInt(4) == 0 ? (random.nextDouble() - 0.5) * 1e6 : Double.longBitsToDouble(random.nextLong());
  }

  @Override public double consumeRegularDouble() {
    double d = consumeDouble();
    return Double.isFinite(d) ? d : 0d;
  }

  @Override public double consumeRegularDouble(double min, double max) {
    return spend(8) ? min + random.nextDouble() * (max - min) : min;
  }

  @Override public double consumeProbabilityDouble() { return spend(8) ? random.nextDouble() : 0d; }

  @Override public char consumeChar() { return spend(2) ? (char) random.nextInt(0x10000) : 0; }

  @Override public char consumeChar(char min, char max) { return spend(2) ? (char) edgy(min, max) : min; }

  @Override public char consumeCharNoSurrogates() {
    char c = consumeChar();
    return Character.isSurrogate(c) ? 'x' : c;
  }

  @Override public String consumeString(int max) {
    if (!spend(1)) return "";
    int n = random.nextInt(Math.min(max, 12) + 1);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      switch (random.nextInt(4)) {
        case 0 -> b.append((char) ('a' + random.nextInt(26)));
        case 1 -> b.appendCodePoint(0x80 + random.nextInt(0x700));
        case 2 -> b.appendCodePoint(0x10000 + random.nextInt(0x1000));
        default -> b.append((char) (0x20 + random.nextInt(0x5F)));
      }
    }
    spend(b.length());
    return b.toString();
  }

  @Override public String consumeRemainingAsString() { return consumeString(remaining); }

  @Override public String consumeAsciiString(int max) {
    if (!spend(1)) return "";
    int n = random.nextInt(Math.min(max, 12) + 1);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) b.append((char) random.nextInt(128));
    spend(n);
    return b.toString();
  }

  @Override public String consumeRemainingAsAsciiString() { return consumeAsciiString(remaining); }

  @Override public int remainingBytes() { return remaining; }
}
