package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** String properties in every position, for scalars coerced to text (StringCoercionTest). */
@WireMessage
public final class Texts {
  @WireField(1) public String s;
  @WireField(2) public List<String> list;
  @WireField(3) public Map<String, String> map;
  @WireField(4) public Optional<String> maybe = Optional.empty();
  @WireField(5) public char[] chars;
  @WireField(6) public String[] array;

  @Override
  public String toString() {
    return "Texts[" + s + ", " + list + ", " + map + ", " + maybe + ", " + (chars == null ? null : new String(chars))
        + ", " + Arrays.toString(array) + "]";
  }

  /** The same as a record. */
  @WireMessage
  public record Fixed(@WireField(1) String s, @WireField(2) List<String> list) {}
}
