package io.wirebind.processor.analysis;

import io.wirebind.processor.generate.kind.LibraryType;
import java.util.Map;

/**
 * The nearest supported type to one Wirebind does not support, for the compile error: what a
 * Jackson user reaches for ({@code Date}, {@code JsonNode}, a {@code Queue}) and what to declare
 * instead. Only types that exist: never advice to annotate a class the user does not own. A type
 * the {@link LibraryType} registry supports is never advised against, so adding one needs no edit
 * here.
 */
final class TypeAdvice {
  /** The java.time types Wirebind writes, as listed in docs/TYPES.md. */
  static final String JAVA_TIME = javaTime();

  /** Where the page on types you cannot annotate lives: the one hook for this advice. */
  static final String FOREIGN_TYPES = "docs/TYPES.md#types-you-dont-own";

  private static final String JSON_TREE =
      "use Map<String, Object> for a JSON object, List<Object> for an array or Object for any JSON value";
  private static final String LIST = "use List<E> (or Set<E>)";

  private static final Map<String, String> INSTEAD = Map.ofEntries(
      Map.entry("java.util.Date", "use java.time.Instant"),
      Map.entry("java.util.Calendar", "use java.time.ZonedDateTime (or Instant)"),
      Map.entry("java.util.GregorianCalendar", "use java.time.ZonedDateTime (or Instant)"),
      Map.entry("java.sql.Time", "use java.time.LocalTime"),
      Map.entry("java.util.TimeZone", "use java.time.ZoneId"),
      Map.entry("java.time.Clock", "a clock is not a value; the java.time types supported are " + JAVA_TIME),
      Map.entry("java.time.chrono.ChronoLocalDate", "use java.time.LocalDate"),
      Map.entry("java.time.temporal.Temporal", "the java.time types supported are " + JAVA_TIME),
      Map.entry("com.fasterxml.jackson.databind.JsonNode", JSON_TREE),
      Map.entry("com.fasterxml.jackson.databind.node.ObjectNode", JSON_TREE),
      Map.entry("com.fasterxml.jackson.databind.node.ArrayNode", JSON_TREE),
      Map.entry("tools.jackson.databind.JsonNode", JSON_TREE),
      Map.entry("tools.jackson.databind.node.ObjectNode", JSON_TREE),
      Map.entry("tools.jackson.databind.node.ArrayNode", JSON_TREE),
      Map.entry("java.util.concurrent.atomic.AtomicInteger", "use int"),
      Map.entry("java.util.concurrent.atomic.AtomicLong", "use long"),
      Map.entry("java.util.concurrent.atomic.AtomicBoolean", "use boolean"),
      Map.entry("java.util.concurrent.atomic.AtomicReference", "use the referenced type"),
      Map.entry("java.util.Queue", LIST),
      Map.entry("java.util.Deque", LIST),
      Map.entry("java.util.ArrayDeque", LIST),
      Map.entry("java.util.LinkedList", LIST),
      Map.entry("java.util.Vector", LIST),
      Map.entry("java.util.Stack", LIST),
      Map.entry("java.util.Iterator", LIST),
      Map.entry("java.util.stream.Stream", LIST),
      Map.entry("java.util.Hashtable", "use Map<K, V>"),
      Map.entry("java.util.concurrent.ConcurrentMap", "use Map<K, V>"),
      Map.entry("java.util.concurrent.ConcurrentHashMap", "use Map<K, V>"),
      Map.entry("java.util.Properties", "use Map<String, String>"),
      Map.entry("java.lang.CharSequence", "use String"),
      Map.entry("java.lang.StringBuilder", "use String"),
      Map.entry("java.lang.StringBuffer", "use String"),
      Map.entry("java.lang.Number", "use BigDecimal, or the primitive the values fit"),
      Map.entry("java.net.InetAddress", "use String"),
      Map.entry("java.net.Inet4Address", "use String"),
      Map.entry("java.net.Inet6Address", "use String"),
      Map.entry("java.util.regex.Pattern", "use String"),
      Map.entry("java.io.File", "use String (or URI)"),
      Map.entry("java.nio.file.Path", "use String (or URI)"),
      Map.entry("java.lang.Class", "use String"),
      Map.entry("java.nio.ByteBuffer", "use byte[]"),
      Map.entry("java.util.BitSet", "use long[] or byte[]"),
      Map.entry("java.util.Optional", "Optional holds one supported type; an Optional inside a collection is not supported"));

  private TypeAdvice() {}

  /** The java.time types of the registry, in its order: "Instant, Duration, ... and ZoneOffset". */
  private static String javaTime() {
    java.util.List<String> names = new java.util.ArrayList<>();
    for (LibraryType t : LibraryType.values()) {
      if (t.base() == null && t.javaType().packageName().equals("java.time")) {
        names.add(t.javaType().simpleName());
      }
    }
    int last = names.size() - 1;
    return String.join(", ", names.subList(0, last)) + " and " + names.get(last);
  }

  /**
   * What to declare instead of {@code type} (a type as javac prints it), or a pointer to the list
   * of supported types.
   */
  static String instead(String type) {
    int args = type.indexOf('<');
    String erasure = args < 0 ? type : type.substring(0, args);
    // a type the registry supports gets no advice to replace it, whatever the table below says
    String advice = LibraryType.of(erasure) == null ? INSTEAD.get(erasure) : null;
    if (advice != null) {
      return advice;
    }
    if (erasure.startsWith("java.time.")) {
      return "the java.time types supported are " + JAVA_TIME;
    }
    if (erasure.startsWith("java.") || erasure.startsWith("javax.") || erasure.indexOf('.') < 0) {
      return "docs/TYPES.md lists the supported types";
    }
    return "see " + FOREIGN_TYPES;
  }
}
