package io.wirebind.enumwalk;

import io.wirebind.annotation.WireMessage;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;

/**
 * Enum sets and maps under every declared type that may hold an {@code EnumSet} or {@code EnumMap}
 * (walked through the constants) and under one that may not ({@code SortedMap}).
 */
@WireMessage
public record Toned(
    Set<Tone> set,
    Collection<Tone> collection,
    EnumSet<Tone> enumSet,
    Map<Tone, String> names,
    EnumMap<Tone, Integer> counts,
    SortedMap<Tone, Long> sorted,
    List<Map<Tone, Tone>> nested) {}
