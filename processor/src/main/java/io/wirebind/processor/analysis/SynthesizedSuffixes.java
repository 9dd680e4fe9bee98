package io.wirebind.processor.analysis;

import com.palantir.javapoet.TypeName;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import java.util.HashMap;
import java.util.Map;

/**
 * The stems of one message's helpers for its synthesized messages ({@code writeProtoList_Point}): a Java type takes
 * {@link CollectionMessageKind#suffixOf its plain stem} unless another type of the message took it first
 * ({@code List<com.acme.a.Point>} and {@code List<com.acme.b.Point>}): it then keeps its packages.
 */
final class SynthesizedSuffixes {
  private final Map<String, TypeName> claimed = new HashMap<>();

  String claim(TypeName javaType) {
    String plain = CollectionMessageKind.suffixOf(javaType);
    TypeName owner = claimed.putIfAbsent(plain, javaType);
    return owner == null || owner.equals(javaType) ? plain : CollectionMessageKind.qualifiedSuffixOf(javaType);
  }
}
