package io.wirebind;

/**
 * For generated code: writes the numbers an {@link UnknownFieldSet} keeps for one repeated enum
 * field among the list's elements while encoding it ({@link UnknownFieldSet#enumListWriter}). One
 * per encoding of the field; not shared.
 */
public final class EnumListWriter {
  private final int[] pairs;
  private final int count;
  private final boolean inPlace;
  private final int tag;
  private int next;

  EnumListWriter(int[] pairs, int count, boolean inPlace, int tag) {
    this.pairs = pairs;
    this.count = count;
    this.inPlace = inPlace;
    this.tag = tag;
  }

  /** Writes the numbers that go before the list's element {@code index}. */
  public void writeBefore(ProtoWriter out, int index) {
    if (inPlace) {
      while (next < count && pairs[2 * next] <= index) {
        write(out, pairs[2 * next++ + 1]);
      }
    }
  }

  /** Writes the numbers not written yet: those after the last element. */
  public void writeRest(ProtoWriter out) {
    while (next < count) {
      write(out, pairs[2 * next++ + 1]);
    }
  }

  private void write(ProtoWriter out, int number) {
    if (tag != 0) {
      out.writeTag(tag);
    }
    out.writeInt32(number);
  }
}
