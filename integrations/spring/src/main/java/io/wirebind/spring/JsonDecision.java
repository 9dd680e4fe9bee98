package io.wirebind.spring;

import java.util.List;

/**
 * Whether Wirebind writes and reads the JSON of {@code @WireMessage} types in an application, from
 * the application's own JSON mapper: each setting of that mapper that Wirebind's JSON does not
 * follow is a reason, and a direction (writing or reading) with any reason is left to the
 * application's Jackson converter or codec, so the JSON never differs from the mapper's. Protobuf
 * is always Wirebind's.
 *
 * @param writeReasons the settings that make Wirebind leave writing JSON to Jackson; empty when it writes
 * @param readReasons the settings that make Wirebind leave reading JSON to Jackson; empty when it reads
 */
public record JsonDecision(List<String> writeReasons, List<String> readReasons) {
  /** Wirebind writes and reads JSON: the mapper is the one its JSON style matches, or there is none. */
  public static final JsonDecision WIREBIND = new JsonDecision(List.of(), List.of());

  public JsonDecision {
    writeReasons = List.copyOf(writeReasons);
    readReasons = List.copyOf(readReasons);
  }

  /** JSON in both directions left to Jackson for one reason. */
  static JsonDecision jackson(String reason) {
    return new JsonDecision(List.of(reason), List.of(reason));
  }

  /** Whether Wirebind writes JSON (and NDJSON). */
  public boolean writesJson() {
    return writeReasons.isEmpty();
  }

  /** Whether Wirebind reads JSON (and NDJSON). */
  public boolean readsJson() {
    return readReasons.isEmpty();
  }

  /**
   * The one startup log line when any JSON is left to Jackson, naming every setting; null when
   * Wirebind serves all of it.
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
}
