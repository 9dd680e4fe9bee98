package io.wirebind;

/**
 * Thrown when input cannot be decoded or a value cannot be encoded. The message says what was
 * wrong and, for input, at which byte offset ({@link #offset()}).
 */
public class WirebindException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long offset;

  /** A failure at byte {@code offset} of the input; {@code -1} when no input position applies. */
  public WirebindException(String message, long offset) {
    super(offset >= 0 ? message + " (at byte " + offset + ")" : message);
    this.offset = offset;
  }

  /** A failure at byte {@code offset} caused by {@code cause}. */
  public WirebindException(String message, long offset, Throwable cause) {
    super(offset >= 0 ? message + " (at byte " + offset + ")" : message, cause);
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
}
