package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;

/**
 * Bulk little-endian copies between a byte array and primitive arrays, at memory-copy speed and
 * without allocating in steady state: NIO views of the array are made once per alignment and kept
 * until the array changes. Short runs use a plain {@code VarHandle} loop.
 */
final class BulkViews {
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final int SHORT_RUN = 32;

  private byte[] array;
  private final DoubleBuffer[] doubles = new DoubleBuffer[8];
  private final LongBuffer[] longs = new LongBuffer[8];
  private final FloatBuffer[] floats = new FloatBuffer[4];
  private final IntBuffer[] ints = new IntBuffer[4];

  private void on(byte[] a) {
    if (a != array) {
      array = a;
      java.util.Arrays.fill(doubles, null);
      java.util.Arrays.fill(longs, null);
      java.util.Arrays.fill(floats, null);
      java.util.Arrays.fill(ints, null);
    }
  }

  private static ByteBuffer from(byte[] a, int k) {
    return ByteBuffer.wrap(a, k, a.length - k).slice().order(ByteOrder.LITTLE_ENDIAN);
  }

  private DoubleBuffer doubles(byte[] a, int pos) {
    on(a);
    int k = pos & 7;
    DoubleBuffer v = doubles[k];
    return v != null ? v : (doubles[k] = from(a, k).asDoubleBuffer());
  }

  private LongBuffer longs(byte[] a, int pos) {
    on(a);
    int k = pos & 7;
    LongBuffer v = longs[k];
    return v != null ? v : (longs[k] = from(a, k).asLongBuffer());
  }

  private FloatBuffer floats(byte[] a, int pos) {
    on(a);
    int k = pos & 3;
    FloatBuffer v = floats[k];
    return v != null ? v : (floats[k] = from(a, k).asFloatBuffer());
  }

  private IntBuffer ints(byte[] a, int pos) {
    on(a);
    int k = pos & 3;
    IntBuffer v = ints[k];
    return v != null ? v : (ints[k] = from(a, k).asIntBuffer());
  }

  void getDoubles(byte[] a, int pos, double[] out, int at, int n) {
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        out[at + i] = Double.longBitsToDouble((long) LONG_LE.get(a, pos + 8 * i));
      }
    } else {
      doubles(a, pos).get(pos >>> 3, out, at, n);
    }
  }

  void putDoubles(byte[] a, int pos, double[] src) {
    int n = src.length;
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        LONG_LE.set(a, pos + 8 * i, Double.doubleToRawLongBits(src[i]));
      }
    } else {
      doubles(a, pos).put(pos >>> 3, src, 0, n);
    }
  }

  void getLongs(byte[] a, int pos, long[] out, int at, int n) {
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        out[at + i] = (long) LONG_LE.get(a, pos + 8 * i);
      }
    } else {
      longs(a, pos).get(pos >>> 3, out, at, n);
    }
  }

  void putLongs(byte[] a, int pos, long[] src) {
    int n = src.length;
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        LONG_LE.set(a, pos + 8 * i, src[i]);
      }
    } else {
      longs(a, pos).put(pos >>> 3, src, 0, n);
    }
  }

  void getFloats(byte[] a, int pos, float[] out, int at, int n) {
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        out[at + i] = Float.intBitsToFloat((int) INT_LE.get(a, pos + 4 * i));
      }
    } else {
      floats(a, pos).get(pos >>> 2, out, at, n);
    }
  }

  void putFloats(byte[] a, int pos, float[] src) {
    int n = src.length;
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        INT_LE.set(a, pos + 4 * i, Float.floatToRawIntBits(src[i]));
      }
    } else {
      floats(a, pos).put(pos >>> 2, src, 0, n);
    }
  }

  void getInts(byte[] a, int pos, int[] out, int at, int n) {
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        out[at + i] = (int) INT_LE.get(a, pos + 4 * i);
      }
    } else {
      ints(a, pos).get(pos >>> 2, out, at, n);
    }
  }

  void putInts(byte[] a, int pos, int[] src) {
    int n = src.length;
    if (n < SHORT_RUN) {
      for (int i = 0; i < n; i++) {
        INT_LE.set(a, pos + 4 * i, src[i]);
      }
    } else {
      ints(a, pos).put(pos >>> 2, src, 0, n);
    }
  }
}
