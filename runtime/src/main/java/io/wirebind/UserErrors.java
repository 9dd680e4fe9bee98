package io.wirebind;

/** The reason given for an exception the message's own code threw while it was decoded. */
final class UserErrors {
  private UserErrors() {}

  /**
   * {@code creating Order failed: IllegalArgumentException: qty must be positive} when the code of
   * {@code message} threw (its constructor, creator or setters), {@code the value was rejected:
   * ...} when the code creating one field's value did ({@code message} null).
   */
  static String describe(RuntimeException e, String message) {
    String thrown = e.getMessage() == null ? e.getClass().getSimpleName()
        : e.getClass().getSimpleName() + ": " + e.getMessage();
    return (message != null ? "creating " + message + " failed: " : "the value was rejected: ") + thrown;
  }
}
