package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** Version 1 of the schema-evolution message ({@code evolve_v1.proto}); see {@link EvolveV2}. */
@WireMessage
public class EvolveV1 {
  @WireField(1)
  public int id;

  @WireField(2)
  public String name;

  @WireField(3)
  public Phase phase;

  @WireField(4)
  public List<Phase> history;

  @WireField(5)
  public List<Integer> scores;
}
