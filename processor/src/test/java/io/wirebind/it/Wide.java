package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** Repeated fields and maps with two- to five-byte tags; empty messages; recursion. */
@WireMessage
public class Wide {
  @WireField(536870911)
  public int[] packedInts;

  @WireField(value = 536870910, packed = false)
  public List<Long> unpackedLongs;

  @WireField(value = 268435456, keyEncoding = Encoding.ZIGZAG)
  public Map<Long, Integer> map;

  @WireField(16)
  public List<String> strings;

  @WireField(2048)
  public double[] doubles;

  @WireField(value = 300000, packed = false)
  public boolean[] bools;

  @WireField(value = 2097151, encoding = Encoding.FIXED, packed = false)
  public List<Integer> fixedInts;

  @WireField(15)
  public Empty empty;

  @WireField(17)
  public List<Empty> empties;

  @WireField(18)
  public Map<String, Empty> emptyMap;

  @WireField(1)
  public Wide child;

  @WireField(99999)
  public Point point;
}
