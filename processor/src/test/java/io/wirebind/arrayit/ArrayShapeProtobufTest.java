package io.wirebind.arrayit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code @JsonFormat(shape = ARRAY)} leaves protobuf alone: bytes equal protobuf-java's both ways. */
class ArrayShapeProtobufTest {
  static final Codec<Quote> QUOTE = Wirebind.codec(Quote.class);

  private static io.wirebind.arrayit.proto.Quote theirs(Quote q) {
    var b = io.wirebind.arrayit.proto.Quote.newBuilder().setPrice(q.price()).addAllSizes(q.sizes())
        .putAllMarks(q.marks());
    if (q.symbol() != null) {
      b.setSymbol(q.symbol());
    }
    if (q.inner() != null) {
      var i = io.wirebind.arrayit.proto.Inner.newBuilder().setX(q.inner().x());
      if (q.inner().y() != null) {
        i.setY(q.inner().y());
      }
      b.setInner(i);
    }
    return b.build();
  }

  @Test
  void bytesEqualProtobufJavas() throws Exception {
    Random r = new Random(4);
    for (int i = 0; i < 1000; i++) {
      List<Integer> sizes = new ArrayList<>();
      for (int k = r.nextInt(4); k > 0; k--) {
        sizes.add(r.nextInt() >> r.nextInt(32));
      }
      Map<String, Double> marks = new LinkedHashMap<>();
      for (int k = r.nextInt(3); k > 0; k--) {
        marks.put("m" + k, r.nextDouble());
      }
      Inner inner = r.nextInt(3) == 0 ? null : new Inner(r.nextInt(), r.nextBoolean() ? null : "y" + i);
      Quote q = new Quote(r.nextBoolean() ? null : "s" + i, r.nextLong() >> r.nextInt(64), sizes,
          inner, marks);
      var expected = theirs(q);
      byte[] ours = QUOTE.toProto(q);
      assertEquals(expected, io.wirebind.arrayit.proto.Quote.parseFrom(ours));
      if (marks.size() <= 1) { // map entry order is protobuf-java's own otherwise
        assertArrayEquals(expected.toByteArray(), ours);
      }
      Quote back = QUOTE.fromProto(expected.toByteArray());
      assertEquals(q.symbol(), back.symbol());
      assertEquals(q.price(), back.price());
      assertEquals(q.sizes(), back.sizes());
      assertEquals(q.inner(), back.inner());
      assertEquals(q.marks(), back.marks());
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Quote q = new Quote("s", 5, List.of(1, 2), new Inner(3, null), Map.of("a", 1.5));
    String json = QUOTE.toJsonString(q);
    assertEquals("[\"s\",5,[1,2],{\"x\":3,\"y\":null},{\"a\":1.5}]", json);
    assertEquals(ArrayShapeDifferentialTest.jackson(q), json);
    assertEquals(q, QUOTE.fromJson(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
  }
}
