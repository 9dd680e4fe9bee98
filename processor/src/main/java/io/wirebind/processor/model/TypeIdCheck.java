package io.wirebind.processor.model;

import java.util.List;
import java.util.Map;

/**
 * How a subtype read as its own class checks the type id member of its hierarchy ({@code include =
 * PROPERTY | EXISTING_PROPERTY}), as Jackson 2.18 does: the id must be one of the subtype's own
 * ids, and must be present. The subtype that is the hierarchy's {@code defaultImpl} also takes a
 * missing id and an id no subtype has, but not another subtype's id.
 *
 * @param subtype the subtype's simple name, for messages
 * @param accepted every id read as this subtype (the written one first, then aliases)
 * @param others the ids of the hierarchy's other subtypes, each to the simple name of its subtype
 * @param fallback whether this subtype is the hierarchy's {@code defaultImpl}
 */
public record TypeIdCheck(String subtype, List<String> accepted, Map<String, String> others, boolean fallback) {
  public TypeIdCheck {
    accepted = List.copyOf(accepted);
    others = Map.copyOf(others);
  }
}
