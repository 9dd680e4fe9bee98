package io.wirebind.spring;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.util.ClassUtils;

/**
 * Finds the application's JSON mapper (Boot 4's Jackson 3 {@code JsonMapper} bean, else Boot 3's
 * Jackson 2 {@code ObjectMapper} bean, each built after all of its builder customizers) and
 * decides, once at startup, what Wirebind does with JSON, logging one line when any of it is left
 * to Jackson. Without a mapper bean Wirebind serves all JSON.
 */
final class MapperDecisions {
  private static final Log LOG = LogFactory.getLog(WirebindHttpAutoConfiguration.class);
  private static final String JACKSON3 = "tools.jackson.databind.json.JsonMapper";
  private static final String JACKSON2 = "com.fasterxml.jackson.databind.ObjectMapper";

  private MapperDecisions() {}

  static JsonDecision decide(BeanFactory beans) {
    ClassLoader loader = MapperDecisions.class.getClassLoader();
    JsonDecision decision = null;
    if (ClassUtils.isPresent(JACKSON3, loader)) {
      decision = Jackson3.decide(beans);
    }
    if (decision == null && ClassUtils.isPresent(JACKSON2, loader)) {
      decision = Jackson2.decide(beans);
    }
    if (decision == null) {
      decision = JsonDecision.WIREBIND;
    }
    String line = decision.logLine();
    if (line != null) {
      LOG.warn(line);
    }
    return decision;
  }

  /** Loaded only with Jackson 3 present. */
  private static final class Jackson3 {
    static JsonDecision decide(BeanFactory beans) {
      tools.jackson.databind.json.JsonMapper mapper =
          beans.getBeanProvider(tools.jackson.databind.json.JsonMapper.class).getIfUnique();
      return mapper == null ? null : Jackson3MapperCheck.check(mapper);
    }
  }

  /** Loaded only with Jackson 2 present. */
  private static final class Jackson2 {
    static JsonDecision decide(BeanFactory beans) {
      com.fasterxml.jackson.databind.ObjectMapper mapper =
          beans.getBeanProvider(com.fasterxml.jackson.databind.ObjectMapper.class).getIfUnique();
      return mapper == null ? null : Jackson2MapperCheck.check(mapper);
    }
  }
}
