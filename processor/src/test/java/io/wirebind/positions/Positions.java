package io.wirebind.positions;

import io.wirebind.annotation.WireMessage;
import io.wirebind.genericit.Item;
import io.wirebind.genericit.Page;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.UUID;

/**
 * Shapes in the positions no other test model puts them: a set as a map value, an optional set,
 * map and list, a map of maps, a set and a map of generic messages, and a sorted map of sets.
 */
@WireMessage
public record Positions(
    Map<String, Set<Item.Kind>> kindsByShelf,
    Optional<Set<String>> tags,
    Optional<Map<String, Integer>> counts,
    Optional<List<Instant>> times,
    Map<String, Map<String, Integer>> grid,
    Set<Page<Item>> pages,
    Map<Item.Kind, List<Page<Item>>> pagesByKind,
    SortedMap<UUID, Set<Long>> idsByOwner,
    List<Set<Item.Kind>> kindRuns) {}
