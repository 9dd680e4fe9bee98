package io.wirebind.kafka.checked;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.WirebindException;
import io.wirebind.kafka.WireFormat;
import io.wirebind.kafka.WirebindDeserializer;
import io.wirebind.kafka.WirebindSerializationException;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.errors.SerializationException;
import org.junit.jupiter.api.Test;

/** An exception of the message's own constructor is a poison record: a SerializationException. */
class CheckedSerdeTest {
  @Test
  void constructorExceptionIsASerializationException() {
    WirebindDeserializer<Checked> d = new WirebindDeserializer<>(Checked.class, WireFormat.JSON);
    byte[] json = "{\"code\":\"a\",\"qty\":-1}".getBytes(StandardCharsets.UTF_8);
    SerializationException e = assertThrows(SerializationException.class, () -> d.deserialize("t", json));
    assertInstanceOf(WirebindSerializationException.class, e);
    assertTrue(e.getMessage().contains("creating Checked failed: IllegalArgumentException: qty must not be negative"),
        e.getMessage());
    WirebindException cause = assertInstanceOf(WirebindException.class, e.getCause());
    assertInstanceOf(IllegalArgumentException.class, cause.getCause());
  }
}
