package io.wirebind.convertit;

import io.wirebind.annotation.WireConverter;

/** Qty as its {@code long}: a primitive W, packed in protobuf, a number key in JSON. */
@WireConverter
public final class QtyConverter {
  private QtyConverter() {}

  public static long write(Qty value) {
    return value.units();
  }

  public static Qty read(long wire) {
    return new Qty(wire);
  }
}
