package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.spring.app.MvcOrderController;
import io.wirebind.spring.app.TestApps;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.http.HttpMessageConverters;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.http.converter.HttpMessageConverter;

/** Spring MVC on embedded Tomcat. */
class SpringMvcHttpTest extends AbstractSpringHttpTest {
  @Override
  ConfigurableApplicationContext start(boolean wirebindEnabled) {
    return TestApps.start(TestApps.Mvc.class, WebApplicationType.SERVLET, wirebindEnabled);
  }

  @Override
  LongSupplier produced() {
    return wirebindApp.getBean(MvcOrderController.class).produced::get;
  }

  @Test
  void theConverterComesBeforeJackson() {
    var converters = wirebindApp.getBean(HttpMessageConverters.class).getConverters();
    int ours = -1;
    int jacksons = -1;
    for (int i = 0; i < converters.size(); i++) {
      HttpMessageConverter<?> c = converters.get(i);
      if (c instanceof WirebindHttpMessageConverter && ours < 0) {
        ours = i;
      }
      if (c.getClass().getSimpleName().contains("Jackson") && jacksons < 0) {
        jacksons = i;
      }
    }
    assertTrue(ours >= 0 && ours < jacksons, converters.toString());
    assertEquals(0, jacksonApp.getBeansOfType(WirebindHttpMessageConverter.class).size());
  }
}
