package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The oracle for {@code int[]} and {@code long[]} reading: the same array read element by element
 * with {@link JsonReader#readInt}/{@link JsonReader#readLong} (and the collection size limit
 * checked before each element, as the array readers do).
 */
public final class IntegerArrayOracle {
  private IntegerArrayOracle() {}

  /** The outcome of reading: values and end position, or the error and its offset. */
  private static String outcome(
      byte[] json, int maxNumberLength, int maxElements, boolean wide, boolean whole) {
    JsonReader in = new JsonReader().maxNumberLength(maxNumberLength).maxCollectionSize(maxElements);
    in.reset(json);
    try {
      String values;
      if (whole) {
        values = wide ? java.util.Arrays.toString(in.readLongArray(null, "f"))
            : java.util.Arrays.toString(in.readIntArray(null, "f"));
      } else {
        List<Long> read = new ArrayList<>();
        if (in.startArrayElements()) {
          do {
            if (read.size() >= maxElements) {
              throw in.tooManyElements("f", read.size() + 1L);
            }
            read.add(in.tryNull() ? 0 : wide ? in.readLong() : in.readInt());
          } while (in.nextElement());
        }
        values = read.toString();
      }
      return values + " @" + in.position();
    } catch (WirebindException e) {
      return e.getMessage() + " @" + e.offset();
    }
  }

  /** Fails unless the {@code int[]} and {@code long[]} readers agree with reading {@code json} element-wise. */
  public static void assertSameAsElementwise(byte[] json, int maxNumberLength, int maxElements) {
    for (boolean wide : new boolean[] {false, true}) {
      String expected = outcome(json, maxNumberLength, maxElements, wide, false);
      String actual = outcome(json, maxNumberLength, maxElements, wide, true);
      assertEquals(expected, actual, () -> new String(json, StandardCharsets.ISO_8859_1));
    }
  }
}
