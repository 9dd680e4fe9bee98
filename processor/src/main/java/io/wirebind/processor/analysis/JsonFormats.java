package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.generate.kind.LibraryKind;
import io.wirebind.processor.generate.kind.LibraryType;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Jackson's {@code @JsonFormat} on a property. Wirebind implements the forms that change nothing
 * (a natural or string shape where Jackson already writes a string), {@code shape = NUMBER} on an
 * {@code Instant} or {@code Duration} (epoch seconds with nine decimals) and a {@code pattern} on a
 * {@code LocalDate}, {@code LocalTime} or {@code LocalDateTime} (checked here); anything else is a
 * compile error naming the attribute, never a silently different JSON. Like Jackson, the format of
 * a list, set, object array, optional or map property applies to its elements (the shape keeps its
 * container); on a primitive array only the natural shape is accepted.
 */
final class JsonFormats {
  static final String JSON_FORMAT = "com.fasterxml.jackson.annotation.JsonFormat";
  private static final List<String> UNSUPPORTED_ATTRIBUTES =
      List.of("timezone", "locale", "with", "without", "lenient");

  private JsonFormats() {}

  /** The model under the property's format, or null after reporting what is not implemented. */
  static TypeModel apply(TypeModel model, Optional<Mirrors.Found> format, boolean jackson3, ErrorReporter reporter) {
    if (model == null || format.isEmpty()) {
      return model;
    }
    Mirrors.Found f = format.get();
    for (String attribute : UNSUPPORTED_ATTRIBUTES) {
      if (Mirrors.explicit(f.mirror(), attribute) != null) {
        reporter.errorOn(f.element(), f.mirror(), attribute,
            Messages.unsupportedFormat(attribute, String.valueOf(Mirrors.value(f.mirror(), attribute))));
        return null;
      }
    }
    String shape = Mirrors.enumValue(f.mirror(), "shape", "ANY");
    Kind element = element(model);
    String pattern = Mirrors.stringValue(f.mirror(), "pattern");
    if (!pattern.isEmpty()) {
      if (shaped(element, shape, jackson3) != element) { // a pattern with a shape of its own
        reporter.errorOn(f.element(), f.mirror(), "shape", Messages.unsupportedFormat("shape", shape));
        return null;
      }
      String problem = TimePatternCheck.problem(element, pattern);
      if (problem != null) {
        reporter.errorOn(f.element(), f.mirror(), "pattern", Messages.badPattern(pattern, problem));
        return null;
      }
      LibraryKind patterned = new LibraryKind(((LibraryKind) element).type(), pattern);
      return replace(model, k -> k == element ? patterned : k);
    }
    Kind shaped = shaped(element, shape, jackson3);
    if (shaped == null) {
      reporter.errorOn(f.element(), f.mirror(), "shape", Messages.unsupportedFormat("shape", shape));
      return null;
    }
    return shaped == element ? model : replace(model, k -> k == element ? shaped : k);
  }

  /** The kind written in {@code shape}, or null when Wirebind does not write that form. */
  private static Kind shaped(Kind element, String shape, boolean jackson3) {
    if (shape.equals("ANY") || shape.equals("NATURAL")) {
      return element;
    }
    if (element instanceof io.wirebind.processor.generate.kind.EnumKind e && e.valued()) {
      // Jackson hands the shape to the @JsonValue's serializer: NUMBER changes nothing, STRING
      // quotes a number (not implemented)
      boolean text = e.form().value() instanceof io.wirebind.processor.generate.kind.StringKind;
      return shape.equals("NUMBER") || text && shape.equals("STRING") ? element : null;
    }
    if (element instanceof io.wirebind.processor.generate.kind.EnumKind e) {
      return shape.equals("STRING") ? element : shape.equals("NUMBER") ? e.asOrdinal() : null;
    }
    if (!(element instanceof LibraryKind k)) {
      return null;
    }
    LibraryType t = k.type();
    return switch (shape) {
      case "STRING" -> t == LibraryType.BIG_DECIMAL || t == LibraryType.BIG_INTEGER ? null : element;
      case "NUMBER" -> t.shapeNumber() == null ? null
          : new LibraryKind(jackson3 ? t.shapeNumber().jackson3() : t.shapeNumber());
      default -> null;
    };
  }

  private static Kind element(TypeModel model) {
    if (model instanceof TypeModel.ListType l) {
      return l.element();
    }
    if (model instanceof TypeModel.OptionalType o) {
      return o.element();
    }
    if (model instanceof TypeModel.MapType m) {
      return m.value();
    }
    return model instanceof TypeModel.ArrayType a ? a.element() : (Kind) model;
  }

  private static TypeModel replace(TypeModel model, UnaryOperator<Kind> f) {
    if (model instanceof TypeModel.ListType l) {
      return new TypeModel.ListType(f.apply(l.element()), l.declared(), l.container());
    }
    if (model instanceof TypeModel.OptionalType o) {
      return new TypeModel.OptionalType(f.apply(o.element()), o.declared(), o.flavor());
    }
    if (model instanceof TypeModel.MapType m) {
      return new TypeModel.MapType(m.key(), f.apply(m.value()), m.declared(), m.container());
    }
    return f.apply((Kind) model);
  }
}
