package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Names of up to 16 UTF-8 bytes verified as 8-byte words: after a hash {@code switch} picked a
 * name, {@code in.nameIs(length, word)} (or two words, the first and last eight bytes) compares it
 * with {@code long} constants of the codec, one load each, where a longer name keeps {@code
 * in.nameEquals(bytes)}.
 */
final class NameWords {
  /** The longest name verified as words. */
  static final int MAX = 16;

  private final Map<String, Long> constants = new LinkedHashMap<>();

  /** The little-endian words of {@code name}'s bytes (one up to 8 bytes, else first and last eight), or null. */
  static long[] of(String name) {
    byte[] b = name.getBytes(StandardCharsets.UTF_8);
    if (b.length == 0 || b.length > MAX) {
      return null;
    }
    return b.length <= 8 ? new long[] {word(b, 0, b.length)} : new long[] {word(b, 0, 8), word(b, b.length - 8, 8)};
  }

  private static long word(byte[] b, int from, int n) {
    long w = 0;
    for (int i = n - 1; i >= 0; i--) {
      w = (w << 8) | (b[from + i] & 0xFF);
    }
    return w;
  }

  /**
   * The test that the last name read is {@code name}, with its words as constants named after
   * {@code constant}; null when {@code name} is longer than {@link #MAX} bytes.
   */
  CodeBlock test(String constant, String name) {
    long[] w = of(name);
    if (w == null) {
      return null;
    }
    int length = name.getBytes(StandardCharsets.UTF_8).length;
    constants.put(constant + "_W", w[0]);
    if (w.length == 1) {
      return CodeBlock.of("in.nameIs($L, $N)", length, constant + "_W");
    }
    constants.put(constant + "_W2", w[1]);
    return CodeBlock.of("in.nameIs($L, $N, $N)", length, constant + "_W", constant + "_W2");
  }

  /** Adds the constants {@link #test} used to {@code codec}, the first with {@code doc}. */
  void addTo(TypeSpec.Builder codec, String doc) {
    boolean first = true;
    for (Map.Entry<String, Long> c : constants.entrySet()) {
      FieldSpec.Builder f = FieldSpec.builder(TypeName.LONG, c.getKey(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("0x$LL", String.format("%016x", c.getValue()));
      if (first) {
        f.addJavadoc(doc + "\n");
        first = false;
      }
      codec.addField(f.build());
    }
  }
}
