package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Jackson 2.18 reads a record (or a class through its {@code @JsonCreator} constructor) by buffering
 * the creator properties, and creates the instance as soon as the last of them has been read; a
 * creator property appearing again after that point fails ("No fallback setter/field defined for
 * creator property"), while one repeated before it simply takes the later value. A visible type id
 * counts as its property read; an invisible one does not. This reader does the same, in a local
 * bit set {@code repeatSeen} kept off the fast path: the members read in their written order are
 * added at once where that order ends or breaks, and only the property that can be read twice
 * there (a visible type id's, read again last) is checked in it. Jackson 3 reads such a repeat (the
 * last value wins, as before that point), and so do codecs generated for it: no rule there.
 */
final class CreatorRepeats {
  private final Map<FieldModel, Long> bits = new LinkedHashMap<>();
  private final long all;
  private final FieldModel holder;
  private final String type;

  private static final CreatorRepeats NONE = new CreatorRepeats(null, null, List.of());

  private CreatorRepeats(MessageModel model, TypeIdReading ids, List<FieldModel> creator) {
    long a = 0;
    for (int i = 0; i < creator.size(); i++) {
      bits.put(creator.get(i), 1L << i);
      a |= 1L << i;
    }
    this.all = a;
    this.holder = ids != null && ids.property() != null ? ids.holder() : null;
    this.type = model != null ? model.rawType().simpleName() : null;
  }

  /**
   * The rule for {@code model}'s reader in {@code style}, or none (no code) where it does not apply: mutable
   * classes (Jackson calls the setter again), proto3 JSON, Jackson 3's style, creators with a parameter that is no
   * JSON property read here, or more than 64 of them.
   */
  static CreatorRepeats of(MessageModel model, JsonStyle style, TypeIdReading ids) {
    if (style != JsonStyle.JACKSON || model.json().jackson3() || !model.immutable()
        || model.creation().builder() != null) {
      // a builder's method is called again for a repeated member: the last value wins
      return NONE;
    }
    List<String> names = model.creation().constructorFields();
    if (names.isEmpty() || names.size() > 64) {
      return NONE;
    }
    List<FieldModel> creator = new java.util.ArrayList<>();
    for (String name : names) {
      FieldModel found = null;
      for (FieldModel f : model.fields()) {
        if (f.name().equals(name) && !Access.settable(f) && f.jackson().read()) {
          found = f;
        }
      }
      if (found == null) {
        return NONE;
      }
      creator.add(found);
    }
    return new CreatorRepeats(model, ids, creator);
  }

  CodeBlock declare() {
    return bits.isEmpty() ? CodeBlock.of("") : CodeBlock.of("long repeatSeen = 0L;\n");
  }

  /** {@code read} of {@code f} where it cannot be a repeat (the visible type id read first), tracked. */
  CodeBlock seen(FieldModel f, CodeBlock read) {
    return bits.containsKey(f) ? tracked(f, null, read) : read;
  }

  /** The fields of {@code prefix} (read in order) added to the set; the id's property is added where read. */
  CodeBlock readInOrder(List<FieldModel> prefix) {
    long mask = staticMask(prefix);
    return mask == 0 ? CodeBlock.of("") : CodeBlock.of("repeatSeen |= 0x$LL;\n", Long.toHexString(mask));
  }

  private long staticMask(List<FieldModel> prefix) {
    long mask = 0;
    for (FieldModel f : prefix) {
      if (f != holder) {
        mask |= bits.getOrDefault(f, 0L);
      }
    }
    return mask;
  }

  /**
   * {@code read} of {@code f}, the member at {@code index} of the written {@code order}, on the fast
   * path: only the type id's property is tracked there, and checked when all others precede it.
   */
  CodeBlock inOrder(FieldModel f, List<FieldModel> order, int index, CodeBlock read) {
    if (f != holder || !bits.containsKey(f)) {
      return read;
    }
    long before = staticMask(order.subList(0, index));
    boolean canRepeat = (before | bits.get(f)) == all;
    return tracked(f, canRepeat ? CodeBlock.of("(repeatSeen | 0x$LL) == 0x$LL", Long.toHexString(before),
        Long.toHexString(all)) : null, read);
  }

  /** {@code read} of {@code f} in any order: fails when every creator property was read before. */
  CodeBlock anyOrder(FieldModel f, CodeBlock read) {
    if (!bits.containsKey(f)) {
      return read;
    }
    return tracked(f, CodeBlock.of("repeatSeen == 0x$LL", Long.toHexString(all)), read);
  }

  private CodeBlock tracked(FieldModel f, CodeBlock allSeen, CodeBlock read) {
    CodeBlock.Builder b = CodeBlock.builder();
    if (allSeen != null) {
      b.beginControlFlow("if ($L)", allSeen);
      b.addStatement("throw in.error($S)", "property '" + JsonNames.written(f, JsonStyle.JACKSON) + "' of " + type
          + " repeats after all its creator properties were read, which Jackson rejects too (no fallback setter)");
      b.endControlFlow();
    }
    b.addStatement("repeatSeen |= 0x$LL", Long.toHexString(bits.get(f)));
    return b.add(read).build();
  }
}
