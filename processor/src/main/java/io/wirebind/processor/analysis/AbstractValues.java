package io.wirebind.processor.analysis;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Abstract value classes Jackson creates through a static {@code @JsonCreator} factory, as
 * AutoValue's are ({@code @JsonCreator static Money create(...) { return new AutoValue_Money(...);
 * }}): a message like a concrete class, read through its (abstract) accessors and created by the
 * factory, not a hierarchy of subtypes; and Immutables' value types ({@link ImmutablesValues}).
 */
final class AbstractValues {
  private AbstractValues() {}

  /** Whether {@code element}, an abstract class, creates its instances through a static factory. */
  static boolean createdByItself(Element element) {
    if (ImmutablesValues.valueAs(element) != null) {
      return true; // an Immutables value type: created as the class Immutables generates
    }
    return element instanceof TypeElement type && type.getKind() == ElementKind.CLASS
        && ClassMembers.jsonCreator(type).map(ExecutableElement::getKind).orElse(null) == ElementKind.METHOD;
  }
}
