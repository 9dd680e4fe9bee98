package io.wirebind.processor.analysis;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.Trees;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Jackson 3's default mapper writes and reads an enum constant by {@code toString()}
 * ({@code WRITE_ENUMS_USING_TO_STRING} and {@code READ_ENUMS_USING_TO_STRING} on), unless the
 * constant has a {@code @JsonProperty} name. A {@code toString()} that differs from {@code name()}
 * runs only at run time, so a Jackson 3 codec cannot use such an enum: this finds the override, on
 * the enum or in a constant's body (seen through javac's trees when the enum is compiled with the
 * codec). An enum with a {@code @JsonValue} member is written and read by that member's values in
 * Jackson 3 as in Jackson 2, values and map keys alike ({@code toString()} is then not used), so
 * its override does not matter.
 */
final class Jackson3Enums {
  private Jackson3Enums() {}

  /** The first constant whose JSON name would come from an overridden {@code toString()}, or null. */
  static Element byToString(ProcessingEnvironment env, TypeElement enumType) {
    if (JacksonEnumForms.valueMember(enumType) != null) {
      return null;
    }
    boolean enumOverrides = declaresToString(enumType);
    Trees trees = trees(env);
    for (Element e : enumType.getEnclosedElements()) {
      if (e.getKind() != ElementKind.ENUM_CONSTANT || Mirrors.find(e, Mirrors.JSON_PROPERTY).isPresent()) {
        continue;
      }
      if (enumOverrides || bodyDeclaresToString(trees, e)) {
        return e;
      }
    }
    return null;
  }

  private static boolean declaresToString(TypeElement type) {
    for (Element m : type.getEnclosedElements()) {
      if (m.getKind() == ElementKind.METHOD && m.getSimpleName().contentEquals("toString")
          && ((ExecutableElement) m).getParameters().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  private static Trees trees(ProcessingEnvironment env) {
    try {
      return Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError e) {
      return null; // not javac: constant bodies are not visible
    }
  }

  private static boolean bodyDeclaresToString(Trees trees, Element constant) {
    if (trees == null) {
      return false;
    }
    Tree tree = trees.getTree(constant);
    if (!(tree instanceof VariableTree v) || !(v.getInitializer() instanceof NewClassTree n)) {
      return false;
    }
    ClassTree body = n.getClassBody();
    if (body == null) {
      return false;
    }
    for (Tree member : body.getMembers()) {
      if (member instanceof MethodTree m && m.getName().contentEquals("toString") && m.getParameters().isEmpty()) {
        return true;
      }
    }
    return false;
  }
}
