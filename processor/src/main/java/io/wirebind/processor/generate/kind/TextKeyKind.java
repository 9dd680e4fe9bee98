package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;

/**
 * A map key of a value type that is no key by itself: a date, time, duration, decimal, floating
 * point number or text value ({@code Map<LocalDate, V>}, {@code Map<Double, V>}, {@code
 * Map<Locale, V>}). Its JSON member name is what Jackson's key serializer writes (the value's
 * {@code toString()}; a {@code ZonedDateTime} as an offset date-time), read as Jackson's key
 * deserializer reads it, whatever the type's value format; every call is one into the runtime's
 * {@code MapKeys}, or the type's own runtime class when its registry row names one ({@link
 * LibraryType#keys()}).
 *
 * <p>In protobuf, a type whose own form is a string or an integer ({@code Year}, {@code Locale},
 * {@code BigInteger}, ...) keeps it as the key ({@link Form#NATIVE}); any other ({@code Timestamp},
 * {@code Decimal}, a {@code double}) is a {@code string} key holding its text ({@link
 * Form#TEXT}), which proto3 JSON writes too.
 *
 * @param base the key type's kind (its value hooks)
 * @param key how the key is written
 */
public record TextKeyKind(ValueKind base, Key key) implements ValueKind {
  private static final ClassName MAP_KEYS = RuntimeNames.MAP_KEYS;

  /** How a key type travels in protobuf. */
  public enum Form {
    /** Its protobuf form is a key type: the base kind's own hooks. */
    NATIVE,
    /** A {@code string} holding its text. */
    TEXT
  }

  /**
   * One key type.
   *
   * @param stem the runtime methods' stem: {@code write<Stem>Key}, {@code read<Stem>Key}
   * @param form its protobuf form
   * @param proto3 whether its proto3 JSON member name differs from Jackson's ({@code
   *     <stem>KeyProto3} methods)
   * @param owner the runtime class of its methods: {@code MapKeys}, or the type's own class
   */
  public record Key(String stem, Form form, boolean proto3, ClassName owner) {
    Key(String stem, Form form, boolean proto3) {
      this(stem, form, proto3, MAP_KEYS);
    }
  }

  /** The key for a value type, or null when it is not one of these. */
  public static TextKeyKind of(ValueKind kind) {
    if (kind instanceof Scalar s && s.boxed() && (s.java() == JavaKind.FLOAT || s.java() == JavaKind.DOUBLE)) {
      return new TextKeyKind(s, new Key(s.java() == JavaKind.FLOAT ? "Float" : "Double", Form.TEXT, false));
    }
    if (!(kind instanceof LibraryKind l)) {
      return null;
    }
    // Jackson 3 writes a Year or Locale key as Jackson 2 does ("2024", "fr_CA"), unlike their values
    LibraryType type = l.type().variant() == LibraryType.Variant.JACKSON3 ? l.type().base() : l.type();
    Key key =
        switch (type.key()) {
          case TEXT -> new Key(type.stem(), Form.TEXT, false, type.keys());
          case TEXT_PROTO3 -> new Key(type.stem(), Form.TEXT, true, type.keys());
          case NATIVE -> new Key(type.stem(), Form.NATIVE, true, type.keys());
          case NONE, OWN -> null; // OWN: the analysis maps the type as a key type by itself (KeyKind)
        };
    return key == null ? null : new TextKeyKind(new LibraryKind(type), key);
  }

  private boolean text() {
    return key.form() == Form.TEXT;
  }

  private String suffix(JsonStyle style) {
    return style == JsonStyle.PROTO3 && key.proto3() ? "KeyProto3" : "Key";
  }

  // ---- the JSON member name

  @Override
  public boolean keyable() {
    return true;
  }

  @Override
  public CodeBlock jsonWriteKey(JsonStyle style) {
    return CodeBlock.of("$T.write$L$L(out, k);\n", key.owner(), key.stem(), suffix(style));
  }

  @Override
  public CodeBlock jsonReadKey(JsonStyle style) {
    return CodeBlock.of("$T.read$L$L(in)", key.owner(), key.stem(), suffix(style));
  }

  // ---- protobuf: the base kind's, or a string

  @Override
  public WireType wireType() {
    return text() ? WireType.LENGTH_DELIMITED : base.wireType();
  }

  @Override
  public boolean packable() {
    return false;
  }

  @Override
  public String protoTypeName() {
    return text() ? "string" : base.protoTypeName();
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return text() ? CodeBlock.of("$T.write$LKey(out, $L);\n", key.owner(), key.stem(), v) : base.protoWrite(v);
  }

  @Override
  public CodeBlock protoRead() {
    return text() ? CodeBlock.of("$T.read$LKey(in)", key.owner(), key.stem()) : base.protoRead();
  }

  /** A text key's default (the empty string) is no value: an error, only when the key is missing. */
  @Override
  public CodeBlock protoEntryDefault() {
    return text() ? CodeBlock.of("$T.missing(in, $S)", MAP_KEYS, key.stem()) : base.protoEntryDefault();
  }

  @Override
  public boolean protoEntryKeyLazy() {
    return true;
  }

  // ---- everything else is the base kind's

  @Override
  public TypeName javaType() {
    return base.javaType();
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return base.jsonWrite(style, v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return base.jsonRead(style, reuse);
  }
}
