package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Collections inside collections; numbered as shapes.proto, with its wrapper messages. */
@WireMessage
public record Nested(
    List<List<Integer>> matrix,
    Map<String, List<String>> tags,
    List<Map<String, Point>> pages,
    Set<List<Side>> combos,
    Optional<List<String>> maybe,
    double[][] grid,
    int[][] cells,
    Map<Side, List<Instant>> bySide,
    List<List<List<Long>>> cube) {}
