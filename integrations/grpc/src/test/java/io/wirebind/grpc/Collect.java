package io.wirebind.grpc;

import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A response observer that gathers what arrives and completes a future at the end. */
final class Collect<T> implements StreamObserver<T> {
  private final List<T> values = new ArrayList<>();
  final CompletableFuture<List<T>> done = new CompletableFuture<>();

  @Override
  public synchronized void onNext(T value) {
    values.add(value);
  }

  @Override
  public synchronized void onError(Throwable t) {
    done.completeExceptionally(t);
  }

  @Override
  public synchronized void onCompleted() {
    done.complete(List.copyOf(values));
  }

  synchronized List<T> soFar() {
    return List.copyOf(values);
  }

  List<T> await() throws Exception {
    return done.get(30, TimeUnit.SECONDS);
  }
}
