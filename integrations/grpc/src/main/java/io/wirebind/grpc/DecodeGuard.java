package io.wirebind.grpc;

import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.Status;
import io.wirebind.WirebindException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Turns a request that does not decode into {@code INVALID_ARGUMENT} for its caller.
 *
 * <p>grpc-java reports an exception thrown by a request marshaller as {@code UNKNOWN}
 * ("Application error processing RPC"), losing what was wrong. So the server side of a {@link
 * WireService} method reads requests with a marshaller that returns a {@link Failure} instead of
 * throwing, and the handler closes the call with the decoder's message when one arrives.
 */
final class DecodeGuard {
  private DecodeGuard() {}

  /** The server-side definition of {@code method}: requests decoded by the guard. */
  static <Q, R> ServerMethodDefinition<Object, R> definition(
      MethodDescriptor<Q, R> method, ServerCallHandler<Q, R> handler) {
    WireMarshaller<Q> requests = (WireMarshaller<Q>) method.getRequestMarshaller();
    MethodDescriptor<Object, R> serverSide =
        method.toBuilder(new Lenient<>(requests), method.getResponseMarshaller()).build();
    return ServerMethodDefinition.create(serverSide, new Handler<>(method, handler));
  }

  /** A request that did not decode. */
  static final class Failure {
    final Status status;

    Failure(Status status) {
      this.status = status;
    }
  }

  /** Decodes like {@code typed}, but returns a {@link Failure} rather than throwing. */
  static final class Lenient<Q> implements MethodDescriptor.Marshaller<Object> {
    private final WireMarshaller<Q> typed;

    Lenient(WireMarshaller<Q> typed) {
      this.typed = typed;
    }

    @Override
    @SuppressWarnings("unchecked")
    public InputStream stream(Object value) {
      return typed.stream((Q) value);
    }

    @Override
    public Object parse(InputStream stream) {
      try {
        return typed.decode(stream);
      } catch (WirebindException e) {
        return new Failure(WireMarshaller.invalid(typed.getMessageClass(), e));
      } catch (IOException e) {
        return new Failure(Status.INTERNAL.withDescription("cannot read the request: " + e).withCause(e));
      }
    }
  }

  private static final class Handler<Q, R> implements ServerCallHandler<Object, R> {
    private final MethodDescriptor<Q, R> method;
    private final ServerCallHandler<Q, R> handler;

    Handler(MethodDescriptor<Q, R> method, ServerCallHandler<Q, R> handler) {
      this.method = method;
      this.handler = handler;
    }

    @Override
    public ServerCall.Listener<Object> startCall(ServerCall<Object, R> call, Metadata headers) {
      GuardedCall<Q, R> guarded = new GuardedCall<>(call, method);
      return new GuardedListener<>(handler.startCall(guarded, headers), guarded);
    }
  }

  /** The call the implementation sees: typed, and silent once the guard has closed it. */
  private static final class GuardedCall<Q, R> extends ForwardingServerCall<Q, R> {
    private final ServerCall<Object, R> call;
    private final MethodDescriptor<Q, R> method;
    private boolean failed; // guarded by this

    GuardedCall(ServerCall<Object, R> call, MethodDescriptor<Q, R> method) {
      this.call = call;
      this.method = method;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected ServerCall<Q, R> delegate() {
      // the request type only shows in getMethodDescriptor(), which is overridden
      return (ServerCall<Q, R>) (ServerCall<?, R>) call;
    }

    @Override
    public MethodDescriptor<Q, R> getMethodDescriptor() {
      return method;
    }

    synchronized boolean failed() {
      return failed;
    }

    synchronized void fail(Status status) {
      if (!failed) {
        failed = true;
        call.close(status, new Metadata());
      }
    }

    @Override
    public synchronized void sendHeaders(Metadata headers) {
      if (!failed) {
        call.sendHeaders(headers);
      }
    }

    @Override
    public synchronized void sendMessage(R message) {
      if (!failed) {
        call.sendMessage(message);
      }
    }

    @Override
    public synchronized void close(Status status, Metadata trailers) {
      if (!failed) {
        call.close(status, trailers);
      }
    }
  }

  private static final class GuardedListener<Q> extends ServerCall.Listener<Object> {
    private final ServerCall.Listener<Q> delegate;
    private final GuardedCall<Q, ?> call;

    GuardedListener(ServerCall.Listener<Q> delegate, GuardedCall<Q, ?> call) {
      this.delegate = delegate;
      this.call = call;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void onMessage(Object message) {
      if (call.failed()) {
        return;
      }
      if (message instanceof Failure) {
        call.fail(((Failure) message).status);
        delegate.onCancel(); // the implementation sees the call end as a cancelled one
        return;
      }
      delegate.onMessage((Q) message);
    }

    @Override
    public void onHalfClose() {
      if (!call.failed()) {
        delegate.onHalfClose();
      }
    }

    @Override
    public void onCancel() {
      if (!call.failed()) {
        delegate.onCancel();
      }
    }

    @Override
    public void onComplete() {
      if (!call.failed()) {
        delegate.onComplete();
      }
    }

    @Override
    public void onReady() {
      if (!call.failed()) {
        delegate.onReady();
      }
    }
  }
}
