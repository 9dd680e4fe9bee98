package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.stub.ClientCalls;
import io.wirebind.grpc.OrderServices.Loopback;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.proto.OrderServiceGrpc;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Eight concurrent clients, each on its own connection, make thousands of calls with random
 * orders to one Wirebind server; every answer must equal what was sent. Four clients use
 * Wirebind's marshallers, four protoc-generated stubs. Bounded in count and in time: a client
 * stops at its count or when the time budget is spent, and the test fails in the second case.
 */
class GrpcLoadTest {
  static final int CLIENTS = 8;
  static final int CALLS = 2_500;
  static final long BUDGET_NANOS = TimeUnit.SECONDS.toNanos(120);

  @Test
  void eightClientsThousandsOfCallsAllEqual() throws Exception {
    ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
    try (Loopback server = new Loopback(OrderServices.wirebind())) {
      long deadline = System.nanoTime() + BUDGET_NANOS;
      List<Future<Integer>> done = new ArrayList<>();
      for (int c = 0; c < CLIENTS; c++) {
        ManagedChannel channel = server.channel();
        boolean wirebind = c % 2 == 0;
        long seed = 100 + c;
        done.add(clients.submit(() -> run(channel, wirebind, seed, deadline)));
      }
      int total = 0;
      for (Future<Integer> f : done) {
        total += f.get(BUDGET_NANOS + TimeUnit.SECONDS.toNanos(30), TimeUnit.NANOSECONDS);
      }
      assertEquals(CLIENTS * CALLS, total, "calls completed within the time budget");
    } finally {
      clients.shutdownNow();
    }
  }

  private static int run(ManagedChannel channel, boolean wirebind, long seed, long deadline) {
    Random r = new Random(seed);
    OrderServiceGrpc.OrderServiceBlockingStub protoc = OrderServiceGrpc.newBlockingStub(channel);
    int n = 0;
    for (; n < CALLS && System.nanoTime() < deadline; n++) {
      Order o = Orders.random(r);
      Order back;
      if (wirebind) {
        back = ClientCalls.blockingUnaryCall(
            channel, OrderServices.COPY, CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS), o);
      } else {
        back = Orders.fromProto(protoc.withDeadlineAfter(30, TimeUnit.SECONDS).copy(Orders.toProto(o)));
      }
      assertEquals(o, back);
    }
    return n;
  }
}
