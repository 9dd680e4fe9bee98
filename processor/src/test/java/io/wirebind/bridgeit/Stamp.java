package io.wirebind.bridgeit;

import io.wirebind.annotation.WireMessage;
import java.util.Map;
import org.joda.time.DateTime;
import org.joda.time.LocalDate;

/**
 * A record under the class-level opt-in (package {@code bridgeit.scoped} has none): the Joda
 * properties are bridged, the others stay generated.
 */
@WireMessage
@io.wirebind.annotation.WireBridge
public record Stamp(String name, DateTime at, LocalDate day, Map<String, DateTime> marks, int seq) {}
