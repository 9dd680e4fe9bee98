package io.wirebind.spi;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Which lists generated writers walk by index: the JDK's random-access lists that values are built
 * with, told by class; never a list without random access, whose {@code get} would make a walk
 * quadratic.
 */
class IndexedListsTest {
  @Test
  void theListsValuesAreBuiltWithAreWalkedByIndex() {
    List<List<Integer>> indexed = new ArrayList<>();
    for (int n : new int[] {0, 1, 2, 3, 10}) {
      List<Integer> values = IntStream.range(0, n).boxed().toList();
      indexed.add(new ArrayList<>(values));
      indexed.add(List.copyOf(values));
      indexed.add(values); // stream().toList()
      indexed.add(Arrays.asList(values.toArray(new Integer[0])));
      indexed.add(Collections.unmodifiableList(new ArrayList<>(values)));
      indexed.add(List.copyOf(values).subList(0, n / 2));
    }
    indexed.add(List.of());
    indexed.add(List.of(1));
    indexed.add(List.of(1, 2));
    indexed.add(List.of(1, 2, 3));
    indexed.add(new ArrayList<>() {}); // a subclass of ArrayList
    for (List<Integer> l : indexed) {
      assertTrue(CodecSupport.indexed(l), l.getClass().getName());
      assertTrue(l instanceof RandomAccess, l.getClass().getName());
    }
  }

  @Test
  void otherListsAreWalkedByTheirIterator() {
    List<List<Integer>> iterated = List.of(
        new LinkedList<>(List.of(1, 2)),
        Collections.unmodifiableList(new LinkedList<>(List.of(1, 2))),
        Collections.synchronizedList(new ArrayList<>(List.of(1, 2))),
        new CopyOnWriteArrayList<>(List.of(1, 2)),
        new ArrayList<>(List.of(1, 2, 3)).subList(0, 2));
    for (List<Integer> l : iterated) {
      assertFalse(CodecSupport.indexed(l), l.getClass().getName());
    }
  }
}
