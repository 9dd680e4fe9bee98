package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/** Maps of every key kind and value kind, some inherited from {@link MapsBase}. */
@WireMessage
public class Maps extends MapsBase {
  public Map<Boolean, byte[]> boolToBytes;
  public Map<String, Level> stringToLevel;

  @WireField(keyEncoding = Encoding.FIXED)
  public Map<Integer, Double> intToDouble;

  @WireField(keyEncoding = Encoding.UNSIGNED, encoding = Encoding.ZIGZAG)
  public Map<Long, Long> ulongToSlong;

  public Map<String, String> stringToString;
  public Map<Short, Character> shortToChar;
  public Map<Integer, Color> intToColor;
  public HashMap<String, Float> stringToFloat;
  public LinkedHashMap<Byte, Boolean> byteToBool;

  @WireField(encoding = Encoding.FIXED)
  public Map<String, Integer> stringToFixed;

  public Map<Integer, Tree> intToTree;
}
