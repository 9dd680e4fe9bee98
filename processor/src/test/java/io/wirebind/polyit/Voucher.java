package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;

/** A mutable subtype: decoding into a reused instance keeps it. */
@WireMessage
public final class Voucher implements Payment {
  public String code;

  public Voucher() {}

  public Voucher(String code) {
    this.code = code;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Voucher v && java.util.Objects.equals(code, v.code);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hashCode(code);
  }

  @Override
  public String toString() {
    return "Voucher[" + code + "]";
  }
}
