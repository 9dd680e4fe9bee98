package io.wirebind.enumwalk;

/** Four constants, so a walk through them skips some. */
public enum Tone {
  LOW,
  MID,
  HIGH,
  PEAK
}
