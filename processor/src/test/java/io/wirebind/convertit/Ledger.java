package io.wirebind.convertit;

import io.wirebind.annotation.WireConverters;
import io.wirebind.annotation.WireMessage;
import io.wirebind.genericit.Pair;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;

/**
 * Converted types in every position: Money (to a String, registered by the package), Price (to
 * the PriceDto message, registered here) and Qty (to a long); Box<Money> sees the package's
 * converters, Pair<String, Money> (a generic message of another package) those of this use site.
 */
@WireMessage
@WireConverters(PriceConverter.class)
public record Ledger(
    Money total,
    List<Money> history,
    Set<Money> distinct,
    Money[] array,
    Map<String, Money> byName,
    Map<Money, Integer> counts,
    Optional<Money> maybe,
    Price price,
    List<Price> prices,
    Map<String, Price> priceByName,
    SortedMap<Qty, Price> priceByQty,
    List<List<Price>> priceRuns,
    Optional<Price> maybePrice,
    Qty qty,
    List<Qty> qtys,
    Map<String, List<Money>> moneyLists,
    Box<Money> boxed,
    Pair<String, Money> pair) {}
