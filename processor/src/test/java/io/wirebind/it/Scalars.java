package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** Every primitive with implicit presence, in every integer encoding; numbered 1..n. */
@WireMessage
public class Scalars {
  public int i32;
  public long i64;
  public float f32;
  public double f64;
  public boolean flag;
  public byte b8;
  public short s16;
  public char c16;

  @WireField(encoding = Encoding.ZIGZAG)
  public int zz32;

  @WireField(encoding = Encoding.ZIGZAG)
  public long zz64;

  @WireField(encoding = Encoding.FIXED)
  public int fx32;

  @WireField(encoding = Encoding.FIXED)
  public long fx64;

  @WireField(encoding = Encoding.UNSIGNED)
  public int u32;

  @WireField(encoding = Encoding.UNSIGNED)
  public long u64;

  @WireField(encoding = Encoding.ZIGZAG)
  public short zz16;

  @WireField(encoding = Encoding.FIXED)
  public byte fx8;

  @WireField(encoding = Encoding.UNSIGNED)
  public char uc16;
}
