package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.EnumType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.MessageType;

/** Decoding of one map entry: a nested {@code {key = 1, value = 2}} message. */
final class MapReadCode {
  private MapReadCode() {}

  /** Reads one entry and puts it into the map local {@code map}. */
  static CodeBlock entry(FieldModel f, MapType mt, String map) {
    CodeBlock.Builder c = CodeBlock.builder();
    TypeModel value = mt.value();
    c.addStatement("int limit = in.enter()");
    c.addStatement("$T k = $L", mt.key().javaType(), ProtoTypes.entryDefault(mt.key()));
    if (value instanceof EnumType e) {
      c.addStatement("int number = $L", e.defaultConstant().number());
    } else {
      c.addStatement("$T val = null", value.javaType());
    }
    c.beginControlFlow("for (int t = in.readTag(); t != 0; t = in.readTag())");
    c.beginControlFlow("switch (t)");
    c.addStatement("case $L: k = $L; break", Tags.entryKey(mt), ProtoTypes.readValue(mt.key()));
    if (value instanceof EnumType) {
      c.addStatement("case $L: number = in.readInt32(); break", Tags.entryValue(mt));
    } else if (value instanceof MessageType m) {
      c.addStatement(
          "case $L: val = in.mergeMessage($T.INSTANCE, val); break", Tags.entryValue(mt), m.codec());
    } else {
      c.addStatement("case $L: val = $L; break", Tags.entryValue(mt), ProtoTypes.readValue(value));
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
    if (value instanceof EnumType e) {
      c.addStatement("$T val = $L(number)", e.type(), EnumSupport.fromNumber(e));
      c.beginControlFlow("if (val != null)");
      c.addStatement("$N.put(k, val)", map);
      c.endControlFlow();
    } else {
      c.beginControlFlow("if (val == null)");
      c.addStatement("val = $L", ProtoTypes.entryDefault(value));
      c.endControlFlow();
      c.addStatement("$N.put(k, val)", map);
    }
    c.addStatement(
        "if ($N.size() > in.maxCollectionSize()) throw in.tooManyElements($S, $N.size())", map, f.name(), map);
    return c.build();
  }
}
