package io.wirebind;

import java.util.Arrays;

/**
 * The enum numbers an {@link UnknownFieldSet} keeps for the repeated enum fields of its message:
 * numbers the Java enum lacks (a newer peer's constants), each with its position among the list's
 * known elements, so that encoding writes them back where they were, as protobuf-java keeps an open
 * enum's unrecognized numbers in the list.
 *
 * <p>Per field: pairs of (position, number), where the position is how many known elements came
 * before it, and the size the Java list had when decoding ended. Encoding puts the numbers in place
 * only while the list still has that size; otherwise (the list was changed) they go after its
 * elements, in the order they arrived.
 */
final class EnumLists {
  private static final int[] NONE = new int[0];

  private int[] fieldNumbers = NONE;
  private int[][] pairs = new int[0][];
  private int[] counts = NONE;
  private int[] sizes = NONE;
  private int fields;

  EnumLists copy() {
    EnumLists c = new EnumLists();
    c.fieldNumbers = Arrays.copyOf(fieldNumbers, fields);
    c.counts = Arrays.copyOf(counts, fields);
    c.sizes = Arrays.copyOf(sizes, fields);
    c.pairs = new int[fields][];
    for (int i = 0; i < fields; i++) {
      c.pairs[i] = Arrays.copyOf(pairs[i], 2 * counts[i]);
    }
    c.fields = fields;
    return c;
  }

  boolean isEmpty() {
    return fields == 0;
  }

  private int indexOf(int fieldNumber) {
    for (int i = 0; i < fields; i++) {
      if (fieldNumbers[i] == fieldNumber) {
        return i;
      }
    }
    return -1;
  }

  /** Keeps {@code number} of {@code fieldNumber}, after its first {@code position} known elements. */
  void add(int fieldNumber, int position, int number) {
    int f = indexOf(fieldNumber);
    if (f < 0) {
      if (fields == fieldNumbers.length) {
        int n = Math.max(2, fields * 2);
        fieldNumbers = Arrays.copyOf(fieldNumbers, n);
        counts = Arrays.copyOf(counts, n);
        sizes = Arrays.copyOf(sizes, n);
        pairs = Arrays.copyOf(pairs, n);
      }
      f = fields++;
      fieldNumbers[f] = fieldNumber;
      pairs[f] = new int[4];
      counts[f] = 0;
      sizes[f] = -1;
    }
    int c = counts[f];
    if (pairs[f].length == 2 * c) {
      pairs[f] = Arrays.copyOf(pairs[f], 4 * c);
    }
    pairs[f][2 * c] = position;
    pairs[f][2 * c + 1] = number;
    counts[f] = c + 1;
  }

  /**
   * Decoding (merging) meets {@code fieldNumber} again, its list holding {@code size} elements: if
   * the list was changed since it was decoded, the kept numbers move after its elements, where
   * encoding it would have written them.
   */
  void start(int fieldNumber, int size) {
    int f = indexOf(fieldNumber);
    if (f >= 0 && sizes[f] != size) {
      for (int i = 0; i < counts[f]; i++) {
        pairs[f][2 * i] = size;
      }
      sizes[f] = size;
    }
  }

  /** Decoding has ended with {@code fieldNumber}'s list holding {@code size} elements. */
  void end(int fieldNumber, int size) {
    int f = indexOf(fieldNumber);
    if (f >= 0) {
      sizes[f] = size;
    }
  }

  /** The numbers kept for {@code fieldNumber}, in order (empty when none). */
  int[] numbers(int fieldNumber) {
    int f = indexOf(fieldNumber);
    if (f < 0) {
      return NONE;
    }
    int[] n = new int[counts[f]];
    for (int i = 0; i < n.length; i++) {
      n[i] = pairs[f][2 * i + 1];
    }
    return n;
  }

  /** A writer of {@code fieldNumber}'s numbers among a list of {@code size} elements, or null. */
  EnumListWriter writer(int fieldNumber, int size, boolean packed) {
    int f = indexOf(fieldNumber);
    if (f < 0) {
      return null;
    }
    return new EnumListWriter(pairs[f], counts[f], sizes[f] == size, packed ? 0 : fieldNumber << 3);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof EnumLists e) || e.fields != fields) {
      return false;
    }
    for (int i = 0; i < fields; i++) {
      int j = e.indexOf(fieldNumbers[i]);
      if (j < 0 || e.sizes[j] != sizes[i]
          || !Arrays.equals(pairs[i], 0, 2 * counts[i], e.pairs[j], 0, 2 * e.counts[j])) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = 0;
    for (int i = 0; i < fields; i++) {
      int p = fieldNumbers[i];
      for (int k = 0; k < 2 * counts[i]; k++) {
        p = 31 * p + pairs[i][k];
      }
      h += p; // independent of the fields' order
    }
    return h;
  }
}
