package io.wirebind.convertit;

import com.fasterxml.jackson.databind.util.StdConverter;
import java.util.ArrayList;
import java.util.List;

/** Reads {@code "1,2,3"} back; a non-number throws NumberFormatException. */
public final class TextToQtys extends StdConverter<String, List<Qty>> {
  @Override
  public List<Qty> convert(String value) {
    List<Qty> out = new ArrayList<>();
    if (!value.isEmpty()) {
      for (String s : value.split(",", -1)) {
        out.add(new Qty(Long.parseLong(s)));
      }
    }
    return out;
  }
}
