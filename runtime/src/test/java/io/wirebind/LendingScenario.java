package io.wirebind;

import io.wirebind.annotation.JsonStyle;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Many threads encode and decode through {@link Codec}'s conveniences, then stay alive (parked)
 * while the heap is measured: the heap they retain, less that of as many threads that did no
 * codec work, divided by the threads. Run in process by {@link VirtualThreadLendingTest} and as a
 * forked JVM ({@code main}) where a system property must be set first.
 */
final class LendingScenario {
  /** A JSON document of about 3 KB: grows the writer's buffer and the reader's scratch past their start. */
  static final long[] VALUES = new long[300];

  static {
    for (int i = 0; i < VALUES.length; i++) {
      VALUES[i] = 1_000_000_007L * i;
    }
  }

  private LendingScenario() {}

  /** A JSON and protobuf codec of a {@code long[]} (JSON array, protobuf packed field 1). */
  static final Codec<long[]> LONGS =
      new Codec<>(long[].class) {
        @Override
        public void writeProto(long[] value, ProtoWriter out) {
          out.writeTag(10);
          int mark = out.beginPacked();
          for (long v : value) {
            out.writeInt64(v);
          }
          out.endPacked(mark);
        }

        @Override
        public long[] readProto(ProtoReader in, long[] reuse) {
          long[] out = new long[0];
          for (int tag; (tag = in.readTag()) != 0; ) {
            if (tag != 10) {
              in.skipField(tag);
              continue;
            }
            int old = in.enter();
            java.util.ArrayList<Long> all = new java.util.ArrayList<>();
            while (!in.isAtEnd()) {
              all.add(in.readInt64());
            }
            in.leave(old);
            out = all.stream().mapToLong(Long::longValue).toArray();
          }
          return out;
        }

        @Override
        public long[] mergeProto(ProtoReader in, long[] target) {
          return readProto(in, target);
        }

        @Override
        public void writeJson(long[] value, JsonWriter out, JsonStyle style) {
          out.writeLongArray(value);
        }

        @Override
        public long[] readJson(JsonReader in, long[] reuse, JsonStyle style) {
          return in.tryNull() ? null : in.readLongArray(reuse, "values");
        }
      };

  /** One thread's codec work; fails loudly when a round trip is wrong. */
  static void work() {
    byte[] json = LONGS.toJson(VALUES);
    if (!java.util.Arrays.equals(VALUES, LONGS.fromJson(json))) {
      throw new AssertionError("JSON round trip");
    }
    if (!java.util.Arrays.equals(VALUES, LONGS.fromProto(LONGS.toProto(VALUES)))) {
      throw new AssertionError("protobuf round trip");
    }
    // copied into the lent input array: a direct buffer shared by all threads, each with its own view
    if (!java.util.Arrays.equals(VALUES, LONGS.fromProto(Direct.PROTO.duplicate()))) {
      throw new AssertionError("protobuf from a direct buffer");
    }
  }

  /** The protobuf of {@link #VALUES} in a direct buffer. */
  private static final class Direct {
    static final java.nio.ByteBuffer PROTO;

    static {
      byte[] proto = LONGS.toProto(VALUES);
      PROTO = java.nio.ByteBuffer.allocateDirect(proto.length).put(proto).flip();
    }
  }

  /** A factory of virtual threads (JDK 21+), or null on an older JDK. */
  static ThreadFactory virtualThreads() {
    try {
      Method ofVirtual = Thread.class.getMethod("ofVirtual");
      Object builder = ofVirtual.invoke(null);
      Method factory = Class.forName("java.lang.Thread$Builder").getMethod("factory");
      return (ThreadFactory) factory.invoke(builder);
    } catch (NoSuchMethodException | ClassNotFoundException e) {
      return null;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** Heap bytes retained per thread by {@code threads} parked threads that did codec work, over idle ones. */
  static double retainedPerThread(ThreadFactory factory, int threads) throws InterruptedException {
    parkedHeap(factory, Math.min(threads, 1000), true); // warm up: classes, compiled code, the pool
    long idle = parkedHeap(factory, threads, false);
    long busy = parkedHeap(factory, threads, true);
    return (double) (busy - idle) / threads;
  }

  private static long parkedHeap(ThreadFactory factory, int threads, boolean doWork) throws InterruptedException {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch ready = new CountDownLatch(threads);
    AtomicInteger failures = new AtomicInteger();
    Thread[] all = new Thread[threads];
    for (int i = 0; i < threads; i++) {
      all[i] = factory.newThread(() -> {
        try {
          if (doWork) {
            work();
          }
        } catch (Throwable t) {
          failures.incrementAndGet();
        }
        ready.countDown();
        try {
          release.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      all[i].start();
    }
    ready.await();
    long used = usedHeapAfterGc();
    release.countDown();
    for (Thread t : all) {
      t.join();
    }
    if (failures.get() != 0) {
      throw new AssertionError(failures.get() + " threads failed their round trips");
    }
    return used;
  }

  static long usedHeapAfterGc() throws InterruptedException {
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      System.gc();
      Thread.sleep(50);
      used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }
    return used;
  }

  /** Forked: prints the bytes retained per thread by {@code args[0]} platform threads. */
  public static void main(String[] args) throws Exception {
    int threads = Integer.parseInt(args[0]);
    ThreadFactory platform = Thread::new;
    System.out.println("retained " + retainedPerThread(platform, threads));
    System.out.println("pooled " + Lending.pooled());
    System.out.println("slots " + Lending.POOL_SLOTS);
  }
}
