package io.wirebind.processor.schema;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.WireType;
import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;

/**
 * {@code -Awirebind.previousSchema=<dir>}: compares each message with its declaration in the
 * {@code .proto} files of the previous release (the exported files, e.g. copied from the last
 * release's jar) and reports, where the edit was made, what protobuf's compatibility guidance
 * forbids — a field number whose wire type or cardinality changed, a removed field whose number is
 * not reserved, a reserved number used again, an enum constant whose number changed — as errors,
 * and a renamed field (its JSON name changes, which proto3 JSON peers see) as a warning.
 */
public final class CompatibilityCheck {
  /** The processor option naming the directory. */
  public static final String OPTION = "wirebind.previousSchema";

  private final ProtoParser previous = new ProtoParser();
  private final Elements elements;
  private final Messager messager;

  private CompatibilityCheck(Elements elements, Messager messager) {
    this.elements = elements;
    this.messager = messager;
  }

  /** Reads every {@code .proto} below {@code dir}; reports an error (on no element) when it cannot. */
  public static CompatibilityCheck load(String dir, Elements elements, Messager messager) {
    CompatibilityCheck c = new CompatibilityCheck(elements, messager);
    try (Stream<Path> files = Files.walk(Path.of(dir))) {
      for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".proto")).sorted()::iterator) {
        try {
          c.previous.parse(Files.readString(p));
        } catch (IllegalArgumentException e) {
          messager.printMessage(Diagnostic.Kind.ERROR, "wirebind.previousSchema: cannot read " + p + ": "
              + e.getMessage() + " (Wirebind reads the .proto files it exports)");
        }
      }
    } catch (IOException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, "wirebind.previousSchema: cannot read " + dir + ": " + e
          + "; point -Awirebind.previousSchema at the directory of the previous release's .proto files");
    }
    return c;
  }

  /** Checks {@code m} (declared by {@code type}) against its previous declaration, if it had one. */
  public void check(MessageModel m, TypeElement type) {
    SchemaOptions options = SchemaOptions.of(elements, m.protoName().packageName());
    String prefix = options.protoPackage().isEmpty() ? "" : options.protoPackage() + ".";
    ProtoParser.Message before = previous.messages.get(prefix + ProtoPaths.of(elements, m.protoName()));
    if (before == null) { // a schema exported before types nested in a plain class were raised
      before = previous.messages.get(prefix + String.join(".", m.protoName().simpleNames()));
    }
    if (before == null) {
      return;
    }
    for (FieldModel f : m.fields()) {
      Element at = fieldElement(type, f.name());
      ProtoParser.Field old = before.fields.get(f.number());
      if (old == null) {
        if (before.reservedNumbers.contains(f.number())) {
          error(at, "field '" + f.name() + "' uses number " + f.number() + ", which the previous schema"
              + " reserves for a removed field; peers still read it as that field: pick another number");
        }
        continue;
      }
      String was = describe(old.label(), old.type(), isEnum(old.type()));
      String now = describe(f.type());
      if (!category(was).equals(category(now))) {
        error(at, "field '" + f.name() + "' (number " + f.number() + ") was " + was + " and is now " + now
            + ": " + reason(was, now) + "; keep the type, or add a new field with a new number and reserve "
            + f.number() + " (@WireMessage(reserved = " + f.number() + "))");
      }
      String json = JsonText.lowerCamel(f.jsonName());
      if (!old.name().equals(f.name()) || !old.jsonName().equals(json)) {
        warning(at, "field number " + f.number() + " was named '" + old.name() + "' (JSON \"" + old.jsonName()
            + "\") and is now '" + f.name() + "' (JSON \"" + json + "\"): protobuf binary peers are unaffected,"
            + " but JSON peers read and write the old name; keep it with @JsonProperty(\"" + old.jsonName()
            + "\") if they matter");
      }
      for (Kind k : ProtoExporter.kinds(f.type())) {
        if (k instanceof EnumKind e) {
          checkEnum(e);
        }
      }
    }
    for (ProtoParser.Field old : before.fields.values()) {
      boolean present = m.fields().stream().anyMatch(f -> f.number() == old.number());
      if (!present && !m.reserved().numbers().contains(old.number())) {
        error(type, "field '" + old.name() + "' (number " + old.number() + ") of the previous schema was removed"
            + " without reserving its number; a future field with it would be misread by old peers: add"
            + " @WireMessage(reserved = " + old.number() + ", reservedNames = \"" + old.name() + "\")");
      }
    }
  }

  private void checkEnum(EnumKind e) {
    ProtoParser.Enum before = null;
    for (ProtoParser.Enum candidate : previous.enums.values()) {
      String simple = e.type().simpleName();
      if (candidate.fullName().endsWith("." + String.join(".", e.type().simpleNames()))
          || candidate.fullName().endsWith("." + ProtoPaths.of(elements, e.type()))
          || candidate.fullName().endsWith("." + simple + "Scope." + simple)) {
        before = candidate;
      }
    }
    if (before == null) {
      return;
    }
    TypeElement enumType = elements.getTypeElement(e.type().canonicalName());
    for (EnumConstant c : e.constants()) {
      Integer was = before.values().get(c.name());
      if (was != null && was != c.number()) {
        Element at = enumType == null ? null : fieldElement(enumType, c.name());
        error(at, "enum constant " + e.type().simpleName() + "." + c.name() + " was number " + was + " and is now "
            + c.number() + ": peers read the old number as this constant and this number as another;"
            + " restore @WireField(" + was + ")");
      }
    }
  }

  private static final Map<String, String> CATEGORY = Map.ofEntries(
      Map.entry("int32", "varint"), Map.entry("int64", "varint"), Map.entry("uint32", "varint"),
      Map.entry("uint64", "varint"), Map.entry("bool", "varint"), Map.entry("enum", "varint"),
      Map.entry("sint32", "zigzag"), Map.entry("sint64", "zigzag"),
      Map.entry("fixed32", "fixed32"), Map.entry("sfixed32", "fixed32"),
      Map.entry("fixed64", "fixed64"), Map.entry("sfixed64", "fixed64"),
      Map.entry("float", "float"), Map.entry("double", "double"),
      Map.entry("string", "bytes"), Map.entry("bytes", "bytes"), Map.entry("message", "message"));

  /** The category protobuf's guidance calls compatible, with the cardinality: {@code repeated varint}. */
  private static String category(String described) {
    String[] parts = described.split(" ");
    String type = parts[parts.length - 1];
    String label = parts.length > 1 ? parts[0] : "";
    String cat = CATEGORY.getOrDefault(type, "message");
    if (label.equals("map")) {
      return "map";
    }
    boolean repeated = label.equals("repeated");
    // a single string, bytes or message reads a repeated one (last or merged), as protobuf says
    return (repeated && !cat.equals("bytes") && !cat.equals("message") ? "repeated " : "") + cat;
  }

  private static String reason(String was, String now) {
    if (was.startsWith("repeated") != now.startsWith("repeated") || was.startsWith("map") != now.startsWith("map")) {
      return "its cardinality changed, so peers on either version misread it";
    }
    return "the encodings differ, so peers on either version misread it";
  }

  private boolean isEnum(String type) {
    String t = type.startsWith(".") ? type.substring(1) : type;
    for (String e : previous.enums.keySet()) {
      if (e.equals(t) || e.endsWith("." + t)) {
        return true;
      }
    }
    return false;
  }

  private static String describe(String label, String type, boolean isEnum) {
    String base = isEnum ? "enum" : CATEGORY.containsKey(type) ? type : "message";
    return label.isEmpty() || label.equals("optional") ? base : label + " " + base;
  }

  private static String describe(TypeModel t) {
    if (t instanceof TypeModel.ListType l) {
      return "repeated " + base(l.element());
    } else if (t instanceof TypeModel.ArrayType a) {
      return "repeated " + base(a.element());
    } else if (t instanceof TypeModel.MapType) {
      return "map message";
    } else if (t instanceof TypeModel.OptionalType o) {
      return base(o.element());
    }
    return base((Kind) t);
  }

  private static String base(Kind k) {
    String name = k.protoTypeName();
    if (CATEGORY.containsKey(name)) {
      return name;
    }
    return k.wireType() == WireType.VARINT ? "enum" : "message";
  }

  private static Element fieldElement(TypeElement type, String name) {
    for (TypeElement t = type; t != null; ) {
      // a record's component before its implicit field, which has no place in the source
      for (Element e : t.getEnclosedElements()) {
        if ((e.getKind() == ElementKind.FIELD || e.getKind() == ElementKind.ENUM_CONSTANT)
            && e.getSimpleName().contentEquals(name)) {
          return e;
        }
      }
      Element sup = t.getSuperclass() instanceof javax.lang.model.type.DeclaredType d ? d.asElement() : null;
      t = sup instanceof TypeElement s ? s : null;
    }
    return type;
  }

  private void error(Element at, String message) {
    report(Diagnostic.Kind.ERROR, at, message);
  }

  private void warning(Element at, String message) {
    report(Diagnostic.Kind.WARNING, at, message);
  }

  /**
   * Reports on {@code at}; on a record's field through its first annotation's value (javac places
   * no diagnostic on the implicit field itself), else on the record.
   */
  private void report(Diagnostic.Kind kind, Element at, String message) {
    boolean recordField = at != null && at.getKind() == ElementKind.FIELD
        && at.getEnclosingElement().getKind() == ElementKind.RECORD;
    if (recordField && !at.getAnnotationMirrors().isEmpty()) {
      javax.lang.model.element.AnnotationMirror mirror = at.getAnnotationMirrors().get(0);
      javax.lang.model.element.AnnotationValue value =
          mirror.getElementValues().isEmpty() ? null : mirror.getElementValues().values().iterator().next();
      messager.printMessage(kind, message, at, mirror, value);
    } else if (recordField) {
      messager.printMessage(kind, message, at.getEnclosingElement());
    } else {
      messager.printMessage(kind, message, at);
    }
  }
}
