package io.wirebind.spring;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The reasons a mapper check collects, and how a feature is named in them; shared by {@link
 * Jackson2MapperCheck} and {@link Jackson3MapperCheck} without loading either Jackson.
 */
final class MapperReasons {
  final List<String> write = new ArrayList<>();
  final List<String> read = new ArrayList<>();

  void write(String reason) {
    write.add(reason);
  }

  void read(String reason) {
    read.add(reason);
  }

  void both(String reason) {
    write.add(reason);
    read.add(reason);
  }

  /** {@code SerializationFeature.WRITE_DATES_AS_TIMESTAMPS}, {@code JsonGenerator.Feature.ESCAPE_NON_ASCII}. */
  static String featureName(Enum<?> f) {
    Class<?> type = f.getDeclaringClass();
    Class<?> outer = type.getEnclosingClass();
    return (outer != null ? outer.getSimpleName() + "." : "") + type.getSimpleName() + "." + f.name();
  }

  /** {@code WRITE_DATES_AS_TIMESTAMPS} as Boot's property key {@code write-dates-as-timestamps}. */
  static String property(String constant) {
    return constant.toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
