package io.wirebind.processor.analysis;

/**
 * The texts of the schema diagnostics (unknown fields, reserved numbers and names, the
 * previous-schema check), beside {@link Messages}; each says how to fix the mistake.
 */
final class SchemaMessages {
  private SchemaMessages() {}

  static String unknownFieldsInRecord(String name) {
    return "a record cannot keep unknown fields in '" + name + "' (its components are fixed at"
        + " construction); make the message a class with a non-final UnknownFieldSet field, or remove"
        + " the component";
  }

  static String secondUnknownFields(String name, String first) {
    return "'" + name + "' is a second UnknownFieldSet member; unknown fields are kept in '" + first
        + "' already: remove one";
  }

  static String unknownFieldsNotWritable(String name) {
    return "the UnknownFieldSet member '" + name + "' must be readable and writable by the codec:"
        + " make it a non-private, non-final field, or give it a getter and a setter";
  }
}
