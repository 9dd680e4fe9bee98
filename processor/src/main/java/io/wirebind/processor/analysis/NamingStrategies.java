package io.wirebind.processor.analysis;

import java.util.Locale;
import java.util.function.UnaryOperator;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;

/**
 * The naming strategies jackson-databind 2.18 ships ({@code PropertyNamingStrategies}, and the
 * deprecated nested classes of {@code PropertyNamingStrategy}), applied at compile time to the
 * implicit names of a {@code @JsonNaming} class. Each rule is written to give exactly Jackson's
 * output for every input (tested against Jackson on random names with digits, acronyms and
 * underscores): snake case lower-cases an upper-case letter and puts {@code _} before it unless the
 * previous letter was upper case too or the output already ends in {@code _}, and drops a leading
 * {@code _}; kebab and dot case start a new word at each upper-case run and before the last letter
 * of an acronym followed by a lower-case letter; digits never start a word.
 */
final class NamingStrategies {
  private static final String NEW = "com.fasterxml.jackson.databind.PropertyNamingStrategies.";
  private static final String OLD = "com.fasterxml.jackson.databind.PropertyNamingStrategy.";

  private NamingStrategies() {}

  /** The translation of the strategy {@code @JsonNaming} names, or null for an unknown one. */
  static UnaryOperator<String> of(AnnotationMirror jsonNaming) {
    Object v = Mirrors.value(jsonNaming, "value");
    if (!(v instanceof DeclaredType d)) {
      return null;
    }
    String name = ((TypeElement) d.asElement()).getQualifiedName().toString();
    String simple;
    if (name.startsWith(NEW)) {
      simple = name.substring(NEW.length());
    } else if (name.startsWith(OLD)) {
      simple = name.substring(OLD.length());
      if (simple.equals("PascalCaseStrategy")) {
        simple = "UpperCamelCaseStrategy";
      } else if (simple.equals("UpperSnakeCaseStrategy") || simple.equals("LowerCamelCaseStrategy")) {
        return null; // not in the deprecated class
      }
    } else {
      return null;
    }
    return byName(simple);
  }

  /** The translation of strategy class {@code simpleName}, or null. */
  static UnaryOperator<String> byName(String simpleName) {
    switch (simpleName) {
      case "SnakeCaseStrategy":
        return NamingStrategies::snake;
      case "UpperSnakeCaseStrategy":
        return s -> snake(s).toUpperCase(Locale.ROOT);
      case "LowerCamelCaseStrategy":
        return s -> s;
      case "UpperCamelCaseStrategy":
        return NamingStrategies::upperCamel;
      case "LowerCaseStrategy":
        return s -> s.toLowerCase(Locale.ROOT);
      case "KebabCaseStrategy":
        return s -> separated(s, '-');
      case "LowerDotCaseStrategy":
        return s -> separated(s, '.');
      default:
        return null;
    }
  }

  static String snake(String in) {
    StringBuilder out = new StringBuilder(in.length() * 2);
    boolean previousUpper = false;
    for (int i = 0; i < in.length(); i++) {
      char c = in.charAt(i);
      if (i == 0 && c == '_') {
        continue;
      }
      if (Character.isUpperCase(c)) {
        if (!previousUpper && out.length() > 0 && out.charAt(out.length() - 1) != '_') {
          out.append('_');
        }
        c = Character.toLowerCase(c);
        previousUpper = true;
      } else {
        previousUpper = false;
      }
      out.append(c);
    }
    return out.length() > 0 ? out.toString() : in;
  }

  static String upperCamel(String in) {
    if (in.isEmpty()) {
      return in;
    }
    char c = in.charAt(0);
    char u = Character.toUpperCase(c);
    return c == u ? in : u + in.substring(1);
  }

  static String separated(String in, char separator) {
    if (in.isEmpty()) {
      return in;
    }
    StringBuilder out = new StringBuilder(in.length() + (in.length() >> 1));
    int upperRun = 0;
    for (int i = 0; i < in.length(); i++) {
      char c = in.charAt(i);
      char lower = Character.toLowerCase(c);
      if (lower == c) {
        if (upperRun > 1) {
          out.insert(out.length() - 1, separator);
        }
        upperRun = 0;
      } else {
        if (upperRun == 0 && i > 0) {
          out.append(separator);
        }
        upperRun++;
      }
      out.append(lower);
    }
    return out.toString();
  }
}
