package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Parameterisations of generic messages in every position a message can take. */
@WireMessage
public record Catalog(
    Page<Item> page,
    List<Page<Item>> pages,
    Map<String, Page<String>> byName,
    Optional<Page<Instant>> times,
    Page<Page<Item>> nested,
    Page<Item.Kind> kinds,
    Box<Integer> ints,
    Box<Item> items,
    Slice<String> slice) {}
