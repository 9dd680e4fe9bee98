package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonText;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The byte-array constants a style's JSON reader matches: member names as written or accepted,
 * and the quoted forms the in-order fast path compares in one go ({@code "name":},
 * <code>{"name":</code>, {@code ,"name":}), each added once, in the order first asked for.
 */
final class JsonNameConstants {
  private final JsonStyle style;
  private final String prefix;
  private final Map<String, String> constants = new LinkedHashMap<>();

  JsonNameConstants(JsonStyle style) {
    this.style = style;
    this.prefix = style == JsonStyle.PROTO3 ? "PN_" : "JN_";
  }

  /** Adds the constants asked for so far to {@code codec}. */
  void addTo(TypeSpec.Builder codec) {
    addUtf8Constants(codec, constants, style, "member names, verified after the hash matched");
  }

  /**
   * Adds a {@code byte[]} constant holding each value's UTF-8 to {@code codec}, under its key, the
   * first with a Javadoc saying what they are for {@code style}.
   */
  static void addUtf8Constants(TypeSpec.Builder codec, Map<String, String> constants, JsonStyle style, String what) {
    boolean first = true;
    for (Map.Entry<String, String> c : constants.entrySet()) {
      FieldSpec.Builder f =
          FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), c.getKey(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .initializer("$T.utf8($S)", JsonReadGenerator.SUPPORT, c.getValue());
      if (first) {
        f.addJavadoc("$L JSON: $L.\n", style == JsonStyle.PROTO3 ? "Proto3" : "Jackson", what);
        first = false;
      }
      codec.addField(f.build());
    }
  }

  /** The constant holding {@code "name":} as written, for the in-order fast path. */
  String quoted(FieldModel f) {
    return add(prefix.replace("N_", "Q_") + Names.constant(f.name()), "\"" + written(f) + "\":");
  }

  /** The constant holding <code>{"name":</code>: an object's start and its first name at once. */
  String braceQuoted(FieldModel f) {
    return add(prefix.replace("N_", "B_") + Names.constant(f.name()), "{\"" + written(f) + "\":");
  }

  /** The constant holding {@code ,"name":}: the comma, name and colon matched in one comparison. */
  String commaQuoted(FieldModel f) {
    return add(prefix.replace("N_", "C_") + Names.constant(f.name()), ",\"" + written(f) + "\":");
  }

  /** The constant holding <code>{"id":</code>: an object's start and its leading type id's name. */
  String braceQuotedTypeId(String typeId) {
    return add(prefix.replace("N_", "B_") + "TYPE_ID", "{\"" + JsonText.escape(typeId) + "\":");
  }

  /** The constant holding {@code name}, one of the names {@code f} is accepted under. */
  String name(FieldModel f, String name) {
    String base = prefix + Names.constant(f.name());
    return add(name.equals(JsonNames.written(f, style)) ? base : base + "_" + Names.constant(symbol(name)), name);
  }

  /** The constant holding {@code name}, a member that is skipped. */
  String skipped(String name) {
    return add(prefix + "SKIP_" + Names.constant(symbol(name)), name);
  }

  /** The constant holding the hierarchy's type property {@code property}. */
  String typeProperty(String property) {
    constants.put(typeProperty(), property);
    return typeProperty();
  }

  /** The name of the type property's constant, whether or not it is added. */
  String typeProperty() {
    return prefix + "TYPE_PROPERTY";
  }

  private String written(FieldModel f) {
    return JsonText.escape(JsonNames.written(f, style));
  }

  private static String symbol(String name) {
    return name.replaceAll("[^A-Za-z0-9_]", "_");
  }

  private String add(String constant, String text) {
    constants.putIfAbsent(constant, text);
    return constant;
  }
}
