package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.grpc.model.Order;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The array {@link WireMarshaller#parse} copies a stream or a direct buffer into is the runtime's
 * lent one: threads that parsed a message and stay alive retain no input buffer each when they
 * borrow from the pool (virtual threads; on JDK 17 a forked JVM of platform threads with {@code
 * io.wirebind.lending=pool}), while platform threads keep one each, which the same measurement sees.
 * And a message in one heap buffer is decoded in place: parsing it allocates less than its size.
 */
class MarshallerBufferLendingTest {
  static final int THREADS = 2_000;
  static final int BOUND = 256;
  static final int NOTE = 4_000; // the 4 KB message each thread parses, over the runtime's 256-byte first array

  static final WireMarshaller<Order> MARSHALLER = WireMarshaller.of(Order.class);
  static final byte[] MESSAGE;
  static final ByteBuffer DIRECT;

  static {
    Order o = new Order();
    o.id = 7;
    o.customer = "lending";
    o.note = new byte[NOTE];
    MESSAGE = io.wirebind.Wirebind.codec(Order.class).toProto(o);
    DIRECT = ByteBuffer.allocateDirect(MESSAGE.length).put(MESSAGE).flip();
  }

  /** One thread's parses: through a stream of known length and from a direct buffer. */
  static void work() {
    if (MARSHALLER.parse(new WireMarshallerTest.Known(MESSAGE)).note.length != NOTE) {
      throw new AssertionError("stream");
    }
    if (MARSHALLER.parse(new OneBuffer(DIRECT.duplicate())).note.length != NOTE) { // one shared buffer, a view each
      throw new AssertionError("direct buffer");
    }
  }

  @Test
  void threadsThatParsedRetainNoInputBufferEach() throws Exception {
    ThreadFactory virtual = virtualThreads();
    if (virtual != null) {
      double retained = retainedPerThread(virtual, 10_000);
      System.out.printf("virtual threads: %.1f bytes retained each%n", retained);
      assertTrue(retained < BOUND, "virtual threads retain " + retained + " bytes each");
    } else {
      Map<String, Double> pooled = fork("-Dio.wirebind.lending=pool");
      System.out.println("forked, pooled platform threads: " + pooled);
      assertTrue(pooled.get("retained") < BOUND, "pooled threads retain " + pooled);
    }
    Map<String, Double> own = fork("-Dwirebind.test.lending=own"); // ThreadLocals, as before the pool
    System.out.println("forked, platform threads with their own: " + own);
    assertTrue(own.get("retained") > NOTE * 0.75, "the measurement does not see a kept array: " + own);
  }

  @Test
  void aHeapBufferIsDecodedInPlaceADirectOneCopiedOnce() {
    Order o = new Order();
    o.note = new byte[1 << 20];
    byte[] bytes = io.wirebind.Wirebind.codec(Order.class).toProto(o);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long inPlace = Long.MAX_VALUE;
    long copied = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) { // the least of five: class loading and compilation not counted
      OneBuffer heap = new OneBuffer(ByteBuffer.wrap(bytes));
      ByteBuffer d = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
      OneBuffer direct = new OneBuffer(d);
      long a = threads.getCurrentThreadAllocatedBytes();
      Order fromHeap = MARSHALLER.parse(heap);
      long b = threads.getCurrentThreadAllocatedBytes();
      Order fromDirect = MARSHALLER.parse(direct);
      long c = threads.getCurrentThreadAllocatedBytes();
      assertEquals(1 << 20, fromHeap.note.length, "decoded from the heap buffer");
      assertEquals(1 << 20, fromDirect.note.length, "decoded from the direct buffer");
      assertEquals(0, heap.bytesRead + direct.bytesRead, "read through the stream");
      inPlace = Math.min(inPlace, b - a);
      copied = Math.min(copied, c - b);
    }
    System.out.printf("parse of %d bytes: %d allocated from a heap buffer, %d from a direct one%n", bytes.length,
        inPlace, copied);
    // the note itself is one array of the message's size; a new array for the input would be a second
    // one: the heap buffer is decoded in place, the direct one copied once into the runtime's lent
    // array, which for a message over 256 KiB comes from its shared large slots, kept between calls
    assertTrue(inPlace < bytes.length * 1.25, "heap buffer: " + inPlace + " bytes allocated");
    assertTrue(copied < bytes.length * 1.25, "direct buffer: " + copied + " bytes allocated");
  }

  /**
   * A transport's stream over one buffer, exposed writable as grpc-java's Netty buffers expose a
   * heap {@code ByteBuf} (so a heap buffer's array is visible); counts the bytes read through it.
   */
  static final class OneBuffer extends java.io.InputStream implements io.grpc.KnownLength, io.grpc.HasByteBuffer {
    private final ByteBuffer buffer;
    int bytesRead;

    OneBuffer(ByteBuffer buffer) {
      this.buffer = buffer;
    }

    @Override
    public boolean byteBufferSupported() {
      return true;
    }

    @Override
    public ByteBuffer getByteBuffer() {
      return buffer.hasRemaining() ? buffer.duplicate() : null;
    }

    @Override
    public int available() {
      return buffer.remaining();
    }

    @Override
    public int read() {
      if (!buffer.hasRemaining()) {
        return -1;
      }
      bytesRead++;
      return buffer.get() & 0xFF;
    }

    @Override
    public long skip(long n) {
      int k = (int) Math.min(n, buffer.remaining());
      buffer.position(buffer.position() + k);
      return k;
    }
  }

  static ThreadFactory virtualThreads() {
    try {
      Method ofVirtual = Thread.class.getMethod("ofVirtual");
      Object builder = ofVirtual.invoke(null);
      return (ThreadFactory) Class.forName("java.lang.Thread$Builder").getMethod("factory").invoke(builder);
    } catch (NoSuchMethodException | ClassNotFoundException e) {
      return null;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** Heap retained per parked thread that parsed, over as many idle ones. */
  static double retainedPerThread(ThreadFactory factory, int threads) throws InterruptedException {
    parkedHeap(factory, Math.min(threads, 500), true); // warm up
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
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      System.gc();
      Thread.sleep(50);
      used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }
    release.countDown();
    for (Thread t : all) {
      t.join();
    }
    assertEquals(0, failures.get(), "threads whose parses failed");
    return used;
  }

  /** Runs {@link #main} in a new JVM with {@code option}; its printed numbers by name. */
  private static Map<String, Double> fork(String option) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", option, "-cp",
        System.getProperty("java.class.path"), MarshallerBufferLendingTest.class.getName()));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    Map<String, Double> values = new HashMap<>();
    StringBuilder output = new StringBuilder();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        output.append(line).append('\n');
        String[] parts = line.split(" ");
        if (parts.length == 2 && parts[1].matches("-?[0-9.E]+")) {
          values.put(parts[0], Double.parseDouble(parts[1]));
        }
      }
    }
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "forked JVM did not finish");
    assertEquals(0, p.exitValue(), output.toString());
    assertTrue(values.containsKey("retained"), output.toString());
    return values;
  }

  /** Forked: prints the heap retained per platform thread that parsed. */
  public static void main(String[] args) throws Exception {
    System.out.println("retained " + retainedPerThread(Thread::new, THREADS));
  }
}
