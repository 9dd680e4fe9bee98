package io.wirebind.convertit;

import io.wirebind.annotation.WireConverters;
import io.wirebind.annotation.WireMessage;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Lists, a set and a collection of values converted to Strings, whose elements are written with
 * their comma in one call: null elements, elements converted to a null or an empty String,
 * escaped, non-ASCII and long ones.
 */
@WireMessage
@WireConverters(LabelConverter.class)
public record Labels(List<Label> list, Set<Label> set, Collection<Label> any, List<Money> money) {}
