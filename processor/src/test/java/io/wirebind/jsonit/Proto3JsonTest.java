package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.jsonit.proto.JsonItProto;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proto3 JSON style against protobuf-java's {@link JsonFormat}, on classes mirroring
 * {@code jsonit.proto}. Values are compared as protobuf messages (our protobuf bytes parsed by
 * protobuf-java), so absent and default values compare as proto3 defines them.
 */
class Proto3JsonTest {
  private static final Codec<ProtoMirror.Everything> CODEC =
      Wirebind.codec(ProtoMirror.Everything.class);

  static JsonItProto.Everything asProto(ProtoMirror.Everything x) throws Exception {
    return JsonItProto.Everything.parseFrom(CODEC.toProto(x));
  }

  @Test
  void bothWaysWithJsonFormat() throws Exception {
    RandomValues values = new RandomValues(11);
    JsonFormat.Printer printer = JsonFormat.printer();
    JsonFormat.Printer protoNames = JsonFormat.printer().preservingProtoFieldNames();
    JsonFormat.Printer compact = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int n = 0; n < 1000; n++) {
      ProtoMirror.Everything x = values.message(ProtoMirror.Everything.class);
      JsonItProto.Everything m = asProto(x);
      String where = "#" + n + " " + m;
      // JsonFormat's output read by us, with lowerCamelCase and with the original names
      for (JsonFormat.Printer p : List.of(printer, protoNames, compact)) {
        String json = p.print(m);
        ProtoMirror.Everything back =
            CODEC.fromJson(json.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3);
        assertEquals(m, asProto(back), json + " " + where);
      }
      // our output read by JsonFormat
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      JsonItProto.Everything.Builder b = JsonItProto.Everything.newBuilder();
      JsonFormat.parser().merge(ours, b);
      // JsonFormat's parser reads -0.0 as 0.0 (through BigDecimal), so the expected message is m
      // after a round trip through JsonFormat itself
      assertEquals(throughJsonFormat(m), b.build(), ours + " " + where);
    }
  }

  static JsonItProto.Everything throughJsonFormat(JsonItProto.Everything m) throws Exception {
    JsonItProto.Everything.Builder b = JsonItProto.Everything.newBuilder();
    JsonFormat.parser().merge(JsonFormat.printer().print(m), b);
    return b.build();
  }

  @Test
  void proto3Representation() throws Exception {
    ProtoMirror.Everything x = new ProtoMirror.Everything();
    x.a_long = Long.MIN_VALUE;
    x.a_double = Double.NaN;
    x.a_float = Float.NEGATIVE_INFINITY;
    x.some_bytes = new byte[] {(byte) 0xFB, (byte) 0xFF};
    x.kind = ProtoMirror.Kind.KIND_BIG;
    x.longs = new long[] {1, -2};
    x.by_long = java.util.Map.of(9007199254740993L, "v");
    String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
    assertTrue(ours.contains("\"aLong\":\"-9223372036854775808\""), ours);
    assertTrue(ours.contains("\"aDouble\":\"NaN\""), ours);
    assertTrue(ours.contains("\"aFloat\":\"-Infinity\""), ours);
    assertTrue(ours.contains("\"someBytes\":\"+/8=\""), ours);
    assertTrue(ours.contains("\"kind\":\"KIND_BIG\""), ours);
    assertTrue(ours.contains("\"longs\":[\"1\",\"-2\"]"), ours);
    assertTrue(ours.contains("\"byLong\":{\"9007199254740993\":\"v\"}"), ours);
    // defaults of primitives are omitted
    assertTrue(!ours.contains("anInt") && !ours.contains("aBool"), ours);
    assertEquals(
        "{}", new String(CODEC.toJson(new ProtoMirror.Everything(), JsonStyle.PROTO3), StandardCharsets.UTF_8));
    // enums by number, int64 as numbers, and original names are accepted on read
    ProtoMirror.Everything r =
        CODEC.fromJson(
            "{\"kind\":7,\"a_long\":12,\"an_int\":\"-3\",\"kinds\":[\"KIND_ONE\",0],\"a_double\":\"-Infinity\"}"
                .getBytes(StandardCharsets.UTF_8),
            JsonStyle.PROTO3);
    assertEquals(ProtoMirror.Kind.KIND_BIG, r.kind);
    assertEquals(12L, r.a_long);
    assertEquals(-3, r.an_int);
    assertEquals(List.of(ProtoMirror.Kind.KIND_ONE, ProtoMirror.Kind.KIND_ZERO), r.kinds);
    assertEquals(Double.NEGATIVE_INFINITY, r.a_double);
  }
}
