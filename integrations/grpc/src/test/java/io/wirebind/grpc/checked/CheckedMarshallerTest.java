package io.wirebind.grpc.checked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.MethodDescriptor.Marshaller;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.wirebind.WirebindException;
import io.wirebind.grpc.WireMarshaller;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;

/** An exception of the message's own constructor is bad input: INVALID_ARGUMENT, with the cause kept. */
class CheckedMarshallerTest {
  @Test
  void constructorExceptionIsInvalidArgument() {
    Marshaller<Checked> marshaller = WireMarshaller.of(Checked.class);
    // code = "a", qty = -1 (a ten-byte varint)
    byte[] bytes = {0x0a, 0x01, 'a', 0x10, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff,
        (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01};
    StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
        () -> marshaller.parse(new ByteArrayInputStream(bytes)));
    assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode());
    assertTrue(e.getStatus().getDescription().contains(
        "creating Checked failed: IllegalArgumentException: qty must not be negative (at byte 14)"),
        e.getStatus().getDescription());
    WirebindException cause = assertInstanceOf(WirebindException.class, e.getStatus().getCause());
    assertInstanceOf(IllegalArgumentException.class, cause.getCause());
  }
}
