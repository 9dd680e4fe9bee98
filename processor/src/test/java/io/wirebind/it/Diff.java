package io.wirebind.it;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.util.HexFormat;

/** Shared pieces of the differential tests. */
final class Diff {
  /** The annotated test messages, each mirrored by a message of {@code diff.proto}. */
  static final Class<?>[] MESSAGES = {
    Scalars.class, Optionals.class, Repeated.class, Maps.class, Tree.class, Leaf.class, Bundle.class,
    Wide.class, Point.class, Empty.class
  };

  /** Random instances per class and test. */
  static final int INSTANCES = 1000;

  private Diff() {}

  /** Something to do with the {@code i}th random instance {@code x}. */
  interface Check<T> {
    void run(int i, T x, RandomInstances random) throws Exception;
  }

  @SuppressWarnings("unchecked")
  static <T> Codec<T> codec(Class<?> type) {
    return (Codec<T>) Wirebind.codec(type);
  }

  /** Runs {@code check} on {@code n} random instances of {@code type}, seeded by name and test. */
  static <T> void forRandom(Class<T> type, String test, int n, Check<T> check) {
    forRandom(type, (type.getName() + "/" + test).hashCode(), n, check);
  }

  /** Runs {@code check} on {@code n} random instances of {@code type} made from {@code seed}. */
  static <T> void forRandom(Class<T> type, long seed, int n, Check<T> check) {
    RandomInstances random = new RandomInstances(seed);
    for (int i = 0; i < n; i++) {
      T x = random.create(type);
      try {
        check.run(i, x, random);
      } catch (Throwable e) {
        String bytes;
        try {
          bytes = HexFormat.of().formatHex(ProtoConverter.toProto(x).toByteArray());
        } catch (RuntimeException | AssertionError ignored) {
          bytes = "?";
        }
        throw new AssertionError(
            type.getSimpleName() + " instance #" + i + " (seed " + seed + ", protobuf-java bytes "
                + bytes + "): " + e,
            e);
      }
    }
  }

  /** protobuf-java's parse of {@code bytes} as a message of {@code prototype}'s type. */
  static Message parse(Message prototype, byte[] bytes) throws InvalidProtocolBufferException {
    return prototype.getParserForType().parseFrom(bytes);
  }

  /** Decodes {@code bytes}; any failure must be a WirebindException with an offset. */
  static Object decodeOrWirebindException(Codec<?> codec, byte[] bytes) {
    try {
      return codec.fromProto(bytes);
    } catch (WirebindException e) {
      if (e.offset() < 0) {
        throw new AssertionError("decoding failure without an offset: " + e, e);
      }
      return e;
    } catch (Throwable t) {
      throw new AssertionError(
          "decoding " + HexFormat.of().formatHex(bytes) + " threw " + t + " instead of a WirebindException", t);
    }
  }

  /** Wirebind fails (with an offset) exactly when protobuf-java fails, else both decode the same. */
  static void sameVerdict(Codec<?> codec, Message prototype, byte[] bytes) {
    Object wb = decodeOrWirebindException(codec, bytes);
    Message pb;
    try {
      pb = parse(prototype, bytes);
    } catch (InvalidProtocolBufferException e) {
      if (!(wb instanceof WirebindException)) {
        throw new AssertionError("protobuf-java rejects " + HexFormat.of().formatHex(bytes)
            + " (" + e.getMessage() + "), Wirebind accepts it", e);
      }
      return;
    }
    if (wb instanceof WirebindException e) {
      throw new AssertionError("Wirebind rejects " + HexFormat.of().formatHex(bytes)
          + ", which protobuf-java accepts", e);
    }
    ProtoAssert.assertMatches(pb, wb);
  }

  static byte[] concat(byte[]... parts) {
    int n = 0;
    for (byte[] p : parts) {
      n += p.length;
    }
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }
}
