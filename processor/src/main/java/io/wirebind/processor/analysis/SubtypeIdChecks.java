package io.wirebind.processor.analysis;

import io.wirebind.processor.model.TypeIdCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * The {@link TypeIdCheck} of a subtype whose hierarchy carries the type id as a property: its own
 * ids, and the ids of every other concrete subtype of the outermost hierarchy (Jackson resolves an
 * id against all of them, then rejects one that is no subtype of the class being read).
 */
final class SubtypeIdChecks {
  private SubtypeIdChecks() {}

  static TypeIdCheck of(ProcessingEnvironment env, TypeIds ids, TypeIds.Config config, TypeElement type,
      TypeElement parent) {
    TypeElement root = parent;
    for (TypeElement up = HierarchyAnalyzer.parentHierarchy(env, root); up != null;
        up = HierarchyAnalyzer.parentHierarchy(env, up)) {
      root = up;
    }
    List<String> own = ids.acceptedIds(type, parent, config);
    Map<String, String> others = new LinkedHashMap<>();
    HierarchyAnalyzer quiet = new HierarchyAnalyzer(env, new ErrorReporter(new QuietMessager()));
    List<TypeElement> leaves = new ArrayList<>(quiet.leaves(root));
    for (TypeElement leaf : leaves) {
      if (leaf.equals(type)) {
        continue;
      }
      TypeElement leafParent = HierarchyAnalyzer.parentHierarchy(env, leaf);
      for (String id : ids.acceptedIds(leaf, leafParent == null ? root : leafParent, config)) {
        if (!own.contains(id)) {
          others.putIfAbsent(id, leaf.getSimpleName().toString());
        }
      }
    }
    boolean fallback = config.defaultImpl() != null
        && env.getTypeUtils().isSameType(env.getTypeUtils().erasure(config.defaultImpl()),
            env.getTypeUtils().erasure(type.asType()));
    return new TypeIdCheck(type.getSimpleName().toString(), own, others, fallback);
  }
}
