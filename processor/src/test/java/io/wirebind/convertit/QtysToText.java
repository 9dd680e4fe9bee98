package io.wirebind.convertit;

import com.fasterxml.jackson.databind.util.StdConverter;
import java.util.List;
import java.util.stream.Collectors;

/** A whole list of quantities as one text, {@code "1,2,3"}. */
public final class QtysToText extends StdConverter<List<Qty>, String> {
  @Override
  public String convert(List<Qty> value) {
    return value.stream().map(q -> Long.toString(q.units())).collect(Collectors.joining(","));
  }
}
