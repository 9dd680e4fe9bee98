package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import io.wirebind.grpc.OrderServices.Loopback;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.model.Query;
import io.wirebind.grpc.model.Receipt;
import io.wirebind.grpc.proto.OrderServiceGrpc;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * All four call types across a real Netty connection on loopback, in both directions: a server
 * implemented on Wirebind classes called through protoc-generated grpc-java stubs, and a
 * protoc-generated server called by a Wirebind client. The protoc side maps its classes to ours
 * field by field, so each direction checks the bytes against protobuf-java's.
 */
class GrpcInteropTest {
  private static CallOptions options() {
    return CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS);
  }

  @Test
  void protocClientCallsWirebindServer() throws Exception {
    try (Loopback server = new Loopback(OrderServices.wirebind())) {
      ManagedChannel channel = server.channel();
      OrderServiceGrpc.OrderServiceBlockingStub blocking =
          OrderServiceGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
      OrderServiceGrpc.OrderServiceStub async = OrderServiceGrpc.newStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
      Random r = new Random(1);

      for (int i = 0; i < 200; i++) { // unary
        Order o = Orders.random(r);
        assertEquals(Orders.receipt(o), Orders.fromProto(blocking.place(Orders.toProto(o))));
        assertEquals(o, Orders.fromProto(blocking.copy(Orders.toProto(o))));
      }

      Query q = new Query("ann", 300, 7); // server streaming
      List<Order> streamed = new ArrayList<>();
      Iterator<io.wirebind.grpc.proto.Order> it = blocking.watch(Orders.toProto(q));
      it.forEachRemaining(p -> streamed.add(Orders.fromProto(p)));
      assertEquals(Orders.watch(q), streamed);

      List<Order> sent = new ArrayList<>(); // client streaming
      Collect<io.wirebind.grpc.proto.Receipt> receipt = new Collect<>();
      StreamObserver<io.wirebind.grpc.proto.Order> upload = async.upload(receipt);
      for (int i = 0; i < 300; i++) {
        Order o = Orders.random(r);
        sent.add(o);
        upload.onNext(Orders.toProto(o));
      }
      upload.onCompleted();
      assertEquals(List.of(Orders.upload(sent)), receipt.await().stream().map(Orders::fromProto).toList());

      sent.clear(); // bidi streaming
      Collect<io.wirebind.grpc.proto.Order> echoed = new Collect<>();
      StreamObserver<io.wirebind.grpc.proto.Order> echo = async.echo(echoed);
      for (int i = 0; i < 300; i++) {
        Order o = Orders.random(r);
        sent.add(o);
        echo.onNext(Orders.toProto(o));
      }
      echo.onCompleted();
      assertEquals(sent, echoed.await().stream().map(Orders::fromProto).toList());
    }
  }

  @Test
  void wirebindClientCallsProtocServer() throws Exception {
    try (Loopback server = new Loopback(new OrderServices.Protoc())) {
      ManagedChannel channel = server.channel();
      Random r = new Random(2);

      for (int i = 0; i < 200; i++) { // unary
        Order o = Orders.random(r);
        assertEquals(Orders.receipt(o), ClientCalls.blockingUnaryCall(channel, OrderServices.PLACE, options(), o));
        assertEquals(o, ClientCalls.blockingUnaryCall(channel, OrderServices.COPY, options(), o));
      }

      Query q = new Query(null, 300, 8); // server streaming
      List<Order> streamed = new ArrayList<>();
      ClientCalls.blockingServerStreamingCall(channel, OrderServices.WATCH, options(), q).forEachRemaining(streamed::add);
      assertEquals(Orders.watch(q), streamed);

      List<Order> sent = new ArrayList<>(); // client streaming
      Collect<Receipt> receipt = new Collect<>();
      StreamObserver<Order> upload =
          ClientCalls.asyncClientStreamingCall(channel.newCall(OrderServices.UPLOAD, options()), receipt);
      for (int i = 0; i < 300; i++) {
        Order o = Orders.random(r);
        sent.add(o);
        upload.onNext(o);
      }
      upload.onCompleted();
      assertEquals(List.of(Orders.upload(sent)), receipt.await());

      sent.clear(); // bidi streaming
      Collect<Order> echoed = new Collect<>();
      StreamObserver<Order> echo =
          ClientCalls.asyncBidiStreamingCall(channel.newCall(OrderServices.ECHO, options()), echoed);
      for (int i = 0; i < 300; i++) {
        Order o = Orders.random(r);
        sent.add(o);
        echo.onNext(o);
      }
      echo.onCompleted();
      assertEquals(sent, echoed.await());
    }
  }

  @Test
  void wirebindClientCallsWirebindServer() throws Exception {
    try (Loopback server = new Loopback(OrderServices.wirebind())) {
      ManagedChannel channel = server.channel();
      Random r = new Random(3);
      for (int i = 0; i < 100; i++) {
        Order o = Orders.random(r);
        assertEquals(o, ClientCalls.blockingUnaryCall(channel, OrderServices.COPY, options(), o));
      }
      Query q = new Query("bo", 50, 9);
      List<Order> streamed = new ArrayList<>();
      ClientCalls.blockingServerStreamingCall(channel, OrderServices.WATCH, options(), q).forEachRemaining(streamed::add);
      assertEquals(Orders.watch(q), streamed);
    }
  }
}
