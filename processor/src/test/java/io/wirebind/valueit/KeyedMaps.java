package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;

/** Map keys beyond strings and numbers, and the sorted and enum maps; numbered as shapes.proto. */
@WireMessage
public record KeyedMaps(
    Map<Side, Integer> bySide,
    EnumMap<Side, String> names,
    Map<UUID, Long> byAccount,
    Map<OrderId, Point> byOrder,
    SortedMap<String, Instant> times,
    TreeMap<Integer, Side> sides,
    NavigableMap<Side, Double> prices,
    LinkedHashMap<String, UUID> ordered,
    Map<Side, Point> points,
    TreeMap<UUID, String> sortedAccounts) {}
