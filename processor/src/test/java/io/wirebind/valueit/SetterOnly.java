package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import org.openapitools.jackson.nullable.JsonNullable;

/**
 * Properties with a setter and no getter or visible field: Jackson 2.18 reads them (calling the
 * setter only for a member present) and never writes them. What the setters received last is
 * recorded in {@link #calls()}, which is no bean accessor (Jackson calls setters in input order,
 * Wirebind after the whole object: only the values are compared).
 */
@WireMessage
public class SetterOnly {
  private final java.util.TreeMap<String, String> calls = new java.util.TreeMap<>();
  public String name;

  public void setSecret(String secret) {
    calls.put("secret", String.valueOf(secret));
  }

  public void setCount(int count) {
    calls.put("count", String.valueOf(count));
  }

  @JsonProperty("side_code")
  public void setSide(Side side) {
    calls.put("side", String.valueOf(side));
  }

  public void setNote(JsonNullable<String> note) {
    calls.put("note", String.valueOf(note));
  }

  public String calls() {
    return calls.toString();
  }

  @Override
  public String toString() {
    return "SetterOnly[name=" + name + ", calls=" + calls + "]";
  }
}
