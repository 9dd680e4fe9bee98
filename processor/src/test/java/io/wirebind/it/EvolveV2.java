package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/**
 * Version 2 of {@link EvolveV1} ({@code evolve_v2.proto}): the same fields 1..5 with an enum that
 * gained a constant, and new fields of every wire type (varint, zigzag, fixed32, fixed64, string,
 * bytes, nested message, packed and unpacked repeated, map, enum). Some new fields start with a
 * value other than the type's default, which a JSON document without them must leave alone.
 */
@WireMessage
public class EvolveV2 {
  @WireField(1)
  public int id;

  @WireField(2)
  public String name;

  @WireField(3)
  public PhaseV2 phase;

  @WireField(4)
  public List<PhaseV2> history;

  @WireField(5)
  public List<Integer> scores;

  @WireField(6)
  public long big = 6_000_000_000L;

  @WireField(value = 7, encoding = Encoding.ZIGZAG)
  public long delta;

  @WireField(value = 8, encoding = Encoding.FIXED)
  public int crc;

  @WireField(9)
  public double price = 9.5;

  @WireField(10)
  public float ratio;

  @WireField(11)
  public String note = "v2";

  @WireField(12)
  public byte[] blob;

  @WireField(13)
  public EvolveChild child;

  @WireField(14)
  public long[] samples;

  @WireField(value = 15, packed = false)
  public List<Integer> flags;

  @WireField(16)
  public Map<String, Long> attrs;

  @WireField(17)
  public PhaseV2 level = PhaseV2.OPEN;

  @WireField(18)
  public List<EvolveChild> children;
}
