package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The oracle for {@code double[]} reading, whose runs of plain decimals take a path of their own:
 * the same array read element by element with {@link JsonReader#readDouble} (and the collection
 * size limit checked before each element, as the array reader does).
 */
public final class DoubleArrayOracle {
  private DoubleArrayOracle() {}

  /** The outcome of reading: values (as {@code Double.toString}) and end position, or the error and its offset. */
  private static String outcome(byte[] json, int maxNumberLength, int maxElements, boolean whole) {
    JsonReader in = new JsonReader().maxNumberLength(maxNumberLength).maxCollectionSize(maxElements);
    in.reset(json);
    try {
      String values;
      if (whole) {
        values = Arrays.toString(in.readDoubleArray(null, "f"));
      } else {
        List<Double> read = new ArrayList<>();
        if (in.startArrayElements()) {
          do {
            if (read.size() >= maxElements) {
              throw in.tooManyElements("f", read.size() + 1L);
            }
            read.add(in.tryNull() ? 0 : in.readDouble());
          } while (in.nextElement());
        }
        values = read.toString();
      }
      return values + " @" + in.position();
    } catch (WirebindException e) {
      return e.getMessage() + " @" + e.offset();
    }
  }

  /** Fails unless the {@code double[]} reader agrees with reading {@code json} element-wise. */
  public static void assertSameAsElementwise(byte[] json, int maxNumberLength, int maxElements) {
    String expected = outcome(json, maxNumberLength, maxElements, false);
    String actual = outcome(json, maxNumberLength, maxElements, true);
    assertEquals(expected, actual, () -> new String(json, StandardCharsets.ISO_8859_1));
  }
}
