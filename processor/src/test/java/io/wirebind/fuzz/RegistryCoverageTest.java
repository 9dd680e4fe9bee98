package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.fuzz.RegistryValuesModel.Component;
import io.wirebind.fuzz.RegistryValuesModel.Shape;
import io.wirebind.processor.generate.kind.LibraryType;
import io.wirebind.processor.generate.kind.RegistrySamples;
import io.wirebind.valueit.TextKeyMaps;
import io.wirebind.valueit.ValueShapes;
import io.wirebind.valueit.Values;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every {@link LibraryType} row is reached by the suites that take their types from the registry,
 * in every position and style, so that a row needs no fixture of its own: {@code
 * RegistryRoundTripTest} (every position, Jackson 2 and 3, protobuf, proto3 JSON) through its
 * samples or, for a {@link LibraryType.Variant#JACKSON3} row, its base's; the fuzz model ({@link
 * RegistryValuesModel}: component, list element, map value and, where the row has a key, map key;
 * Jackson 2's bytes, protobuf, proto3 JSON) and its protoc peer ({@link RegistryProtocPeerTest});
 * and random values from {@link FuzzedJdkValues}, the one generator the fuzzers and the random
 * suites ({@code valueit}, {@code jsonit}) take JDK values from. The hand-written fixtures of
 * {@code valueit} ({@link Values}, {@link ValueShapes}, {@link TextKeyMaps}, with their protoc
 * mirrors in {@code values.proto}) test other features on a sample of these types: that they hold
 * registry types only is checked here, not that they hold every one.
 */
class RegistryCoverageTest {
  @Test
  void everyRowHasSamplesOrABaseThatHas() {
    for (LibraryType row : LibraryType.values()) {
      if (row.variant() == LibraryType.Variant.JACKSON3) {
        assertNotNull(RegistrySamples.of(row.base()), row + ": its base " + row.base() + " has no samples");
        assertEquals(row, row.base().jackson3(), row + " is not what its base becomes under Jackson 3");
      } else {
        assertTrue(RegistrySamples.values(row).size() >= 2, row + ": fewer than two samples");
      }
    }
  }

  @Test
  void everyRowIsInTheFuzzModelInEveryShape() {
    for (LibraryType row : LibraryType.values()) {
      RegistrySamples.Sample sample = RegistrySamples.of(row);
      if (sample == null) {
        continue; // a Jackson 3 variant: its JSON only, checked by RegistryRoundTripTest
      }
      Set<Shape> shapes = EnumSet.noneOf(Shape.class);
      for (Component c : RegistryValuesModel.COMPONENTS) {
        if (c.row() == row) {
          shapes.add(c.shape());
        }
      }
      Set<Shape> expected = EnumSet.of(Shape.SINGLE, Shape.LIST, Shape.MAP_VALUE);
      if (row.key() != LibraryType.Key.NONE && sample.annotation().isEmpty()) {
        expected.add(Shape.MAP_KEY);
      }
      assertEquals(expected, shapes, row + " in the fuzz model");
    }
  }

  @Test
  void everyRowsTypeHasRandomValues() throws Exception {
    FuzzedJdkValues values = FuzzedJdkValues.random(1);
    for (LibraryType row : LibraryType.values()) {
      Class<?> type = Class.forName(row.javaType().reflectionName());
      assertTrue(values.makes(type), row + " is not made by FuzzedJdkValues");
      Set<Object> seen = new HashSet<>();
      for (int i = 0; i < 64; i++) {
        seen.add(values.value(type));
      }
      assertTrue(seen.size() > 1, row + ": FuzzedJdkValues makes one value only");
    }
  }

  @Test
  void theHandWrittenFixturesHoldRegistryTypesOnly() throws Exception {
    Set<Class<?>> registry = new HashSet<>();
    for (LibraryType row : LibraryType.values()) {
      registry.add(Class.forName(row.javaType().reflectionName()));
    }
    List<Type> declared = new ArrayList<>();
    for (RecordComponent c : Values.class.getRecordComponents()) {
      declared.add(c.getGenericType());
    }
    for (Field f : ValueShapes.class.getFields()) {
      declared.add(f.getGenericType());
    }
    for (RecordComponent c : TextKeyMaps.class.getRecordComponents()) {
      declared.add(c.getGenericType());
    }
    for (Type t : declared) {
      for (Class<?> c : leaves(t)) {
        boolean other = c == Values.class || c == String.class || c == Integer.class || c == Long.class
            || c == Float.class || c == Double.class;
        assertTrue(other || registry.contains(c), c + " in a hand-written fixture is no registry type");
      }
    }
  }

  private static List<Class<?>> leaves(Type t) {
    List<Class<?>> out = new ArrayList<>();
    if (t instanceof ParameterizedType p) {
      for (Type a : p.getActualTypeArguments()) {
        out.addAll(leaves(a));
      }
    } else {
      out.add((Class<?>) t);
    }
    return out;
  }
}
