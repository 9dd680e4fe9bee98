package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.google.protobuf.Message;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Schema evolution between {@link EvolveV1} and {@link EvolveV2} (fields of every wire type added,
 * an enum constant added) and {@link EvolveRenamed} (a field renamed, one removed), in both
 * directions and both formats, with Wirebind and protoc-generated protobuf-java on either side.
 * Instances are seeded and random; the failure names the instance and seed.
 */
class SchemaEvolutionTest {
  static final int INSTANCES = 1000;
  static final Codec<EvolveV1> V1 = Wirebind.codec(EvolveV1.class);
  static final Codec<EvolveV1Strict> V1_STRICT = Wirebind.codec(EvolveV1Strict.class);
  static final Codec<EvolveV2> V2 = Wirebind.codec(EvolveV2.class);
  static final Codec<EvolveRenamed> RENAMED = Wirebind.codec(EvolveRenamed.class);
  static final Message PJ_V1 = io.wirebind.it.evolve.v1.EvolveV1.getDefaultInstance();
  static final Message PJ_V2 = io.wirebind.it.evolve.v2.EvolveV2.getDefaultInstance();
  static final Message PJ_RENAMED = io.wirebind.it.evolve.v2.EvolveRenamed.getDefaultInstance();
  /** Jackson reading what Wirebind reads, for the JSON cases: unknown members skipped. */
  static final ObjectMapper LENIENT_JACKSON =
      JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

  // ---- protobuf: new writer, old reader ----

  /** Our V2 bytes and protobuf-java's, in order and scrambled: V1 reads its fields, skips the rest. */
  @Test
  void v1ReadsV2BytesAndSkipsTheNewFields() {
    ProtoReader reader = new ProtoReader();
    EvolveV1[] reuse = {null};
    Diff.forRandom(EvolveV2.class, "v1ReadsV2", INSTANCES, (i, x, r) -> {
      EvolveV1 expected = project(x);
      byte[] ours = V2.toProto(x);
      JavaAssert.assertDecodedEquals(expected, V1.fromProto(ours));
      reuse[0] = V1.readProto(reader.reset(ours), reuse[0]);
      JavaAssert.assertDecodedEquals(expected, reuse[0]);
      Message pj = ProtoConverter.toProto(x, PJ_V2);
      JavaAssert.assertDecodedEquals(expected, V1.fromProto(pj.toByteArray()));
      byte[] scrambled = new WireScrambler(r.random(), false).scramble(pj);
      JavaAssert.assertDecodedEquals(expected, V1.fromProto(scrambled));
      // protobuf-java V1 agrees on the known fields (where no enum number is unknown to V1: its
      // open proto3 enum keeps one, Wirebind skips it)
      if (x.phase != PhaseV2.ARCHIVED && (x.history == null || !x.history.contains(PhaseV2.ARCHIVED))) {
        ProtoAssert.assertMatches(Diff.parse(PJ_V1, ours), V1.fromProto(ours));
      }
    });
  }

  /** The V2 fields survive protobuf-java V1 (which keeps unknown fields) byte for byte. */
  @Test
  void v2FieldsSurviveAProtobufJavaV1Peer() throws Exception {
    Diff.forRandom(EvolveV2.class, "throughPeer", INSTANCES, (i, x, r) -> {
      byte[] ours = V2.toProto(x);
      Message peer = Diff.parse(PJ_V1, ours);
      byte[] again = peer.toByteArray();
      JavaAssert.assertDecodedEquals(x, V2.fromProto(again));
      assertArrayEquals(ours, again);
    });
    EvolveV2 full = full();
    Message peer = Diff.parse(PJ_V1, V2.toProto(full));
    assertFalse(peer.getUnknownFields().asMap().isEmpty());
    JavaAssert.assertDecodedEquals(full, V2.fromProto(peer.toByteArray()));
  }

  // ---- protobuf: old writer, new reader ----

  /** V1 bytes (ours and protobuf-java's) read by V2: the new fields are absent, as decoded empty input. */
  @Test
  void v2ReadsV1BytesWithTheNewFieldsAbsent() {
    ProtoReader reader = new ProtoReader();
    EvolveV2[] reuse = {full()};
    Diff.forRandom(EvolveV1.class, "v2ReadsV1", INSTANCES, (i, y, r) -> {
      EvolveV2 expected = widen(y, V2.newDefault());
      byte[] ours = V1.toProto(y);
      JavaAssert.assertDecodedEquals(expected, V2.fromProto(ours));
      JavaAssert.assertDecodedEquals(expected, V2.fromProto(ProtoConverter.toProto(y, PJ_V1).toByteArray()));
      // decoding into an instance whose new fields are set resets them
      reuse[0] = V2.readProto(reader.reset(ours), i % 2 == 0 ? full() : reuse[0]);
      JavaAssert.assertDecodedEquals(expected, reuse[0]);
      // and protobuf-java V2 reads our V1 bytes as it reads its own
      assertEquals(ProtoConverter.toProto(y, PJ_V2), Diff.parse(PJ_V2, ours));
    });
  }

  // ---- enums ----

  /** An enum number V1 lacks is skipped: singular (the previous value stays) and repeated. */
  @Test
  void enumNumberAddedInV2IsSkippedByV1() throws Exception {
    EvolveV2 x = new EvolveV2();
    x.phase = PhaseV2.ARCHIVED;
    x.history = List.of(PhaseV2.OPEN, PhaseV2.ARCHIVED, PhaseV2.CLOSED, PhaseV2.ARCHIVED);
    EvolveV1 v1 = V1.fromProto(V2.toProto(x));
    assertNull(v1.phase);
    assertEquals(List.of(Phase.OPEN, Phase.CLOSED), v1.history);
    // last value wins, but an unknown last value does not replace a known one
    EvolveV2 open = new EvolveV2();
    open.phase = PhaseV2.OPEN;
    assertEquals(Phase.OPEN, V1.fromProto(Diff.concat(V2.toProto(open), V2.toProto(x))).phase);
    // protobuf-java V1 (an open proto3 enum) keeps the number, and our V2 reads it back
    Message peer = Diff.parse(PJ_V1, V2.toProto(x));
    assertEquals(PhaseV2.ARCHIVED, V2.fromProto(peer.toByteArray()).phase);
    assertEquals(x.history, V2.fromProto(peer.toByteArray()).history);
    // in JSON the name is unknown to V1: an error that names it, as Jackson's default
    WirebindException e = assertThrows(WirebindException.class, () -> V1.fromJson(V2.toJson(x)));
    assertTrue(e.getMessage().contains("ARCHIVED"), e.getMessage());
  }

  // ---- JSON ----

  /** V2 JSON read by V1 skips the new members (as a lenient Jackson does), or fails if strict. */
  @Test
  void v1SkipsUnknownJsonMembersOrFailsNamingThem() {
    Diff.forRandom(EvolveV2.class, "json", INSTANCES, (i, x, r) -> {
      withoutArchived(x);
      byte[] json = V2.toJson(x);
      String expected = V1.toJsonString(project(x));
      assertEquals(expected, V1.toJsonString(V1.fromJson(json)), utf8(json));
      assertEquals(expected, V1.toJsonString(LENIENT_JACKSON.readValue(json, EvolveV1.class)));
      // "big", a primitive, is the first member V1 does not know
      WirebindException e = assertThrows(WirebindException.class, () -> V1_STRICT.fromJson(json));
      assertTrue(e.getMessage().contains("unknown property 'big'"), e.getMessage());
      int at = utf8(json).indexOf(",\"big\"") + 1;
      assertEquals(utf8(json).substring(0, at).getBytes(StandardCharsets.UTF_8).length, e.offset(), e.getMessage());
    });
    for (String member : List.of("note", "samples", "attrs", "child")) {
      String json = "{\"id\":1,\"" + member + "\":null,\"name\":\"x\"}";
      WirebindException e = assertThrows(WirebindException.class, () -> V1_STRICT.fromJson(json));
      assertTrue(e.getMessage().contains("'" + member + "'"), e.getMessage());
      assertEquals("x", V1.fromJson(json).name);
    }
  }

  /** V1 JSON read by V2 leaves the new fields at the values a new instance has. */
  @Test
  void v2KeepsInstanceDefaultsForMembersMissingFromV1Json() {
    com.fasterxml.jackson.databind.ObjectMapper jackson = new ObjectMapper();
    Diff.forRandom(EvolveV1.class, "jsonV1", INSTANCES, (i, y, r) -> {
      byte[] json = V1.toJson(y);
      String expected = V2.toJsonString(widen(y, new EvolveV2()));
      EvolveV2 read = V2.fromJson(json);
      assertEquals(expected, V2.toJsonString(read), utf8(json));
      assertEquals(6_000_000_000L, read.big);
      assertEquals("v2", read.note);
      assertEquals(PhaseV2.OPEN, read.level);
      assertEquals(expected, V2.toJsonString(jackson.readValue(json, EvolveV2.class)));
      assertEquals(expected, V2.toJsonString(V2.readJson(new io.wirebind.JsonReader().reset(json), full())));
    });
  }

  // ---- a field renamed and one removed ----

  /** Protobuf goes by number: the renamed field carries over, the removed one is skipped. */
  @Test
  void renamedAndRemovedFieldsInProtobuf() {
    Diff.forRandom(EvolveV1.class, "renamed", INSTANCES, (i, y, r) -> {
      byte[] ours = V1.toProto(y);
      EvolveRenamed renamed = RENAMED.fromProto(ours);
      EvolveRenamed expected = new EvolveRenamed();
      expected.id = y.id;
      expected.title = y.name;
      expected.phase = y.phase == null ? null : PhaseV2.valueOf(y.phase.name());
      expected.history = y.history == null ? null : y.history.stream().map(p -> PhaseV2.valueOf(p.name())).toList();
      JavaAssert.assertDecodedEquals(expected, renamed);
      ProtoAssert.assertMatches(Diff.parse(PJ_RENAMED, ours), renamed);
      // protobuf-java keeps the removed field as an unknown one, and writes it again
      JavaAssert.assertDecodedEquals(y, V1.fromProto(Diff.parse(PJ_RENAMED, ours).toByteArray()));
      // Wirebind skipped it: V1 reads the title as its name, and no scores
      EvolveV1 back = V1.fromProto(RENAMED.toProto(renamed));
      y.scores = null;
      JavaAssert.assertDecodedEquals(y, back);
    });
  }

  /** JSON goes by name: a renamed member is unknown to the other version. */
  @Test
  void renamedAndRemovedFieldsInJson() {
    EvolveV1 y = new EvolveV1();
    y.id = 7;
    y.name = "seven";
    y.phase = Phase.CLOSED;
    y.scores = List.of(1, 2);
    EvolveRenamed renamed = RENAMED.fromJson(V1.toJson(y));
    assertEquals(7, renamed.id);
    assertNull(renamed.title);
    assertEquals(PhaseV2.CLOSED, renamed.phase);
    renamed.title = "title";
    EvolveV1 back = V1.fromJson(RENAMED.toJson(renamed));
    assertNull(back.name);
    assertNull(back.scores);
    WirebindException e = assertThrows(WirebindException.class, () -> V1_STRICT.fromJson(RENAMED.toJson(renamed)));
    assertTrue(e.getMessage().contains("unknown property 'title'"), e.getMessage());
  }

  // ---- helpers ----

  /** What V1 sees of {@code x}: the first five fields, with ARCHIVED skipped. */
  static EvolveV1 project(EvolveV2 x) {
    EvolveV1 v = new EvolveV1();
    v.id = x.id;
    v.name = x.name;
    v.phase = x.phase == null || x.phase == PhaseV2.ARCHIVED ? null : Phase.valueOf(x.phase.name());
    if (x.history != null) {
      v.history = new ArrayList<>();
      for (PhaseV2 p : x.history) {
        if (p != PhaseV2.ARCHIVED) {
          v.history.add(Phase.valueOf(p.name()));
        }
      }
    }
    v.scores = x.scores;
    return v;
  }

  /** {@code base} with the V1 fields of {@code y}. */
  static EvolveV2 widen(EvolveV1 y, EvolveV2 base) {
    base.id = y.id;
    base.name = y.name;
    base.phase = y.phase == null ? null : PhaseV2.valueOf(y.phase.name());
    base.history = y.history == null ? null : y.history.stream().map(p -> PhaseV2.valueOf(p.name())).toList();
    base.scores = y.scores;
    return base;
  }

  /** Replaces the constant V1 lacks (JSON names it, and V1 rejects the name). */
  static void withoutArchived(EvolveV2 x) {
    if (x.phase == PhaseV2.ARCHIVED) {
      x.phase = PhaseV2.CLOSED;
    }
    if (x.level == PhaseV2.ARCHIVED) {
      x.level = null;
    }
    if (x.history != null) {
      x.history = x.history.stream().map(p -> p == PhaseV2.ARCHIVED ? PhaseV2.OPEN : p).toList();
    }
  }

  /** A V2 message with every field set to a value that is not its default. */
  static EvolveV2 full() {
    EvolveV2 x = new EvolveV2();
    x.id = -5;
    x.name = "né \uD83D\uDE00";
    x.phase = PhaseV2.ARCHIVED;
    x.history = List.of(PhaseV2.CLOSED, PhaseV2.ARCHIVED);
    x.scores = List.of(-1, 300);
    x.big = Long.MIN_VALUE;
    x.delta = -2;
    x.crc = 0xCAFEBABE;
    x.price = -0.0;
    x.ratio = Float.NaN;
    x.note = "";
    x.blob = new byte[] {0, -1};
    x.child = new EvolveChild();
    x.child.id = 3;
    x.child.note = "c";
    x.samples = new long[] {1L << 40, -1};
    x.flags = List.of(Integer.MIN_VALUE, 0, 1);
    x.attrs = new LinkedHashMap<>();
    x.attrs.put("k", 1L);
    x.attrs.put("", -1L);
    x.level = PhaseV2.CLOSED;
    x.children = List.of(x.child, new EvolveChild());
    return x;
  }

  static String utf8(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
