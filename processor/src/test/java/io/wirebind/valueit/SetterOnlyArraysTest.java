package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Setter-only arrays of every kind against Jackson (2.18 as Spring Boot configures it; Jackson 3
 * through {@code Jackson3SuitesTest}): never written, read through the setter only for a member
 * present, in every position the message can take; protobuf calls the setter of each field present
 * with what a peer wrote, as Jackson does with the same members in JSON.
 */
class SetterOnlyArraysTest {
  static final Jackson JACKSON = Jackson.boot();
  static final Codec<SetterOnlyArrays> CODEC = Wirebind.codec(SetterOnlyArrays.class);
  static final Codec<SetterOnlyArrays.Holder> HOLDER = Wirebind.codec(SetterOnlyArrays.Holder.class);
  static final Codec<SetterOnlyArrays.Kept> KEPT = Wirebind.codec(SetterOnlyArrays.Kept.class);

  static final String FULL = "{\"name\":\"a\",\"ints\":[1,-2],\"longs\":[3],\"doubles\":[1.5,-0.0],"
      + "\"floats\":[2.5],\"flags\":[true,false],\"shorts\":[7,-8],\"names\":[\"x\",null,\"\"],"
      + "\"boxes\":[1,null],\"sides\":[\"SELL\",\"BUY\"],\"times\":[\"2024-01-01T00:00:00Z\",null],"
      + "\"spots\":[{\"x\":1,\"y\":2.5},null,{}],\"grid\":[[1,2],[],null],\"blobs\":[\"AQI=\",null],"
      + "\"items\":[\"i\",null],\"bytes\":\"AQID\",\"chars\":\"ch\"}";
  static final String NULLS = "{\"ints\":null,\"longs\":null,\"doubles\":null,\"floats\":null,"
      + "\"flags\":null,\"shorts\":null,\"names\":null,\"boxes\":null,\"sides\":null,\"times\":null,"
      + "\"spots\":null,\"grid\":null,\"blobs\":null,\"items\":null,\"bytes\":null,\"chars\":null}";
  static final String EMPTY = "{\"ints\":[],\"longs\":[],\"doubles\":[],\"floats\":[],\"flags\":[],"
      + "\"shorts\":[],\"names\":[],\"boxes\":[],\"sides\":[],\"times\":[],\"spots\":[],\"grid\":[],"
      + "\"blobs\":[],\"items\":[],\"bytes\":\"\",\"chars\":\"\"}";
  static final String REPEATED = "{\"ints\":[1],\"ints\":[2,3],\"spots\":[{\"x\":1}],\"spots\":[],"
      + "\"grid\":[[1]],\"grid\":[[2],[3]],\"name\":\"r\"}";
  static final String[] INPUTS = {"{}", "{\"name\":\"n\"}", FULL, NULLS, EMPTY, REPEATED};

  private final Random random = new Random(30);

  @Test
  void neverWrittenInAnyPosition() throws Exception {
    SetterOnlyArrays s = CODEC.fromJson(FULL.getBytes(StandardCharsets.UTF_8));
    assertEquals(JACKSON.writeValueAsString(s), CODEC.toJsonString(s));
    assertEquals("{\"name\":\"a\"}", CODEC.toJsonString(s));
    SetterOnlyArrays.Holder h = new SetterOnlyArrays.Holder();
    h.one = s;
    h.list = List.of(s, new SetterOnlyArrays());
    h.set = new LinkedHashSet<>(List.of(s));
    h.map = new LinkedHashMap<>();
    h.map.put("k", s);
    h.maybe = Optional.of(s);
    assertEquals(JACKSON.writeValueAsString(h), HOLDER.toJsonString(h));
    SetterOnlyArrays.Kept k = new SetterOnlyArrays.Kept(s, List.of(s));
    assertEquals(JACKSON.writeValueAsString(k), KEPT.toJsonString(k));
    // protobuf: only the name, as a peer holding the name alone writes it
    SetterOnlyArrays.Written w = new SetterOnlyArrays.Written();
    w.name = "a";
    assertEquals(java.util.Arrays.toString(Wirebind.codec(SetterOnlyArrays.Written.class).toProto(w)),
        java.util.Arrays.toString(CODEC.toProto(s)));
  }

  @Test
  void readAsJacksonReadsThem() throws Exception {
    for (String json : INPUTS) {
      assertEquals(JACKSON.readValue(json, SetterOnlyArrays.class).toString(),
          CODEC.fromJson(json.getBytes(StandardCharsets.UTF_8)).toString(), json);
      // into a used instance: the setters are called again only for the members present (the
      // decode starts the other properties afresh, where Jackson's readerForUpdating keeps them)
      SetterOnlyArrays reused = JACKSON.readValue(FULL, SetterOnlyArrays.class);
      SetterOnlyArrays ours = CODEC.fromJson(FULL.getBytes(StandardCharsets.UTF_8));
      assertEquals(JACKSON.readInto(reused, json).calls(),
          CODEC.readJson(new io.wirebind.JsonReader().reset(json.getBytes(StandardCharsets.UTF_8)), ours).calls(),
          json);
    }
  }

  @Test
  void readInEveryPositionAsJacksonReadsThem() throws Exception {
    for (String x : INPUTS) {
      String holder = "{\"one\":" + x + ",\"list\":[" + x + ",null,{}],\"set\":[" + x + "],\"map\":{\"k\":"
          + x + ",\"n\":null},\"maybe\":" + x + "}";
      assertEquals(JACKSON.readValue(holder, SetterOnlyArrays.Holder.class).toString(),
          HOLDER.fromJson(holder.getBytes(StandardCharsets.UTF_8)).toString(), holder);
      String kept = "{\"one\":" + x + ",\"list\":[" + x + ",{}]}";
      assertEquals(JACKSON.readValue(kept, SetterOnlyArrays.Kept.class).toString(),
          KEPT.fromJson(kept.getBytes(StandardCharsets.UTF_8)).toString(), kept);
    }
  }

  /**
   * Random peers' messages: protobuf and JSON carry the same members (the peer leaves null and
   * empty values out of both), and Wirebind's protobuf decode calls the setters Jackson calls for
   * the JSON; also as nested messages in every position.
   */
  @Test
  void protobufCallsTheSettersJacksonCallsForTheSameMembers() throws Exception {
    Codec<SetterOnlyArrays.Written> written = Wirebind.codec(SetterOnlyArrays.Written.class);
    Codec<SetterOnlyArrays.WrittenHolder> writtenHolder = Wirebind.codec(SetterOnlyArrays.WrittenHolder.class);
    for (int i = 0; i < 200; i++) {
      SetterOnlyArrays.Written w = written();
      String json = JACKSON.writeValueAsString(w);
      assertEquals(JACKSON.readValue(json, SetterOnlyArrays.class).toString(),
          CODEC.fromProto(written.toProto(w)).toString(), json);
      SetterOnlyArrays.WrittenHolder h = new SetterOnlyArrays.WrittenHolder();
      h.one = random.nextBoolean() ? written() : null;
      h.list = List.of(written(), written());
      h.set = new LinkedHashSet<>(List.of(written()));
      h.map = new LinkedHashMap<>();
      h.map.put("k", written());
      h.maybe = random.nextBoolean() ? Optional.of(written()) : Optional.empty();
      String holderJson = JACKSON.writeValueAsString(h);
      assertEquals(JACKSON.readValue(holderJson, SetterOnlyArrays.Holder.class).toString(),
          HOLDER.fromProto(writtenHolder.toProto(h)).toString(), holderJson);
    }
  }

  private SetterOnlyArrays.Written written() {
    SetterOnlyArrays.Written w = new SetterOnlyArrays.Written();
    w.name = random.nextInt(3) == 0 ? null : "n" + random.nextInt(10);
    int n = random.nextInt(3);
    w.ints = random.ints(n).toArray();
    w.longs = random.longs(random.nextInt(3)).toArray();
    w.doubles = random.doubles(random.nextInt(3)).map(d -> Math.round(d * 1000) / 8.0).toArray();
    w.floats = new float[random.nextInt(3)];
    w.flags = new boolean[random.nextInt(3)];
    w.shorts = new short[random.nextInt(3)];
    for (int i = 0; i < w.floats.length; i++) {
      w.floats[i] = random.nextInt(1000) / 4f;
    }
    for (int i = 0; i < w.flags.length; i++) {
      w.flags[i] = random.nextBoolean();
    }
    for (int i = 0; i < w.shorts.length; i++) {
      w.shorts[i] = (short) random.nextInt();
    }
    w.names = random.ints(random.nextInt(3), 0, 9).mapToObj(i -> i == 0 ? "" : "s" + i).toArray(String[]::new);
    w.boxes = random.ints(random.nextInt(3)).boxed().toArray(Integer[]::new);
    w.sides = random.ints(random.nextInt(3), 0, 2).mapToObj(i -> Side.values()[i]).toArray(Side[]::new);
    w.times = random.ints(random.nextInt(3), 0, 1 << 30).mapToObj(Instant::ofEpochSecond).toArray(Instant[]::new);
    w.spots = random.ints(random.nextInt(3)).mapToObj(i -> new Spot(i, i % 7 / 2.0)).toArray(Spot[]::new);
    w.grid = new int[random.nextInt(3)][];
    for (int i = 0; i < w.grid.length; i++) {
      w.grid[i] = random.ints(random.nextInt(3)).toArray();
    }
    w.blobs = new byte[random.nextInt(3)][];
    for (int i = 0; i < w.blobs.length; i++) {
      w.blobs[i] = new byte[random.nextInt(3)];
      random.nextBytes(w.blobs[i]);
    }
    List<String> items = new ArrayList<>();
    for (int i = random.nextInt(3); i > 0; i--) {
      items.add("i" + i);
    }
    w.items = items;
    w.bytes = random.nextInt(3) == 0 ? null : new byte[] {(byte) random.nextInt(), 1};
    w.chars = random.nextInt(3) == 0 ? null : ("c" + random.nextInt(10)).toCharArray();
    return w;
  }
}
