package io.wirebind.namesit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collections inside collections of element classes sharing a simple name: each wrapper message of
 * the exported .proto is its own (ListOfIoWirebindNamesitAPoint, ...), and the codec's helpers do
 * not clash.
 */
@WireMessage
public record Route(
    List<List<io.wirebind.namesit.a.Point>> legs,
    List<List<io.wirebind.namesit.b.Point>> stops,
    Map<String, List<io.wirebind.namesit.a.Point>> byName,
    List<Set<Kinds.Left.Part>> lefts,
    List<List<Kinds.Right.Part>> rights,
    List<List<List<io.wirebind.namesit.b.Point>>> deep,
    List<List<String>> labels) {}
