package io.wirebind.spi;

import io.wirebind.WirebindException;

/**
 * The failures of user converters ({@code @WireConverter} classes and Jackson {@code StdConverter}s)
 * that generated codecs call: whatever a converter throws becomes a {@link WirebindException} that
 * names the converter, the type and, when reading, the byte offset where the converted value
 * starts. For generated code, with no compatibility promise.
 */
public final class Converters {
  private Converters() {}

  /** A converter failed to make a {@code type} from the value read at byte {@code offset}. */
  public static WirebindException readFailed(String converter, String type, long offset, RuntimeException e) {
    if (e instanceof WirebindException w && w.offset() >= 0) {
      return w; // a codec the converter called already placed it
    }
    return new WirebindException(
        "converter " + converter + " failed to read a " + type + ": " + describe(e), offset, e);
  }

  /** A converter failed to turn a {@code type} into the value written for it. */
  public static WirebindException writeFailed(String converter, String type, RuntimeException e) {
    return new WirebindException(
        "converter " + converter + " failed to write a " + type + ": " + describe(e), -1, e);
  }

  /** A converter gave null for a non-null {@code type}, where protobuf cannot write one. */
  public static WirebindException nullWritten(String converter, String type) {
    return new WirebindException("converter " + converter + " turned a " + type
        + " into null, which protobuf cannot represent (JSON writes null)");
  }

  private static String describe(RuntimeException e) {
    return e.getMessage() == null ? e.getClass().getName() : e.getClass().getName() + ": " + e.getMessage();
  }
}
