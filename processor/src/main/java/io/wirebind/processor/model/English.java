package io.wirebind.processor.model;

/** Message grammar: "a Card", "an Order", "a UUID". */
public final class English {
  private English() {}

  /** {@code noun} after "a" or "an" as it is spoken. */
  public static String a(String noun) {
    return (startsWithVowelSound(noun) ? "an " : "a ") + noun;
  }

  static boolean startsWithVowelSound(String noun) {
    if (noun.isEmpty()) {
      return false;
    }
    char c = Character.toLowerCase(noun.charAt(0));
    if (c == 'u') {
      // "a UUID", "a URI", "a unit", "a user", but "an Update", "an unsigned"
      return !(noun.length() > 1 && (Character.isUpperCase(noun.charAt(1))
          || noun.regionMatches(true, 0, "uni", 0, 3) || noun.regionMatches(true, 0, "use", 0, 3)
          || noun.regionMatches(true, 0, "usu", 0, 3) || noun.regionMatches(true, 0, "uti", 0, 3)));
    }
    return c == 'a' || c == 'e' || c == 'i' || c == 'o';
  }
}
