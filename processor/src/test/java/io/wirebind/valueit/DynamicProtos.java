package io.wirebind.valueit;

import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Converts between Java trees and protobuf-java's {@code Value}, {@code Struct} and {@code
 * ListValue}, the way the README documents the mapping (numbers as their double; a whole number
 * below 2^53 decodes as an Integer or Long), written here independently of the runtime.
 */
final class DynamicProtos {
  private DynamicProtos() {}

  static Value value(Object v) {
    Value.Builder b = Value.newBuilder();
    if (v == null) {
      b.setNullValue(NullValue.NULL_VALUE);
    } else if (v instanceof String s) {
      b.setStringValue(s);
    } else if (v instanceof Boolean x) {
      b.setBoolValue(x);
    } else if (v instanceof Map<?, ?> m) {
      b.setStructValue(struct(m));
    } else if (v instanceof Collection<?> c) {
      b.setListValue(list(c));
    } else {
      b.setNumberValue(((Number) v).doubleValue());
    }
    return b.build();
  }

  static Struct struct(Map<?, ?> m) {
    Struct.Builder b = Struct.newBuilder();
    m.forEach((k, v) -> b.putFields((String) k, value(v)));
    return b.build();
  }

  static ListValue list(Collection<?> c) {
    ListValue.Builder b = ListValue.newBuilder();
    c.forEach(e -> b.addValues(value(e)));
    return b.build();
  }

  static Object java(Value v) {
    return switch (v.getKindCase()) {
      case NULL_VALUE, KIND_NOT_SET -> null;
      case NUMBER_VALUE -> number(v.getNumberValue());
      case STRING_VALUE -> v.getStringValue();
      case BOOL_VALUE -> v.getBoolValue();
      case STRUCT_VALUE -> java(v.getStructValue());
      case LIST_VALUE -> java(v.getListValue());
    };
  }

  static Map<String, Object> java(Struct s) {
    Map<String, Object> m = new LinkedHashMap<>();
    s.getFieldsMap().forEach((k, v) -> m.put(k, java(v)));
    return m;
  }

  static List<Object> java(ListValue l) {
    List<Object> out = new ArrayList<>();
    l.getValuesList().forEach(v -> out.add(java(v)));
    return out;
  }

  /** The documented rule: a whole number of magnitude below 2^53 is an Integer or Long. */
  static Object number(double d) {
    boolean negativeZero = d == 0 && 1 / d < 0;
    if (!Double.isFinite(d) || d != Math.floor(d) || Math.abs(d) >= 0x1p53 || negativeZero) {
      return d;
    }
    long l = (long) d;
    return l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE ? (Object) (int) l : (Object) l;
  }

  static io.wirebind.valueit.proto.Dynamic proto(Dynamic x) {
    var b = io.wirebind.valueit.proto.Dynamic.newBuilder();
    if (x.value() != null) {
      b.setValue(value(x.value()));
    }
    if (x.attributes() != null) {
      b.setAttributes(struct(x.attributes()));
    }
    if (x.items() != null) {
      b.setItems(list(x.items()));
    }
    if (x.rows() != null) {
      x.rows().forEach(m -> b.addRows(struct(m)));
    }
    if (x.lists() != null) {
      x.lists().forEach((k, l) -> b.putLists(k, list(l)));
    }
    if (x.byId() != null) {
      x.byId().forEach((k, v) -> b.putById(k, value(v)));
    }
    if (x.maybe() != null && x.maybe().isPresent()) {
      b.setMaybe(value(x.maybe().get()));
    }
    if (x.matrix() != null) {
      x.matrix().forEach(l -> b.addMatrix(list(l)));
    }
    if (x.linked() != null) {
      b.setLinked(struct(x.linked()));
    }
    if (x.box() != null) {
      b.setBox(proto(x.box()));
    }
    return b.build();
  }

  static io.wirebind.valueit.proto.DynamicBox proto(DynamicBox x) {
    var b = io.wirebind.valueit.proto.DynamicBox.newBuilder();
    if (x.any != null) {
      b.setAny(value(x.any));
    }
    if (x.attrs != null) {
      b.setAttrs(struct(x.attrs));
    }
    if (x.list != null) {
      b.setList(list(x.list));
    }
    if (x.sparse != null) {
      b.setSparse(value(x.sparse));
    }
    if (x.extra != null) {
      b.setExtra(struct(x.extra));
    }
    if (x.tags != null) {
      b.setTags(list(x.tags));
    }
    return b.build();
  }

  /** What the decoder gives: absent messages null, absent repeated fields and maps empty. */
  static Dynamic java(io.wirebind.valueit.proto.Dynamic p) {
    Map<String, List<Object>> lists = new LinkedHashMap<>();
    p.getListsMap().forEach((k, l) -> lists.put(k, java(l)));
    Map<Integer, Object> byId = new LinkedHashMap<>();
    p.getByIdMap().forEach((k, v) -> byId.put(k, java(v)));
    return new Dynamic(
        p.hasValue() ? java(p.getValue()) : null,
        p.hasAttributes() ? java(p.getAttributes()) : null,
        p.hasItems() ? java(p.getItems()) : null,
        p.getRowsList().stream().map(DynamicProtos::java).toList(),
        lists,
        byId,
        p.hasMaybe() ? Optional.ofNullable(java(p.getMaybe())) : Optional.empty(),
        p.getMatrixList().stream().map(DynamicProtos::java).toList(),
        p.hasLinked() ? new LinkedHashMap<>(java(p.getLinked())) : null,
        p.hasBox() ? java(p.getBox()) : null);
  }

  static DynamicBox java(io.wirebind.valueit.proto.DynamicBox p) {
    DynamicBox b = new DynamicBox();
    b.any = p.hasAny() ? java(p.getAny()) : null;
    b.attrs = p.hasAttrs() ? java(p.getAttrs()) : null;
    b.list = p.hasList() ? new ArrayList<>(java(p.getList())) : null;
    b.sparse = p.hasSparse() ? java(p.getSparse()) : null;
    b.extra = p.hasExtra() ? java(p.getExtra()) : null;
    b.tags = p.hasTags() ? java(p.getTags()) : null;
    return b;
  }
}
