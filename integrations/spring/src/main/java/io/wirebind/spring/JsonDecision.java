package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.annotation.JsonStyle;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * Whether Wirebind writes and reads the JSON of a {@code @WireMessage} type in an application,
 * from the application's own JSON mapper, decided per type: a type is served by Wirebind when its
 * codec's Jackson style ({@link Codec#jacksonStyle()}) is the mapper's Jackson ({@link
 * #mapperStyle()}: {@link JsonStyle#JACKSON} for a Jackson 2 {@code ObjectMapper}, {@link
 * JsonStyle#JACKSON3} for a Jackson 3 {@code JsonMapper}) and no setting of the mapper changes the
 * JSON. Each setting that Wirebind's JSON does not follow is a reason, and a direction (writing or
 * reading) with any reason is left to the application's Jackson converter or codec for every type;
 * a type whose codec follows the other Jackson is left to it in both directions. So the JSON never
 * differs from the mapper's. Protobuf is always Wirebind's.
 *
 * <p>The settings are logged once at startup ({@link #logLine()}); the types of the other Jackson
 * once each, at startup for those a controller declares ({@link #report(Collection)}) and otherwise
 * when first met.
 */
public final class JsonDecision {
  private static final Log LOG = LogFactory.getLog(WirebindHttpAutoConfiguration.class);

  /** Wirebind writes and reads the JSON of every type: no mapper to follow. */
  public static final JsonDecision WIREBIND = new JsonDecision(List.of(), List.of());

  private final List<String> writeReasons;
  private final List<String> readReasons;
  private final JsonStyle mapperStyle;
  /** The types of the other Jackson already named in a log line. */
  private final Set<Class<?>> reported = ConcurrentHashMap.newKeySet();

  /**
   * A decision for any codec style (no mapper of a known Jackson).
   *
   * @param writeReasons the settings that make Wirebind leave writing JSON to Jackson; empty when it writes
   * @param readReasons the settings that make Wirebind leave reading JSON to Jackson; empty when it reads
   */
  public JsonDecision(List<String> writeReasons, List<String> readReasons) {
    this(writeReasons, readReasons, null);
  }

  /**
   * A decision for an application whose mapper is {@code mapperStyle}'s Jackson ({@link
   * JsonStyle#JACKSON} or {@link JsonStyle#JACKSON3}; null for none, when every codec's JSON is
   * served by its own style).
   */
  public JsonDecision(List<String> writeReasons, List<String> readReasons, JsonStyle mapperStyle) {
    if (mapperStyle == JsonStyle.PROTO3) {
      throw new IllegalArgumentException("a mapper's style is JACKSON or JACKSON3, not PROTO3");
    }
    this.writeReasons = List.copyOf(writeReasons);
    this.readReasons = List.copyOf(readReasons);
    this.mapperStyle = mapperStyle;
  }

  /** JSON in both directions left to Jackson for one reason. */
  static JsonDecision jackson(String reason, JsonStyle mapperStyle) {
    return new JsonDecision(List.of(reason), List.of(reason), mapperStyle);
  }

  /** The settings that make Wirebind leave writing JSON to Jackson; empty when it writes. */
  public List<String> writeReasons() {
    return writeReasons;
  }

  /** The settings that make Wirebind leave reading JSON to Jackson; empty when it reads. */
  public List<String> readReasons() {
    return readReasons;
  }

  /** The Jackson of the application's mapper, or null when there is none to follow. */
  public JsonStyle mapperStyle() {
    return mapperStyle;
  }

  /** Whether no mapper setting keeps Wirebind from writing JSON (and NDJSON). */
  public boolean writesJson() {
    return writeReasons.isEmpty();
  }

  /** Whether no mapper setting keeps Wirebind from reading JSON (and NDJSON). */
  public boolean readsJson() {
    return readReasons.isEmpty();
  }

  /** Whether Wirebind writes the JSON of the type of {@code codec}. */
  public boolean writesJson(Codec<?> codec) {
    return writesJson() && matches(codec);
  }

  /** Whether Wirebind reads the JSON of the type of {@code codec}. */
  public boolean readsJson(Codec<?> codec) {
    return readsJson() && matches(codec);
  }

  /**
   * Whether {@code codec} follows the mapper's Jackson; the first time it does not, one log line
   * names its type (unless a startup line already did).
   */
  public boolean matches(Codec<?> codec) {
    if (mapperStyle == null || codec.jacksonStyle() == mapperStyle) {
      return true;
    }
    if (reported.add(codec.type())) {
      LOG.warn(styleLine(List.of(codec.type().getName()), codec.jacksonStyle()));
    }
    return false;
  }

  /**
   * Names, in one log line per Jackson, the types among {@code codecs} whose codec follows the
   * other Jackson (the message types a controller declares, found at startup); each type is then
   * not named again.
   */
  public void report(Collection<? extends Codec<?>> codecs) {
    if (mapperStyle == null) {
      return;
    }
    Set<String> names = new TreeSet<>();
    JsonStyle style = null;
    for (Codec<?> codec : codecs) {
      if (codec.jacksonStyle() != mapperStyle && reported.add(codec.type())) {
        names.add(codec.type().getName());
        style = codec.jacksonStyle();
      }
    }
    if (!names.isEmpty()) {
      LOG.warn(styleLine(new ArrayList<>(names), style));
    }
  }

  /** The line naming types whose codecs follow {@code style}, not the mapper's Jackson. */
  String styleLine(List<String> types, JsonStyle style) {
    boolean one = types.size() == 1;
    return "Wirebind leaves writing and reading the JSON of " + String.join(", ", types)
        + " to the application's Jackson mapper, because "
        + (one ? "its codec was" : "their codecs were") + " generated for " + label(style)
        + " and the application's mapper is "
        + (mapperStyle == JsonStyle.JACKSON3 ? "a Jackson 3 JsonMapper" : "a Jackson 2 ObjectMapper")
        + " (generate " + (one ? "it" : "them") + " with " + option(mapperStyle)
        + " for Wirebind to serve " + (one ? "its" : "their") + " JSON; protobuf is still served by Wirebind)";
  }

  private static String label(JsonStyle style) {
    return style == JsonStyle.JACKSON3
        ? "Jackson 3's JSON (JsonStyle.JACKSON3)"
        : "Jackson 2's JSON (JsonStyle.JACKSON)";
  }

  private static String option(JsonStyle style) {
    return style == JsonStyle.JACKSON3
        ? "-Awirebind.jackson=3 or @WireMessage(json = JsonStyle.JACKSON3)"
        : "-Awirebind.jackson=2 (the default) or @WireMessage(json = JsonStyle.JACKSON)";
  }

  /**
   * The one startup log line when a mapper setting leaves JSON to Jackson, naming every setting;
   * null when no setting does.
   */
  public String logLine() {
    if (writesJson() && readsJson()) {
      return null;
    }
    StringBuilder b = new StringBuilder("Wirebind leaves ");
    if (writeReasons.equals(readReasons)) {
      b.append("writing and reading the JSON of @WireMessage types to the application's Jackson mapper, for ")
          .append(String.join("; ", writeReasons));
    } else {
      b.append("the JSON of @WireMessage types to the application's Jackson mapper: ");
      if (!writesJson()) {
        b.append("writing for ").append(String.join("; ", writeReasons));
      }
      if (!readsJson()) {
        b.append(writesJson() ? "" : "; ").append("reading for ").append(String.join("; ", readReasons));
      }
    }
    return b.append(" (protobuf is still served by Wirebind)").toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JsonDecision d
        && writeReasons.equals(d.writeReasons)
        && readReasons.equals(d.readReasons)
        && mapperStyle == d.mapperStyle;
  }

  @Override
  public int hashCode() {
    return Objects.hash(writeReasons, readReasons, mapperStyle);
  }

  @Override
  public String toString() {
    return "JsonDecision[writeReasons=" + writeReasons + ", readReasons=" + readReasons + ", mapperStyle="
        + mapperStyle + "]";
  }
}
