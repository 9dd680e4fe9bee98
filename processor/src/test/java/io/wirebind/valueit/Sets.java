package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.UUID;

/** Every set and collection shape, with element kinds of each family; numbered as values.proto. */
@WireMessage
public record Sets(
    Set<String> tags,
    LinkedHashSet<Integer> ids,
    SortedSet<Long> sorted,
    NavigableSet<String> names,
    EnumSet<Side> sides,
    Set<Instant> times,
    Set<Point> points,
    Collection<UUID> accounts,
    TreeSet<BigInteger> big,
    HashSet<OrderId> orders) {}
