package io.wirebind.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.wirebind.annotation.WireBridge;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import io.wirebind.bridgeit.Cents;
import io.wirebind.bridgeit.Shape;
import io.wirebind.bridgeit.Stamp;
import io.wirebind.bridgeit.Tag;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.joda.time.DateTime;
import org.joda.time.LocalDate;

/**
 * Bridged properties for the fuzzers, among generated ones, of every cause and in every position
 * the bridge takes: Joda types (a module-only type, opted in) as a field, a list, a map value and
 * an optional; a JSON tree; property serializers whose deserializers throw on text they do not
 * expect (a boxed and a primitive one); a class carrying its own serializer ({@link Tag}, whose
 * reader throws on a weight that is no number) as a field, a list element and a map value; a
 * class-typed hierarchy; and records under the class-level opt-in ({@link Stamp}) nested, in a
 * list and as a map value.
 */
@WireMessage
@SuppressWarnings("wirebind.bridge")
public class FuzzBridged {
  @WireField(1) public String id;
  @WireField(2) @WireBridge public DateTime when;
  @WireField(3) @JsonSerialize(using = Cents.Writer.class) @JsonDeserialize(using = Cents.Reader.class)
  public Long cents;
  @WireField(4) @JsonSerialize(using = Cents.HexWriter.class) @JsonDeserialize(using = Cents.HexReader.class)
  public int flags;
  @WireField(5) public Tag tag;
  @WireField(6) public List<Tag> tags;
  @WireField(7) public Map<String, Tag> tagsByName;
  @WireField(8) @WireBridge public JsonNode extra;
  @WireField(9) @WireBridge public List<DateTime> history;
  @WireField(10) @WireBridge public Map<String, LocalDate> days;
  @WireField(11) @WireBridge public Optional<DateTime> maybe;
  @WireField(12) @WireBridge public Shape shape;
  @WireField(13) public Stamp stamp;
  @WireField(14) public List<Stamp> stamps;
  @WireField(15) public Map<String, Stamp> stampsByName;
  @WireField(16) public long count;
  @WireField(17) public List<String> labels;
}
