package io.wirebind.grpc.shop;

import io.wirebind.annotation.WireRpc;
import io.wirebind.annotation.WireRpcService;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.model.Query;

/** Every streaming kind, and messages of another package (imported from its exported file). */
@WireRpcService
public interface ShopService {
  /** {@code rpc Price(Cart) returns (Total)} */
  Total price(Cart cart);

  /** {@code rpc Items(Cart) returns (stream Item)} */
  @WireRpc(WireRpc.Streaming.SERVER)
  Item items(Cart cart);

  /** {@code rpc Checkout(stream Cart) returns (Total)} */
  @WireRpc(WireRpc.Streaming.CLIENT)
  Total checkout(Cart cart);

  /** {@code rpc Echo(stream Cart) returns (stream Cart)} */
  @WireRpc(WireRpc.Streaming.BIDI)
  Cart echo(Cart cart);

  /** {@code rpc Watch(.io.wirebind.grpc.model.Query) returns (stream .io.wirebind.grpc.model.Order)} */
  @WireRpc(value = WireRpc.Streaming.SERVER, name = "Watch")
  Order orders(Query query);
}
