package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;

/** A recursive and a two-parameter generic message. */
@WireMessage
public record Links(Node<String> head, Pair<Long, Item> pair) {}
