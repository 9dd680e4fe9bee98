package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ServerCalls;
import io.grpc.stub.StreamObserver;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.grpc.OrderServices.Loopback;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.proto.OrderServiceGrpc;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Bytes that do not decode: INVALID_ARGUMENT with the decoder's message, and the server goes on. */
class GrpcErrorTest {
  /** Field 2 (customer, a string) announced as 10 bytes long at byte 3, followed by only 2. */
  static final byte[] TRUNCATED = {0x08, 0x01, 0x12, 0x0A, 'a', 'b'};

  private static CallOptions options() {
    return CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS);
  }

  private static void assertInvalid(Status status) {
    assertEquals(Status.Code.INVALID_ARGUMENT, status.getCode(), status.toString());
    assertTrue(status.getDescription().startsWith("cannot decode io.wirebind.grpc.model.Order: "), status.getDescription());
    assertTrue(status.getDescription().contains("(at byte 3)"), status.getDescription());
  }

  @Test
  void undecodableRequestIsInvalidArgumentAndTheServerKeepsServing() throws Exception {
    try (Loopback server = new Loopback(OrderServices.wirebind())) {
      ManagedChannel channel = server.channel();
      OrderServiceGrpc.OrderServiceBlockingStub stub = OrderServiceGrpc.newBlockingStub(channel);
      Random r = new Random(4);
      for (int round = 0; round < 20; round++) {
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
            () -> ClientCalls.blockingUnaryCall(channel, Raw.method(OrderServices.PLACE), options(), TRUNCATED));
        assertInvalid(e.getStatus());
        Order o = Orders.random(r); // the next call on the same connection works
        assertEquals(o, Orders.fromProto(stub.withDeadlineAfter(30, TimeUnit.SECONDS).copy(Orders.toProto(o))));
      }
    }
  }

  @Test
  void undecodableMessageInAStreamEndsOnlyThatCall() throws Exception {
    try (Loopback server = new Loopback(OrderServices.wirebind())) {
      ManagedChannel channel = server.channel();
      Random r = new Random(5);
      Order good = Orders.random(r);
      Collect<byte[]> echoed = new Collect<>();
      StreamObserver<byte[]> echo =
          ClientCalls.asyncBidiStreamingCall(channel.newCall(Raw.method(OrderServices.ECHO), options()), echoed);
      echo.onNext(Wirebind.codec(Order.class).toProto(good));
      echo.onNext(TRUNCATED);
      echo.onNext(Wirebind.codec(Order.class).toProto(good));
      echo.onCompleted();
      ExecutionException e = assertThrows(ExecutionException.class, echoed::await);
      assertInvalid(Status.fromThrowable(e.getCause()));
      List<byte[]> before = echoed.soFar();
      assertTrue(before.size() <= 1, "nothing is echoed after the bad message");
      if (before.size() == 1) {
        assertEquals(good, Wirebind.codec(Order.class).fromProto(before.get(0)));
      }
      Collect<Order> next = new Collect<>(); // the server is still there for a new stream
      StreamObserver<Order> again =
          ClientCalls.asyncBidiStreamingCall(channel.newCall(OrderServices.ECHO, options()), next);
      again.onNext(good);
      again.onCompleted();
      assertEquals(List.of(good), next.await());
    }
  }

  @Test
  void undecodableResponseFailsTheClientCallWithTheDecoderMessage() throws Exception {
    MethodDescriptor<byte[], byte[]> raw = Raw.method(OrderServices.COPY);
    ServerServiceDefinition broken =
        ServerServiceDefinition.builder(OrderServices.SERVICE.name())
            .addMethod(raw, ServerCalls.asyncUnaryCall((req, out) -> {
              out.onNext(TRUNCATED);
              out.onCompleted();
            }))
            .build();
    try (Loopback server = new Loopback(broken)) {
      StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
          () -> ClientCalls.blockingUnaryCall(server.channel(), OrderServices.COPY, options(), new Order()));
      // grpc-java ends a call whose response does not parse as CANCELLED, with the parse error as cause
      assertEquals(Status.Code.CANCELLED, e.getStatus().getCode());
      StatusRuntimeException cause = assertInstanceOf(StatusRuntimeException.class, e.getCause());
      assertInvalid(cause.getStatus());
      WirebindException decoder = assertInstanceOf(WirebindException.class, cause.getCause());
      assertEquals(3, decoder.offset());
    }
  }
}
