package io.wirebind.processor.generate;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.model.WireType;

/** Tag values of fields: the form they are written in, and the other form accepted on read. */
final class Tags {
  private Tags() {}

  /** The element type of a repeated field, or null. */
  static Kind element(FieldModel f) {
    if (f.type() instanceof ListType l) {
      return l.element();
    }
    if (f.type() instanceof ArrayType a) {
      return a.element();
    }
    return null;
  }

  /** Whether the field is a repeated scalar or enum, which may arrive packed or not. */
  static boolean hasAlternative(FieldModel f) {
    Kind e = element(f);
    return e != null && e.packable();
  }

  /** The tag the field is written with. */
  static int primary(FieldModel f) {
    Kind e = element(f);
    if (e != null) {
      return e.packable() && f.packed()
          ? WireType.LENGTH_DELIMITED.tag(f.number())
          : e.wireType().tag(f.number());
    }
    if (f.type() instanceof Kind k) {
      return k.wireType().tag(f.number());
    }
    if (f.type() instanceof OptionalType o) {
      return o.element().wireType().tag(f.number());
    }
    return WireType.LENGTH_DELIMITED.tag(f.number()); // a map: repeated entry messages
  }

  /** The other tag a packable repeated field is accepted with. */
  static int alternative(FieldModel f) {
    Kind e = element(f);
    return f.packed()
        ? e.wireType().tag(f.number())
        : WireType.LENGTH_DELIMITED.tag(f.number());
  }

  /** Whether the primary tag carries a packed run. */
  static boolean primaryIsPacked(FieldModel f) {
    return hasAlternative(f) && f.packed();
  }

  /** The tag of a map entry's key field (number 1). */
  static int entryKey(MapType m) {
    return m.key().wireType().tag(1);
  }

  /** The tag of a map entry's value field (number 2). */
  static int entryValue(MapType m) {
    return m.value().wireType().tag(2);
  }
}
