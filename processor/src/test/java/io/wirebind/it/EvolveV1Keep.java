package io.wirebind.it;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * {@link EvolveV1} as a pass-through service declares it: the same fields, and an {@link
 * UnknownFieldSet} keeping what a newer writer ({@link EvolveV2}) adds.
 */
@WireMessage
public class EvolveV1Keep {
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

  @JsonIgnore public UnknownFieldSet unknown;
}
