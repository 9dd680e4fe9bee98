package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.openapitools.jackson.nullable.JsonNullable;

/**
 * {@code JsonNullable} of each kind of value, as a field (undefined unless set, as openapi-generator
 * initialises them), a list element and a map value.
 */
@WireMessage
public class Nullables {
  public JsonNullable<String> note = JsonNullable.undefined();
  public JsonNullable<Integer> size = JsonNullable.undefined();
  public JsonNullable<Long> big = JsonNullable.undefined();
  public JsonNullable<Boolean> flag = JsonNullable.undefined();
  public JsonNullable<Double> ratio = JsonNullable.undefined();
  public JsonNullable<Side> side = JsonNullable.undefined();
  public JsonNullable<Point> point = JsonNullable.undefined();
  public JsonNullable<Instant> at = JsonNullable.undefined();
  public JsonNullable<LocalDate> day = JsonNullable.undefined();
  public JsonNullable<byte[]> data = JsonNullable.undefined();
  public JsonNullable<List<String>> tags = JsonNullable.undefined();
  public JsonNullable<Map<String, Integer>> attributes = JsonNullable.undefined();
  public List<JsonNullable<String>> items = new ArrayList<>();
  public Map<String, JsonNullable<Point>> points = new LinkedHashMap<>();
  public String plain;

  @Override
  public boolean equals(Object o) {
    return o instanceof Nullables n && toString().equals(n.toString());
  }

  @Override
  public int hashCode() {
    return Objects.hash(toString());
  }

  @Override
  public String toString() {
    return "Nullables[note=" + note + ", size=" + size + ", big=" + big + ", flag=" + flag + ", ratio=" + ratio
        + ", side=" + side + ", point=" + point + ", at=" + at + ", day=" + day
        + ", data=" + (data == null ? null : data.isPresent() ? "JsonNullable[" + (data.get() == null ? null
            : java.util.Arrays.toString(data.get())) + "]" : data)
        + ", tags=" + tags + ", attributes=" + attributes + ", items=" + items + ", points=" + points
        + ", plain=" + plain + "]";
  }
}
