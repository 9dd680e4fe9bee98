package io.wirebind.grpc.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.StreamObserver;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.grpc.WireService;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.model.Query;
import io.wirebind.grpc.shop.proto.ShopServiceGrpc;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A Wirebind server for the service of the {@code @WireRpcService} interface {@link ShopService},
 * called on loopback through the grpc-java stub and protobuf-java messages that protoc generated
 * from the {@code .proto} the processor exported (this file is compiled after them; see the pom):
 * every streaming kind, and messages imported from another package's exported file.
 */
class ExportedServiceTest {
  static final WireService SHOP = WireService.of(ShopService.class);
  static final MethodDescriptor<Cart, Total> PRICE = SHOP.unary("Price", Cart.class, Total.class);
  static final MethodDescriptor<Cart, Item> ITEMS = SHOP.serverStreaming("Items", Cart.class, Item.class);
  static final MethodDescriptor<Cart, Total> CHECKOUT = SHOP.clientStreaming("Checkout", Cart.class, Total.class);
  static final MethodDescriptor<Cart, Cart> ECHO = SHOP.bidiStreaming("Echo", Cart.class, Cart.class);
  static final MethodDescriptor<Query, Order> WATCH = SHOP.serverStreaming("Watch", Query.class, Order.class);

  static ServerServiceDefinition shop() {
    return SHOP.implement()
        .unary(PRICE, (cart, out) -> {
          out.onNext(Total.of(cart));
          out.onCompleted();
        })
        .serverStreaming(ITEMS, (cart, out) -> {
          cart.items().forEach(out::onNext);
          out.onCompleted();
        })
        .clientStreaming(CHECKOUT, out -> new StreamObserver<Cart>() {
          long id;
          int items;
          long units;

          @Override
          public void onNext(Cart c) {
            Total t = Total.of(c);
            id += t.cartId();
            items += t.items();
            units += t.units();
          }

          @Override
          public void onError(Throwable t) {}

          @Override
          public void onCompleted() {
            out.onNext(new Total(id, items, units));
            out.onCompleted();
          }
        })
        .bidiStreaming(ECHO, out -> new StreamObserver<Cart>() {
          @Override
          public void onNext(Cart c) {
            out.onNext(c);
          }

          @Override
          public void onError(Throwable t) {}

          @Override
          public void onCompleted() {
            out.onCompleted();
          }
        })
        .serverStreaming(WATCH, (query, out) -> {
          for (int i = 0; i < query.count(); i++) {
            Order o = new Order();
            o.id = query.seed() + i;
            o.customer = query.customer();
            out.onNext(o);
          }
          out.onCompleted();
        })
        .build();
  }

  static Cart cart(long id) {
    return new Cart(id, List.of(new Item("a" + id, 2, List.of(38, 39)), new Item("b", 3, List.of())),
        Cart.Status.PAID, Map.of("spring", 10));
  }

  /** Our cart as protoc's message, through protobuf-java's parser. */
  static io.wirebind.grpc.shop.proto.Cart peer(Cart c) throws Exception {
    return io.wirebind.grpc.shop.proto.Cart.parseFrom(Wirebind.codec(Cart.class).toProto(c));
  }

  static <T> T ours(Class<T> type, com.google.protobuf.MessageLite m) {
    Codec<T> codec = Wirebind.codec(type);
    return codec.fromProto(m.toByteArray());
  }

  @Test
  void protocStubCallsEveryMethodKind() throws Exception {
    Server server = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
        .addService(shop())
        .build()
        .start();
    ManagedChannel channel = NettyChannelBuilder
        .forAddress("127.0.0.1", server.getPort())
        .usePlaintext()
        .build();
    try {
      ShopServiceGrpc.ShopServiceBlockingStub blocking =
          ShopServiceGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
      ShopServiceGrpc.ShopServiceStub async = ShopServiceGrpc.newStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);

      // unary: the peer's enum and map fields arrive as protoc generated them
      io.wirebind.grpc.shop.proto.Cart p = peer(cart(7));
      assertEquals(io.wirebind.grpc.shop.proto.Cart.Status.PAID, p.getStatus());
      assertEquals(10, p.getCouponsOrThrow("spring"));
      assertEquals(new Total(7, 2, 5), ours(Total.class, blocking.price(p)));

      // server streaming
      List<Item> items = new ArrayList<>();
      blocking.items(p).forEachRemaining(i -> items.add(ours(Item.class, i)));
      assertEquals(cart(7).items(), items);
      assertEquals(List.of(38, 39), peer(cart(7)).getItems(0).getSizesList());

      // client streaming
      Collect<io.wirebind.grpc.shop.proto.Total> total = new Collect<>();
      StreamObserver<io.wirebind.grpc.shop.proto.Cart> checkout = async.checkout(total);
      for (int i = 1; i <= 3; i++) {
        checkout.onNext(peer(cart(i)));
      }
      checkout.onCompleted();
      assertEquals(List.of(new Total(6, 6, 15)), total.await().stream().map(t -> ours(Total.class, t)).toList());

      // bidi streaming
      Collect<io.wirebind.grpc.shop.proto.Cart> echoed = new Collect<>();
      StreamObserver<io.wirebind.grpc.shop.proto.Cart> echo = async.echo(echoed);
      List<Cart> sent = new ArrayList<>();
      for (int i = 1; i <= 20; i++) {
        sent.add(cart(i));
        echo.onNext(peer(cart(i)));
      }
      echo.onCompleted();
      assertEquals(sent, echoed.await().stream().map(c -> ours(Cart.class, c)).toList());

      // messages of another package, imported from its exported file
      Iterator<io.wirebind.grpc.model.Model.Order> watched = blocking.watch(
          io.wirebind.grpc.model.Model.Query.newBuilder().setCustomer("ann").setCount(3).setSeed(40).build());
      List<Long> ids = new ArrayList<>();
      watched.forEachRemaining(o -> {
        assertEquals("ann", o.getCustomer());
        ids.add(o.getId());
      });
      assertEquals(List.of(40L, 41L, 42L), ids);
    } finally {
      channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
      server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void serviceNameComesFromTheExportedFile() {
    assertEquals("wirebind.shop.v1.ShopService", SHOP.name());
    assertEquals("wirebind.shop.v1.ShopService",
        ShopServiceGrpc.getServiceDescriptor().getName());
    assertEquals(ShopServiceGrpc.getPriceMethod().getFullMethodName(), PRICE.getFullMethodName());
    assertEquals(ShopServiceGrpc.getEchoMethod().getType(), ECHO.getType());
    assertEquals(ShopServiceGrpc.getCheckoutMethod().getType(), CHECKOUT.getType());
    assertEquals(ShopServiceGrpc.getItemsMethod().getType(), ITEMS.getType());
    assertEquals(ShopServiceGrpc.getWatchMethod().getFullMethodName(), WATCH.getFullMethodName());
  }

  @Test
  void declarationsAreCheckedAgainstTheInterface() {
    WireService s = WireService.of(ShopService.class);
    assertEquals("wirebind.shop.v1.ShopService/Price is declared by its interface as UNARY Cart -> Total,"
            + " not SERVER_STREAMING Cart -> Total",
        assertThrows(IllegalArgumentException.class, () -> s.serverStreaming("Price", Cart.class, Total.class))
            .getMessage());
    assertEquals("wirebind.shop.v1.ShopService has no rpc Pay; its interface declares Checkout, Echo, Items,"
            + " Price, Watch",
        assertThrows(IllegalArgumentException.class, () -> s.unary("Pay", Cart.class, Total.class)).getMessage());
    s.unary("Price", Cart.class, Total.class);
    assertEquals("wirebind.shop.v1.ShopService does not declare the rpcs Checkout, Echo, Items, Watch of its"
            + " interface; declare them before implement()",
        assertThrows(IllegalStateException.class, s::implement).getMessage());
    assertThrows(IllegalArgumentException.class, () -> WireService.of(Cart.class));
  }

  /** Collects a stream's values until it completes. */
  static final class Collect<T> implements StreamObserver<T> {
    private final List<T> values = new ArrayList<>();
    private final CountDownLatch done = new CountDownLatch(1);
    private Throwable error;

    @Override
    public synchronized void onNext(T value) {
      values.add(value);
    }

    @Override
    public synchronized void onError(Throwable t) {
      error = t;
      done.countDown();
    }

    @Override
    public void onCompleted() {
      done.countDown();
    }

    List<T> await() throws Exception {
      if (!done.await(30, TimeUnit.SECONDS)) {
        throw new AssertionError("no completion");
      }
      return values();
    }

    private synchronized List<T> values() {
      if (error != null) {
        throw new AssertionError(error);
      }
      return List.copyOf(values);
    }
  }
}
