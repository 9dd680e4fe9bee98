package io.wirebind.jaxrs;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;

/**
 * Registers {@link WirebindProvider}: {@code resourceConfig.register(WirebindFeature.class)} (or
 * return it from {@code Application.getClasses()}). The provider is registered with priority
 * {@link #PRIORITY}, ahead of providers of the default user priority such as Jackson's, which
 * would otherwise be as good a match for {@code application/json}. Types without a generated
 * codec are left to the other providers.
 */
public class WirebindFeature implements Feature {
  /** The provider's priority: {@code Priorities.USER - 100} (lower runs first). */
  public static final int PRIORITY = Priorities.USER - 100;

  @Override
  public boolean configure(FeatureContext context) {
    if (!context.getConfiguration().isRegistered(WirebindProvider.class)) {
      context.register(WirebindProvider.class, PRIORITY);
    }
    return true;
  }
}
