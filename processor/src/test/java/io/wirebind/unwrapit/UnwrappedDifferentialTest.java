package io.wirebind.unwrapit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Jackson;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code @JsonUnwrapped} against Jackson 2.18 on random instances: the same bytes, and each reads
 * the other's JSON to the same object. The mapper serialises only the outer classes: Jackson
 * drops an enclosing prefix from nested unwrapped names once it has serialised the middle class
 * ({@link Deep}) on its own, so a shared mapper's output would depend on test order.
 */
class UnwrappedDifferentialTest {
  /** Boot's mapper, Jackson 2 or 3 ({@link Jackson}). */
  static final Jackson MAPPER = Jackson.boot();
  static final ObjectMapper JACKSON = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  static final Codec<Holder> HOLDER = Wirebind.codec(Holder.class);
  static final Codec<OnlyUnwrapped> ONLY = Wirebind.codec(OnlyUnwrapped.class);
  static final Codec<Ignored> IGNORED = Wirebind.codec(Ignored.class);

  private final Random random = new Random(16);

  private String string() {
    int pick = random.nextInt(6);
    return pick == 0 ? null : pick == 1 ? "" : pick == 2 ? "é\"q\\" : "s" + random.nextInt(100);
  }

  /** Whether collections hold nulls (JSON only: protobuf cannot represent them). */
  private boolean nullElements = true;

  private Extra extra() {
    if (random.nextInt(5) == 0) {
      return null;
    }
    Extra e = new Extra();
    e.n = random.nextInt(3) == 0 ? 5 : random.nextLong();
    if (random.nextBoolean()) {
      e.tags = new ArrayList<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        String t = string();
        e.tags.add(t == null && !nullElements ? "t" : t);
      }
    }
    if (random.nextBoolean()) {
      e.counts = new LinkedHashMap<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        e.counts.put("k" + random.nextInt(10), random.nextInt(4) == 0 && nullElements ? null : random.nextInt());
      }
    }
    int note = random.nextInt(3);
    e.note = note == 0 ? null : note == 1 ? Optional.empty() : Optional.of("n" + random.nextInt(9));
    e.d = random.nextBoolean() ? null : random.nextDouble() * 1e6;
    return e;
  }

  private Sparse sparse() {
    if (random.nextInt(4) == 0) {
      return null;
    }
    Sparse s = new Sparse();
    s.a = string();
    s.b = random.nextBoolean() ? null : random.nextInt();
    return s;
  }

  private Holder holder() {
    Holder h = new Holder();
    h.id = random.nextInt();
    h.point = random.nextInt(4) == 0 ? null : new Point(random.nextInt(), string());
    h.name = string();
    h.extra = extra();
    if (random.nextInt(4) != 0) {
      h.deep = new Deep();
      h.deep.z = random.nextInt();
      h.deep.extra = extra();
    }
    h.sparse = sparse();
    h.y = string();
    return h;
  }

  private <T> void sameAsJackson(Codec<T> codec, T x, Class<T> type) throws Exception {
    String jackson = MAPPER.writeValueAsString(x);
    assertEquals(jackson, codec.toJsonString(x));
    byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
    // a missing primitive of an unwrapped record: Jackson 3.1 rejects it, 3.3 and Wirebind read 0
    String expected = String.valueOf(MAPPER.readValueMissingAsDefault(jackson, type));
    assertEquals(expected, String.valueOf(codec.fromJson(json)), jackson);
    // members in another order: the hash dispatch, not the in-order fast path
    String reversed = reverse(jackson);
    assertEquals(String.valueOf(MAPPER.readValueMissingAsDefault(reversed, type)),
        String.valueOf(codec.fromJson(reversed.getBytes(StandardCharsets.UTF_8))), reversed);
  }

  /** The members of a flat-enough object in reverse order (values are kept whole by Jackson). */
  private static String reverse(String json) throws Exception {
    var node = (com.fasterxml.jackson.databind.node.ObjectNode) JACKSON.readTree(json);
    List<String> members = new ArrayList<>();
    var it = node.fields();
    while (it.hasNext()) {
      var e = it.next();
      members.add(0, JACKSON.writeValueAsString(e.getKey()) + ":" + JACKSON.writeValueAsString(e.getValue()));
    }
    return "{" + String.join(",", members) + "}";
  }

  @Test
  void holderIsJacksonsJsonBothWays() throws Exception {
    for (int i = 0; i < 1500; i++) {
      sameAsJackson(HOLDER, holder(), Holder.class);
    }
  }

  @Test
  void onlyUnwrappedMembersMayLeaveAnEmptyObject() throws Exception {
    for (int i = 0; i < 500; i++) {
      OnlyUnwrapped x = new OnlyUnwrapped();
      x.a = sparse();
      x.b = sparse();
      sameAsJackson(ONLY, x, OnlyUnwrapped.class);
    }
    assertEquals("{}", ONLY.toJsonString(new OnlyUnwrapped()));
  }

  @Test
  void ignoredWhereJacksonIgnoresIt() throws Exception {
    for (int i = 0; i < 300; i++) {
      Ignored x = new Ignored();
      x.list = random.nextBoolean() ? null : List.of("a", "b" + i);
      x.map = random.nextBoolean() ? null : Map.of("k", i);
      x.n = random.nextInt();
      x.s = string();
      x.ints = random.nextBoolean() ? null : new int[] {i, -i};
      x.kept = random.nextBoolean() ? null : new Point(i, string());
      int opt = random.nextInt(3);
      x.opt = opt == 0 ? null : opt == 1 ? Optional.empty() : Optional.of("o" + i);
      sameAsJackson(IGNORED, x, Ignored.class);
    }
  }

  @Test
  void composedNamesAndOuterPriority() throws Exception {
    Holder h = new Holder();
    h.point = new Point(1, "inner");
    h.y = "outer";
    h.deep = new Deep();
    h.deep.extra = new Extra();
    String json = HOLDER.toJsonString(h);
    assertTrue(json.contains("\"y\":\"inner\"") && json.contains("\"y\":\"outer\""), json);
    assertTrue(json.contains("\"o_i_n_s_e\":5"), json);
    Holder back = HOLDER.fromJson(json.getBytes(StandardCharsets.UTF_8));
    assertEquals("outer", back.y);
    assertEquals(null, back.point.y()); // the outer property takes the member, as with Jackson
  }

  @Test
  void readingAlwaysCreatesTheUnwrappedMessages() throws Exception {
    Holder h = HOLDER.fromJson("{}".getBytes(StandardCharsets.UTF_8));
    assertEquals(String.valueOf(MAPPER.readValueMissingAsDefault("{}", Holder.class)), h.toString());
    assertEquals(5, h.extra.n);
    assertEquals(new Point(0, null), h.point);
  }

  @Test
  void reuseReadsLikeAFreshDecode() throws Exception {
    JsonReader reader = new JsonReader();
    Holder reused = null;
    for (int i = 0; i < 500; i++) {
      byte[] json = MAPPER.writeValueAsBytes(holder());
      reused = HOLDER.readJson(reader.reset(json), reused);
      assertEquals(HOLDER.fromJson(json).toString(), reused.toString());
    }
  }

  @Test
  void protobufAndProto3JsonKeepTheNestedMessage() throws Exception {
    nullElements = false;
    for (int i = 0; i < 300; i++) {
      byte[] proto = HOLDER.toProto(holder());
      org.junit.jupiter.api.Assertions.assertArrayEquals(proto, HOLDER.toProto(HOLDER.fromProto(proto)));
    }
    String schema = new String(UnwrappedDifferentialTest.class
        .getResourceAsStream("/META-INF/wirebind/proto/io/wirebind/unwrapit/unwrapit.proto").readAllBytes(),
        StandardCharsets.UTF_8);
    assertTrue(schema.contains("Point point = 2;") && schema.contains("Extra extra = 4;")
        && schema.contains("Deep deep = 5;") && schema.contains("Sparse sparse = 6;"), schema);
    Holder h = new Holder();
    h.point = new Point(3, "p");
    Codec<Holder> proto3 = HOLDER;
    String json = new String(jsonProto3(proto3, h), StandardCharsets.UTF_8);
    assertTrue(json.contains("\"point\":{\"x\":3,\"y\":\"p\"}"), json);
  }

  /** Protobuf both ways with protoc's classes for the hand-written unwrap.proto. */
  @Test
  void protobufJavaReadsAndWritesTheNestedMessages() throws Exception {
    nullElements = false;
    for (int i = 0; i < 500; i++) {
      Holder h = holder();
      byte[] ours = HOLDER.toProto(h);
      io.wirebind.unwrapit.peer.Holder peer = io.wirebind.unwrapit.peer.Holder.parseFrom(ours);
      assertEquals(h.id, peer.getId());
      assertEquals(h.point != null, peer.hasPoint());
      assertEquals(h.extra != null, peer.hasExtra());
      assertEquals(h.deep != null && h.deep.extra != null, peer.hasDeep() && peer.getDeep().hasExtra());
      if (h.extra != null) {
        assertEquals(h.extra.n, peer.getExtra().getN());
        assertEquals(h.extra.tags == null ? List.of() : h.extra.tags, peer.getExtra().getTagsList());
      }
      org.junit.jupiter.api.Assertions.assertArrayEquals(ours,
          HOLDER.toProto(HOLDER.fromProto(peer.toByteArray())));
      assertEquals(peer, io.wirebind.unwrapit.peer.Holder.parseFrom(HOLDER.toProto(HOLDER.fromProto(peer.toByteArray()))));
    }
  }

  static final Codec<Created> CREATED = Wirebind.codec(Created.class);

  private Tagged tagged() {
    if (random.nextInt(5) == 0) {
      return null;
    }
    List<String> labels = null;
    if (random.nextBoolean()) {
      labels = new ArrayList<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        labels.add(string());
      }
    }
    Map<String, Long> sizes = null;
    if (random.nextBoolean()) {
      sizes = new LinkedHashMap<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        sizes.put("z" + random.nextInt(10), random.nextLong());
      }
    }
    int memo = random.nextInt(3);
    return new Tagged(labels, sizes, memo == 0 ? null : memo == 1 ? Optional.empty() : Optional.of(string() + "m"));
  }

  @Test
  void creatorClassWithUnwrappedRecordAndClass() throws Exception {
    for (int i = 0; i < 1000; i++) {
      Created c = new Created(random.nextLong());
      c.tagged = tagged();
      c.extra = extra();
      sameAsJackson(CREATED, c, Created.class);
    }
  }

  @Test
  void unknownMembersAreSkippedOnceAClassUnwraps() throws Exception {
    String json = "{\"id\":3,\"nope\":[1,{\"a\":2}],\"labels\":[\"l\"],\"x_n\":7}";
    assertEquals(String.valueOf(MAPPER.readValue(json, Created.class)),
        String.valueOf(CREATED.fromJson(json.getBytes(StandardCharsets.UTF_8))));
    ObjectMapper strict = JsonMapper.builder().addModule(new Jdk8Module()).build();
    assertEquals(String.valueOf(strict.readValue(json, Created.class)),
        String.valueOf(CREATED.fromJson(json.getBytes(StandardCharsets.UTF_8))));
  }

  @Test
  void proto3StyleKeepsTheNestedObject() {
    Proto3Styled x = new Proto3Styled();
    x.a = 1;
    x.sparse = new Sparse();
    x.sparse.a = "q";
    Codec<Proto3Styled> codec = Wirebind.codec(Proto3Styled.class);
    assertEquals("{\"a\":1,\"sparse\":{\"a\":\"q\"}}", codec.toJsonString(x));
    io.wirebind.JsonWriter out = new io.wirebind.JsonWriter();
    codec.writeJson(x, out, JsonStyle.JACKSON);
    assertEquals("{\"a\":1,\"p_a\":\"q\"}", new String(out.toByteArray(), StandardCharsets.UTF_8));
  }

  /** Mutated Jackson JSON: nothing but a WirebindException with an offset in the input escapes. */
  @Test
  void mutatedInputOnlyFailsWithWirebindExceptions() throws Exception {
    JsonReader reader = new JsonReader();
    Holder reused = null;
    for (int i = 0; i < 3000; i++) {
      byte[] json = MAPPER.writeValueAsBytes(holder());
      int edits = 1 + random.nextInt(3);
      for (int k = 0; k < edits; k++) {
        int at = random.nextInt(json.length);
        if (random.nextBoolean()) {
          String alphabet = "{}[]\":,0-9eE.\\ntfu\u00ff ";
          json[at] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
        } else {
          json = java.util.Arrays.copyOf(json, at);
          break;
        }
      }
      byte[] input = json;
      try {
        reused = HOLDER.readJson(reader.reset(input), reused);
      } catch (WirebindException e) {
        assertTrue(e.offset() >= 0 && e.offset() <= input.length, e.getMessage());
        reused = null;
      }
    }
  }

  @Test
  void collectionLimitsApplyToUnwrappedMembers() {
    byte[] json = "{\"e_tags_x\":[\"a\",\"b\",\"c\"]}".getBytes(StandardCharsets.UTF_8);
    WirebindException e = assertThrows(WirebindException.class,
        () -> HOLDER.readJson(new JsonReader().maxCollectionSize(2).reset(json), null));
    assertTrue(e.offset() > 0, e.getMessage());
    byte[] map = "{\"o_i_counts_s_e\":{\"a\":1,\"b\":2,\"c\":3}}".getBytes(StandardCharsets.UTF_8);
    assertThrows(WirebindException.class,
        () -> HOLDER.readJson(new JsonReader().maxCollectionSize(2).reset(map), null));
  }

  private static byte[] jsonProto3(Codec<Holder> codec, Holder h) {
    io.wirebind.JsonWriter out = new io.wirebind.JsonWriter();
    codec.writeJson(h, out, JsonStyle.PROTO3);
    return out.toByteArray();
  }

  @Test
  void hostileInputFailsWithAnOffset() {
    String[] bad = {
      "{\"e_tags_x\":[1,", "{\"x\":\"no\"}", "{\"o_i_counts_s_e\":{\"a\":[]}}", "{\"s_a\":tru}",
      "{\"point\":{\"x\":1}", "{\"e_n_x\":1e999999}", "{\"o_z_e\":1,}",
    };
    for (String s : bad) {
      WirebindException e = assertThrows(WirebindException.class,
          () -> HOLDER.fromJson(s.getBytes(StandardCharsets.UTF_8)), s);
      assertTrue(e.offset() >= 0, e.getMessage());
    }
  }
}
