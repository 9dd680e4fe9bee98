package io.wirebind.enumpass;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code PaceMsgV2} of {@code enum_pass.proto} as a version 1 pass-through service declares it,
 * keeping what its {@link Pace} lacks in an {@link UnknownFieldSet}.
 */
@WireMessage
public class PaceKeep {
  @WireField(1) public Map<String, Pace> byName;
  @WireField(2) public Map<Long, Pace> byId;
  @WireField(3) public EnumMap<Pace, Pace> next;
  @WireField(4) public Map<Pace, String> labels;
  @WireField(5) public TreeMap<Integer, Pace> sorted;
  @WireField(6) public Map<Boolean, Pace> flags;
  @WireField(7) public List<List<Pace>> rows;
  @WireField(8) public Map<String, List<Pace>> groups;
  @WireField(9) public List<Map<String, Pace>> tables;
  @WireField(10) public Set<Pace> seen;
  @WireField(11) public EnumSet<Pace> kinds;
  @WireField(12) public Pace[] steps;
  @WireField(13) public Optional<Pace> maybe = Optional.empty();
  @WireField(14) public List<List<List<Pace>>> cubes;
  @WireField(15) public Map<Pace, List<Pace>> plans;
  @WireField(16) public int id;
  @WireField(17) public Pace[][] grid;
  @WireField(18) public Optional<List<Pace>> later = Optional.empty();

  @JsonIgnore public UnknownFieldSet unknown;
}
