package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.Map;

/** Two type parameters, one of them a map key. */
@WireMessage
public record Pair<K, V>(K key, V value, Map<K, V> more) {}
