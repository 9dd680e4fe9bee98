package io.wirebind;

/** The reason given for an exception that is not a {@link WirebindException} out of a decoder. */
final class UserErrors {
  /** How the reason of an exception thrown by Wirebind's own code (a bug) starts. */
  static final String INTERNAL = "internal error in Wirebind";

  private UserErrors() {}

  /**
   * {@code creating Order failed: IllegalArgumentException: qty must be positive} when the code of
   * {@code message} threw (its constructor, creator or setters), {@code the value was rejected:
   * ...} when the code creating one field's value did ({@code message} null); {@code internal
   * error in Wirebind ...} when the exception comes from Wirebind's runtime or a generated codec.
   */
  static String describe(RuntimeException e, String message) {
    String thrown = e.getMessage() == null ? e.getClass().getSimpleName()
        : e.getClass().getSimpleName() + ": " + e.getMessage();
    if (internal(e)) {
      return INTERNAL + " while decoding" + (message != null ? " " + message : "") + ": " + thrown
          + " (please report it with the input)";
    }
    return (message != null ? "creating " + message + " failed: " : "the value was rejected: ") + thrown;
  }

  /** Whether the first frame outside the JDK is Wirebind's runtime or a generated codec. */
  private static boolean internal(Throwable e) {
    for (StackTraceElement f : e.getStackTrace()) {
      String c = f.getClassName();
      if (c.startsWith("java.") || c.startsWith("jdk.") || c.startsWith("sun.")) {
        continue;
      }
      String rest = c.startsWith("io.wirebind.spi.") ? c.substring(16)
          : c.startsWith("io.wirebind.") ? c.substring(12) : null;
      return (rest != null && rest.indexOf('.') < 0) || c.endsWith("_WireCodec");
    }
    return false;
  }
}
