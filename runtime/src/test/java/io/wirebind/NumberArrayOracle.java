package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The oracle for {@code int[]}, {@code long[]} and {@code double[]} reading, whose runs of compact
 * elements take a path of their own: the same array read element by element with {@link
 * JsonReader#readInt}, {@link JsonReader#readLong} or {@link JsonReader#readDouble} (and the
 * collection size limit checked before each element, as the array readers do).
 */
public final class NumberArrayOracle {
  private NumberArrayOracle() {}

  /** Fails unless the {@code int[]} and {@code long[]} readers agree with reading {@code json} element-wise. */
  public static void assertIntegersSameAsElementwise(byte[] json, int maxNumberLength, int maxElements) {
    assertSame(json, maxNumberLength, maxElements, in -> Arrays.toString(in.readIntArray(null, "f")),
        in -> (long) in.readInt(), 0L);
    assertSame(json, maxNumberLength, maxElements, in -> Arrays.toString(in.readLongArray(null, "f")),
        JsonReader::readLong, 0L);
  }

  /** Fails unless the {@code double[]} reader agrees with reading {@code json} element-wise. */
  public static void assertDoublesSameAsElementwise(byte[] json, int maxNumberLength, int maxElements) {
    assertSame(json, maxNumberLength, maxElements, in -> Arrays.toString(in.readDoubleArray(null, "f")),
        JsonReader::readDouble, 0.0);
  }

  /** {@code [} followed by the bytes of a fuzz input: an array, often cut or malformed. */
  public static byte[] arrayOf(byte[] body) {
    byte[] json = new byte[body.length + 1];
    json[0] = '[';
    System.arraycopy(body, 0, json, 1, body.length);
    return json;
  }

  private static void assertSame(byte[] json, int maxNumberLength, int maxElements,
      Function<JsonReader, String> whole, Function<JsonReader, Object> element, Object nullElement) {
    String expected = outcome(json, maxNumberLength, maxElements, in -> {
      List<Object> read = new ArrayList<>();
      if (in.startArrayElements()) {
        do {
          if (read.size() >= maxElements) {
            throw in.tooManyElements("f", read.size() + 1L);
          }
          read.add(in.tryNull() ? nullElement : element.apply(in));
        } while (in.nextElement());
      }
      return read.toString();
    });
    String actual = outcome(json, maxNumberLength, maxElements, whole);
    assertEquals(expected, actual, () -> new String(json, StandardCharsets.ISO_8859_1));
  }

  /** The outcome of reading: values and end position, or the error and its offset. */
  private static String outcome(
      byte[] json, int maxNumberLength, int maxElements, Function<JsonReader, String> read) {
    JsonReader in = new JsonReader().maxNumberLength(maxNumberLength).maxCollectionSize(maxElements);
    in.reset(json);
    try {
      String values = read.apply(in);
      return values + " @" + in.position();
    } catch (WirebindException e) {
      return e.getMessage() + " @" + e.offset();
    }
  }
}
