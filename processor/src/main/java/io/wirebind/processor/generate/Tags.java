package io.wirebind.processor.generate;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.WireType;

/** Tag values of fields: the form they are written in, and the other form accepted on read. */
final class Tags {
  private Tags() {}

  /** The element type of a repeated field, or null. */
  static TypeModel element(FieldModel f) {
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
    TypeModel e = element(f);
    return e != null && ProtoTypes.packable(e);
  }

  /** The tag the field is written with. */
  static int primary(FieldModel f) {
    TypeModel e = element(f);
    if (e != null) {
      return ProtoTypes.packable(e) && f.packed()
          ? WireType.LENGTH_DELIMITED.tag(f.number())
          : ProtoTypes.wireType(e).tag(f.number());
    }
    if (f.type() instanceof MapType) {
      return WireType.LENGTH_DELIMITED.tag(f.number());
    }
    return ProtoTypes.wireType(f.type()).tag(f.number());
  }

  /** The other tag a packable repeated field is accepted with. */
  static int alternative(FieldModel f) {
    TypeModel e = element(f);
    return f.packed()
        ? ProtoTypes.wireType(e).tag(f.number())
        : WireType.LENGTH_DELIMITED.tag(f.number());
  }

  /** Whether the primary tag carries a packed run. */
  static boolean primaryIsPacked(FieldModel f) {
    return hasAlternative(f) && f.packed();
  }

  /** The tag of a map entry's key field (number 1). */
  static int entryKey(MapType m) {
    return ProtoTypes.wireType(m.key()).tag(1);
  }

  /** The tag of a map entry's value field (number 2). */
  static int entryValue(MapType m) {
    return ProtoTypes.wireType(m.value()).tag(2);
  }
}
