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

  static String reservedOutOfRange(int n) {
    return "reserved number " + n + " is not a field number (1 to 536870911, not 19000 to 19999);"
        + " remove it";
  }

  static String numberIsReserved(String field, int n, String message) {
    return "field '" + field + "' uses number " + n + ", which " + message + " reserves in"
        + " @WireMessage(reserved = ...): a removed field had it, and peers still read it as that"
        + " field; pick another number";
  }

  static String nameIsReserved(String field, String message) {
    return "field name '" + field + "' is reserved in @WireMessage(reservedNames = ...) of " + message
        + ": a removed field had it; pick another name";
  }
}
