package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireGeneric;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An object holding array-shaped messages in every position. */
@WireMessage
@WireGeneric(type = Pair.class, args = Inner.class)
public class Sheet {
  public Row row;
  public List<Row> rows;
  public Map<String, Cell> cells;
  public Optional<Row> maybe = Optional.empty();
  public Cell cell;
  public List<Cell> cellList;
  public Pair<Row> duo;
  public Empty empty;

  /** No properties: an empty array. */
  @WireMessage
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public record Empty() {}
}
