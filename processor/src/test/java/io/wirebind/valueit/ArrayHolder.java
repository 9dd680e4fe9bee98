package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;

/** A mutable class with arrays and an iterable, decoded into by the codecs. */
@WireMessage
public class ArrayHolder {
  public String[] names;
  public Point[] points = new Point[0];
  public short[] shorts;
  public Iterable<String> words = new ArrayList<>(List.of("x"));
}
