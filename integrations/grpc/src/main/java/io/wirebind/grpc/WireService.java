package io.wirebind.grpc;

import io.grpc.MethodDescriptor;
import io.grpc.MethodDescriptor.MethodType;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
import io.grpc.stub.ServerCalls;
import io.wirebind.annotation.WireRpc;
import io.wirebind.annotation.WireRpcService;
import io.wirebind.annotation.WireSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A gRPC service declared from {@code @WireMessage} request and response classes, without a
 * {@code .proto} file or protoc: what a {@code service} block declares, as grpc-java
 * {@link MethodDescriptor}s whose marshallers are {@link WireMarshaller}s.
 *
 * <pre>{@code
 * // service Shop { rpc Place(Order) returns (Receipt); rpc Watch(Query) returns (stream Order); }
 * static final WireService SHOP = WireService.named("shop.v1.Shop");
 * static final MethodDescriptor<Order, Receipt> PLACE = SHOP.unary("Place", Order.class, Receipt.class);
 * static final MethodDescriptor<Query, Order> WATCH = SHOP.serverStreaming("Watch", Query.class, Order.class);
 *
 * // server: grpc-java's ServerBuilder.addService(...)
 * ServerServiceDefinition impl = SHOP.implement()
 *     .unary(PLACE, (order, out) -> { out.onNext(receiptFor(order)); out.onCompleted(); })
 *     .serverStreaming(WATCH, (query, out) -> ...)
 *     .build();
 * // client: grpc-java's ClientCalls with the same descriptors
 * Receipt r = ClientCalls.blockingUnaryCall(channel, PLACE, CallOptions.DEFAULT, order);
 * }</pre>
 *
 * <p>Method names are {@code package.Service/Method}, as protoc names them, so protoc-generated
 * clients and servers in any language call and serve these methods when their {@code .proto}
 * declares the same service with messages of the same field numbers and types.
 *
 * <p>A request that does not decode ends its call with {@code INVALID_ARGUMENT}, whose
 * description says what was wrong and at which byte; the implementation sees the call cancelled
 * (its request observer gets {@code onError}, its cancel handler runs), whatever it sends after
 * that is dropped, and the server goes on serving other calls.
 *
 * <p>Declare all methods before calling {@link #implement()} or {@link #descriptor()}; a
 * descriptor declared later belongs only to the definitions built after it.
 */
public final class WireService {
  private final String name;
  private final Map<String, MethodDescriptor<?, ?>> methods = new LinkedHashMap<>();
  /** The rpcs of the {@code @WireRpcService} interface this service was made from, or null. */
  private final Map<String, Rpc> declared;
  private io.wirebind.Limits limits = io.wirebind.Limits.DEFAULTS;

  private WireService(String name, Map<String, Rpc> declared) {
    this.name = name;
    this.declared = declared;
  }

  /** One rpc of a {@code @WireRpcService} interface. */
  private record Rpc(MethodType type, Class<?> request, Class<?> response) {}

  /**
   * A service called {@code fullName}: the {@code .proto} package, a dot and the service name
   * ({@code "shop.v1.Shop"}), or only the service name when the {@code .proto} has no package.
   */
  public static WireService named(String fullName) {
    if (fullName == null || fullName.isEmpty() || fullName.indexOf('/') >= 0) {
      throw new IllegalArgumentException(
          "a service name is the .proto package and service, like shop.v1.Shop, not '" + fullName + "'");
    }
    return new WireService(fullName, null);
  }

  /**
   * The service a {@link WireRpcService @WireRpcService} interface declares, under the name of the
   * {@code service} Wirebind exports for it: the proto package of the interface's Java package
   * ({@link WireSchema#protoPackage()}, by default the Java package), a dot and the service name.
   * Methods are still declared with {@link #unary} and the others, which check each against the
   * interface (name, streaming kind, request and response classes); {@link #implement()} checks
   * that every rpc of the interface is declared.
   *
   * @throws IllegalArgumentException when {@code declaration} is not a {@code @WireRpcService} interface
   */
  public static WireService of(Class<?> declaration) {
    WireRpcService service = declaration.getAnnotation(WireRpcService.class);
    if (service == null || !declaration.isInterface()) {
      throw new IllegalArgumentException(
          declaration.getName() + " is not an interface annotated with @WireRpcService");
    }
    String simple = service.value().isEmpty() ? declaration.getSimpleName() : service.value();
    WireSchema schema = declaration.getPackage().getAnnotation(WireSchema.class);
    String pkg = schema != null && !schema.protoPackage().isEmpty()
        ? schema.protoPackage()
        : declaration.getPackageName();
    Map<String, Rpc> rpcs = new LinkedHashMap<>();
    for (java.lang.reflect.Method m : declaration.getMethods()) {
      if (!java.lang.reflect.Modifier.isAbstract(m.getModifiers()) || m.getParameterCount() != 1) {
        continue;
      }
      WireRpc rpc = m.getAnnotation(WireRpc.class);
      String rpcName = rpc == null || rpc.name().isEmpty()
          ? Character.toUpperCase(m.getName().charAt(0)) + m.getName().substring(1)
          : rpc.name();
      MethodType type = switch (rpc == null ? WireRpc.Streaming.UNARY : rpc.value()) {
        case UNARY -> MethodType.UNARY;
        case SERVER -> MethodType.SERVER_STREAMING;
        case CLIENT -> MethodType.CLIENT_STREAMING;
        case BIDI -> MethodType.BIDI_STREAMING;
      };
      rpcs.put(rpcName, new Rpc(type, m.getParameterTypes()[0], m.getReturnType()));
    }
    return new WireService(pkg.isEmpty() ? simple : pkg + "." + simple, Map.copyOf(rpcs));
  }

  /** The full service name, e.g. {@code shop.v1.Shop}. */
  public String name() {
    return name;
  }

  /**
   * Decodes the requests and responses of the methods declared after this call with {@code
   * limits} (by default {@link io.wirebind.Limits#DEFAULTS}); a request over a limit is answered
   * with {@code INVALID_ARGUMENT} naming the limit and the byte.
   */
  public synchronized WireService limits(io.wirebind.Limits limits) {
    if (limits == null) {
      throw new NullPointerException("limits");
    }
    this.limits = limits;
    return this;
  }

  /** Declares {@code rpc method(Req) returns (Resp)}. */
  public <Q, R> MethodDescriptor<Q, R> unary(String method, Class<Q> request, Class<R> response) {
    return declare(MethodType.UNARY, method, request, response);
  }

  /** Declares {@code rpc method(Req) returns (stream Resp)}. */
  public <Q, R> MethodDescriptor<Q, R> serverStreaming(String method, Class<Q> request, Class<R> response) {
    return declare(MethodType.SERVER_STREAMING, method, request, response);
  }

  /** Declares {@code rpc method(stream Req) returns (Resp)}. */
  public <Q, R> MethodDescriptor<Q, R> clientStreaming(String method, Class<Q> request, Class<R> response) {
    return declare(MethodType.CLIENT_STREAMING, method, request, response);
  }

  /** Declares {@code rpc method(stream Req) returns (stream Resp)}. */
  public <Q, R> MethodDescriptor<Q, R> bidiStreaming(String method, Class<Q> request, Class<R> response) {
    return declare(MethodType.BIDI_STREAMING, method, request, response);
  }

  private synchronized <Q, R> MethodDescriptor<Q, R> declare(
      MethodType type, String method, Class<Q> request, Class<R> response) {
    if (method == null || method.isEmpty() || method.indexOf('/') >= 0 || method.indexOf('.') >= 0) {
      throw new IllegalArgumentException("a method name is a plain identifier like Place, not '" + method + "'");
    }
    if (methods.containsKey(method)) {
      throw new IllegalArgumentException("method " + name + "/" + method + " is declared twice");
    }
    if (declared != null) {
      Rpc rpc = declared.get(method);
      Rpc asked = new Rpc(type, request, response);
      if (rpc == null) {
        throw new IllegalArgumentException(
            name + " has no rpc " + method + "; its interface declares " + String.join(", ", new java.util.TreeSet<>(declared.keySet())));
      }
      if (!rpc.equals(asked)) {
        throw new IllegalArgumentException(name + "/" + method + " is declared by its interface as " + describe(rpc)
            + ", not " + describe(asked));
      }
    }
    MethodDescriptor<Q, R> descriptor =
        MethodDescriptor.newBuilder(WireMarshaller.of(request, limits), WireMarshaller.of(response, limits))
            .setType(type)
            .setFullMethodName(MethodDescriptor.generateFullMethodName(name, method))
            .setSampledToLocalTracing(true)
            .build();
    methods.put(method, descriptor);
    return descriptor;
  }

  private static String describe(Rpc r) {
    return r.type() + " " + r.request().getSimpleName() + " -> " + r.response().getSimpleName();
  }

  /** The methods declared so far, in declaration order. */
  public synchronized List<MethodDescriptor<?, ?>> methods() {
    return List.copyOf(methods.values());
  }

  /** grpc-java's description of this service (client side: the declared descriptors). */
  public ServiceDescriptor descriptor() {
    return new ServiceDescriptor(name, methods());
  }

  /** Starts binding an implementation to every declared method. */
  public Implementation implement() {
    if (declared != null) {
      List<String> missing = new ArrayList<>();
      synchronized (this) {
        for (String rpc : declared.keySet()) {
          if (!methods.containsKey(rpc)) {
            missing.add(rpc);
          }
        }
      }
      if (!missing.isEmpty()) {
        java.util.Collections.sort(missing);
        throw new IllegalStateException(name + " does not declare the rpcs " + String.join(", ", missing)
            + " of its interface; declare them before implement()");
      }
    }
    return new Implementation(this, methods());
  }

  @Override
  public String toString() {
    return "WireService[" + name + "]";
  }

  /**
   * Binds implementations, written with grpc-java's {@link ServerCalls} method interfaces, to the
   * declared methods; {@link #build()} gives the definition for {@code ServerBuilder.addService}.
   */
  public static final class Implementation {
    private final WireService service;
    private final List<MethodDescriptor<?, ?>> declared;
    private final Map<String, ServerMethodDefinition<?, ?>> bound = new LinkedHashMap<>();

    private Implementation(WireService service, List<MethodDescriptor<?, ?>> declared) {
      this.service = service;
      this.declared = declared;
    }

    /** Implements a unary method. */
    public <Q, R> Implementation unary(MethodDescriptor<Q, R> method, ServerCalls.UnaryMethod<Q, R> impl) {
      return bind(method, MethodType.UNARY, ServerCalls.asyncUnaryCall(impl));
    }

    /** Implements a server-streaming method. */
    public <Q, R> Implementation serverStreaming(
        MethodDescriptor<Q, R> method, ServerCalls.ServerStreamingMethod<Q, R> impl) {
      return bind(method, MethodType.SERVER_STREAMING, ServerCalls.asyncServerStreamingCall(impl));
    }

    /** Implements a client-streaming method. */
    public <Q, R> Implementation clientStreaming(
        MethodDescriptor<Q, R> method, ServerCalls.ClientStreamingMethod<Q, R> impl) {
      return bind(method, MethodType.CLIENT_STREAMING, ServerCalls.asyncClientStreamingCall(impl));
    }

    /** Implements a bidirectional-streaming method. */
    public <Q, R> Implementation bidiStreaming(
        MethodDescriptor<Q, R> method, ServerCalls.BidiStreamingMethod<Q, R> impl) {
      return bind(method, MethodType.BIDI_STREAMING, ServerCalls.asyncBidiStreamingCall(impl));
    }

    private <Q, R> Implementation bind(
        MethodDescriptor<Q, R> method, MethodType type, ServerCallHandler<Q, R> handler) {
      if (!declared.contains(method)) {
        throw new IllegalArgumentException(
            method.getFullMethodName() + " was not declared by " + service + " before implement()");
      }
      if (method.getType() != type) {
        throw new IllegalArgumentException(
            method.getFullMethodName() + " is " + method.getType() + ", not " + type);
      }
      if (bound.containsKey(method.getFullMethodName())) {
        throw new IllegalArgumentException(method.getFullMethodName() + " is implemented twice");
      }
      bound.put(method.getFullMethodName(), DecodeGuard.definition(method, handler));
      return this;
    }

    /**
     * The service definition for grpc-java's {@code ServerBuilder.addService}.
     *
     * @throws IllegalStateException when a declared method has no implementation
     */
    public ServerServiceDefinition build() {
      List<String> missing = new ArrayList<>();
      List<MethodDescriptor<?, ?>> serverSide = new ArrayList<>();
      for (MethodDescriptor<?, ?> m : declared) {
        ServerMethodDefinition<?, ?> d = bound.get(m.getFullMethodName());
        if (d == null) {
          missing.add(m.getFullMethodName());
        } else {
          serverSide.add(d.getMethodDescriptor());
        }
      }
      if (!missing.isEmpty()) {
        throw new IllegalStateException("no implementation for " + String.join(", ", missing));
      }
      ServerServiceDefinition.Builder b =
          ServerServiceDefinition.builder(new ServiceDescriptor(service.name(), serverSide));
      for (ServerMethodDefinition<?, ?> d : bound.values()) {
        b.addMethod(d);
      }
      return b.build();
    }
  }
}
