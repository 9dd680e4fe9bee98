package io.wirebind.processor.analysis;

import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumForm;
import io.wirebind.processor.model.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * An enum as a kind: its constants with their numbers ({@code @WireField}) and Jackson names, and
 * the form Jackson writes it in. Enum models are cached per analysis so an enum's mistakes are
 * reported once.
 */
final class EnumAnalyzer {
  private final ErrorReporter reporter;
  private final Map<String, Kind> cache = new HashMap<>();

  EnumAnalyzer(ErrorReporter reporter) {
    this.reporter = reporter;
  }

  Kind analyze(TypeElement type, java.util.function.Function<TypeMirror, Kind> map) {
    String key = type.getQualifiedName().toString();
    if (cache.containsKey(key)) {
      return cache.get(key);
    }
    cache.put(key, TypeMapper.NOT_A_MESSAGE); // an enum whose @JsonValue is itself is reported below
    List<EnumConstant> constants = new ArrayList<>();
    Map<Integer, String> byNumber = new HashMap<>();
    int errorsBefore = reporter.errorCount();
    new JacksonAnnotations(reporter).checkEnum(type);
    boolean ok = reporter.errorCount() == errorsBefore;
    int index = 0;
    for (Element e : type.getEnclosedElements()) {
      if (e.getKind() != ElementKind.ENUM_CONSTANT) {
        continue;
      }
      String name = e.getSimpleName().toString();
      AnnotationMirror wf = Mirrors.find(e, Mirrors.WIRE_FIELD).orElse(null);
      int number = wf == null ? index : Mirrors.intValue(wf, "value", index);
      index++;
      String previous = byNumber.putIfAbsent(number, name);
      if (previous != null) {
        reporter.errorOn(e, wf, "value", Messages.duplicateEnumNumber(number, previous));
        ok = false;
      }
      constants.add(JacksonEnums.constant(e, name, number));
    }
    if (constants.isEmpty()) {
      reporter.error(type, Messages.emptyEnum(key));
      ok = false;
    }
    EnumForm form = new JacksonEnumForms(reporter).analyze(type, map);
    ok &= form != JacksonEnumForms.INVALID;
    Kind model = ok ? JacksonEnums.kind(type, constants, form) : TypeMapper.NOT_A_MESSAGE;
    cache.put(key, model);
    return model;
  }
}
