package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import java.util.Map;

/** Not a message itself: {@link Maps} inherits these fields (numbered first). */
public class MapsBase {
  public Map<String, Integer> stringToInt;

  @WireField(keyEncoding = Encoding.ZIGZAG)
  public Map<Integer, String> intToString;

  @WireField(keyEncoding = Encoding.FIXED)
  public Map<Long, Leaf> longToLeaf;
}
