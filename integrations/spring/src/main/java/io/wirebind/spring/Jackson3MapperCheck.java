package io.wirebind.spring;

import tools.jackson.databind.json.JsonMapper;

/**
 * What Wirebind does with the JSON of an application whose mapper is a Jackson 3 {@link
 * JsonMapper} (Spring Boot 4). Wirebind's JSON style here is Jackson 2's, whose output differs
 * from Jackson 3's defaults (property order, dates, ...), so all JSON is left to the application's
 * Jackson 3 converter and codecs; protobuf is still Wirebind's.
 *
 * <p>THE SWITCH for a Jackson 3 JSON style: once one exists, {@link #check(JsonMapper)} is the one
 * place to change — compare the mapper with the Jackson 3 defaults that style matches, setting by
 * setting as {@link Jackson2MapperCheck} does for Jackson 2, and return {@link JsonDecision#WIREBIND}
 * for Boot 4's default mapper; the converter, codecs and auto-configuration follow the decision.
 */
public final class Jackson3MapperCheck {
  private Jackson3MapperCheck() {}

  /** The reason given while there is no Jackson 3 style. */
  static final String NO_STYLE =
      "the application's mapper is Jackson 3 (tools.jackson JsonMapper) and this Wirebind has no Jackson 3 JSON style";

  /** What Wirebind does with the JSON of an application whose mapper is {@code mapper}. */
  public static JsonDecision check(JsonMapper mapper) {
    return JsonDecision.jackson(NO_STYLE);
  }
}
