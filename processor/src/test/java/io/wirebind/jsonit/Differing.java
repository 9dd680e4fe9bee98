package io.wirebind.jsonit;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.wirebind.annotation.WireMessage;
import java.time.Duration;
import java.time.Year;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Classes whose JSON differs between Jackson 2's and Jackson 3's default mappers (property order,
 * {@code Year}, {@code Locale}, surrogate pairs, {@code null} for primitives), each compared with
 * the Jackson of the run ({@link Jackson3DifferencesTest}).
 */
public final class Differing {
  private Differing() {}

  /** Superclass properties: Jackson 2 writes them first, Jackson 3 sorts them in. */
  public static class Base {
    public int zz;
    public String mm;
  }

  /** Declared out of order, one renamed (Jackson 2 moves it last), an upper-case name. */
  @WireMessage
  public static class Bean extends Base {
    public int zeta;
    public String alpha;
    @JsonProperty("b")
    public long renamed;
    public double mid;
    public String Upper;
    public List<String> list;
    public Map<String, Integer> map;
  }

  /** Creator properties first in parameter order (both), then the rest (sorted under Jackson 3). */
  @WireMessage
  public static class Created {
    public final String z;
    public final int a;
    public int extraB;
    public String extraA;

    @JsonCreator
    public Created(@JsonProperty("z") String z, @JsonProperty("a") int a) {
      this.z = z;
      this.a = a;
    }
  }

  /** A record: its components in declared order under both. */
  @WireMessage
  public record Rec(int zeta, String alpha, Year year) {}

  /** {@code @JsonPropertyOrder} names first; the rest sorted even without {@code alphabetic} under Jackson 3. */
  @WireMessage
  @JsonPropertyOrder({"zz"})
  public static class Ordered {
    public int mm;
    public int aa;
    public int zz;
    public String cc;
  }

  /** An array: the properties in property order. */
  @WireMessage
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public static class Row {
    public int zz;
    public String aa;
    public boolean mm;
  }

  /** Values Jackson 3 writes differently: {@code Year} a number, {@code Locale} a language tag. */
  @WireMessage
  public static class Values {
    public Year year;
    public Locale locale;
    public Duration duration;
    public List<Year> years;
    public Map<String, Locale> locales;
    /** As keys both write them as Jackson 2 does: {@code "2024"}, {@code "fr_CA"}. */
    public Map<Year, Integer> byYear;
    public Map<Locale, String> byLocale;
    public Optional<Year> maybe = Optional.empty();
    public String text;
    public Ordered nested;
    public List<Rec> recs;
  }

  /** Primitives: Jackson 3 rejects {@code null} for them. */
  @WireMessage
  public static class Prims {
    public int i;
    public long l;
    public boolean b;
    public double d;
    public float f;
    public short s;
    public byte y;
    public char c;
    public Integer boxed;
  }

  /**
   * An enum written by its {@code @JsonValue} and overriding {@code toString()} to something else:
   * both Jacksons write and read the {@code @JsonValue}'s text, values and map keys alike.
   */
  public enum Coded {
    ALPHA("a"),
    BETA("b b");

    private final String code;

    Coded(String code) {
      this.code = code;
    }

    @com.fasterxml.jackson.annotation.JsonValue
    public String code() {
      return code;
    }

    @Override
    public String toString() {
      return "Coded." + name();
    }
  }

  @WireMessage
  public record Labelled(Coded one, List<Coded> all, Map<Coded, Integer> counts) {}
}
