package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;

/**
 * A mutable class written as a JSON array; Jackson ignores the inclusion rule here (every
 * property is written, nulls too), and a shorter array leaves the rest as a new instance has them.
 */
@WireMessage
@JsonFormat(shape = JsonFormat.Shape.ARRAY)
@JsonInclude(JsonInclude.Include.NON_NULL)
public class Cell {
  public int a;
  public String b = "initial";
  public Integer c;
  public List<Integer> d = new ArrayList<>();
  public Row row;
  public Inner inner;
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public String e;
}
