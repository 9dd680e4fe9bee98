package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.MessageModel.UnknownMember;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.model.ValueKind;

/**
 * What protobuf pass-through keeps for one field, decided once from the field's type and whether
 * its message has an {@code UnknownFieldSet} member, with the statements that write it back. The
 * protobuf writer asks for it once per field and adds its statements at the points the field's
 * shape has for them (before the elements, in the element loop, after them, in the {@code else} of
 * the presence check), so it walks the fields in one pass; the protobuf decoder asks the same
 * answers. A message without the member keeps nothing: every answer is {@code false}, every
 * statement empty. The decoder's statements are in {@link KeptCode} (map entries and nested
 * collections) and {@link UnknownFieldCode} (the field's own dropped enum numbers).
 *
 * @param field the field
 * @param kept the message's kept fields ({@code m.unknown}), or null without the member
 * @param enumList a list of enums: its dropped numbers go back in place between the elements
 * @param wholeElements a list of nested collections: an element that lost numbers is kept whole
 * @param entries a map whose entries are kept, whole (a nested collection value that lost
 *     numbers) or lacking from the Java map (an enum key or value the Java enum lacks)
 * @param wholeSingle an {@code Optional} of a nested collection kept whole when it lost numbers
 * @param inPlace a singular enum (or an optional one): its dropped number goes out in its place
 * @param before before a list's or map's elements: the {@code kept} local, or nothing
 * @param skip in the element or entry loop: an element or entry written as it arrived is done;
 *     null when none is kept whole
 * @param after after a map's entries: the kept entries its Java map cannot hold, or nothing
 * @param elseInPlace the {@code else} of a singular field's presence check: the number kept in
 *     its place, or nothing
 */
record FieldKeeping(FieldModel field, CodeBlock kept, boolean enumList, boolean wholeElements,
    boolean entries, boolean wholeSingle, boolean inPlace, CodeBlock before, CodeBlock skip,
    CodeBlock after, CodeBlock elseInPlace) {
  private static final ClassName KEPT = KeptCode.KEPT;
  private static final ClassName SET = UnknownFieldCode.SET;
  private static final CodeBlock NOTHING = CodeBlock.of("");

  static FieldKeeping of(MessageModel model, FieldModel f) {
    return of(f, model.unknownFields());
  }

  static FieldKeeping of(FieldModel f, UnknownMember unknown) {
    if (unknown == null) {
      return new FieldKeeping(f, null, false, false, false, false, false, NOTHING, null, NOTHING, NOTHING);
    }
    TypeModel t = f.type();
    CodeBlock kept = UnknownFieldCode.get(unknown, "m");
    boolean enumList = t instanceof ListType l && l.element() instanceof ValueKind k && k.protoReadMayDrop();
    boolean wholeElements = t instanceof ListType l && keepsWhole(l.element());
    boolean lacking = t instanceof MapType mt && keepsLacking(mt);
    boolean wholeEntries = t instanceof MapType mt && keepsWhole(mt.value());
    boolean entries = lacking || wholeEntries;
    boolean wholeSingle = t instanceof OptionalType o && keepsWhole(o.element());
    TypeModel single = t instanceof OptionalType o ? o.element() : t;
    boolean inPlace = !(t instanceof ListType) && !(t instanceof MapType)
        && single instanceof ValueKind k && k.protoReadMayDrop();
    CodeBlock keptLocal = CodeBlock.builder()
        .addStatement("$T kept = $T.of($L, $L)", KEPT, KEPT, kept, f.number()).build();
    return new FieldKeeping(f, kept, enumList, wholeElements, entries, wholeSingle, inPlace,
        wholeElements || entries ? keptLocal : NOTHING,
        wholeElements ? skipWhole("null", "e") : wholeEntries ? skipWhole("k", "val") : null,
        lacking ? CodeBlock.of("if (kept != null) kept.writeLacking(out, $N);\n", Names.local(f)) : NOTHING,
        inPlace
            ? CodeBlock.builder().nextControlFlow("else").addStatement("$T.writeEnum($L, out, $L)", SET, kept, f.number()).build()
            : NOTHING);
  }

  private static CodeBlock skipWhole(String key, String value) {
    return CodeBlock.of("if (kept != null && kept.writeWhole(out, $L, $N)) continue;\n", key, value);
  }

  /** Whether a value of {@code t} may lose an enum number the Java enum lacks, at any depth. */
  static boolean mayDrop(TypeModel t) {
    if (t instanceof CollectionMessageKind w) {
      return mayDrop(w.inner());
    }
    if (t instanceof ValueKind k) {
      return k.protoReadMayDrop();
    }
    if (t instanceof ListType l) {
      return mayDrop(l.element());
    }
    if (t instanceof MapType m) {
      return mayDrop(m.key()) || mayDrop(m.value());
    }
    return t instanceof OptionalType o && mayDrop(o.element());
  }

  /** Whether {@code k} is a nested collection that may lose numbers: kept whole when it does. */
  static boolean keepsWhole(Kind k) {
    return k instanceof CollectionMessageKind w && mayDrop(w.inner());
  }

  /** Whether a map keeps the entries its Java map cannot hold (an enum key or value it lacks). */
  private static boolean keepsLacking(MapType mt) {
    return mt.key().protoReadMayDrop() || (mt.value() instanceof ValueKind v && v.protoReadMayDrop());
  }

  /** Whether a list field is written element by element with positions (not from its array by index). */
  boolean keepsListElements() {
    return enumList || wholeElements;
  }

  /** Writes an optional's present nested collection {@code e} as it arrived when kept whole, else {@code write}. */
  CodeBlock writeSingle(CodeBlock write) {
    if (!wholeSingle) {
      return write;
    }
    return CodeBlock.builder()
        .addStatement("$T kept = $T.of($L, $L)", KEPT, KEPT, kept, field.number())
        .beginControlFlow("if (kept == null || !kept.writeWhole(out, null, e))")
        .add(write)
        .endControlFlow()
        .build();
  }

  /**
   * Writes the enum list {@code v} with the numbers kept for it in place, packed or not as the
   * field is written; an empty list with kept numbers still writes them.
   */
  CodeBlock writeEnumList(ListType l, String v, CodeBlock tag, CodeBlock nullCheck) {
    boolean packed = field.packed();
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$T kept = $T.enumListWriter($L, $L, $N.size(), $L)",
        UnknownFieldCode.ENUM_LIST_WRITER, SET, kept, field.number(), v, packed);
    if (packed) {
      c.beginControlFlow("if (!$N.isEmpty() || kept != null)", v);
      c.add(tag);
      c.addStatement("int mark = out.beginPacked()");
    }
    c.addStatement("int i = 0");
    c.beginControlFlow("for ($T e : $N)", l.element().javaType(), v);
    c.add(nullCheck);
    c.beginControlFlow("if (kept != null)").addStatement("kept.writeBefore(out, i++)").endControlFlow();
    if (!packed) {
      c.add(tag);
    }
    c.add(l.element().protoWrite("e"));
    c.endControlFlow();
    c.beginControlFlow("if (kept != null)").addStatement("kept.writeRest(out)").endControlFlow();
    if (packed) {
      c.addStatement("out.endPacked(mark)");
      c.endControlFlow();
    }
    return c.build();
  }
}
