package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.Container;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import java.util.function.Function;

/**
 * An object-array field ({@code double[][]}, {@code Order[]}, {@code String[]}) of a mutable
 * message, decoded into the array the instance holds: the decoder's local is the array itself with
 * a count of the elements filled; each element is written at its index (a message or inner array
 * decoded into the one already there) and the array is trimmed to the count when stored, so a
 * reused decode of an unchanged length allocates nothing. Records and creator-built classes, which
 * build anew, setter-only properties (no array to decode into; the setter gets a new one) and
 * fields whose dropped enum numbers are kept in place hold the elements as a {@code List}
 * ({@link Access#get}) instead.
 */
final class ObjectArrayCode {
  private static final ClassName COLLECTIONS = RuntimeNames.COLLECTION_SUPPORT;

  private ObjectArrayCode() {}

  /** Whether the decoders of {@code model} hold {@code f} as its array. */
  static boolean applies(MessageModel model, FieldModel f) {
    return !model.immutable() && Access.settable(f) && !Access.setterOnly(f)
        && f.type() instanceof ListType l && l.container() == Container.ARRAY;
  }

  /** As {@link #applies}, for the protobuf decoder: not with a kept enum number's position. */
  static boolean appliesToProto(MessageModel model, FieldModel f) {
    return applies(model, f) && !FieldKeeping.of(model, f).keepsListElements();
  }

  /**
   * Whether the protobuf encoder writes {@code f} from its array by index: not when pass-through
   * ({@code keep}) puts kept elements or dropped enum numbers between the elements.
   */
  static boolean writtenAsArray(FieldModel f, FieldKeeping keep) {
    return f.type() instanceof ListType l && l.container() == Container.ARRAY && !keep.keepsListElements();
  }

  /** The array type, {@code E[]}. */
  static TypeName javaType(FieldModel f) {
    return ArrayTypeName.of(((ListType) f.type()).element().javaType());
  }

  /** {@code v} trimmed to its first {@code count} elements: itself when that is its length. */
  static CodeBlock trim(FieldModel f, String v, String count) {
    return CodeBlock.of("$T.trim($N, $L, $T::new)", COLLECTIONS, v, count, javaType(f));
  }

  /** {@code v} with room at index {@code n}. */
  private static CodeBlock room(FieldModel f, String v, String n) {
    return CodeBlock.of("$N = $T.room($N, $N, $T::new);\n", v, COLLECTIONS, v, n, javaType(f));
  }

  /** The count local of the protobuf decoder, beside the array local. */
  static String count(FieldModel f) {
    return "n_" + f.name();
  }

  /** The protobuf decoder's count: the elements kept when merging, which the input appends to. */
  static CodeBlock protoCount(FieldModel f) {
    String v = Names.local(f);
    return CodeBlock.of("int $N = merge && $N != null ? $N.length : 0;\n", count(f), v, v);
  }

  /** Reads one protobuf element into the slot after the {@code count(f)} filled ones. */
  static CodeBlock protoElement(FieldModel f) {
    ListType l = (ListType) f.type();
    String v = Names.local(f);
    String n = count(f);
    CodeBlock.Builder c = CodeBlock.builder().add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("$N", n)));
    if (l.element() instanceof NestedKind k) {
      return c.add(room(f, v, n))
          .addStatement("$N[$N] = in.readMessage($L, $N[$N])", v, n, k.codecInstance(), v, n)
          .addStatement("$N++", n)
          .build();
    }
    if (l.element() instanceof CollectionMessageKind w) {
      return c.add(room(f, v, n))
          .addStatement("$N[$N] = $L", v, n, w.protoRead(CodeBlock.of("$N[$N]", v, n)))
          .addStatement("$N++", n)
          .build();
    }
    ValueKind e = (ValueKind) l.element();
    if (e.protoReadMayDrop()) {
      // an unknown enum number is dropped
      return c.addStatement("$T e = $L", e.javaType(), e.protoRead())
          .beginControlFlow("if (e != null)")
          .add(room(f, v, n))
          .addStatement("$N[$N++] = e", v, n)
          .endControlFlow()
          .build();
    }
    return c.add(room(f, v, n)).addStatement("$N[$N++] = $L", v, n, e.protoRead()).build();
  }

  /**
   * Reads a JSON array (not null) into {@code v}: {@code element} gives the code handing one
   * element, which may be null, to a sink ({@code "v[n++] = $L"}).
   */
  static CodeBlock jsonArray(JsonStyle style, FieldModel f, Function<String, CodeBlock> element) {
    ListType l = (ListType) f.type();
    String v = Names.local(f);
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("int n = 0");
    c.beginControlFlow("if (in.startArrayElements())");
    c.beginControlFlow("do");
    c.add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("n")));
    c.add(room(f, v, "n"));
    if (RepeatedReadCode.reusesElements(l) && ContentNullsCode.of(f, style) == JacksonRules.Nulls.SET) {
      // into the message or inner array already at the index
      CodeBlock old = CodeBlock.of("$N[n]", v);
      CodeBlock read = l.element() instanceof CollectionMessageKind w
          ? CodeBlock.of("in.tryNull() ? null : $L", w.jsonRead(style, old)) // a message codec reads null itself
          : l.element().jsonRead(style, old);
      c.addStatement("$N[n] = $L", v, read);
      c.addStatement("n++");
    } else {
      c.add(element.apply(v + "[n++] = $L"));
    }
    c.endControlFlow("while (in.nextElement())");
    c.endControlFlow();
    c.addStatement("$N = $L", v, trim(f, v, "n"));
    return c.build();
  }

  /**
   * What an absent member leaves in a reused instance: what a new instance holds (a copy, as the
   * array is decoded into later), or an emptied array when a new instance's is empty.
   */
  static CodeBlock jsonAbsent(JsonStyle style, FieldModel f, String type) {
    String v = Names.local(f);
    CodeBlock dflt = Access.held(f, "DEFAULTS");
    if (style == JsonStyle.JACKSON) {
      return CodeBlock.of("$L == null ? null : $L.length != 0 ? $T.copy($L) : $L",
          dflt, dflt, COLLECTIONS, Access.held(f, "new " + type + "()"), trim(f, v, "0"));
    }
    return CodeBlock.of("$L == null ? null : $L", dflt, trim(f, v, "0"));
  }
}
