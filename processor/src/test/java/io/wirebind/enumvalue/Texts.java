package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Enums whose {@code String} {@code @JsonValue} defeats the precomputed texts of their constants:
 * a value made anew on every call, a value that needs escapes, and a value the program changes;
 * each with a creator taking a {@code String}, in a field, a list and as a map key.
 */
@WireMessage
public record Texts(Fresh fresh, Escaped escaped, Changing changing, List<Changing> changings,
    Map<Changing, Integer> byChanging, Map<Escaped, Integer> byEscaped) {

  /** The {@code @JsonValue} is a new {@code String} on every call. */
  public enum Fresh {
    SMALL_CAT,
    BIG_DOG;

    @JsonValue
    public String getValue() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @JsonCreator
    public static Fresh fromValue(String value) {
      for (Fresh f : values()) {
        if (f.getValue().equals(value)) {
          return f;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }

  /** Values with a quote, a backslash, a control character and non-ASCII: written escaped or as UTF-8. */
  public enum Escaped {
    QUOTE("say \"hi\""),
    SLASH("a\\b"),
    TAB("a\tb"),
    ACCENT("café"),
    PLAIN("plain");

    private final String value;

    Escaped(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @JsonCreator
    public static Escaped fromValue(String value) {
      for (Escaped e : values()) {
        if (e.value.equals(value)) {
          return e;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }

  /** A value field that is not final (as openapi-generator's inline enums have it), changed by a test. */
  public enum Changing {
    ONE("one"),
    TWO("two");

    String value;

    Changing(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @JsonCreator
    public static Changing fromValue(String value) {
      for (Changing c : values()) {
        if (c.value.equals(value)) {
          return c;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }
}
