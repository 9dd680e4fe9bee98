package io.wirebind.unknownit;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * The version 1 a pass-through service holds of {@link PassV2}: some of its members, and an {@link
 * UnknownFieldSet} keeping the rest.
 */
@WireMessage
public class PassV1 {
  public long id;
  public String name;
  public List<String> tags;
  public PassChild child;
  @JsonIgnore public UnknownFieldSet unknown;
}
