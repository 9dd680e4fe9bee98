package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The repeated-scalar readers of {@link ProtoReader} (its public {@code readPacked*} and {@code
 * readUnpacked*} methods delegate here): packed runs, fixed-width ones copied in bulk, and unpacked
 * elements gathered into arrays.
 *
 * <p>Each reader appends to the first {@code count} elements of an array whose length is only its
 * capacity, growing it geometrically ({@link PrimitiveArrays#capacity}) and leaving the new number
 * of elements in {@link ProtoReader#filled()}; the generated decoder trims the array once at the
 * end of the message. Many short runs of one field thus cost linear time and memory.
 */
final class RepeatedReads {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private RepeatedReads() {}

  // ---- sizing ----

  private static int packedBytes(ProtoReader in, int width) {
    int len = in.readLength();
    if (len % width != 0) {
      throw in.error("packed run of " + len + " bytes is not a multiple of " + width);
    }
    return len;
  }

  /** {@code count + n}, checked against the collection size limit and the longest array. */
  private static int total(ProtoReader in, int count, int n, String field) {
    long total = (long) count + n;
    if (total > in.maxCollectionSize()) {
      throw in.tooManyElements(field, total);
    }
    if (total > PrimitiveArrays.MAX_LENGTH) {
      throw in.error(
          "repeated field '" + field + "' of " + total + " elements is too long for an array");
    }
    return (int) total;
  }

  /** Whether {@code array} (of {@code length}, null when absent) cannot hold {@code total}. */
  private static boolean full(Object array, int length, int total) {
    return array == null ? total > 0 : total > length;
  }

  /**
   * The capacity to grow to for {@code total} elements: besides the {@code known} elements, the
   * rest of the current message holds at most one more per {@code minBytes} bytes. A packed run
   * read first ({@code known} 0) gets exactly its elements: it is nearly always the field's only
   * run, and then the trim at the end of the message keeps the array instead of copying it.
   */
  private static int capacity(ProtoReader in, int length, int total, int known, int minBytes) {
    if (known == 0) {
      return total;
    }
    long bound = Math.min(known + (long) (in.limit - in.pos) / minBytes, in.maxCollectionSize());
    return PrimitiveArrays.capacity(length, total, bound);
  }

  // ---- packed runs ----

  /** A packed run of doubles, appended after {@code count} elements of {@code a}; bulk copy. */
  static double[] readPackedDoubles(ProtoReader in, double[] a, int count, String field) {
    int len = packedBytes(in, 8);
    int n = len >>> 3;
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 8));
    }
    in.bulk().getDoubles(in.buf, in.pos, a, count, n);
    in.pos += len;
    in.filled = total;
    return a;
  }

  /** A packed run of floats; bulk copy. */
  static float[] readPackedFloats(ProtoReader in, float[] a, int count, String field) {
    int len = packedBytes(in, 4);
    int n = len >>> 2;
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 4));
    }
    in.bulk().getFloats(in.buf, in.pos, a, count, n);
    in.pos += len;
    in.filled = total;
    return a;
  }

  /** A packed run of {@code fixed32}/{@code sfixed32}; bulk copy. */
  static int[] readPackedFixed32s(ProtoReader in, int[] a, int count, String field) {
    int len = packedBytes(in, 4);
    int n = len >>> 2;
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 4));
    }
    in.bulk().getInts(in.buf, in.pos, a, count, n);
    in.pos += len;
    in.filled = total;
    return a;
  }

  /** A packed run of {@code fixed64}/{@code sfixed64}; bulk copy. */
  static long[] readPackedFixed64s(ProtoReader in, long[] a, int count, String field) {
    int len = packedBytes(in, 8);
    int n = len >>> 3;
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 8));
    }
    in.bulk().getLongs(in.buf, in.pos, a, count, n);
    in.pos += len;
    in.filled = total;
    return a;
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

  /** A packed run of varints as {@code int}, plain or zigzag. */
  static int[] readPackedVarint32s(
      ProtoReader in, int[] a, int count, String field, boolean zigzag) {
    int len = in.readLength();
    int n = countVarints(in, len);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 1));
    }
    int oldLimit = in.limit;
    in.limit = in.pos + len;
    for (int i = count; i < total; i++) {
      a[i] = zigzag ? in.readSInt32() : in.readVarint32();
    }
    in.limit = oldLimit;
    in.filled = total;
    return a;
  }

  /** A packed run of varints as {@code long}, plain or zigzag. */
  static long[] readPackedVarint64s(
      ProtoReader in, long[] a, int count, String field, boolean zigzag) {
    int len = in.readLength();
    int n = countVarints(in, len);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 1));
    }
    int oldLimit = in.limit;
    in.limit = in.pos + len;
    for (int i = count; i < total; i++) {
      a[i] = zigzag ? in.readSInt64() : in.readVarint64();
    }
    in.limit = oldLimit;
    in.filled = total;
    return a;
  }

  /** A packed run of booleans. */
  static boolean[] readPackedBools(ProtoReader in, boolean[] a, int count, String field) {
    int len = in.readLength();
    int n = countVarints(in, len);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, count, 1));
    }
    int oldLimit = in.limit;
    in.limit = in.pos + len;
    for (int i = count; i < total; i++) {
      a[i] = in.readBool();
    }
    in.limit = oldLimit;
    in.filled = total;
    return a;
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

  /** Unpacked {@code int32}-like elements (tag already read), appended after {@code count}. */
  static int[] readUnpackedInts(
      ProtoReader in, int[] a, int count, String field, int tag, int encoding) {
    int n = gather(in, tag, encoding, false);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, total, 1));
    }
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      a[count + i] = (int) scratch[i];
    }
    in.filled = total;
    return a;
  }

  /** Unpacked {@code int64}-like elements (tag already read). */
  static long[] readUnpackedLongs(
      ProtoReader in, long[] a, int count, String field, int tag, int encoding) {
    int n = gather(in, tag, encoding, true);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, total, 1));
    }
    long[] scratch = in.scratch;
    System.arraycopy(scratch, 0, a, count, n);
    in.filled = total;
    return a;
  }

  /** Unpacked {@code float} elements (tag already read). */
  static float[] readUnpackedFloats(ProtoReader in, float[] a, int count, String field, int tag) {
    int n = gather(in, tag, ProtoReader.FIXED, false);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, total, 4));
    }
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      a[count + i] = Float.intBitsToFloat((int) scratch[i]);
    }
    in.filled = total;
    return a;
  }

  /** Unpacked {@code double} elements (tag already read). */
  static double[] readUnpackedDoubles(ProtoReader in, double[] a, int count, String field, int tag) {
    int n = gather(in, tag, ProtoReader.FIXED, true);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, total, 8));
    }
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      a[count + i] = Double.longBitsToDouble(scratch[i]);
    }
    in.filled = total;
    return a;
  }

  /** Unpacked {@code bool} elements (tag already read). */
  static boolean[] readUnpackedBools(ProtoReader in, boolean[] a, int count, String field, int tag) {
    int n = gather(in, tag, ProtoReader.VARINT, true);
    int total = total(in, count, n, field);
    int length = a == null ? 0 : a.length;
    if (full(a, length, total)) {
      a = PrimitiveArrays.grow(a, count, capacity(in, length, total, total, 1));
    }
    long[] scratch = in.scratch;
    for (int i = 0; i < n; i++) {
      a[count + i] = scratch[i] != 0;
    }
    in.filled = total;
    return a;
  }
}
