package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel.UnknownMember;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.WrapperKind;

/**
 * The code keeping, in a message's {@code UnknownFieldSet} member, the map entries and nested
 * collection elements that hold enum numbers the Java enum lacks ({@code io.wirebind.KeptField}):
 * a map entry whose enum value or key is unknown is kept whole and its key leaves the Java map; an
 * element of a nested collection (a wrapper message), or a map entry whose value is one, that held
 * such numbers is kept whole beside its Java value and written back as it arrived while the field
 * still holds that value unchanged. Inside the wrapper helpers, a dropped number is only counted
 * ({@code in.noteDropped()}) for the enclosing field to see. Messages without the member get none
 * of it.
 */
final class KeptCode {
  static final ClassName KEPT = RuntimeNames.KEPT_FIELD;

  /** What decoding does with a value the Java side lacks. */
  enum Drop {
    /** Drops it (no unknown-field member). */
    SKIP,
    /** Keeps it in the decoder's {@code unknown} local (the message's own fields). */
    KEEP,
    /** Counts it on the reader (inside a wrapper helper of a message with the member). */
    NOTE
  }

  private KeptCode() {}

  /** Whether a value of {@code t} may lose an enum number the Java enum lacks, at any depth. */
  static boolean mayDrop(TypeModel t) {
    if (t instanceof WrapperKind w) {
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
    return k instanceof WrapperKind w && mayDrop(w.inner());
  }

  /** Whether a map field keeps entries (lacking or whole) when the message has the member. */
  static boolean keepsEntries(MapType mt) {
    return mt.key().protoReadMayDrop() || keepsLacking(mt) || keepsWhole(mt.value());
  }

  private static boolean keepsLacking(MapType mt) {
    return mt.key().protoReadMayDrop() || (mt.value() instanceof ValueKind v && v.protoReadMayDrop());
  }

  /** Whether a list field keeps whole elements when the message has the member. */
  static boolean keepsElements(FieldModel f) {
    return f.type() instanceof ListType l && keepsWhole(l.element());
  }

  /** Before a map entry: where it starts (before its length), and the dropped count. */
  static CodeBlock entryStart(MapType mt, Drop drop) {
    if (drop != Drop.KEEP) {
      return CodeBlock.of("");
    }
    CodeBlock.Builder c = CodeBlock.builder().addStatement("int entryStart = in.position()");
    if (keepsWhole(mt.value())) {
      c.addStatement("int droppedBefore = in.dropped()");
    }
    return c.build();
  }

  /** The {@code else} of an entry whose enum key or value the Java enum lacks ({@code key}: null if the key). */
  static CodeBlock lackingEntry(FieldModel f, String map, String key, Drop drop) {
    if (drop == Drop.NOTE) {
      return CodeBlock.builder().addStatement("in.noteDropped()").build();
    }
    CodeBlock.Builder c = CodeBlock.builder();
    if (key != null) {
      c.addStatement("$N.remove($N)", map, key);
    }
    return c.addStatement("unknown = $T.keepEntry(unknown, in, tag, entryStart, $L, $L)", KEPT, f.number(),
        key == null ? "null" : key).build();
  }

  /** After an entry was put: kept whole when its value (a nested collection) lost numbers. */
  static CodeBlock wholeEntry(FieldModel f, MapType mt, Drop drop) {
    if (drop != Drop.KEEP || !keepsWhole(mt.value())) {
      return CodeBlock.of("");
    }
    return CodeBlock.builder()
        .addStatement("if (in.dropped() != droppedBefore) unknown = $T.keepWhole(unknown, in, tag, entryStart, $L, k, val)",
            KEPT, f.number())
        .build();
  }

  /** Reads a list element that is a nested collection, keeping it whole when it lost numbers. */
  static CodeBlock element(FieldModel f, ValueKind e, String list) {
    return element(f, e, e.protoRead(), CodeBlock.of("$N.add(e)", list));
  }

  /**
   * Reads a list element that is a nested collection with {@code read} (into the one already at its
   * index, when the list reuses its elements) and stores the local {@code e} with {@code store},
   * keeping it whole when it lost numbers.
   */
  static CodeBlock element(FieldModel f, ValueKind e, CodeBlock read, CodeBlock store) {
    return CodeBlock.builder()
        .addStatement("int droppedBefore = in.dropped()")
        .addStatement("int elementStart = in.position()")
        .addStatement("$T e = $L", e.javaType(), read)
        .addStatement("$L", store)
        .addStatement("if (in.dropped() != droppedBefore) unknown = $T.keepWhole(unknown, in, tag, elementStart, $L, null, e)",
            KEPT, f.number())
        .build();
  }

  /** Reads a single nested collection ({@code Optional<List<E>>}) into {@code v}, kept whole when it lost numbers. */
  static CodeBlock single(FieldModel f, ValueKind e, String v, CodeBlock wrapped) {
    return CodeBlock.builder()
        .addStatement("int droppedBefore = in.dropped()")
        .addStatement("int elementStart = in.position()")
        .addStatement("$T e = $L", e.javaType(), e.protoRead())
        .addStatement("$N = $L", v, wrapped)
        .addStatement("if (in.dropped() != droppedBefore) unknown = $T.keepWhole(unknown, in, tag, elementStart, $L, null, e)",
            KEPT, f.number())
        .build();
  }

  /** Writes a single nested collection {@code e} as it arrived when kept whole, else {@code write}. */
  static CodeBlock writeSingle(UnknownMember u, FieldModel f, CodeBlock write) {
    return CodeBlock.builder()
        .add(keptLocal(u, f))
        .beginControlFlow("if (kept == null || !kept.writeWhole(out, null, e))")
        .add(write)
        .endControlFlow()
        .build();
  }

  /** Declares {@code kept}: what the message keeps for the field, or null. */
  static CodeBlock keptLocal(UnknownMember u, FieldModel f) {
    return CodeBlock.builder()
        .addStatement("$T kept = $T.of($L, $L)", KEPT, KEPT, UnknownFieldCode.get(u, "m"), f.number())
        .build();
  }

  /** In the write loop: an element (or entry, under {@code key}) written as it arrived is done. */
  static CodeBlock skipWhole(String key, String value) {
    return CodeBlock.of("if (kept != null && kept.writeWhole(out, $L, $N)) continue;\n", key, value);
  }

  /** After a map's entries: the kept entries its Java map cannot hold. */
  static CodeBlock writeLacking(MapType mt, String map) {
    if (!keepsLacking(mt)) {
      return CodeBlock.of("");
    }
    return CodeBlock.of("if (kept != null) kept.writeLacking(out, $N);\n", map);
  }
}
