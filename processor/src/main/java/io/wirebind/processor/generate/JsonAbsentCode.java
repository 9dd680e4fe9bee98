package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;

/** The JSON decoders' value for a container or message member absent from a reused instance's input. */
final class JsonAbsentCode {
  private static final ClassName COLLECTION_SUPPORT = RuntimeNames.COLLECTION_SUPPORT;

  private JsonAbsentCode() {}

  /**
   * What an absent container or message becomes when decoding into a reused instance: what a new
   * instance holds, as Jackson keeps it; an initially empty container is emptied in place.
   */
  static CodeBlock value(MessageModel model, JsonStyle style, FieldModel f) {
    String v = Names.local(f);
    CodeBlock dflt = Access.get(f, "DEFAULTS");
    TypeModel t = f.type();
    if (style == JsonStyle.JACKSON && (t instanceof ListType || t instanceof MapType)) {
      CodeBlock emptied = t instanceof ListType l
          ? Containers.reuse(f, l, v, "false") : Containers.reuseMap(f, (MapType) t, v, "false");
      CodeBlock fresh = Access.get(f, "new " + model.type() + "()");
      return CodeBlock.of("$L == null ? null : $T.filled($L) ? $L : $L",
          dflt, COLLECTION_SUPPORT, dflt, fresh, emptied);
    }
    if (t instanceof ListType l) {
      return CodeBlock.of("$L == null ? null : $L", dflt, Containers.reuse(f, l, v, "false"));
    }
    if (t instanceof MapType mt) {
      return CodeBlock.of("$L == null ? null : $L", dflt, Containers.reuseMap(f, mt, v, "false"));
    }
    if (t instanceof ArrayType) {
      // a copy: the reused array is decoded into later, the defaults' must stay as they are
      return CodeBlock.of("$L == null ? null : $L.clone()", dflt, dflt);
    }
    return dflt;
  }
}
