package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.generate.kind.EnumKind;

/**
 * What a kind may ask of the {@code .proto} file being exported when it names its type there
 * ({@link Kind#protoTypeName(ProtoScope)}): a reference to a message or enum that may live in
 * another file (imported, qualified), an import, or a message the file must declare because the
 * codec writes a Java shape that way (a collection message or a {@code Nullable...} message).
 */
public interface ProtoScope {

  /** The name of the {@code @WireMessage} class {@code type} as this file refers to it. */
  String message(ClassName type);

  /** The name of {@code e} as this file refers to it; the enum is declared in its package's file. */
  String enumType(EnumKind e);

  /** Imports {@code file} (e.g. {@code google/protobuf/timestamp.proto}) and returns {@code name}. */
  String imported(String file, String name);

  /**
   * Declares the top-level message {@code name} with the field lines {@code body} (each ending in
   * a newline, e.g. {@code "repeated int32 values = 1;\n"}) once in this file, and returns its name.
   */
  String synthesized(String name, String body);

  /**
   * {@link #synthesized(String, String)} for a message that takes the name {@code qualified}
   * instead when another synthesized message of this file would have the same {@code name}.
   */
  default String synthesized(String name, String qualified, String body) {
    return synthesized(name, body);
  }

  /**
   * The declaration of a field holding {@code shape}, named {@code name} and numbered {@code number}
   * ({@code "repeated int32 values = 1;"}), for the body of a {@link #synthesized} message.
   */
  String field(TypeModel shape, String name, int number);
}
