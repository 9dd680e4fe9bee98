package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * {@link EvolveV1} with field 2 renamed from {@code name} to {@code title} (same number and type)
 * and field 5, {@code scores}, removed ({@code evolve_v2.proto}).
 */
@WireMessage(reserved = 5, reservedNames = {"name", "scores"})
public class EvolveRenamed {
  @WireField(1)
  public int id;

  @WireField(2)
  public String title;

  @WireField(3)
  public PhaseV2 phase;

  @WireField(4)
  public List<PhaseV2> history;
}
