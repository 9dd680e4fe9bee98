package io.wirebind.processor.analysis;

import com.palantir.javapoet.TypeName;
import io.wirebind.processor.generate.kind.WrapperKind;
import java.util.HashMap;
import java.util.Map;

/**
 * The stems of one message's wrapper helpers ({@code writeProtoList_Point}): a Java type takes
 * {@link WrapperKind#suffixOf its plain stem} unless another type of the message took it first
 * ({@code List<com.acme.a.Point>} and {@code List<com.acme.b.Point>}): it then keeps its packages.
 */
final class WrapperSuffixes {
  private final Map<String, TypeName> claimed = new HashMap<>();

  String claim(TypeName javaType) {
    String plain = WrapperKind.suffixOf(javaType);
    TypeName owner = claimed.putIfAbsent(plain, javaType);
    return owner == null || owner.equals(javaType) ? plain : WrapperKind.qualifiedSuffixOf(javaType);
  }
}
