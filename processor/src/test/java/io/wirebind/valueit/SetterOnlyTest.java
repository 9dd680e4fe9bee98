package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Setter-only properties against Jackson 2.18: never written, read through the setter only when present. */
class SetterOnlyTest {
  static final Codec<SetterOnly> CODEC = Wirebind.codec(SetterOnly.class);

  @Test
  void neverWritten() throws Exception {
    SetterOnly s = new SetterOnly();
    s.name = "n";
    s.setSecret("x");
    assertEquals(NullablesTest.JACKSON.writeValueAsString(s), CODEC.toJsonString(s));
    assertEquals("{\"name\":\"n\"}", CODEC.toJsonString(s));
    assertEquals(0, CODEC.toProto(new SetterOnly()).length);
  }

  @Test
  void readThroughTheSetterOnlyWhenPresent() throws Exception {
    String[] inputs = {
      "{}",
      "{\"name\":\"a\"}",
      "{\"secret\":\"s\",\"count\":3,\"side_code\":\"SELL\",\"note\":null}",
      "{\"note\":\"v\",\"secret\":null,\"count\":0,\"name\":\"b\"}",
      "{\"side_code\":null,\"note\":\"\",\"secret\":\"\"}",
      "{\"side\":\"BUY\",\"count\":7,\"count\":8}",
    };
    for (String json : inputs) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      SetterOnly jackson = NullablesTest.JACKSON.readValue(b, SetterOnly.class);
      SetterOnly ours = CODEC.fromJson(b);
      assertEquals(jackson.toString(), ours.toString(), json);
    }
  }

  @Test
  void protobufCallsTheSetterOfAFieldPresent() {
    // the exported message: name = 1, secret = 2, count = 3, side = 4, note = 5
    ProtoWriter out = new ProtoWriter();
    out.writeTag(2 << 3 | 2);
    out.writeString("s");
    out.writeTag(3 << 3);
    out.writeInt32(0);
    byte[] bytes = out.toByteArray();
    assertEquals("{count=0, secret=s}", CODEC.fromProto(bytes).calls());
    assertEquals("{}", CODEC.fromProto(new byte[0]).calls());
  }
}
