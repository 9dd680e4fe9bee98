package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Drainable;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.ProtoUtils;
import io.wirebind.grpc.model.Order;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The marshaller's streams, on their own and against grpc-java's protobuf-java marshaller. */
class WireMarshallerTest {
  private final WireMarshaller<Order> marshaller = WireMarshaller.of(Order.class);
  private final MethodDescriptor.Marshaller<io.wirebind.grpc.proto.Order> protobuf =
      ProtoUtils.marshaller(io.wirebind.grpc.proto.Order.getDefaultInstance());

  /** A stream like grpc-java's transport buffers: knows its length, no array access. */
  static class Known extends ByteArrayInputStream implements KnownLength {
    Known(byte[] b) {
      super(b);
    }
  }

  @Test
  void streamKnowsItsLengthAndDrainsInOneWrite() throws Exception {
    Random r = new Random(11);
    for (int i = 0; i < 500; i++) {
      Order o = Orders.random(r);
      InputStream s = marshaller.stream(o);
      assertInstanceOf(KnownLength.class, s);
      byte[] expected = Orders.toProto(o).toByteArray();
      assertEquals(expected.length, s.available());
      ByteArrayOutputStream out = new ByteArrayOutputStream() {
        int writes;

        @Override
        public synchronized void write(byte[] b, int off, int len) {
          assertEquals(0, writes++, "one write");
          super.write(b, off, len);
        }
      };
      assertEquals(expected.length, ((Drainable) s).drainTo(out));
      assertEquals(0, s.available());
      // protobuf-java reads our bytes; we read its bytes, through both kinds of stream
      assertEquals(Orders.toProto(o), protobuf.parse(new ByteArrayInputStream(out.toByteArray())));
      assertEquals(o, marshaller.parse(new Known(protobuf.stream(Orders.toProto(o)).readAllBytes())));
      assertEquals(o, marshaller.parse(new ByteArrayInputStream(expected)));
      assertEquals(o, marshaller.parse(marshaller.stream(o))); // the in-process transport's case
      assertArrayEquals(expected, marshaller.stream(o).readAllBytes());
    }
  }

  @Test
  void largeMessagesAndEmptyOnes() {
    Order big = Orders.random(new Random(12));
    big.note = new byte[300_000];
    new Random(13).nextBytes(big.note);
    assertEquals(big, marshaller.parse(new Known(Orders.toProto(big).toByteArray())));
    assertEquals(big, marshaller.parse(marshaller.stream(big)));
    Order empty = marshaller.parse(new Known(new byte[0]));
    assertEquals(marshaller.getMessagePrototype(), empty);
    assertEquals(Order.class, marshaller.getMessageClass());
  }

  @Test
  void undecodableBytesAreInvalidArgumentWithTheOffset() {
    StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
        () -> marshaller.parse(new Known(GrpcErrorTest.TRUNCATED)));
    assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode());
    assertTrue(e.getStatus().getDescription().contains("(at byte 3)"), e.getStatus().getDescription());
    // a stream shorter than it claims is a partial message: bad input, with the offset where it ends
    InputStream liar = new Known(new byte[] {0x08, 0x01}) {
      @Override
      public synchronized int available() {
        return 5;
      }
    };
    StatusRuntimeException shortStream = assertThrows(StatusRuntimeException.class, () -> marshaller.parse(liar));
    assertEquals(Status.Code.INVALID_ARGUMENT, shortStream.getStatus().getCode());
    assertTrue(shortStream.getStatus().getDescription().contains(
        "the stream ends after 2 of the 5 bytes announced for the message (at byte 2)"),
        shortStream.getStatus().getDescription());
  }

  @Test
  void valueThatCannotBeEncodedIsInternal() {
    Order o = Orders.random(new Random(14));
    o.slots = java.util.Arrays.asList(1, null);
    StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> marshaller.stream(o));
    assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
    assertTrue(e.getStatus().getDescription().startsWith("cannot encode io.wirebind.grpc.model.Order: "),
        e.getStatus().getDescription());
    // the per-thread writer is fine afterwards
    Order fine = Orders.random(new Random(15));
    assertEquals(fine, marshaller.parse(marshaller.stream(fine)));
  }
}
