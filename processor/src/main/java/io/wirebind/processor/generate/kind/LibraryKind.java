package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * A JDK value type ({@code Instant}, {@code BigDecimal}, {@code UUID}, ...): every hook is one
 * static call into the type's runtime class, listed in {@link LibraryType}. Immutable values with
 * explicit presence ({@code null} is absent).
 *
 * @param type which value type, and how it is encoded
 * @param pattern a local date or time's {@code @JsonFormat} pattern, or null: its Jackson-style
 *     JSON goes through the pattern's {@code DateTimeFormatter}, a constant of the codec
 */
public record LibraryKind(LibraryType type, String pattern) implements ValueKind {
  private static final ClassName PATTERNS = RuntimeNames.TIME_PATTERNS;
  private static final ClassName FORMATTER = ClassName.get("java.time.format", "DateTimeFormatter");

  public LibraryKind(LibraryType type) {
    this(type, null);
  }

  /** Whether this style's JSON goes through the pattern. */
  private boolean patterned(JsonStyle style) {
    return pattern != null && style != JsonStyle.PROTO3;
  }

  /** The codec constant holding the pattern's formatter: one per pattern. */
  private String formatter() {
    return "FORMAT_" + pattern.replaceAll("[^A-Za-z0-9]", "_") + "_" + Integer.toHexString(pattern.hashCode());
  }
  @Override
  public TypeName javaType() {
    return type.javaType();
  }

  @Override
  public WireType wireType() {
    return type.wireType();
  }

  @Override
  public boolean packable() {
    return type.wireType() != WireType.LENGTH_DELIMITED;
  }

  @Override
  public String protoTypeName() {
    return type.protoTypeName();
  }

  @Override
  public String protoTypeName(ProtoScope scope) {
    return WellKnownProtos.reference(scope, type.protoTypeName());
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("$T.write$L(out, $L);\n", type.proto(), type.protoStem(), v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("$T.read$L(in)", type.proto(), type.protoStem());
  }

  /** The reader is passed for the offset of the error when the type has no default (a LocalDate). */
  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("$T.default$L(in)", type.proto(), type.protoStem());
  }

  private ClassName jsonClass(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? type.proto3Json() : type.json();
  }

  private String jsonStem(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? type.proto3Stem() : type.stem();
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    if (patterned(style)) {
      return CodeBlock.of("$T.write(out, $N, $N);\n", PATTERNS, formatter(), v);
    }
    return CodeBlock.of("$T.write$L(out, $N);\n", jsonClass(style), jsonStem(style), v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    if (patterned(style)) {
      return CodeBlock.of("$T.read$L(in, $N)", PATTERNS, type.stem(), formatter());
    }
    return CodeBlock.of("$T.read$L(in)", jsonClass(style), jsonStem(style));
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {
    if (pattern != null) {
      members.putIfAbsent("format " + pattern, this);
    }
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    if (pattern != null && slot == Member.JSON_TABLES) {
      codec.addField(FieldSpec.builder(FORMATTER, formatter(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.ofPattern($S)", FORMATTER, pattern)
          .build());
    }
  }
}
