package io.wirebind.fuzz;

import io.wirebind.WirebindException;
import java.lang.management.ManagementFactory;

/**
 * The invariants every fuzz target checks around one decode of hostile input: the only throwable
 * that escapes is a {@link WirebindException} with an offset inside the input; and, when fuzzing
 * ({@code JAZZER_FUZZ} set), the decode allocates at most a small multiple of the input size and
 * uses CPU time bounded per input byte. Regression runs in {@code mvn verify} check only the
 * first, so they never depend on timing.
 */
final class Hostile {
  /** Bytes a decode may allocate regardless of input size (first-use buffers, small objects). */
  static final long ALLOCATION_BASE = 64 << 10;
  /** Bytes a decode may allocate per input byte (objects for an empty nested message, boxes). */
  static final long ALLOCATION_PER_BYTE = 256;
  /** Generous CPU bounds, only checked when fuzzing: catches quadratic or unbounded loops. */
  static final long CPU_BASE_NANOS = 200_000_000L;
  static final long CPU_PER_BYTE_NANOS = 200_000L;

  static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null;
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private Hostile() {}

  /** Runs {@code decode} over an input of {@code inputLength} bytes and checks the invariants. */
  static void decode(int inputLength, Runnable decode) {
    run(inputLength, decode);
    if (FUZZING) {
      // again, measured: the first run may load and initialize classes
      measure(inputLength, decode);
    }
  }

  private static void run(int inputLength, Runnable decode) {
    try {
      decode.run();
    } catch (WirebindException e) {
      if (e.offset() < 0 || e.offset() > inputLength) {
        throw new AssertionError("offset " + e.offset() + " outside input of " + inputLength, e);
      }
      if (e.reason().startsWith("internal error")) {
        throw new AssertionError("a decoder threw from its own code", e);
      }
    }
  }

  private static void measure(int inputLength, Runnable decode) {
    long allocated = THREADS.getCurrentThreadAllocatedBytes();
    long cpu = THREADS.getCurrentThreadCpuTime();
    run(inputLength, decode);
    {
      long usedBytes = THREADS.getCurrentThreadAllocatedBytes() - allocated;
      long bytesBound = ALLOCATION_BASE + ALLOCATION_PER_BYTE * inputLength;
      if (usedBytes > bytesBound) {
        throw new AssertionError(
            "decoding " + inputLength + " bytes allocated " + usedBytes + " > " + bytesBound);
      }
      long usedCpu = THREADS.getCurrentThreadCpuTime() - cpu;
      long cpuBound = CPU_BASE_NANOS + CPU_PER_BYTE_NANOS * inputLength;
      if (usedCpu > cpuBound) {
        throw new AssertionError(
            "decoding " + inputLength + " bytes took " + usedCpu + " ns of CPU > " + cpuBound);
      }
    }
  }
}
