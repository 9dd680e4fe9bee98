package io.wirebind;

/**
 * Thrown when input cannot be decoded or a value cannot be encoded. The message says where
 * ({@link #path()}), what was wrong ({@link #reason()}) and, for input, at which byte offset
 * ({@link #offset()}): {@code $.items[2].qty: invalid number: expected a digit; found "many" (at
 * byte 28)} for JSON, {@code Order.items[2].qty (field 3): ... (at byte 17)} for protobuf.
 *
 * <p>An exception thrown by the message's own code while decoding (a record's compact constructor,
 * a {@code @JsonCreator}, a setter, a value object's creator) is wrapped in a {@code
 * WirebindException} whose {@link #getCause() cause} it is.
 */
public class WirebindException extends RuntimeException {
  private static final long serialVersionUID = 2L;

  private final long offset;
  private String path; // null until a decoder names where the failure happened
  private String found; // a short excerpt of the offending input, when there is one
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

  /** What was wrong, without the path and offset. */
  public String reason() {
    return super.getMessage();
  }

  /** The path, the reason and the byte offset. */
  @Override
  public String getMessage() {
    String reason = super.getMessage();
    String where = path == null ? reason : path + ": " + reason;
    if (found != null) {
      where += "; found " + found;
    }
    return offset >= 0 ? where + " (at byte " + offset + ")" : where;
  }

  void path(String path) {
    this.path = path;
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
