package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Accessor;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;

/** One serialized property while it is being analysed: its elements and accessors. */
final class Property {
  /**
   * The Java name, used in generated identifiers: the field or record component name, else the
   * name of the field the accessors are named after, else Jackson's implicit name (made a Java
   * identifier, unique in the message).
   */
  String name;
  /** Where mistakes about the property are reported: the field or record component. */
  final Element element;
  TypeMirror type; // set again for an Immutables value: ImmutablesValues.declaredTypes
  final VariableElement field;
  /** The record component, for records. */
  Element component;
  ExecutableElement getter;
  ExecutableElement setter;
  Accessor read;
  Accessor write;
  /**
   * Jackson's implicit name: the field name, or the getter-derived name when Jackson sees the
   * property only through a getter whose name does not match the field.
   */
  String implicitName;
  /** Whether Jackson finds the property through a field (else only through a getter). */
  boolean fieldLinked = true;
  /** Whether this is the map of {@code @JsonAnyGetter}/{@code @JsonAnySetter} methods. */
  boolean anyMethods;
  /** Whether the property has only a setter: read from JSON and protobuf, never written. */
  boolean setterOnly;
  /** Position in Jackson's discovery order (fields, then methods in Jackson's order). */
  int discovered = -1;
  /** Position among the {@code @JsonCreator} (or canonical constructor) parameters, or -1. */
  int creatorIndex = -1;
  /** The creator parameter of a {@code @JsonCreator} or record constructor, or null. */
  Element creatorParam;

  Property(String name, Element element, TypeMirror type, VariableElement field) {
    this.name = name;
    this.element = element;
    this.type = type;
    this.field = field;
    this.implicitName = name;
  }

  /** Takes {@code name} as the Java name. */
  void javaName(String name) {
    this.name = name;
  }

  /** Makes the Java name an identifier no other property in {@code taken} has, and takes it. */
  void uniqueJavaName(java.util.Set<String> taken) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      b.append(i == 0 ? (Character.isJavaIdentifierStart(c) ? c : '_')
          : Character.isJavaIdentifierPart(c) ? c : '_');
      if (i == 0 && !Character.isJavaIdentifierStart(c) && Character.isJavaIdentifierPart(c)) {
        b.append(c);
      }
    }
    String base = b.length() == 0 || javax.lang.model.SourceVersion.isKeyword(b) ? "_" + b : b.toString();
    String unique = base;
    for (int n = 2; !taken.add(unique); n++) {
      unique = base + n;
    }
    name = unique;
  }

  /** Every element that may carry the property's annotations, in lookup order. */
  List<Element> annotated() {
    List<Element> out = new ArrayList<>(4);
    out.add(element);
    if (field != null && field != element) {
      out.add(field);
    }
    if (component != null) {
      out.add(component);
    }
    if (getter != null) {
      out.add(getter);
    }
    if (setter != null) {
      out.add(setter);
    }
    return out;
  }
}
