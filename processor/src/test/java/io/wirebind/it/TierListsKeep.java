package io.wirebind.it;

import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * {@code TierListsV1} of {@code enum_lists.proto} as a pass-through service declares it: enum lists,
 * packed and unpacked, and an {@link UnknownFieldSet} keeping the numbers its {@link Tier} lacks.
 */
@WireMessage
public class TierListsKeep {
  @WireField(1)
  public List<Tier> packed;

  @WireField(value = 2, packed = false)
  public List<Tier> plain;

  @WireField(3)
  public int id;

  @WireField(4)
  public List<Tier> more;

  public UnknownFieldSet unknown;
}
