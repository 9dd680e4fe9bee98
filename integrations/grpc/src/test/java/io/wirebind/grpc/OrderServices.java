package io.wirebind.grpc;

import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.StreamObserver;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.model.Query;
import io.wirebind.grpc.model.Receipt;
import io.wirebind.grpc.proto.OrderServiceGrpc;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** The test service declared with {@link WireService}, its two implementations, and a loopback server. */
final class OrderServices {
  private OrderServices() {}

  // service OrderService in orders.proto, declared from the Wirebind classes
  static final WireService SERVICE = WireService.named("wirebind.test.OrderService");
  static final MethodDescriptor<Order, Receipt> PLACE = SERVICE.unary("Place", Order.class, Receipt.class);
  static final MethodDescriptor<Query, Order> WATCH = SERVICE.serverStreaming("Watch", Query.class, Order.class);
  static final MethodDescriptor<Order, Receipt> UPLOAD = SERVICE.clientStreaming("Upload", Order.class, Receipt.class);
  static final MethodDescriptor<Order, Order> ECHO = SERVICE.bidiStreaming("Echo", Order.class, Order.class);
  static final MethodDescriptor<Order, Order> COPY = SERVICE.unary("Copy", Order.class, Order.class);

  /** The service implemented on the Wirebind classes. */
  static ServerServiceDefinition wirebind() {
    return SERVICE.implement()
        .unary(PLACE, (order, out) -> {
          out.onNext(Orders.receipt(order));
          out.onCompleted();
        })
        .serverStreaming(WATCH, (query, out) -> {
          for (Order o : Orders.watch(query)) {
            out.onNext(o);
          }
          out.onCompleted();
        })
        .clientStreaming(UPLOAD, out -> new StreamObserver<Order>() {
          final List<Order> received = new ArrayList<>();

          @Override
          public void onNext(Order value) {
            received.add(value);
          }

          @Override
          public void onError(Throwable t) {}

          @Override
          public void onCompleted() {
            out.onNext(Orders.upload(received));
            out.onCompleted();
          }
        })
        .bidiStreaming(ECHO, out -> new StreamObserver<Order>() {
          @Override
          public void onNext(Order value) {
            out.onNext(value);
          }

          @Override
          public void onError(Throwable t) {}

          @Override
          public void onCompleted() {
            out.onCompleted();
          }
        })
        .unary(COPY, (order, out) -> {
          out.onNext(order);
          out.onCompleted();
        })
        .build();
  }

  /** The same service implemented on protoc-generated classes and stubs. */
  static final class Protoc extends OrderServiceGrpc.OrderServiceImplBase {
    @Override
    public void place(io.wirebind.grpc.proto.Order request, StreamObserver<io.wirebind.grpc.proto.Receipt> out) {
      out.onNext(Orders.toProto(Orders.receipt(Orders.fromProto(request))));
      out.onCompleted();
    }

    @Override
    public void watch(io.wirebind.grpc.proto.Query request, StreamObserver<io.wirebind.grpc.proto.Order> out) {
      for (Order o : Orders.watch(Orders.fromProto(request))) {
        out.onNext(Orders.toProto(o));
      }
      out.onCompleted();
    }

    @Override
    public StreamObserver<io.wirebind.grpc.proto.Order> upload(StreamObserver<io.wirebind.grpc.proto.Receipt> out) {
      List<Order> received = new ArrayList<>();
      return new StreamObserver<>() {
        @Override
        public void onNext(io.wirebind.grpc.proto.Order value) {
          received.add(Orders.fromProto(value));
        }

        @Override
        public void onError(Throwable t) {}

        @Override
        public void onCompleted() {
          out.onNext(Orders.toProto(Orders.upload(received)));
          out.onCompleted();
        }
      };
    }

    @Override
    public StreamObserver<io.wirebind.grpc.proto.Order> echo(StreamObserver<io.wirebind.grpc.proto.Order> out) {
      return new StreamObserver<>() {
        @Override
        public void onNext(io.wirebind.grpc.proto.Order value) {
          out.onNext(value);
        }

        @Override
        public void onError(Throwable t) {}

        @Override
        public void onCompleted() {
          out.onCompleted();
        }
      };
    }

    @Override
    public void copy(io.wirebind.grpc.proto.Order request, StreamObserver<io.wirebind.grpc.proto.Order> out) {
      out.onNext(request);
      out.onCompleted();
    }
  }

  /** A Netty server on 127.0.0.1 at an ephemeral port, and channels to it. */
  static final class Loopback implements AutoCloseable {
    final Server server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final List<ManagedChannel> channels = new ArrayList<>();

    Loopback(ServerServiceDefinition... services) throws IOException {
      NettyServerBuilder b = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0)).executor(executor);
      for (ServerServiceDefinition s : services) {
        b.addService(s);
      }
      server = b.build().start();
    }

    Loopback(io.grpc.BindableService service) throws IOException {
      this(service.bindService());
    }

    synchronized ManagedChannel channel() {
      ManagedChannel c = NettyChannelBuilder.forAddress("127.0.0.1", server.getPort()).usePlaintext().build();
      channels.add(c);
      return c;
    }

    @Override
    public void close() {
      for (ManagedChannel c : channels) {
        c.shutdownNow();
      }
      server.shutdownNow();
      try {
        for (ManagedChannel c : channels) {
          c.awaitTermination(10, TimeUnit.SECONDS);
        }
        server.awaitTermination(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      executor.shutdownNow();
    }
  }
}
