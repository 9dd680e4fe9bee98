package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Dynamic values in a mutable class: a map with a non-empty initial value (a JSON member absent
 * from the input takes a copy of it, never the same map), and Jackson's inclusion rules.
 */
@WireMessage
public class DynamicBox {
  public Object any;
  public Map<String, Object> attrs = new LinkedHashMap<>(Map.of("origin", List.of("default", 1)));
  public ArrayList<Object> list;

  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public Object sparse;

  @JsonInclude(JsonInclude.Include.NON_DEFAULT)
  public Map<String, Object> extra;

  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public List<Object> tags;

  @Override
  public boolean equals(Object o) {
    return o instanceof DynamicBox b && Objects.equals(any, b.any) && Objects.equals(attrs, b.attrs)
        && Objects.equals(list, b.list) && Objects.equals(sparse, b.sparse) && Objects.equals(extra, b.extra)
        && Objects.equals(tags, b.tags);
  }

  @Override
  public int hashCode() {
    return Objects.hash(any, attrs, list, sparse, extra, tags);
  }

  @Override
  public String toString() {
    return "DynamicBox[" + any + ", " + attrs + ", " + list + ", " + sparse + ", " + extra + ", " + tags + "]";
  }
}
