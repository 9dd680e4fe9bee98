package io.wirebind.processor.analysis;

import io.wirebind.processor.model.OneofModel.Case;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * {@code @JsonTypeInfo(use = DEDUCTION)}: each subtype is recognised by the JSON property names it
 * has, as Jackson deduces it. Subtypes whose name sets are equal cannot be told apart (an error, as
 * in Jackson); nested hierarchies are not supported with deduction.
 */
final class Deduction {
  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;

  Deduction(ProcessingEnvironment env, ErrorReporter reporter) {
    this.env = env;
    this.reporter = reporter;
  }

  /** Each case's JSON property names, in declaration order; null after reporting a mistake. */
  List<List<String>> fingerprints(TypeElement base, List<HierarchyAnalyzer.Listed> listed, List<Case> cases) {
    ErrorReporter quiet = new ErrorReporter(new QuietMessager());
    PropertyCollector collector = new PropertyCollector(env, quiet);
    JsonAnalyzer json = new JsonAnalyzer(quiet);
    List<List<String>> out = new ArrayList<>();
    for (int k = 0; k < listed.size(); k++) {
      TypeElement t = listed.get(k).type();
      if (cases.get(k).hierarchy()) {
        reporter.error(base, HierarchyMessages.deductionNested(t.getSimpleName().toString()));
        return null;
      }
      List<Property> props = ClassMembers.isRecord(t) ? collector.recordComponents(t) : collector.classFields(t);
      List<String> ignored = ClassMembers.isRecord(t) ? List.of() : JsonAnalyzer.ignoredNames(t);
      List<String> names = new ArrayList<>();
      for (Property p : props) {
        String n = json.names(p).jacksonName;
        if (!ignored.contains(n)) {
          names.add(n);
        }
      }
      for (int i = 0; i < out.size(); i++) {
        if (new java.util.HashSet<>(out.get(i)).equals(new java.util.HashSet<>(names))) {
          reporter.error(base, HierarchyMessages.deductionAmbiguous(
              listed.get(i).type().getSimpleName().toString(), t.getSimpleName().toString()));
        }
      }
      out.add(names);
    }
    return out;
  }
}
