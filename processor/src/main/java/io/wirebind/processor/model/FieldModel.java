package io.wirebind.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * One serialized field.
 *
 * @param name the Java name (field or record component), used in generated identifiers and error
 *     messages
 * @param number the protobuf field number
 * @param jsonName the JSON property name
 * @param javaType the declared Java type, e.g. {@code List<String>} or {@code int}
 * @param type what the value is, for both formats
 * @param read how a value is read from an instance
 * @param write how a value is stored into an instance ({@link Accessor.Kind#CONSTRUCTOR} when it is
 *     only passed to the constructor)
 * @param packed whether a repeated scalar is written packed
 * @param include when the JSON writer includes the property
 * @param jsonIndex position of the property in JSON output (0-based)
 * @param jackson what Jackson annotations change in Jackson-style JSON (aliases, access, required)
 */
public record FieldModel(
    String name,
    int number,
    String jsonName,
    TypeName javaType,
    TypeModel type,
    Accessor read,
    Accessor write,
    boolean packed,
    Include include,
    int jsonIndex,
    JacksonRules jackson) {

  public FieldModel(String name, int number, String jsonName, TypeName javaType, TypeModel type,
      Accessor read, Accessor write, boolean packed, Include include, int jsonIndex) {
    this(name, number, jsonName, javaType, type, read, write, packed, include, jsonIndex,
        JacksonRules.DEFAULT);
  }
}
