package io.wirebind.jaxrs;

import io.wirebind.Limits;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;

/**
 * Registers {@link WirebindProvider}: {@code resourceConfig.register(WirebindFeature.class)} (or
 * return it from {@code Application.getClasses()}). The provider is registered with priority
 * {@link #PRIORITY}, ahead of providers of the default user priority such as Jackson's, which
 * would otherwise be as good a match for {@code application/json}. Types without a generated
 * codec are left to the other providers.
 *
 * <p>The provider decodes with the {@link Limits} of the configuration's {@code wirebind.limits.*}
 * properties ({@code max-depth}, {@code max-string-length}, {@code max-input-size}, … see {@link
 * Limits#with(java.util.Map)}), over {@link Limits#DEFAULTS}; or with the limits given to {@link
 * #WirebindFeature(Limits)}. An unknown {@code wirebind.limits.} property fails the application's
 * start.
 */
public class WirebindFeature implements Feature {
  /** The provider's priority: {@code Priorities.USER - 100} (lower runs first). */
  public static final int PRIORITY = Priorities.USER - 100;

  private final Limits limits;

  /** Registers the provider with the limits of the configuration's {@code wirebind.limits.*} properties. */
  public WirebindFeature() {
    this.limits = null;
  }

  /** Registers the provider with {@code limits}, whatever the configuration says. */
  public WirebindFeature(Limits limits) {
    if (limits == null) {
      throw new NullPointerException("limits");
    }
    this.limits = limits;
  }

  @Override
  public boolean configure(FeatureContext context) {
    if (!context.getConfiguration().isRegistered(WirebindProvider.class)) {
      Limits l = limits != null ? limits : Limits.DEFAULTS.with(context.getConfiguration().getProperties());
      context.register(new WirebindProvider(l), PRIORITY);
    }
    return true;
  }
}
