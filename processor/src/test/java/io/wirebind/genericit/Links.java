package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A recursive and a two-parameter generic message, and a collection as a type argument. */
@WireMessage
public record Links(Node<String> head, Pair<Long, Item> pair, Page<List<Item>> lists) {}
