package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.ValueKind;

/** Decoding of one map entry: a nested {@code {key = 1, value = 2}} message. */
final class MapReadCode {
  private MapReadCode() {}

  /** Reads one entry and puts it into the map local {@code map}. */
  static CodeBlock entry(FieldModel f, MapType mt, String map) {
    return entry(f, mt, map, KeptCode.Drop.SKIP);
  }

  /**
   * Reads one entry and puts it into the map local {@code map}; an entry holding enum numbers the
   * Java enum lacks is dropped, kept or counted as {@code drop} says ({@link KeptCode}).
   */
  static CodeBlock entry(FieldModel f, MapType mt, String map, KeptCode.Drop drop) {
    CodeBlock.Builder c = CodeBlock.builder();
    Kind value = mt.value();
    c.add(KeptCode.entryStart(mt, drop));
    c.addStatement("int limit = in.enter()");
    boolean lazyKey = mt.key().protoEntryKeyLazy();
    c.addStatement("$T k = $L", mt.key().javaType(), lazyKey ? CodeBlock.of("null") : mt.key().protoEntryDefault());
    if (value instanceof ValueKind v) {
      c.add(v.protoEntryValueStart());
    } else {
      c.addStatement("$T val = null", value.javaType());
    }
    c.beginControlFlow("for (int t = in.readTag(); t != 0; t = in.readTag())");
    c.beginControlFlow("switch (t)");
    c.addStatement("case $L: k = $L; break", Tags.entryKey(mt), mt.key().protoRead());
    if (value instanceof ValueKind v) {
      c.add(v.protoEntryValueCase(Tags.entryValue(mt)));
    } else {
      c.addStatement(
          "case $L: val = in.mergeMessage($L, val); break", Tags.entryValue(mt), ((NestedKind) value).codecInstance());
    }
    c.add("default:\n$>");
    c.beginControlFlow("if ((t >>> 3) == 1 || (t >>> 3) == 2)");
    c.addStatement("throw in.wrongWireType(t, $S)", f.name() + (" (map entry)"));
    c.endControlFlow();
    c.addStatement("in.skipField(t)");
    c.add("$<");
    c.endControlFlow();
    c.endControlFlow();
    c.addStatement("in.leave(limit)");
    if (lazyKey) {
      c.beginControlFlow("if (k == null)").addStatement("k = $L", mt.key().protoEntryDefault()).endControlFlow();
    }
    boolean dropKey = mt.key().protoReadMayDrop(); // an enum number this side lacks: no entry
    if (dropKey) {
      c.beginControlFlow("if (k != null)");
    }
    if (value instanceof ValueKind v) {
      c.add(drop == KeptCode.Drop.SKIP ? v.protoEntryPut(map) : v.protoEntryPut(map, KeptCode.lackingEntry(f, map, "k", drop)));
      c.add(KeptCode.wholeEntry(f, mt, drop));
    } else {
      c.beginControlFlow("if (val == null)");
      c.addStatement("val = $L", value.protoEntryDefault());
      c.endControlFlow();
      c.addStatement("$N.put(k, val)", map);
    }
    if (dropKey) {
      if (drop != KeptCode.Drop.SKIP) {
        c.nextControlFlow("else").add(KeptCode.lackingEntry(f, map, null, drop));
      }
      c.endControlFlow();
    }
    c.addStatement(
        "if ($N.size() > in.maxCollectionSize()) throw in.tooManyElements($S, $N.size())", map, f.name(), map);
    return c.build();
  }
}
