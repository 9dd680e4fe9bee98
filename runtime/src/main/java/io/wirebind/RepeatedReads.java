package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The repeated-scalar readers of {@link ProtoReader} (its public {@code readPacked*} and {@code
 * readUnpacked*} methods delegate here): packed runs, fixed-width ones copied in bulk, and unpacked
 * elements gathered into arrays, appended to or replacing the previous array.
 */
final class RepeatedReads {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private RepeatedReads() {}

  // ---- packed runs ----

  private static int packedBytes(ProtoReader in, int width) {
    int len = in.readLength();
    if (len % width != 0) {
      throw in.error("packed run of " + len + " bytes is not a multiple of " + width);
    }
    return len;
  }

  private static int appendStart(Object prev, boolean append, int prevLength) {
    return append && prev != null ? prevLength : 0;
  }

  /** The length of an array of {@code at} kept and {@code n} new elements, if Java allows it. */
  private static int total(ProtoReader in, int at, int n) {
    int total = at + n;
    if (total < 0 || total > Integer.MAX_VALUE - 8) {
      throw in.error("repeated field of " + ((long) at + n) + " elements is too long for an array");
    }
    return total;
  }

  /** A packed run of doubles, appended to {@code prev} when {@code append}; bulk copy. */
  static double[] readPackedDoubles(ProtoReader in, double[] prev, boolean append) {
    int len = packedBytes(in, 8);
    int n = len >>> 3;
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    double[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    in.bulk().getDoubles(in.buf, in.pos, out, at, n);
    in.pos += len;
    return out;
  }

  /** A packed run of floats; bulk copy. */
  static float[] readPackedFloats(ProtoReader in, float[] prev, boolean append) {
    int len = packedBytes(in, 4);
    int n = len >>> 2;
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    float[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    in.bulk().getFloats(in.buf, in.pos, out, at, n);
    in.pos += len;
    return out;
  }

  /** A packed run of {@code fixed32}/{@code sfixed32}; bulk copy. */
  static int[] readPackedFixed32s(ProtoReader in, int[] prev, boolean append) {
    int len = packedBytes(in, 4);
    int n = len >>> 2;
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    int[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    in.bulk().getInts(in.buf, in.pos, out, at, n);
    in.pos += len;
    return out;
  }

  /** A packed run of {@code fixed64}/{@code sfixed64}; bulk copy. */
  static long[] readPackedFixed64s(ProtoReader in, long[] prev, boolean append) {
    int len = packedBytes(in, 8);
    int n = len >>> 3;
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    long[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    in.bulk().getLongs(in.buf, in.pos, out, at, n);
    in.pos += len;
    return out;
  }

  /** Number of varints in the next {@code len} bytes; the last byte must end a varint. */
  private static int countVarints(ProtoReader in, int len) {
    int end = in.pos + len;
    if (len > 0 && in.buf[end - 1] < 0) {
      in.pos = end;
      throw in.error("packed run ends inside a varint");
    }
    // every byte without the continuation bit ends one varint
    byte[] b = in.buf;
    int n = 0;
    int i = in.pos;
    for (; i + 8 <= end; i += 8) {
      n += Long.bitCount(~(long) LONG_LE.get(b, i) & 0x8080808080808080L);
    }
    for (; i < end; i++) {
      n += ~b[i] >>> 31;
    }
    return n;
  }

  /**
   * A packed run of varints as {@code int} (encoding: 0 = int32/uint32, 1 = sint32), appended to
   * {@code prev} when {@code append}.
   */
  static int[] readPackedVarint32s(ProtoReader in, int[] prev, boolean append, boolean zigzag) {
    int len = in.readLength();
    int n = countVarints(in, len);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    int[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    int oldLimit = in.limit;
    in.limit = in.pos + len;
    for (int i = at; i < at + n; i++) {
      out[i] = zigzag ? in.readSInt32() : in.readVarint32();
    }
    in.limit = oldLimit;
    return out;
  }

  /** A packed run of varints as {@code long}, plain or zigzag. */
  static long[] readPackedVarint64s(ProtoReader in, long[] prev, boolean append, boolean zigzag) {
    int len = in.readLength();
    int n = countVarints(in, len);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    long[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    int oldLimit = in.limit;
    in.limit = in.pos + len;
    for (int i = at; i < at + n; i++) {
      out[i] = zigzag ? in.readSInt64() : in.readVarint64();
    }
    in.limit = oldLimit;
    return out;
  }

  /** A packed run of booleans. */
  static boolean[] readPackedBools(ProtoReader in, boolean[] prev, boolean append) {
    int len = in.readLength();
    int n = countVarints(in, len);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    boolean[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    int oldLimit = in.limit;
    in.limit = in.pos + len;
    for (int i = at; i < at + n; i++) {
      out[i] = in.readBool();
    }
    in.limit = oldLimit;
    return out;
  }

  // ---- unpacked elements gathered into arrays ----

  /**
   * Reads one element of an unpacked repeated field whose tag was just read, plus every element
   * that directly follows with the same tag, into the reader's scratch array; returns how many.
   */
  private static int gather(ProtoReader in, int tag, int encoding, boolean wide) {
    long[] scratch = in.scratch;
    int n = 0;
    do {
      if (n == scratch.length) {
        scratch = in.scratch = Arrays.copyOf(scratch, Math.max(16, n * 2));
      }
      long v;
      if (encoding == ProtoReader.FIXED) {
        v = wide ? in.readFixed64() : in.readFixed32();
      } else if (encoding == ProtoReader.ZIGZAG) {
        v = wide ? in.readSInt64() : in.readSInt32();
      } else {
        v = wide ? in.readVarint64() : in.readVarint32();
      }
      scratch[n++] = v;
    } while (in.nextTagIs(tag));
    return n;
  }

  /** Unpacked {@code int32}-like elements (tag already read), appended when {@code append}. */
  static int[] readUnpackedInts(ProtoReader in, int[] prev, boolean append, int tag, int encoding) {
    int n = gather(in, tag, encoding, false);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    int[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      out[at + i] = (int) scratch[i];
    }
    return out;
  }

  /** Unpacked {@code int64}-like elements (tag already read). */
  static long[] readUnpackedLongs(ProtoReader in, long[] prev, boolean append, int tag, int encoding) {
    int n = gather(in, tag, encoding, true);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    long[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    long[] scratch = in.scratch;
    System.arraycopy(scratch, 0, out, at, n);
    return out;
  }

  /** Unpacked {@code float} elements (tag already read). */
  static float[] readUnpackedFloats(ProtoReader in, float[] prev, boolean append, int tag) {
    int n = gather(in, tag, ProtoReader.FIXED, false);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    float[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      out[at + i] = Float.intBitsToFloat((int) scratch[i]);
    }
    return out;
  }

  /** Unpacked {@code double} elements (tag already read). */
  static double[] readUnpackedDoubles(ProtoReader in, double[] prev, boolean append, int tag) {
    int n = gather(in, tag, ProtoReader.FIXED, true);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    double[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      out[at + i] = Double.longBitsToDouble(scratch[i]);
    }
    return out;
  }

  /** Unpacked {@code bool} elements (tag already read). */
  static boolean[] readUnpackedBools(ProtoReader in, boolean[] prev, boolean append, int tag) {
    int n = gather(in, tag, ProtoReader.VARINT, true);
    int at = appendStart(prev, append, prev == null ? 0 : prev.length);
    boolean[] out = PrimitiveArrays.sized(prev, at, total(in, at, n));
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      out[at + i] = scratch[i] != 0;
    }
    return out;
  }
}
