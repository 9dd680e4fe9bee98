package io.wirebind.processor.model;

import java.util.List;

/**
 * For a subtype of a hierarchy whose Jackson JSON wraps each value with its type id ({@code
 * include = WRAPPER_OBJECT | WRAPPER_ARRAY}): the wrapper Jackson also writes, and requires, when the
 * subtype is serialised or read as its own class.
 *
 * @param array {@code ["id",{...}]} rather than <code>{"id":{...}}</code>
 * @param writtenId the id written for the subtype
 * @param acceptedIds every id read as the subtype (the written one first, then aliases)
 */
public record TypeIdWrapper(boolean array, String writtenId, List<String> acceptedIds) {
  public TypeIdWrapper {
    acceptedIds = List.copyOf(acceptedIds);
  }
}
