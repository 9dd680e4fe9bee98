package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ClientResponseObserver;
import io.grpc.stub.ServerCallStreamObserver;
import io.wirebind.grpc.OrderServices.Loopback;
import io.wirebind.grpc.model.Query;
import io.wirebind.grpc.model.Receipt;
import io.wirebind.grpc.proto.SlowServiceGrpc;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Deadlines and cancellation reach a Wirebind server, from Wirebind and protoc-generated clients. */
class GrpcDeadlineTest {
  static final WireService SLOW = WireService.named("wirebind.test.SlowService");
  static final MethodDescriptor<Query, Receipt> WAIT = SLOW.unary("Wait", Query.class, Receipt.class);
  static final MethodDescriptor<Query, Receipt> TICKS = SLOW.serverStreaming("Ticks", Query.class, Receipt.class);

  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
  private final AtomicInteger cancelled = new AtomicInteger();
  private volatile CountDownLatch cancelSeen = new CountDownLatch(1);
  private Loopback server;

  @BeforeEach
  void start() throws Exception {
    ServerServiceDefinition slow = SLOW.implement()
        .unary(WAIT, (query, out) -> {
          // answers only when cancelled (the answer then goes nowhere)
          ((ServerCallStreamObserver<Receipt>) out).setOnCancelHandler(this::cancelled);
        })
        .serverStreaming(TICKS, (query, out) -> {
          ServerCallStreamObserver<Receipt> call = (ServerCallStreamObserver<Receipt>) out;
          AtomicInteger n = new AtomicInteger();
          ScheduledFuture<?> ticking = timer.scheduleAtFixedRate(() -> {
            synchronized (call) {
              if (!call.isCancelled()) {
                int i = n.incrementAndGet();
                call.onNext(new Receipt(i, i, i, query.customer()));
              }
            }
          }, 0, 5, TimeUnit.MILLISECONDS);
          call.setOnCancelHandler(() -> {
            ticking.cancel(false);
            cancelled();
          });
        })
        .build();
    server = new Loopback(slow);
  }

  private void cancelled() {
    cancelled.incrementAndGet();
    cancelSeen.countDown();
  }

  @AfterEach
  void stop() throws Exception {
    server.close();
    timer.shutdownNow();
  }

  private void assertServerSawCancel() throws InterruptedException {
    assertTrue(cancelSeen.await(10, TimeUnit.SECONDS), "the server saw the call end");
    cancelSeen = new CountDownLatch(1);
  }

  @Test
  void deadlineEndsAUnaryCall() throws Exception {
    ManagedChannel channel = server.channel();
    StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
        channel, WAIT, CallOptions.DEFAULT.withDeadlineAfter(200, TimeUnit.MILLISECONDS), new Query("a", 1, 1)));
    assertEquals(Status.Code.DEADLINE_EXCEEDED, e.getStatus().getCode());
    assertServerSawCancel();

    SlowServiceGrpc.SlowServiceBlockingStub protoc =
        SlowServiceGrpc.newBlockingStub(channel).withDeadlineAfter(200, TimeUnit.MILLISECONDS);
    e = assertThrows(StatusRuntimeException.class,
        () -> protoc.wait(io.wirebind.grpc.proto.Query.newBuilder().setCount(1).build()));
    assertEquals(Status.Code.DEADLINE_EXCEEDED, e.getStatus().getCode());
    assertServerSawCancel();
  }

  @Test
  void deadlineEndsAStream() throws Exception {
    ManagedChannel channel = server.channel();
    Collect<Receipt> ticks = new Collect<>();
    ClientCalls.asyncServerStreamingCall(
        channel.newCall(TICKS, CallOptions.DEFAULT.withDeadlineAfter(300, TimeUnit.MILLISECONDS)),
        new Query("b", 0, 0), ticks);
    Throwable t = assertThrows(Exception.class, ticks::await).getCause();
    assertEquals(Status.Code.DEADLINE_EXCEEDED, Status.fromThrowable(t).getCode());
    assertTrue(ticks.soFar().size() > 0, "some ticks arrived before the deadline");
    for (int i = 0; i < ticks.soFar().size(); i++) {
      assertEquals(new Receipt(i + 1, i + 1, i + 1, "b"), ticks.soFar().get(i));
    }
    assertServerSawCancel();
  }

  @Test
  void clientCancelsAStream() throws Exception {
    ManagedChannel channel = server.channel();
    // Wirebind client: cancel after five ticks
    CountDownLatch five = new CountDownLatch(5);
    Collect<Receipt> got = new Collect<>();
    ClientCall<Query, Receipt> call = channel.newCall(TICKS, CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS));
    ClientCalls.asyncServerStreamingCall(call, new Query("c", 0, 0), new ClientResponseObserver<Query, Receipt>() {
      @Override
      public void beforeStart(ClientCallStreamObserver<Query> requestStream) {}

      @Override
      public void onNext(Receipt value) {
        got.onNext(value);
        five.countDown();
      }

      @Override
      public void onError(Throwable t) {
        got.onError(t);
      }

      @Override
      public void onCompleted() {
        got.onCompleted();
      }
    });
    assertTrue(five.await(10, TimeUnit.SECONDS));
    call.cancel("enough", null);
    Throwable t = assertThrows(Exception.class, got::await).getCause();
    assertEquals(Status.Code.CANCELLED, Status.fromThrowable(t).getCode());
    assertServerSawCancel();

    // protoc-generated client: the same through its async stub
    CountDownLatch three = new CountDownLatch(3);
    CountDownLatch ended = new CountDownLatch(1);
    SlowServiceGrpc.newStub(channel).ticks(io.wirebind.grpc.proto.Query.newBuilder().setCustomer("d").build(),
        new ClientResponseObserver<io.wirebind.grpc.proto.Query, io.wirebind.grpc.proto.Receipt>() {
          private ClientCallStreamObserver<io.wirebind.grpc.proto.Query> request;

          @Override
          public void beforeStart(ClientCallStreamObserver<io.wirebind.grpc.proto.Query> requestStream) {
            request = requestStream;
          }

          @Override
          public void onNext(io.wirebind.grpc.proto.Receipt value) {
            assertEquals("d", value.getMessage());
            three.countDown();
            if (three.getCount() == 0) {
              request.cancel("enough", null);
            }
          }

          @Override
          public void onError(Throwable t) {
            ended.countDown();
          }

          @Override
          public void onCompleted() {
            ended.countDown();
          }
        });
    assertTrue(ended.await(10, TimeUnit.SECONDS));
    assertServerSawCancel();
    assertEquals(2, cancelled.get());
  }
}
