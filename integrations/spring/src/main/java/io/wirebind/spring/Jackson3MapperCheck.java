package io.wirebind.spring;

import tools.jackson.databind.json.JsonMapper;

/**
 * What Wirebind does with the JSON of an application whose mapper is a Jackson 3 {@link
 * JsonMapper} (Spring Boot 4). Wirebind's JSON style here is Jackson 2's, whose output differs
 * from Jackson 3's defaults (property order, dates, ...), so the JSON is left to the application's
 * Jackson 3 converter and codecs; protobuf is still Wirebind's.
 */
public final class Jackson3MapperCheck {
  private Jackson3MapperCheck() {}

  /**
   * THE SWITCH: whether a Wirebind JSON style for Jackson 3's {@code JsonMapper} is available. When
   * it is, {@link #check(JsonMapper)} compares the mapper with the Jackson 3 defaults that style
   * matches (as {@link Jackson2MapperCheck} does for Jackson 2) instead of leaving all JSON to it.
   */
  static final boolean JACKSON3_STYLE = false;

  /** The reason given while there is no Jackson 3 style. */
  static final String NO_STYLE =
      "the application's mapper is Jackson 3 (tools.jackson JsonMapper) and this Wirebind has no Jackson 3 JSON style";

  /** What Wirebind does with the JSON of an application whose mapper is {@code mapper}. */
  public static JsonDecision check(JsonMapper mapper) {
    if (!JACKSON3_STYLE) {
      return JsonDecision.jackson(NO_STYLE);
    }
    throw new IllegalStateException("wire the Jackson 3 settings comparison in here");
  }
}
