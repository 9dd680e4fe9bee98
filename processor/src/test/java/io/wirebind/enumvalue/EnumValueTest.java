package io.wirebind.enumvalue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Enums with Jackson's {@code @JsonValue} and {@code @JsonCreator} ({@link Valued}): Jackson writes
 * the bytes Wirebind writes and each reads the other's back, for random instances; both accept and
 * reject the same inputs (values and map keys) to the same constants, a rejection being a {@code
 * WirebindException} with an offset (the creator's own exception as its cause); protobuf keeps the
 * numbers and proto3 JSON the names.
 */
class EnumValueTest {
  static final ObjectMapper BOOT = JsonMapper.builder().addModule(new Jdk8Module()).build();
  static final Codec<Valued> CODEC = Wirebind.codec(Valued.class);

  /** Tint without TWIN, whose value is RED's: Jackson reads it back as RED. */
  private static final Tint[] TINTS = {Tint.RED, Tint.GREEN, Tint.BLANK, Tint.DIGIT};

  static Valued random(Random r, boolean nulls) {
    Supplier<Status> status = () -> nulls && r.nextInt(6) == 0 ? null : pick(r, Status.values());
    Supplier<Priority> priority = () -> nulls && r.nextInt(6) == 0 ? null : pick(r, Priority.values());
    Supplier<Tint> tint = () -> nulls && r.nextInt(6) == 0 ? null : pick(r, TINTS);
    Supplier<Weight> weight = () -> pick(r, Weight.values());
    Supplier<Level> level = () -> pick(r, Level.values());
    Map<String, Weight> weights = new LinkedHashMap<>();
    Map<Status, Integer> byStatus = new LinkedHashMap<>();
    Map<Priority, String> byPriority = new LinkedHashMap<>();
    Map<Tint, Level> byTint = new LinkedHashMap<>();
    Map<Weight, Long> byWeight = new LinkedHashMap<>();
    Map<Level, Level> byLevel = new LinkedHashMap<>();
    Map<Coded.Shade, Status> byShade = new LinkedHashMap<>();
    EnumMap<Status, Tint> enumMap = new EnumMap<>(Status.class);
    Map<Status, Tint> pickedTints = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      weights.put("w" + r.nextInt(9), weight.get());
      byStatus.put(pick(r, Status.values()), r.nextInt());
      byPriority.put(pick(r, Priority.values()), "p" + r.nextInt(9));
      byTint.put(pick(r, TINTS), level.get());
      byWeight.put(weight.get(), r.nextLong());
      byLevel.put(level.get(), level.get());
      byShade.put(pick(r, Coded.Shade.values()), pick(r, Status.values()));
      enumMap.put(pick(r, Status.values()), pick(r, TINTS));
      pickedTints.put(pick(r, Status.values()), pick(r, TINTS));
    }
    Set<Priority> priorities = new LinkedHashSet<>(list(r, () -> pick(r, Priority.values())));
    Tint[] tints = list(r, tint).toArray(new Tint[0]);
    Valued.Choice choice = r.nextBoolean()
        ? new Valued.Picked(status.get(), pickedTints)
        : new Valued.Ranked(priority.get(), level.get());
    return new Valued(
        status.get(), priority.get(), tint.get(), weight.get(), level.get(),
        pick(r, Coded.Shade.values()),
        list(r, status), priorities, tints, weights, byStatus, byPriority, byTint, byWeight,
        byLevel, byShade, enumMap,
        r.nextBoolean() ? Optional.empty() : Optional.of(pick(r, Status.values())),
        new Valued.Inner(tint.get(), status.get(), weight.get(), list(r, level)),
        new Valued.Box<>(priority.get(), list(r, () -> pick(r, Priority.values()))),
        choice,
        List.of(choice, new Valued.Ranked(pick(r, Priority.values()), Level.HIGH)));
  }

  private static <T> T pick(Random r, T[] values) {
    return values[r.nextInt(values.length)];
  }

  private static <T> List<T> list(Random r, Supplier<T> element) {
    List<T> l = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      l.add(element.get());
    }
    return l;
  }

  /**
   * Two instances compared by Jackson's JSON of them (records with arrays have no value equality),
   * the set in constant order (Jackson reads it into a {@code HashSet}).
   */
  static void assertSame(Valued expected, Valued actual) throws Exception {
    assertEquals(BOOT.writeValueAsString(sorted(expected)), BOOT.writeValueAsString(sorted(actual)));
  }

  private static Valued sorted(Valued v) {
    Set<Priority> set = v.priorities() == null ? null : new LinkedHashSet<>(v.priorities().stream()
        .sorted(java.util.Comparator.nullsFirst(java.util.Comparator.<Priority>naturalOrder())).toList());
    return new Valued(v.status(), v.priority(), v.tint(), v.weight(), v.level(), v.shade(), v.statuses(), set,
        v.tints(), v.weights(), v.byStatus(), v.byPriority(), v.byTint(), v.byWeight(), v.byLevel(),
        v.byShade(), v.enumMap(), v.maybe(), v.inner(), v.box(), v.choice(), v.choices());
  }

  @Test
  void jacksonWritesAndReadsTheSameJson() throws Exception {
    Random r = new Random(30);
    for (int i = 0; i < 1500; i++) {
      Valued x = random(r, true);
      String jackson = BOOT.writeValueAsString(x);
      String ours = CODEC.toJsonString(x);
      assertEquals(jackson, ours);
      assertSame(x, BOOT.readValue(ours, Valued.class));
      assertSame(x, CODEC.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
    }
  }

  @Test
  void protobufKeepsNumbersAndProto3JsonTheNames() {
    Random r = new Random(31);
    for (int i = 0; i < 1000; i++) {
      Valued x = random(r, false);
      byte[] proto = CODEC.toProto(x);
      assertArrayEquals(proto, CODEC.toProto(CODEC.fromProto(proto)));
      String proto3 = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertArrayEquals(proto, CODEC.toProto(CODEC.fromJson(proto3.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3)));
    }
    Valued one = new Valued(Status.SOLD, Priority.NUMBER_10, Tint.BLANK, Weight.HEAVY, Level.HIGH,
        Coded.Shade.PALE, null, null, null, null, Map.of(Status.PENDING, 1), null, null, null, null,
        null, null, Optional.empty(), null, null, null, null);
    String proto3 = new String(CODEC.toJson(one, JsonStyle.PROTO3), StandardCharsets.UTF_8);
    assertTrue(proto3.contains("\"status\":\"SOLD\"") && proto3.contains("\"priority\":\"NUMBER_10\"")
        && proto3.contains("\"tint\":\"BLANK\"") && proto3.contains("\"byStatus\":{\"1\":1}"), proto3);
  }

  /** Inputs Jackson reads differently per enum form: trimmed, an index, a number's text, empty. */
  static final String[] VALUES = {
    "\"available\"", "\"sold out\"", "\" available \"", "\"AVAILABLE\"", "\"\"", "\"  \"", "\"nope\"",
    "0", "1", "2", "4", "5", "-1", "-0", "10", "\"1\"", "\"0\"", "\"00\"", "\" 1\"", "\"7\"", "\"10\"",
    "\"-1\"", "1.5", "1e1", "1.0", "true", "false", "null", "[\"available\"]", "{}", "\"red\"",
    "\"green\"", "\" red\"", "\"ignored\"", "\"RED\"", "\"low\"", "\"LOW\"", "\"High\"", "\"none\"",
    "\"x\"", "5000000000", "\"5000000000\"", "-3", "\"-3\"", "2147483648", "99999999999999999999",
    "\"dark-shade\"", "\"pale-shade\"", "\"PALE\"", "\"\\u0061vailable\"", "\"2147483648\""
  };

  static final String[] FIELDS = {"status", "priority", "tint", "weight", "level", "shade"};

  /** Each enum in a list, set, array, map value, optional and nested message ($: the value). */
  static final Map<String, String> IN_CONTAINERS = Map.of(
      "status", "{\"statuses\":[$],\"maybe\":$}",
      "priority", "{\"priorities\":[$],\"box\":{\"value\":$,\"values\":[$]}}",
      "tint", "{\"tints\":[$],\"inner\":{\"tint\":$}}",
      "weight", "{\"weights\":{\"k\":$}}",
      "level", "{\"byLevel\":{\"LOW\":$},\"choice\":{\"@type\":\"Ranked\",\"level\":$}}",
      "shade", "{\"byShade\":{\"dark-shade\":\"available\"},\"shade\":$}");

  @Test
  void acceptsAndRejectsValuesAsJackson() throws Exception {
    int accepted = 0;
    for (String field : FIELDS) {
      for (String value : VALUES) {
        accepted += compare("{\"" + field + "\":" + value + "}");
        accepted += compare(IN_CONTAINERS.get(field).replace("$", value));
      }
    }
    assertTrue(accepted > 60, "accepted " + accepted);
  }

  static final String[] KEYS = {
    "available", "sold out", " available ", "AVAILABLE", "", "1", "10", "-1", " 1", "01", "red", "RED",
    "7", "0", "5000000000", "-3", "LOW", "low", "none", "x", "dark-shade", "DARK", "ignored", "green"
  };

  @Test
  void acceptsAndRejectsMapKeysAsJackson() throws Exception {
    int accepted = 0;
    for (String field : new String[] {"byStatus", "byPriority", "byTint", "byWeight", "byLevel", "byShade", "enumMap"}) {
      for (String key : KEYS) {
        accepted += compare("{\"" + field + "\":{\"" + key + "\":null}}");
      }
    }
    assertTrue(accepted > 15, "accepted " + accepted);
  }

  /**
   * The one difference: a creator taking an {@code Integer} gets what Wirebind's {@code Integer}
   * reader reads, which (unlike Jackson's) takes no string with spaces around the number.
   */
  @Test
  void integerCreatorParameterAsTheIntegerReader() throws Exception {
    assertEquals(Priority.NUMBER_1, BOOT.readValue("{\"priority\":\" 1\"}", Valued.class).priority());
    assertThrows(WirebindException.class, () -> CODEC.fromJson("{\"priority\":\" 1\"}"));
    assertEquals(Priority.NUMBER_1, CODEC.fromJson("{\"priority\":\"1\"}").priority());
  }

  /** 1 when both read {@code json} to the same value, 0 when both reject it. */
  private static int compare(String json) throws Exception {
    if (json.contains("\" 1\"") && json.contains("priorit")) {
      return 0; // integerCreatorParameterAsTheIntegerReader
    }
    Valued theirs;
    try {
      theirs = BOOT.readValue(json, Valued.class);
    } catch (Exception e) {
      theirs = null;
    }
    if (theirs == null) {
      final String in = json;
      WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromJson(in), json);
      assertTrue(e.offset() >= 0, json + ": " + e.getMessage());
      return 0;
    }
    Valued ours;
    try {
      ours = CODEC.fromJson(json);
    } catch (WirebindException e) {
      throw new AssertionError("Jackson reads " + json + ", we fail: " + e.getMessage(), e);
    }
    assertSame(theirs, ours);
    return 1;
  }

  @Test
  void aThrowingCreatorIsAWirebindExceptionWithItsCause() {
    WirebindException e = assertThrows(WirebindException.class,
        () -> CODEC.fromJson("{\"priority\":1,\"status\":\"gone\"}"));
    assertEquals(23, e.offset());
    assertInstanceOf(IllegalArgumentException.class, e.getCause());
    assertTrue(e.getMessage().contains("Unexpected value 'gone'"), e.getMessage());
    WirebindException key = assertThrows(WirebindException.class,
        () -> CODEC.fromJson("{\"byLevel\":{\"mid\":\"low\"}}"));
    assertInstanceOf(IllegalStateException.class, key.getCause());
    assertTrue(key.offset() > 0);
    // the creator returning null: a null value, and for a key Jackson's "not a valid representation"
    assertEquals(null, CODEC.fromJson("{\"level\":\"none\"}").level());
    assertThrows(WirebindException.class, () -> CODEC.fromJson("{\"byLevel\":{\"none\":\"low\"}}"));
  }

  @Test
  void sharedValuesAndNullValuesAsJackson() throws Exception {
    Valued twin = new Valued(null, null, Tint.TWIN, null, null, null, null, null, new Tint[] {Tint.TWIN},
        null, null, null, Map.of(Tint.TWIN, Level.LOW), null, null, null, null, Optional.empty(), null,
        null, null, null);
    assertEquals(BOOT.writeValueAsString(twin), CODEC.toJsonString(twin));
    assertEquals(Tint.RED, CODEC.fromJson(CODEC.toJson(twin)).tint()); // the first constant of "red"
    assertEquals(Tint.RED, BOOT.readValue(CODEC.toJson(twin), Valued.class).tint());
  }
}
