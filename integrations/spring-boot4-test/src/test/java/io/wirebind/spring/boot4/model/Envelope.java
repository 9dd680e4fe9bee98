package io.wirebind.spring.boot4.model;

import io.wirebind.annotation.WireGeneric;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;

/** A Jackson 3 generic envelope, returned and accepted as {@code Envelope<Line>}. */
@WireMessage
@WireGeneric(type = Envelope.class, args = Line.class)
public record Envelope<T>(List<T> items, int total, String cursor) {

  /** An envelope of {@code count} lines from {@code seed}. */
  public static Envelope<Line> lines(int seed, int count) {
    List<Line> items = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      items.add(Line.sample(seed + i));
    }
    return new Envelope<>(items, count * 10, count == 0 ? null : "c" + seed);
  }
}
