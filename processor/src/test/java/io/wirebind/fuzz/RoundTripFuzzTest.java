package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.fuzz.DeepEquals.Via;
import io.wirebind.valueit.ArrayShapes;
import io.wirebind.valueit.KeyedMaps;
import io.wirebind.valueit.Nested;
import io.wirebind.valueit.Optionals;
import io.wirebind.valueit.SetHolder;
import io.wirebind.valueit.Sets;
import io.wirebind.valueit.ValueObjectModels;
import io.wirebind.valueit.ValueShapes;
import io.wirebind.valueit.Values;

/**
 * Fuzzes encode→decode: a {@link FuzzRoot} built from fuzzer data (every field type, recursion,
 * maps, value types, optionals, value objects) must come back exactly — bit for bit for
 * floating-point values — through protobuf and through JSON, but for what each format does not
 * keep ({@link DeepEquals}): the protobuf must then re-encode to the same bytes.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=RoundTripFuzzTest#roundTrip -Dsurefire.failIfNoSpecifiedTests=false} (or {@code #values},
 * {@code #bridged}, ...).
 */
class RoundTripFuzzTest {
  private final ProtoReader protoReader = new ProtoReader();
  private final JsonReader jsonReader = new JsonReader();

  @FuzzTest(maxDuration = "10m")
  void roundTrip(FuzzedDataProvider data) {
    check(new FuzzedValues(data).message(FuzzRoot.class));
  }

  /**
   * The value types alone: {@link #roundTrip} builds them from what fuzzer data is left after a
   * tree of other fields, which for the short inputs it starts with is none (every value minimal).
   */
  @FuzzTest(maxDuration = "10m")
  void values(FuzzedDataProvider data) {
    FuzzedValues values = new FuzzedValues(data);
    FuzzRoot value = new FuzzRoot();
    value.values = values.message(Values.class);
    value.optionals = values.message(Optionals.class);
    value.ticket = values.message(ValueObjectModels.Ticket.class);
    value.shapes = values.message(ValueShapes.class);
    value.keyedMaps = values.message(KeyedMaps.class);
    value.nested = values.message(Nested.class);
    value.arrays = values.message(ArrayShapes.class);
    value.sets = values.message(Sets.class);
    value.setHolder = values.message(SetHolder.class);
    value.valuedEnums = values.message(io.wirebind.enumvalue.ValuedEnums.class);
    value.nullables = values.message(io.wirebind.valueit.Nullables.class);
    check(value);
  }

  /** The recursive sealed hierarchy alone, reached by short inputs too. */
  @FuzzTest(maxDuration = "10m")
  void hierarchy(FuzzedDataProvider data) {
    FuzzedValues values = new FuzzedValues(data);
    FuzzRoot value = new FuzzRoot();
    value.expr = values.message(FuzzExpr.class);
    value.exprs = java.util.List.of(values.message(FuzzExpr.class), values.message(FuzzExpr.class));
    check(value);
  }

  /** The generic messages alone ({@code Page<Item>}, {@code Pair<String, Item>}, a generic base class). */
  @FuzzTest(maxDuration = "10m")
  void generics(FuzzedDataProvider data) {
    check(generics(new FuzzedValues(data)));
  }

  @SuppressWarnings("unchecked")
  private static FuzzRoot generics(FuzzedValues values) {
    FuzzRoot value = new FuzzRoot();
    value.page = (io.wirebind.genericit.Page<io.wirebind.genericit.Item>) values.field(FuzzRoot.class, "page");
    value.pages = (java.util.List<io.wirebind.genericit.Page<io.wirebind.genericit.Item>>)
        values.field(FuzzRoot.class, "pages");
    value.pairs = (java.util.Map<String, io.wirebind.genericit.Pair<String, io.wirebind.genericit.Item>>)
        values.field(FuzzRoot.class, "pairs");
    value.event = (io.wirebind.genericit.OrderEvent) values.field(FuzzRoot.class, "event");
    return value;
  }

  /** {@link #generics} over pseudo-random data, so that the generic codecs see filled messages. */
  @org.junit.jupiter.api.Test
  void genericsFromRandomData() {
    int filled = 0;
    for (long seed = 0; seed < 300; seed++) {
      FuzzRoot value = generics(new FuzzedValues(new RandomDataProvider(seed, 2048)));
      if (value.pages != null) {
        for (var page : value.pages) {
          filled += page.items() != null && !page.items().isEmpty() ? 1 : 0;
        }
      }
      check(value);
    }
    org.junit.jupiter.api.Assertions.assertTrue(filled > 30, "filled pages: " + filled);
  }

  /** The bridged properties alone ({@link FuzzBridged}: Joda types, JSON trees, serializers), in a field and a list. */
  @FuzzTest(maxDuration = "10m")
  void bridged(FuzzedDataProvider data) {
    FuzzedValues values = new FuzzedValues(data);
    FuzzRoot value = new FuzzRoot();
    value.bridged = values.message(FuzzBridged.class);
    value.bridgedList = java.util.List.of(values.message(FuzzBridged.class));
    check(value);
  }

  /** {@link #bridged} over pseudo-random data, so that every bridged property is filled in regression runs. */
  @org.junit.jupiter.api.Test
  void bridgedFromRandomData() {
    int filled = 0;
    for (long seed = 0; seed < 300; seed++) {
      FuzzedValues values = new FuzzedValues(new RandomDataProvider(seed, 4096));
      FuzzRoot value = new FuzzRoot();
      value.bridged = values.message(FuzzBridged.class);
      value.bridgedList = java.util.List.of(values.message(FuzzBridged.class));
      filled += value.bridged.when != null && value.bridged.tag != null ? 1 : 0;
      check(value);
    }
    org.junit.jupiter.api.Assertions.assertTrue(filled > 30, "filled: " + filled);
  }

  private void check(FuzzRoot value) {
    Fuzzing.bridge();
    byte[] proto = Fuzzing.CODEC.toProto(value);
    FuzzRoot fromProto = Fuzzing.CODEC.readProto(protoReader.reset(proto), null);
    DeepEquals.check(value, fromProto, Via.PROTOBUF);
    assertArrayEquals(proto, Fuzzing.CODEC.toProto(fromProto)); // also what DeepEquals lets differ
    byte[] json = Fuzzing.CODEC.toJson(value);
    FuzzRoot fromJson = Fuzzing.CODEC.readJson(jsonReader.reset(json), null);
    jsonReader.endOfInput();
    DeepEquals.check(value, fromJson, Via.JSON);
  }
}
