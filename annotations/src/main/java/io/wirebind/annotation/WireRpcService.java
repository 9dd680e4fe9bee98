package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a gRPC service on an interface, for the {@code .proto} Wirebind exports: each abstract
 * method is an {@code rpc} taking its one parameter, a {@code @WireMessage} type, and returning its
 * return type, another; {@link WireRpc} on a method sets its streaming kind or name. The service is
 * written into the exported file of the interface's package, so it shares that file's proto
 * {@code package} (from {@link WireSchema}), and {@code WireService.of(TheInterface.class)} in
 * {@code wirebind-grpc} serves and calls it under the same name.
 *
 * <pre>{@code
 * @WireRpcService
 * public interface Shop {                    // service Shop {
 *   Receipt place(Order order);              //   rpc Place(Order) returns (Receipt);
 *   @WireRpc(WireRpc.Streaming.SERVER)
 *   Order history(OrderQuery query);         //   rpc History(OrderQuery) returns (stream Order);
 * }                                          // }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface WireRpcService {

  /** The service name; by default the interface's simple name. */
  String value() default "";
}
