package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Codecs are thread-safe singletons; readers and writers are kept one per thread. Eight threads,
 * released together, encode and decode the same random instances through one codec — each with its
 * own reused {@link ProtoWriter}, {@link ProtoReader}, {@link JsonWriter}, {@link JsonReader} and
 * reused instances, and through the conveniences — and every result must be the bytes a single
 * thread produced before.
 */
class ConcurrencyTest {
  static final int THREADS = 8;
  static final int INSTANCES = 64;
  static final int ROUNDS = 2;

  /** Single-threaded expectations for one instance. */
  record Expected<T>(T value, byte[] proto, byte[] json, byte[] jsonAgain) {}

  @Test
  void eightThreadsShareOneCodec() throws Exception {
    hammer(Bundle.class);
    hammer(Optionals.class);
  }

  <T> void hammer(Class<T> type) throws Exception {
    Codec<T> codec = Diff.codec(type);
    List<Expected<T>> expected = new ArrayList<>();
    Diff.forRandom(type, "threads", INSTANCES, (i, x, r) -> {
      byte[] json;
      try {
        json = codec.toJson(x);
      } catch (WirebindException e) {
        json = null; // a random char that is a lone surrogate, which JSON text cannot hold
      }
      byte[] again = json == null ? null : codec.toJson(codec.fromJson(json));
      expected.add(new Expected<>(x, codec.toProto(x), json, again));
    });
    assertTrue(expected.stream().filter(e -> e.json != null).count() > INSTANCES / 4);
    CyclicBarrier start = new CyclicBarrier(THREADS);
    int[] done = new int[THREADS];
    runAll(start, t -> {
      ProtoWriter pw = new ProtoWriter(16);
      ProtoReader pr = new ProtoReader();
      JsonWriter jw = new JsonWriter(16);
      JsonReader jr = new JsonReader();
      T protoReuse = null;
      T jsonReuse = null;
      for (int round = 0; round < ROUNDS; round++) {
        for (int k = 0; k < INSTANCES; k++) {
          // each thread walks the instances in its own order
          Expected<T> e = expected.get((k * (2 * t + 1) + round) % INSTANCES);
          codec.toProto(e.value, pw);
          assertArrayEquals(e.proto, Arrays.copyOf(pw.buffer(), pw.size()));
          protoReuse = codec.readProto(pr.reset(e.proto), protoReuse);
          codec.toProto(protoReuse, pw);
          assertArrayEquals(e.proto, Arrays.copyOf(pw.buffer(), pw.size()));
          // the conveniences, which borrow per-thread writers
          assertArrayEquals(e.proto, codec.toProto(codec.fromProto(e.proto)));
          done[t]++;
          if (e.json == null) {
            continue;
          }
          jw.reset();
          codec.writeJson(e.value, jw);
          assertArrayEquals(e.json, jw.toByteArray());
          jsonReuse = codec.readJson(jr.reset(e.json), jsonReuse);
          jr.endOfInput();
          jw.reset();
          codec.writeJson(jsonReuse, jw);
          assertArrayEquals(e.jsonAgain, jw.toByteArray());
          // the conveniences, which borrow per-thread writers
          assertArrayEquals(e.jsonAgain, codec.toJson(codec.fromJson(e.json)));
        }
      }
      return null;
    });
    for (int t = 0; t < THREADS; t++) {
      assertEquals(ROUNDS * INSTANCES, done[t], "thread " + t);
    }
  }

  /** Messages whose codecs no other test loads: the first lookup happens here, from all threads. */
  @WireMessage
  static class FirstA {
    public int a;
  }

  @WireMessage
  record FirstB(String b) {}

  @Test
  void firstLookupFromManyThreadsGivesOneCodec() throws Exception {
    for (Class<?> type : List.of(FirstA.class, FirstB.class)) {
      Object[] seen = new Object[THREADS];
      runAll(new CyclicBarrier(THREADS), t -> seen[t] = Wirebind.codec(type));
      for (Object codec : seen) {
        assertSame(seen[0], codec);
        assertSame(type, ((Codec<?>) codec).type());
      }
    }
    FirstA a = new FirstA();
    a.a = 300;
    assertEquals(300, Wirebind.codec(FirstA.class).fromProto(Wirebind.codec(FirstA.class).toProto(a)).a);
  }

  interface Task {
    Object run(int thread) throws Exception;
  }

  /** Runs {@code task} on {@link #THREADS} threads that start together; rethrows the first failure. */
  static void runAll(CyclicBarrier start, Task task) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Object>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        Callable<Object> c = () -> {
          start.await(10, TimeUnit.SECONDS);
          return task.run(thread);
        };
        futures.add(pool.submit(c));
      }
      for (int t = 0; t < THREADS; t++) {
        try {
          futures.get(t).get(60, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
          throw new AssertionError("thread " + t + ": " + e.getCause(), e.getCause());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
