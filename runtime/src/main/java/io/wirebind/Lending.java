package io.wirebind;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The writers, the JSON reader and the input arrays {@link Codec}'s convenience methods borrow, so
 * that {@code codec.fromJson(bytes)}, {@code codec.toProto(value)} or {@code codec.fromProto(direct
 * buffer)} does not allocate a reader, writer or array, nor regrow the scratch buffers it has grown
 * before. (A {@link ProtoReader} is not lent: a fresh one
 * is a single small object, cheaper than a ThreadLocal lookup.)
 *
 * <p>A platform thread keeps one of each in one {@link Kept} set, made on first use, in a {@code
 * ThreadLocal} and, when its slot by thread id is free, in that slot ({@link #SLOT_COUNT}): a call
 * looks it up once ({@link #kept()}), which also tells the thread's kind, and
 * borrows from it what it needs (a stream's decode: an input array and a reader). A virtual thread
 * keeps none: a server may run 100,000 of them, and a set of buffers each would grow memory with
 * the thread count. Virtual threads borrow from a small shared pool instead ({@link #POOL_SLOTS} of
 * each kind, taken and returned with one atomic exchange each), and make a fresh one when the pool
 * is empty; so what is retained is bounded by the pool, not by the threads. A virtual thread is told
 * by its class (the JDK's {@code java.lang.VirtualThread}, or any class below {@code
 * java.lang.BaseVirtualThread}), checked once per class: the runtime compiles for Java 17, where
 * {@code Thread.isVirtual()} does not exist. The system property {@code io.wirebind.lending=pool}
 * makes every thread use the pool. What is borrowed remembers where it came from ({@code borrowed}:
 * the thread's own, {@code pooled}: the pool's), so giving it back needs neither lookup again.
 *
 * <p>A codec used while another is borrowing on the same thread (a nested call) gets a fresh one.
 * A returned reader lets go of the caller's input, so that nothing keeps a reference to it. A reader
 * or writer that has grown past {@link #KEEP_BYTES} of buffers is dropped rather than kept (for the
 * thread's lifetime, or in the pool): a document of up to about 128 KB reuses the buffers the
 * previous one grew (at 64 KiB, a 100 KB document regrew its writer from 512 bytes, nine copies,
 * in every encode), and a larger one's buffers are reused within its own decode or encode, the
 * next one growing them anew (doubling, so in few steps). A reader's buffers are only summed when
 * one of them grew during the call ({@code JsonCursor.grew}), and its limits only restored when a
 * call set others than the defaults.
 */
final class Lending {
  static final int KEEP_BYTES = 256 * 1024;

  /** Readers and writers of each kind kept for virtual threads. */
  static final int POOL_SLOTS = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());

  private static final byte[] NO_BYTES = new byte[0];

  /** What a platform thread keeps: one of each kind, made when first borrowed. */
  static final class Kept {
    final Thread owner;
    JsonReader jsonReader;
    JsonWriter jsonWriter;
    ProtoWriter protoWriter;
    Scratch scratch;
    int misses; // kept() calls that did not find this set in its slot

    Kept(Thread owner) {
      this.owner = owner;
    }
  }

  private static final ThreadLocal<Kept> KEPT = ThreadLocal.withInitial(() -> new Kept(Thread.currentThread()));

  /**
   * Platform threads' kept sets by thread id ({@code id & (SLOT_COUNT - 1)}): a thread whose slot
   * holds its own set finds it with two loads ({@link #kept()}), without walking its {@code
   * ThreadLocal} map; a thread whose slot another holds uses the {@code ThreadLocal} and takes the
   * slot over once its holder has ended (checked every {@value #RECLAIM_EVERY}th call). The sets
   * are the same objects as in the {@code ThreadLocal}; what a slot keeps for an ended thread (its
   * set, at most {@link #KEEP_BYTES} a buffer) is bounded by the slot count.
   */
  static final int SLOT_COUNT = Integer.highestOneBit(Math.max(16, 4 * Runtime.getRuntime().availableProcessors() - 1));

  private static final int RECLAIM_EVERY = 256;
  private static final Kept[] SLOTS = new Kept[SLOT_COUNT];
  private static final java.lang.invoke.VarHandle SLOT =
      java.lang.invoke.MethodHandles.arrayElementVarHandle(Kept[].class);

  private static final AtomicReferenceArray<Scratch> POOLED_SCRATCH = new AtomicReferenceArray<>(POOL_SLOTS);
  private static final AtomicReferenceArray<ProtoWriter> POOLED_PROTO_WRITERS =
      new AtomicReferenceArray<>(POOL_SLOTS);
  private static final AtomicReferenceArray<JsonWriter> POOLED_JSON_WRITERS =
      new AtomicReferenceArray<>(POOL_SLOTS);
  private static final AtomicReferenceArray<JsonReader> POOLED_JSON_READERS =
      new AtomicReferenceArray<>(POOL_SLOTS);

  private static final ClassValue<Boolean> VIRTUAL =
      new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
          for (Class<?> c = type; c != null && c != Thread.class; c = c.getSuperclass()) {
            String name = c.getName();
            if (name.equals("java.lang.VirtualThread") || name.equals("java.lang.BaseVirtualThread")) {
              return true;
            }
          }
          return false;
        }
      };

  private Lending() {}

  /**
   * With the system property {@code io.wirebind.lending=pool}, platform threads borrow from the pool
   * too (for an application with very many platform threads); read once.
   */
  static final boolean POOL_EVERY_THREAD = "pool".equals(System.getProperty("io.wirebind.lending"));

  /** Whether the current thread borrows from the pool: a virtual thread (JDK 21+), or any thread with {@link #POOL_EVERY_THREAD}. */
  static boolean onVirtualThread() {
    Class<?> c = Thread.currentThread().getClass();
    return POOL_EVERY_THREAD || (c != Thread.class && VIRTUAL.get(c));
  }

  /** This platform thread's kept set; null on a thread that borrows from the pool. */
  static Kept kept() {
    Thread t = Thread.currentThread();
    Kept k = SLOTS[(int) t.getId() & (SLOT_COUNT - 1)]; // only its owner finds itself: a plain read is enough
    return k != null && k.owner == t ? k : keptSlowly(t);
  }

  /** For tests: whether the current thread's slot holds its kept set. */
  static boolean inSlot() {
    Thread t = Thread.currentThread();
    Kept k = SLOTS[(int) t.getId() & (SLOT_COUNT - 1)];
    return k != null && k.owner == t;
  }

  /** The kept set from the {@code ThreadLocal}, put in the thread's slot when that is free. */
  private static Kept keptSlowly(Thread t) {
    if (onVirtualThread()) {
      return null; // a virtual thread never holds a slot
    }
    Kept k = KEPT.get();
    if (k.misses++ % RECLAIM_EVERY == 0) {
      int i = (int) t.getId() & (SLOT_COUNT - 1);
      Kept held = (Kept) SLOT.getVolatile(SLOTS, i);
      if (held == null || !held.owner.isAlive()) {
        SLOT.compareAndSet(SLOTS, i, held, k);
      }
    }
    return k;
  }

  /** This thread's protobuf writer, reset; a fresh one when it is already borrowed. */
  static ProtoWriter protoWriter() {
    Kept k = kept();
    ProtoWriter w;
    if (k == null) {
      w = take(POOLED_PROTO_WRITERS);
      if (w == null) {
        w = new ProtoWriter();
        w.pooled = true;
      }
      return w.reset();
    }
    w = k.protoWriter;
    if (w == null) {
      w = k.protoWriter = new ProtoWriter();
    } else if (w.borrowed) {
      return new ProtoWriter();
    }
    w.borrowed = true;
    return w.reset();
  }

  static void giveBack(ProtoWriter w) {
    boolean small = w.buffer().length <= KEEP_BYTES;
    if (w.borrowed) {
      w.borrowed = false;
      if (!small) {
        kept().protoWriter = null;
      }
    } else if (w.pooled && small) {
      put(POOLED_PROTO_WRITERS, w);
    }
  }

  /** This thread's JSON writer, reset; a fresh one when it is already borrowed. */
  static JsonWriter jsonWriter() {
    Kept k = kept();
    JsonWriter w;
    if (k == null) {
      w = take(POOLED_JSON_WRITERS);
      if (w == null) {
        w = new JsonWriter();
        w.pooled = true;
      }
      return w.reset();
    }
    w = k.jsonWriter;
    if (w == null) {
      w = k.jsonWriter = new JsonWriter();
    } else if (w.borrowed) {
      return new JsonWriter();
    }
    w.borrowed = true;
    return w.reset();
  }

  static void giveBack(JsonWriter w) {
    boolean small = w.buffer().length <= KEEP_BYTES;
    if (w.borrowed) {
      w.borrowed = false;
      if (!small) {
        kept().jsonWriter = null;
      }
    } else if (w.pooled && small) {
      put(POOLED_JSON_WRITERS, w);
    }
  }

  /** This thread's JSON reader with the default limits; reset it to the input. */
  static JsonReader jsonReader() {
    return jsonReader(kept());
  }

  /** The JSON reader of {@code k} ({@link #kept()}; null: the pool's) with the default limits. */
  static JsonReader jsonReader(Kept k) {
    JsonReader r;
    if (k == null) {
      r = take(POOLED_JSON_READERS);
      if (r == null) {
        r = new JsonReader();
        r.pooled = true;
      }
      return r;
    }
    r = k.jsonReader;
    if (r == null) {
      r = k.jsonReader = new JsonReader();
    } else if (r.borrowed) {
      return new JsonReader();
    }
    r.borrowed = true;
    return r;
  }

  /**
   * Takes back a reader: it lets go of the input (the next borrower resets it to its own), gets the
   * default limits back when others were set, and is dropped when a buffer it grew during the call
   * took it past {@link #KEEP_BYTES}.
   */
  static void giveBack(JsonReader r) {
    r.buf = NO_BYTES;
    r.pos = 0;
    r.limit = 0;
    r.base = 0;
    if (r.customLimits) {
      r.limits(Limits.DEFAULTS);
    }
    boolean small = true;
    if (r.grew) {
      r.grew = false;
      small = retainedBytes(r) <= KEEP_BYTES;
    }
    if (r.borrowed) {
      r.borrowed = false;
      if (!small) {
        kept().jsonReader = null;
      }
    } else if (r.pooled && small) {
      put(POOLED_JSON_READERS, r);
    }
  }

  static long retainedBytes(JsonReader r) {
    return r.scratch.length + (long) r.copy.length + 2L * r.chars.length + 8L * r.kinds.length + r.numbers.retainedBytes()
        + r.numberArrays.retainedBytes();
  }

  /** As {@link #scratch(Kept, int)} with this thread's {@link #kept()}. */
  static Scratch scratch(int n) {
    return scratch(kept(), n);
  }

  /**
   * An array of at least {@code n} bytes to copy an input into before decoding it (a direct buffer,
   * a stream): the one of {@code k} ({@link #kept()}), or one from the pool when {@code k} is null,
   * grown when smaller; above {@link #KEEP_BYTES}, one of the {@link #LARGE_SLOTS} large arrays
   * when one is long enough. Give it back with {@link #giveBack(Scratch)}; what was decoded from it
   * must not keep it.
   */
  static Scratch scratch(Kept k, int n) {
    Scratch s;
    if (k == null) {
      s = take(POOLED_SCRATCH);
      if (s == null) {
        s = new Scratch();
        s.pooled = true;
      }
    } else {
      s = k.scratch;
      if (s == null) {
        s = k.scratch = new Scratch();
        s.borrowed = true;
      } else if (s.borrowed) {
        s = new Scratch();
      } else {
        s.borrowed = true;
      }
    }
    if (s.bytes.length < n) {
      grow(s, 0, n);
    }
    return s;
  }

  /**
   * Replaces the array of {@code s} by one of at least {@code size} bytes holding its first {@code
   * used} bytes: a large array from the slots when {@code size} is over {@link #KEEP_BYTES} and one
   * is long enough, else a new one (doubling up to {@link #KEEP_BYTES}). The array it replaces is
   * kept for the thread when it is not large, and dropped when it is.
   */
  static void grow(Scratch s, int used, int size) {
    byte[] next = size > KEEP_BYTES ? takeLarge(size) : null;
    if (next == null) {
      next = new byte[Math.max(size, Math.min(2 * s.bytes.length, KEEP_BYTES))];
    }
    System.arraycopy(s.bytes, 0, next, 0, used);
    if (s.bytes.length <= KEEP_BYTES) {
      s.home = s.bytes;
    }
    s.bytes = next;
  }

  static void giveBack(Scratch s) {
    if (s.bytes.length > KEEP_BYTES) {
      offerLarge(s.bytes);
      s.bytes = s.home != null ? s.home : new byte[256];
    }
    if (s.home != null) {
      s.home = null;
    }
    if (s.borrowed) {
      s.borrowed = false;
    } else if (s.pooled) {
      put(POOLED_SCRATCH, s);
    }
  }

  /** A lent input array. */
  static final class Scratch {
    byte[] bytes = new byte[256];
    byte[] home; // while bytes is a large array: the thread's array it replaced, given back with it
    boolean borrowed; // this platform thread's, in use
    boolean pooled; // the pool's: given back to it
    int length; // the bytes a stream read whole put in it (StreamInput.readAll)
  }
  /**
   * The longest array kept in a large slot; {@code -Dio.wirebind.largeBuffer=<bytes>} sets it
   * ({@code 0}: none kept). Read once.
   */
  static final int LARGE_KEEP_BYTES = Integer.getInteger("io.wirebind.largeBuffer", 8 << 20);

  /**
   * Large input arrays (over {@link #KEEP_BYTES}, up to {@link #LARGE_KEEP_BYTES}) shared by every
   * thread: a 1 MB document read from a stream or a direct buffer reuses the array the previous one
   * grew instead of allocating (and zeroing) a new one per call, while what is retained stays
   * bounded by {@code LARGE_SLOTS × LARGE_KEEP_BYTES} whatever the number of threads.
   */
  static final int LARGE_SLOTS = 2;

  private static final AtomicReferenceArray<byte[]> LARGE = new AtomicReferenceArray<>(LARGE_SLOTS);

  /** Takes a large array of at least {@code size} bytes, or null when no slot holds one. */
  private static byte[] takeLarge(int size) {
    for (int i = 0; i < LARGE_SLOTS; i++) {
      byte[] a = LARGE.get(i);
      if (a != null && a.length >= size && LARGE.compareAndSet(i, a, null)) {
        return a;
      }
    }
    return null;
  }

  /** Keeps {@code a} in an empty slot, or in place of a shorter array; dropped otherwise. */
  private static void offerLarge(byte[] a) {
    if (a.length > LARGE_KEEP_BYTES) {
      return;
    }
    for (int i = 0; i < LARGE_SLOTS; i++) {
      if (LARGE.get(i) == null && LARGE.compareAndSet(i, null, a)) {
        return;
      }
    }
    for (int i = 0; i < LARGE_SLOTS; i++) {
      byte[] held = LARGE.get(i);
      if (held != null && held.length < a.length && LARGE.compareAndSet(i, held, a)) {
        return;
      }
    }
  }

  /** For tests: the bytes the large slots hold now. */
  static long largeBytes() {
    long n = 0;
    for (int i = 0; i < LARGE_SLOTS; i++) {
      byte[] a = LARGE.get(i);
      n += a != null ? a.length : 0;
    }
    return n;
  }

  /** For tests: the scratch arrays the pool holds now. */
  static int pooledScratch() {
    int n = 0;
    for (int i = 0; i < POOL_SLOTS; i++) {
      n += POOLED_SCRATCH.get(i) != null ? 1 : 0;
    }
    return n;
  }

  /** Takes a pooled object, or null when every slot is empty. */
  private static <T> T take(AtomicReferenceArray<T> pool) {
    int start = (int) Thread.currentThread().getId() & 0x7FFF_FFFF;
    for (int i = 0; i < POOL_SLOTS; i++) {
      int slot = (start + i) % POOL_SLOTS;
      if (pool.get(slot) != null) {
        T t = pool.getAndSet(slot, null);
        if (t != null) {
          return t;
        }
      }
    }
    return null;
  }

  /** Offers {@code t} to an empty slot; dropped when the pool is full. */
  private static <T> void put(AtomicReferenceArray<T> pool, T t) {
    int start = (int) Thread.currentThread().getId() & 0x7FFF_FFFF;
    for (int i = 0; i < POOL_SLOTS; i++) {
      int slot = (start + i) % POOL_SLOTS;
      if (pool.get(slot) == null && pool.compareAndSet(slot, null, t)) {
        return;
      }
    }
  }

  /** For tests: the objects of each kind the pool holds now. */
  static int pooled() {
    int n = 0;
    for (int i = 0; i < POOL_SLOTS; i++) {
      n += (POOLED_PROTO_WRITERS.get(i) != null ? 1 : 0) + (POOLED_JSON_WRITERS.get(i) != null ? 1 : 0)
          + (POOLED_JSON_READERS.get(i) != null ? 1 : 0);
    }
    return n;
  }
}
