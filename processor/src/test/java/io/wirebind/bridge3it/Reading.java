package io.wirebind.bridge3it;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.annotation.WireBridge;
import io.wirebind.annotation.WireMessage;
import java.time.Month;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.annotation.JsonDeserialize;
import tools.jackson.databind.annotation.JsonSerialize;

/**
 * Bridged properties of a codec generated for Jackson 3, among generated ones: Jackson 3 property
 * serializers (a boxed and a primitive one), a Jackson 3 JSON tree with NON_EMPTY, a
 * {@code java.time.Month} (which Jackson 3 writes one-based), a class-typed hierarchy.
 */
@WireMessage(json = JsonStyle.JACKSON3)
@SuppressWarnings("wirebind.bridge")
public class Reading {
  public String id;
  @JsonSerialize(using = Cents3.Writer.class) @JsonDeserialize(using = Cents3.Reader.class) public Long cents;
  @JsonSerialize(using = Cents3.HexWriter.class) @JsonDeserialize(using = Cents3.HexReader.class) public int flags;
  @WireBridge @JsonInclude(JsonInclude.Include.NON_EMPTY) public JsonNode extra;
  @WireBridge public Month month;
  @WireBridge public Gauge gauge;
  public long count;
  public List<String> labels;
}
