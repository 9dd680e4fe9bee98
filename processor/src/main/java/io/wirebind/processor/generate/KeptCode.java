package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.ValueKind;

/**
 * The code keeping, in a message's {@code UnknownFieldSet} member, the map entries and nested
 * collection elements that hold enum numbers the Java enum lacks ({@code io.wirebind.KeptField}):
 * a map entry whose enum value or key is unknown is kept whole and its key leaves the Java map; an
 * element of a nested collection (a collection message), or a map entry whose value is one, that
 * held such numbers is kept whole beside its Java value and written back as it arrived while the
 * field still holds that value unchanged. Inside the collection message helpers, a dropped number
 * is only counted ({@code in.noteDropped()}) for the enclosing field to see. Messages without the
 * member get none of it. This class has the decoder's side; which fields keep what, and the
 * encoder's side, are in {@link FieldKeeping}.
 */
final class KeptCode {
  static final ClassName KEPT = RuntimeNames.KEPT_FIELD;

  /** What decoding does with a value the Java side lacks. */
  enum Drop {
    /** Drops it (no unknown-field member). */
    SKIP,
    /** Keeps it in the decoder's {@code unknown} local (the message's own fields). */
    KEEP,
    /** Counts it on the reader (inside a collection message helper of a message with the member). */
    NOTE
  }

  private KeptCode() {}

  /** Before a map entry: where it starts (before its length), and the dropped count. */
  static CodeBlock entryStart(MapType mt, Drop drop) {
    if (drop != Drop.KEEP) {
      return CodeBlock.of("");
    }
    CodeBlock.Builder c = CodeBlock.builder().addStatement("int entryStart = in.position()");
    if (FieldKeeping.keepsWhole(mt.value())) {
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
    if (drop != Drop.KEEP || !FieldKeeping.keepsWhole(mt.value())) {
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
}
