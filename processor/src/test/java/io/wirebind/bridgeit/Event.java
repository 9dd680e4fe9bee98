package io.wirebind.bridgeit;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.wirebind.annotation.WireBridge;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import org.joda.time.DateTime;

/**
 * Bridged properties of every cause among generated ones: Joda types (module-only, opted in), a
 * JSON tree, property serializers (a boxed and a primitive one), a class-level serializer, a
 * class-typed hierarchy, @JsonFormat and @JsonInclude(NON_EMPTY) on bridged properties.
 */
@WireMessage
@SuppressWarnings("wirebind.bridge")
public class Event {
  public String id;
  @WireBridge public DateTime when;
  @WireBridge @JsonFormat(shape = JsonFormat.Shape.STRING) public DateTime whenText;
  @JsonSerialize(using = Cents.Writer.class) @JsonDeserialize(using = Cents.Reader.class) public Long cents;
  @JsonSerialize(using = Cents.HexWriter.class) @JsonDeserialize(using = Cents.HexReader.class) public int flags;
  public Tag tag;
  @WireBridge @JsonInclude(JsonInclude.Include.NON_EMPTY) public JsonNode extra;
  @WireBridge public List<DateTime> history;
  @WireBridge public Shape shape;
  public long count;
  public List<String> labels;
}
