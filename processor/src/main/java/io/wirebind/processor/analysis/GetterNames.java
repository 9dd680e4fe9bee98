package io.wirebind.processor.analysis;

/** Property names as Jackson derives them from getter and setter names. */
final class GetterNames {
  private GetterNames() {}

  /**
   * The name Jackson's default {@code ObjectMapper} gives a getter or setter: the prefix ({@code
   * get}, {@code is}, {@code set}) dropped and the leading upper-case run lower-cased ({@code
   * getURL} → {@code url}, {@code getXValue} → {@code xvalue}, {@code getaB} → {@code aB}).
   */
  static String fromGetter(String method) {
    String rest = method.startsWith("is") ? method.substring(2) : method.substring(3);
    return legacyMangle(rest);
  }

  /** Lower-cases the leading run of upper-case characters. */
  static String legacyMangle(String base) {
    StringBuilder sb = new StringBuilder(base);
    for (int i = 0; i < sb.length(); i++) {
      char c = sb.charAt(i);
      char lower = Character.toLowerCase(c);
      if (c == lower) {
        break;
      }
      sb.setCharAt(i, lower);
    }
    return sb.toString();
  }
}
