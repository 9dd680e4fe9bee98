package io.wirebind.jsonit;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/**
 * Forty properties whose names are 1 to 40 bytes long ({@link #NAMES}), a short one the start of
 * a long one ({@code "b"}, {@code "bcd…"}); see NameWordsTest.
 */
@WireMessage
public final class NameLengths {
  /** The property names, the {@code k}-th {@code k + 1} bytes long. */
  public static final String[] NAMES = {
    "b",
    "cd",
    "def",
    "efgh",
    "fghij",
    "ghijkl",
    "hijklmn",
    "ijklmnop",
    "jklmnopqr",
    "klmnopqrst",
    "lmnopqrstuv",
    "mnopqrstuvwx",
    "nopqrstuvwxyz",
    "opqrstuvwxyzab",
    "pqrstuvwxyzabcd",
    "qrstuvwxyzabcdef",
    "rstuvwxyzabcdefgh",
    "stuvwxyzabcdefghij",
    "tuvwxyzabcdefghijkl",
    "uvwxyzabcdefghijklmn",
    "vwxyzabcdefghijklmnop",
    "wxyzabcdefghijklmnopqr",
    "xyzabcdefghijklmnopqrst",
    "yzabcdefghijklmnopqrstuv",
    "zabcdefghijklmnopqrstuvwx",
    "abcdefghijklmnopqrstuvwxyz",
    "bcdefghijklmnopqrstuvwxyzab",
    "cdefghijklmnopqrstuvwxyzabcd",
    "defghijklmnopqrstuvwxyzabcdef",
    "efghijklmnopqrstuvwxyzabcdefgh",
    "fghijklmnopqrstuvwxyzabcdefghij",
    "ghijklmnopqrstuvwxyzabcdefghijkl",
    "hijklmnopqrstuvwxyzabcdefghijklmn",
    "ijklmnopqrstuvwxyzabcdefghijklmnop",
    "jklmnopqrstuvwxyzabcdefghijklmnopqr",
    "klmnopqrstuvwxyzabcdefghijklmnopqrst",
    "lmnopqrstuvwxyzabcdefghijklmnopqrstuv",
    "mnopqrstuvwxyzabcdefghijklmnopqrstuvwx",
    "nopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
    "opqrstuvwxyzabcdefghijklmnopqrstuvwxyzab",
  };

  @JsonProperty("b")
  public String f1;

  @JsonProperty("cd")
  public String f2;

  @JsonProperty("def")
  public String f3;

  @JsonProperty("efgh")
  public String f4;

  @JsonProperty("fghij")
  public String f5;

  @JsonProperty("ghijkl")
  public String f6;

  @JsonProperty("hijklmn")
  public String f7;

  @JsonProperty("ijklmnop")
  public String f8;

  @JsonProperty("jklmnopqr")
  public String f9;

  @JsonProperty("klmnopqrst")
  public String f10;

  @JsonProperty("lmnopqrstuv")
  public String f11;

  @JsonProperty("mnopqrstuvwx")
  public String f12;

  @JsonProperty("nopqrstuvwxyz")
  public String f13;

  @JsonProperty("opqrstuvwxyzab")
  public String f14;

  @JsonProperty("pqrstuvwxyzabcd")
  public String f15;

  @JsonProperty("qrstuvwxyzabcdef")
  public String f16;

  @JsonProperty("rstuvwxyzabcdefgh")
  public String f17;

  @JsonProperty("stuvwxyzabcdefghij")
  public String f18;

  @JsonProperty("tuvwxyzabcdefghijkl")
  public String f19;

  @JsonProperty("uvwxyzabcdefghijklmn")
  public String f20;

  @JsonProperty("vwxyzabcdefghijklmnop")
  public String f21;

  @JsonProperty("wxyzabcdefghijklmnopqr")
  public String f22;

  @JsonProperty("xyzabcdefghijklmnopqrst")
  public String f23;

  @JsonProperty("yzabcdefghijklmnopqrstuv")
  public String f24;

  @JsonProperty("zabcdefghijklmnopqrstuvwx")
  public String f25;

  @JsonProperty("abcdefghijklmnopqrstuvwxyz")
  public String f26;

  @JsonProperty("bcdefghijklmnopqrstuvwxyzab")
  public String f27;

  @JsonProperty("cdefghijklmnopqrstuvwxyzabcd")
  public String f28;

  @JsonProperty("defghijklmnopqrstuvwxyzabcdef")
  public String f29;

  @JsonProperty("efghijklmnopqrstuvwxyzabcdefgh")
  public String f30;

  @JsonProperty("fghijklmnopqrstuvwxyzabcdefghij")
  public String f31;

  @JsonProperty("ghijklmnopqrstuvwxyzabcdefghijkl")
  public String f32;

  @JsonProperty("hijklmnopqrstuvwxyzabcdefghijklmn")
  public String f33;

  @JsonProperty("ijklmnopqrstuvwxyzabcdefghijklmnop")
  public String f34;

  @JsonProperty("jklmnopqrstuvwxyzabcdefghijklmnopqr")
  public String f35;

  @JsonProperty("klmnopqrstuvwxyzabcdefghijklmnopqrst")
  public String f36;

  @JsonProperty("lmnopqrstuvwxyzabcdefghijklmnopqrstuv")
  public String f37;

  @JsonProperty("mnopqrstuvwxyzabcdefghijklmnopqrstuvwx")
  public String f38;

  @JsonProperty("nopqrstuvwxyzabcdefghijklmnopqrstuvwxyz")
  public String f39;

  @JsonProperty("opqrstuvwxyzabcdefghijklmnopqrstuvwxyzab")
  public String f40;

  @Override
  public boolean equals(Object x) {
    return x instanceof NameLengths o && Objects.equals(f1, o.f1) && Objects.equals(f2, o.f2) && Objects.equals(f3, o.f3) && Objects.equals(f4, o.f4) && Objects.equals(f5, o.f5) && Objects.equals(f6, o.f6) && Objects.equals(f7, o.f7) && Objects.equals(f8, o.f8) && Objects.equals(f9, o.f9) && Objects.equals(f10, o.f10) && Objects.equals(f11, o.f11) && Objects.equals(f12, o.f12) && Objects.equals(f13, o.f13) && Objects.equals(f14, o.f14) && Objects.equals(f15, o.f15) && Objects.equals(f16, o.f16) && Objects.equals(f17, o.f17) && Objects.equals(f18, o.f18) && Objects.equals(f19, o.f19) && Objects.equals(f20, o.f20) && Objects.equals(f21, o.f21) && Objects.equals(f22, o.f22) && Objects.equals(f23, o.f23) && Objects.equals(f24, o.f24) && Objects.equals(f25, o.f25) && Objects.equals(f26, o.f26) && Objects.equals(f27, o.f27) && Objects.equals(f28, o.f28) && Objects.equals(f29, o.f29) && Objects.equals(f30, o.f30) && Objects.equals(f31, o.f31) && Objects.equals(f32, o.f32) && Objects.equals(f33, o.f33) && Objects.equals(f34, o.f34) && Objects.equals(f35, o.f35) && Objects.equals(f36, o.f36) && Objects.equals(f37, o.f37) && Objects.equals(f38, o.f38) && Objects.equals(f39, o.f39) && Objects.equals(f40, o.f40);
  }

  @Override
  public int hashCode() {
    return Objects.hash(f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30, f31, f32, f33, f34, f35, f36, f37, f38, f39, f40);
  }

  @Override
  public String toString() {
    return "NameLengths[" + f1 + "," + f2 + "," + f3 + "," + f4 + "," + f5 + "," + f6 + "," + f7 + "," + f8 + "," + f9 + "," + f10 + "," + f11 + "," + f12 + "," + f13 + "," + f14 + "," + f15 + "," + f16 + "," + f17 + "," + f18 + "," + f19 + "," + f20 + "," + f21 + "," + f22 + "," + f23 + "," + f24 + "," + f25 + "," + f26 + "," + f27 + "," + f28 + "," + f29 + "," + f30 + "," + f31 + "," + f32 + "," + f33 + "," + f34 + "," + f35 + "," + f36 + "," + f37 + "," + f38 + "," + f39 + "," + f40 + "]";
  }
}
