package io.wirebind;

/**
 * Thrown when input cannot be decoded or a value cannot be encoded. The message says where
 * ({@link #path()}), what was wrong ({@link #reason()}) and, for input, at which byte offset
 * ({@link #offset()}): {@code $.items[2].qty (int): invalid number: expected a digit; found "many"
 * (at byte 28)} for JSON, {@code Order.items[2].qty (field 3, int): ... (at byte 17)} for protobuf,
 * with the Java type the value was read as ({@link #expectedType()}) where it is known.
 *
 * <p>An exception thrown by the message's own code while decoding (a record's compact constructor,
 * a {@code @JsonCreator}, a setter, a value object's creator) is wrapped in a {@code
 * WirebindException} whose {@link #getCause() cause} it is.
 */
public class WirebindException extends RuntimeException {
  private static final long serialVersionUID = 3L;

  private final long offset;
  private String path; // null until a decoder names where the failure happened
  private String found; // a short excerpt of the offending input, when there is one
  private String expected; // the Java type the value at the path was to become, when known
  private transient Object[] jsonTrail; // JSON: the open containers' member names and indices
  private transient ProtoPaths.Trail trail; // protobuf: the fields entered, outermost first

  /** A failure at byte {@code offset} of the input; {@code -1} when no input position applies. */
  public WirebindException(String message, long offset) {
    super(message);
    this.offset = offset;
  }

  /** A failure at byte {@code offset} caused by {@code cause}. */
  public WirebindException(String message, long offset, Throwable cause) {
    super(message, cause);
    this.offset = offset;
  }

  /** A failure while encoding: no input offset. */
  public WirebindException(String message) {
    this(message, -1);
  }

  /** The byte offset in the input where decoding failed, or {@code -1} for an encoding failure. */
  public long offset() {
    return offset;
  }

  /**
   * Where in the input the failure happened: a JSON path ({@code $.items[2].qty}) or protobuf field
   * names with the innermost field's number ({@code Order.items[2].qty (field 3)}); null when the
   * failure is not inside a value of a message (the input as a whole is wrong, or encoding).
   */
  public String path() {
    return path;
  }

  /**
   * The Java type the value at {@link #path()} was being read as: {@code int}, {@code Line},
   * {@code List<Line>}, {@code Instant} (simple names; an element's type for a list element, a
   * value's or key's type for a map entry); null when the failure is not in a known property's value.
   */
  public String expectedType() {
    return expected;
  }

  /** What was wrong, without the path and offset. */
  public String reason() {
    return super.getMessage();
  }

  /** The path, the reason and the byte offset. */
  @Override
  public String getMessage() {
    String reason = super.getMessage();
    String at = path;
    if (at != null && expected != null) {
      // protobuf paths end in "(field 3)": the type joins the parenthesis
      at = at.endsWith(")") ? at.substring(0, at.length() - 1) + ", " + expected + ")" : at + " (" + expected + ")";
    }
    String where = at == null ? reason : at + ": " + reason;
    if (found != null) {
      where += "; found " + found;
    }
    return offset >= 0 ? where + " (at byte " + offset + ")" : where;
  }

  void path(String path) {
    this.path = path;
  }

  void expected(String expected) {
    this.expected = expected;
  }

  Object[] jsonTrail() {
    return jsonTrail;
  }

  void jsonTrail(Object[] trail) {
    this.jsonTrail = trail;
  }

  void found(String found) {
    this.found = found;
  }

  ProtoPaths.Trail trail() {
    return trail;
  }

  void trail(ProtoPaths.Trail trail) {
    this.trail = trail;
  }
}
