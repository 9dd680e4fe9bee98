package io.wirebind.convertit;

import io.wirebind.annotation.WireConverter;

/** Label as its text; the label "none" converts to a null String (JSON null), any other to its text. */
@WireConverter
public final class LabelConverter {
  private LabelConverter() {}

  public static String write(Label value) {
    return value.text().equals("none") ? null : value.text();
  }

  public static Label read(String wire) {
    return new Label(wire);
  }
}
