package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/** A mutable class whose sorted and enum maps are reused by decoders. */
@WireMessage
public class KeyedMapHolder {
  public TreeMap<String, Integer> sorted = new TreeMap<>();
  public EnumMap<Side, Point> bySide;
  public Map<Side, String> names;
}
