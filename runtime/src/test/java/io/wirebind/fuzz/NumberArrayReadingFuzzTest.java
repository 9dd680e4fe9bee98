package io.wirebind.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.NumberArrayOracle;

/**
 * Differential fuzzing of {@code int[]}, {@code long[]} and {@code double[]} reading, whose runs
 * of compact elements take a path of their own, against the same array read element by element: the same
 * values and end position, or the same error at the same offset, under a number length limit and
 * a collection size limit taken from the input.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl runtime -am test
 * -Dtest=NumberArrayReadingFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class NumberArrayReadingFuzzTest {
  @FuzzTest(maxDuration = "10m")
  void arrays(FuzzedDataProvider data) {
    int maxNumberLength = data.consumeInt(1, 40);
    int maxElements = data.consumeInt(0, 64);
    NumberArrayOracle.assertIntegersSameAsElementwise(
        NumberArrayOracle.arrayOf(data.consumeRemainingAsBytes()), maxNumberLength, maxElements);
  }

  @FuzzTest(maxDuration = "10m")
  void doubleArrays(FuzzedDataProvider data) {
    int maxNumberLength = data.consumeInt(1, 40);
    int maxElements = data.consumeInt(0, 64);
    NumberArrayOracle.assertDoublesSameAsElementwise(
        NumberArrayOracle.arrayOf(data.consumeRemainingAsBytes()), maxNumberLength, maxElements);
  }
}
