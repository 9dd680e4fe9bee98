package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.protobuf.Message;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Decoding into a reused instance gives what a fresh decode gives and keeps the instance's lists,
 * maps and nested messages; {@code mergeProto} follows protobuf-java's {@code mergeFrom}.
 */
class ReuseTest {
  static final Class<?>[] MESSAGES = Diff.MESSAGES;

  /** 1000 different messages decoded into one instance with one reader. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void decodeIntoOneInstance(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    ProtoReader reader = new ProtoReader();
    Object[] reuse = {codec.newDefault()};
    int[] kept = {0};
    Diff.forRandom(type, "reuse", Diff.INSTANCES, (i, x, r) -> {
      byte[] bytes = codec.toProto(x);
      T fresh = codec.fromProto(bytes);
      @SuppressWarnings("unchecked")
      T target = (T) reuse[0];
      Map<String, Object> before = reachable(target);
      T out = codec.readProto(reader.reset(bytes), target);
      if (!Reflect.immutable(type)) {
        assertSame(target, out);
      }
      JavaAssert.assertDecodedEquals(fresh, out);
      Map<String, Object> after = reachable(out);
      for (Map.Entry<String, Object> e : before.entrySet()) {
        Object now = after.get(e.getKey());
        if (now != null) {
          assertSame(e.getValue(), now, e.getKey() + " was replaced");
          kept[0]++;
        }
      }
      reuse[0] = out;
    });
    if (!Reflect.immutable(type) && !reachable(codec.newDefault()).isEmpty()) {
      org.junit.jupiter.api.Assertions.assertTrue(kept[0] >= Diff.INSTANCES, "few reused objects: " + kept[0]);
    }
  }

  /** Decoding into a random instance (null and non-empty containers) equals a fresh decode. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void decodeIntoRandomInstance(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "reuse-random", Diff.INSTANCES, (i, x, r) -> {
      byte[] bytes = codec.toProto(r.create(type));
      T fresh = codec.fromProto(bytes);
      JavaAssert.assertDecodedEquals(fresh, codec.readProto(new ProtoReader().reset(bytes), x));
    });
  }

  /** {@code mergeProto} into a decoded message equals protobuf-java's {@code mergeFrom}. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void mergeLikeProtobufJava(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "merge", Diff.INSTANCES, (i, x, r) -> {
      T y = r.create(type);
      byte[] a = codec.toProto(x);
      byte[] b = codec.toProto(y);
      Message expected = mergeFrom(type, a, b);
      T target = codec.fromProto(a);
      T merged = codec.mergeProto(b, target);
      if (!Reflect.immutable(type)) {
        assertSame(target, merged);
      }
      ProtoAssert.assertMatches(expected, merged);
    });
  }

  /** {@code mergeProto} into an object built in Java (null containers, nested objects). */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void mergeIntoJavaObjectLikeProtobufJava(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "merge-java", Diff.INSTANCES, (i, x, r) -> {
      byte[] b = codec.toProto(r.create(type));
      Message expected = mergeFrom(type, ProtoConverter.toProto(x).toByteArray(), b);
      ProtoAssert.assertMatches(expected, codec.mergeProto(b, x));
    });
  }

  /**
   * protobuf-java's builder merging {@code a}, then {@code b}. Not {@code
   * parseFrom(a).toBuilder().mergeFrom(b)}: protoc's generated {@code mergeFrom(Message)} skips a
   * proto3 double or float equal to 0 with {@code != 0D}, so copying a parsed nested message into
   * a builder turns -0.0 into 0.0, although its own serialization writes -0.0.
   */
  private static Message mergeFrom(Class<?> type, byte[] a, byte[] b) throws Exception {
    return ProtoConverter.prototype(type).newBuilderForType().mergeFrom(a).mergeFrom(b).build();
  }

  /**
   * The lists, maps and messages reachable from {@code root} through mutable messages, by path:
   * the objects a decode into {@code root} should keep. Records are rebuilt by every decode, and
   * map values are decoded afresh, so neither is followed.
   */
  static Map<String, Object> reachable(Object root) {
    Map<String, Object> out = new LinkedHashMap<>();
    collect(root, root.getClass().getSimpleName(), out, new IdentityHashMap<>());
    return out;
  }

  private static void collect(Object m, String path, Map<String, Object> out, Map<Object, Boolean> seen) {
    if (Reflect.immutable(m.getClass()) || seen.put(m, true) != null) {
      return;
    }
    for (Reflect.Prop p : Reflect.props(m.getClass())) {
      Object v = p.get(m);
      String at = path + "." + p.name();
      if (v == null) {
        continue;
      }
      if (v instanceof List<?> list) {
        out.put(at, v);
        for (int k = 0; k < list.size(); k++) {
          Object e = list.get(k);
          if (Reflect.isMessage(e.getClass()) && !Reflect.immutable(e.getClass())) {
            out.put(at + "[" + k + "]", e);
            collect(e, at + "[" + k + "]", out, seen);
          }
        }
      } else if (v instanceof Map<?, ?>) {
        out.put(at, v);
      } else if (Reflect.isMessage(v.getClass())) {
        if (!Reflect.immutable(v.getClass())) {
          out.put(at, v);
        }
        collect(v, at, out, seen);
      }
    }
  }
}
