package io.wirebind.processor.schema;

import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * One type of an exported file, at the place of its Java class: a message or an enum; nested types
 * are children. The root is the file. While the types are collected, an outer class that is no
 * message is a node without a type, which {@link #dissolvePlainScopes} then removes.
 */
final class ProtoNode {
  String name;
  ProtoNode parent;
  final TreeMap<String, ProtoNode> children = new TreeMap<>();
  MessageModel message;
  io.wirebind.processor.model.OneofModel oneof;
  EnumKind enumKind;
  /**
   * Whether this enum is declared inside a message {@code <name>Scope}: protobuf scopes enum
   * values like C++, beside their enum, so two enums of one scope cannot share a value name.
   */
  boolean wrapped;

  ProtoNode(String name, ProtoNode parent) {
    this.name = name;
    this.parent = parent;
  }

  /** The node at {@code simpleNames} below this one, created (as an empty message) when absent. */
  ProtoNode child(List<String> simpleNames) {
    ProtoNode n = this;
    for (String s : simpleNames) {
      ProtoNode parentNode = n;
      n = n.children.computeIfAbsent(s, k -> new ProtoNode(k, parentNode));
    }
    return n;
  }

  /** Whether this node stands for no type of the file: an outer class that is no message. */
  boolean plain() {
    return message == null && oneof == null && enumKind == null;
  }

  /**
   * Raises the types nested in a class that is no message into this node's scope, each named
   * {@code Outer_Inner} (with {@code _} appended while a sibling holds that name), so the file
   * declares no empty wrapper message a peer would take for a real one; recursively. Types nested in
   * a message stay nested in it.
   */
  void dissolvePlainScopes() {
    for (ProtoNode c : new ArrayList<>(children.values())) {
      c.dissolvePlainScopes();
      if (c.plain()) {
        children.remove(c.name);
        for (ProtoNode g : new ArrayList<>(c.children.values())) {
          String raised = c.name + "_" + g.name;
          while (children.containsKey(raised)) {
            raised = raised + "_";
          }
          g.name = raised;
          g.parent = this;
          children.put(raised, g);
        }
      }
    }
  }

  /** The name from the file's scope: {@code Outer.Inner}, {@code Shop_Order}, {@code PhaseScope.Phase}. */
  String path() {
    List<String> parts = new ArrayList<>();
    for (ProtoNode n = this; n.parent != null; n = n.parent) {
      parts.add(0, n.name);
      if (n.wrapped) {
        parts.add(0, n.name + "Scope");
      }
    }
    return String.join(".", parts);
  }

  /** The value names of this enum as exported, the zero value first. */
  List<String> enumValueNames() {
    List<String> names = new ArrayList<>();
    if (zeroConstant() == null) {
      names.add(unspecifiedName());
    }
    EnumConstant zero = zeroConstant();
    if (zero != null) {
      names.add(zero.name());
    }
    for (EnumConstant c : enumKind.constants()) {
      if (c != zero) {
        names.add(c.name());
      }
    }
    return names;
  }

  /** The constant numbered 0, which proto3 requires first, or null. */
  EnumConstant zeroConstant() {
    for (EnumConstant c : enumKind.constants()) {
      if (c.number() == 0) {
        return c;
      }
    }
    return null;
  }

  /** The value Wirebind adds as 0 to an enum without one: {@code ORDER_SIDE_UNSPECIFIED}. */
  String unspecifiedName() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (i > 0 && Character.isUpperCase(c) && !Character.isUpperCase(name.charAt(i - 1))
          && name.charAt(i - 1) != '_') {
        b.append('_');
      }
      b.append(c);
    }
    String candidate = b.toString().toUpperCase(Locale.ROOT) + "_UNSPECIFIED";
    boolean taken = true;
    while (taken) {
      taken = false;
      for (EnumConstant c : enumKind.constants()) {
        if (c.name().equals(candidate)) {
          candidate = candidate + "_";
          taken = true;
        }
      }
    }
    return candidate;
  }

  /**
   * Wraps the enums among the children whose value names collide with an earlier sibling's (or
   * with a sibling type's name), so the file compiles; recursively.
   */
  void resolveEnumScopes() {
    java.util.Set<String> taken = new java.util.HashSet<>(children.keySet());
    for (ProtoNode c : children.values()) {
      if (c.enumKind != null) {
        List<String> values = c.enumValueNames();
        boolean clash = false;
        for (String v : values) {
          clash |= taken.contains(v);
        }
        if (clash) {
          c.wrapped = true;
          taken.add(c.name + "Scope");
        } else {
          taken.addAll(values);
        }
      } else {
        c.resolveEnumScopes();
      }
    }
  }
}
