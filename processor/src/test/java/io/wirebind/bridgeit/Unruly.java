package io.wirebind.bridgeit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.wirebind.annotation.WireMessage;
import java.io.IOException;

/**
 * A bridged property whose serializer misbehaves on purpose, for the generator the bridge keeps
 * between values: negative values fail half-way through an object, values from 1000 on leave
 * their object open (Jackson closes it when the generator is closed), the rest write an object,
 * at the root after setting a current value there.
 */
@WireMessage
@SuppressWarnings("wirebind.bridge")
public class Unruly {
  public String name;
  @JsonSerialize(using = Unruly.Writer.class) public Integer value;
  public int after;

  /** See the class comment. */
  public static final class Writer extends JsonSerializer<Integer> {
    @Override
    public void serialize(Integer value, JsonGenerator gen, SerializerProvider p) throws IOException {
      if (gen.currentValue() != null && gen.getOutputContext().inRoot()) {
        throw new IllegalStateException("a current value left at the root: " + gen.currentValue());
      }
      gen.assignCurrentValue(value);
      gen.writeStartObject();
      gen.writeNumberField("v", value);
      if (value < 0) {
        throw new IOException("negative: " + value);
      }
      if (value < 1000) {
        gen.writeEndObject();
      }
    }
  }
}
