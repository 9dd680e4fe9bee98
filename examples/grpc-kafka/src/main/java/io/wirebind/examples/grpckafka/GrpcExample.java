package io.wirebind.examples.grpckafka;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCalls;
import io.wirebind.examples.grpckafka.model.Order;
import io.wirebind.examples.grpckafka.model.OrderQuery;
import io.wirebind.examples.grpckafka.model.Receipt;
import io.wirebind.grpc.WireService;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * A gRPC service on {@code @WireMessage} records, without a {@code .proto} file or protoc: a
 * Netty server and a client on loopback in one process. A protoc-generated client in any language
 * calls the same service with this {@code .proto}:
 *
 * <pre>
 * package shop.v1;
 * service Shop {
 *   rpc Place(Order) returns (Receipt);
 *   rpc History(OrderQuery) returns (stream Order);
 * }
 * </pre>
 */
public final class GrpcExample {
  /** The service and its methods: {@code shop.v1.Shop/Place} and {@code shop.v1.Shop/History}. */
  public static final WireService SHOP = WireService.named("shop.v1.Shop");
  public static final MethodDescriptor<Order, Receipt> PLACE = SHOP.unary("Place", Order.class, Receipt.class);
  public static final MethodDescriptor<OrderQuery, Order> HISTORY =
      SHOP.serverStreaming("History", OrderQuery.class, Order.class);

  private GrpcExample() {}

  /** What the example did: a receipt per order placed, and one customer's history. */
  public record Result(List<Order> placed, List<Receipt> receipts, List<Order> history) {}

  /** The server side: the implementation of each method, with grpc-java's stream observers. */
  static ServerServiceDefinition shop(List<Order> store) {
    return SHOP.implement()
        .unary(PLACE, (order, response) -> {
          store.add(order);
          response.onNext(new Receipt(order.id(), order.totalCents(), "thank you, " + order.customer()));
          response.onCompleted();
        })
        .serverStreaming(HISTORY, (query, response) -> {
          store.stream()
              .filter(o -> o.customer().equals(query.customer()))
              .limit(query.limit())
              .forEach(response::onNext);
          response.onCompleted();
        })
        .build();
  }

  /** Starts the server on 127.0.0.1 (a free port), places {@code orders} orders, asks for a history. */
  public static Result run(int orders) throws Exception {
    List<Order> store = new CopyOnWriteArrayList<>();
    Server server = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
        .addService(shop(store))
        .build()
        .start();
    ManagedChannel channel = NettyChannelBuilder.forAddress("127.0.0.1", server.getPort()).usePlaintext().build();
    try {
      Random r = new Random(1);
      List<Order> placed = new ArrayList<>();
      List<Receipt> receipts = new ArrayList<>();
      for (int i = 1; i <= orders; i++) {
        Order o = Orders.order(r, i);
        placed.add(o);
        receipts.add(ClientCalls.blockingUnaryCall(channel, PLACE, CallOptions.DEFAULT.withDeadlineAfter(10, TimeUnit.SECONDS), o));
      }
      List<Order> history = new ArrayList<>();
      ClientCalls.blockingServerStreamingCall(
              channel, HISTORY, CallOptions.DEFAULT.withDeadlineAfter(10, TimeUnit.SECONDS), new OrderQuery("ada", 3))
          .forEachRemaining(history::add);
      return new Result(placed, receipts, history);
    } finally {
      channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
      server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
    }
  }

  public static void main(String[] args) throws Exception {
    Result result = run(args.length > 0 ? Integer.parseInt(args[0]) : 20);
    System.out.println("gRPC: placed " + result.placed().size() + " orders through " + PLACE.getFullMethodName());
    System.out.println("  first receipt: " + result.receipts().get(0));
    System.out.println("  " + HISTORY.getFullMethodName() + " for ada streamed " + result.history().size() + " orders:");
    result.history().forEach(o -> System.out.println("    " + o));
  }
}
