package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.UnwrappedGroup;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Jackson-style JSON of {@code @JsonUnwrapped} message properties: their members are written
 * inline (nothing for a null message) and read inline, dispatched on the same hash {@code switch}
 * as the outer message's own members. Reading always creates the unwrapped message, as Jackson
 * does: a class up front, whose members' locals start at its values, a record at the end from its
 * members' locals. Protobuf and proto3 JSON keep the nested message.
 */
final class UnwrappedJson {
  private UnwrappedJson() {}

  /** The groups of {@code model}'s unwrapped properties in {@code style}, by property name. */
  static Map<String, UnwrappedGroup> groups(MessageModel model, JsonStyle style) {
    Map<String, UnwrappedGroup> out = new LinkedHashMap<>();
    if (model != null && style == JsonStyle.JACKSON) {
      for (UnwrappedGroup g : UnwrappedGroup.of(model)) {
        out.put(g.field().name(), g);
      }
    }
    return out;
  }

  /** The local holding a group's message: {@code v_pt}, {@code v_pt__deep}. */
  static String local(UnwrappedGroup g) {
    return Names.local(g.field());
  }

  /** Writes the members of {@code group}'s message held by {@code instance}, when it is not null. */
  static CodeBlock write(JsonWriteGenerator w, UnwrappedGroup group, String instance) {
    List<FieldModel> members = group.written();
    if (members.isEmpty()) {
      return CodeBlock.of("");
    }
    String u = local(group);
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$T $N = $L", group.field().javaType(), u, Access.get(group.field(), instance));
    c.beginControlFlow("if ($N != null)", u);
    JsonWriteGenerator.Comma before = w.comma();
    for (FieldModel m : members) {
      UnwrappedGroup nested = group.nested().get(m.name());
      c.add(nested != null ? write(w, nested, u) : w.property(m, false, u));
    }
    JsonWriteGenerator.Comma inside = w.comma();
    if (before != JsonWriteGenerator.Comma.YES && inside == JsonWriteGenerator.Comma.YES) {
      w.commaVariable();
      c.addStatement("comma = true");
    }
    c.endControlFlow();
    w.comma(before == JsonWriteGenerator.Comma.YES ? before
        : inside == before ? before : JsonWriteGenerator.Comma.MAYBE);
    return c.build();
  }

  /** How a reader handles unwrapped properties; null when {@code model} has none in {@code style}. */
  static Reading reading(MessageModel model, JsonStyle style) {
    Map<String, UnwrappedGroup> groups = groups(model, style);
    return groups.isEmpty() ? null : new Reading(model, List.copyOf(groups.values()));
  }

  /** The reader's view: the outer message's own properties and every leaf of its groups. */
  static final class Reading {
    private final MessageModel outer;
    private final MessageModel model;
    private final List<UnwrappedGroup> groups;
    private final Set<String> leaves = new HashSet<>();

    private Reading(MessageModel outer, List<UnwrappedGroup> groups) {
      this.outer = outer;
      this.groups = groups;
      List<FieldModel> fields = new ArrayList<>();
      for (FieldModel f : outer.fields()) {
        if (!UnwrappedGroup.isGroup(f)) {
          fields.add(f);
        }
      }
      for (UnwrappedGroup g : groups) {
        for (FieldModel leaf : g.leaves()) {
          fields.add(leaf);
          leaves.add(leaf.name());
        }
      }
      JsonOptions o = outer.json();
      // Jackson buffers the members no property takes for the unwrapped ones: none is unknown; the
      // type id is checked as in every other subtype
      JsonOptions json = new JsonOptions(o.style(), false, o.typeProperty(), o.typeId(), o.skipped(),
          o.typeVisible(), o.typeIdWrapper(), o.typeIdCheck(), false, o.jackson());
      this.model = new MessageModel(outer.type(), outer.codec(), outer.creation(), fields, json,
          outer.unknownFields(), outer.reserved());
    }

    /** The model the reader works on. */
    MessageModel model() {
      return model;
    }

    /** Whether {@code f} is a member of an unwrapped message. */
    boolean leaf(FieldModel f) {
      return leaves.contains(f.name());
    }

    /** The properties in the order they are written, each group's leaves in its place. */
    List<FieldModel> order() {
      List<FieldModel> out = new ArrayList<>();
      for (FieldModel f : JsonWriteGenerator.written(outer, JsonStyle.JACKSON)) {
        UnwrappedGroup g = group(f);
        if (g != null) {
          out.addAll(g.writtenLeaves());
        } else {
          out.add(f);
        }
      }
      return out;
    }

    private UnwrappedGroup group(FieldModel f) {
      for (UnwrappedGroup g : groups) {
        if (g.field().name().equals(f.name())) {
          return g;
        }
      }
      return null;
    }

    /** Declares the new instance of every unwrapped class (records are made at the end). */
    CodeBlock instances() {
      CodeBlock.Builder c = CodeBlock.builder();
      groups.forEach(g -> instances(g, c));
      return c.build();
    }

    private static void instances(UnwrappedGroup g, CodeBlock.Builder c) {
      if (!g.inner().immutable()) {
        c.addStatement("$T $N = new $T()", g.field().javaType(), local(g), g.field().javaType());
      }
      g.nested().values().forEach(n -> instances(n, c));
    }

    /** The start value of a leaf's local: what the new instance holds, or a record's zero. */
    CodeBlock init(FieldModel leaf) {
      UnwrappedGroup owner = owner(leaf, groups);
      if (owner.inner().immutable()) {
        return JsonReadGenerator.zero(leaf.type());
      }
      CodeBlock value = Access.get(leaf, local(owner));
      return leaf.type() instanceof io.wirebind.processor.model.ValueKind k ? k.jsonAbsent(value) : value;
    }

    private static UnwrappedGroup owner(FieldModel leaf, java.util.Collection<UnwrappedGroup> in) {
      for (UnwrappedGroup g : in) {
        if (g.members().contains(leaf)) {
          return g;
        }
        UnwrappedGroup n = owner(leaf, g.nested().values());
        if (n != null) {
          return n;
        }
      }
      return null;
    }

    /** Completes every unwrapped message from its members' locals and stores it into {@code instance}. */
    CodeBlock assemble(String instance) {
      CodeBlock.Builder c = CodeBlock.builder();
      for (UnwrappedGroup g : groups) {
        complete(g, c);
        c.add(Access.set(g.field(), instance, CodeBlock.of("$N", local(g))));
      }
      return c.build();
    }

    private static void complete(UnwrappedGroup g, CodeBlock.Builder c) {
      g.nested().values().forEach(n -> complete(n, c));
      String v = local(g);
      if (g.inner().immutable()) {
        List<CodeBlock> args = new ArrayList<>();
        for (String name : g.inner().creation().constructorFields()) {
          FieldModel m = member(g, name);
          args.add(Access.stored(m, CodeBlock.of("$N", Names.local(m))));
        }
        c.addStatement("$T $N = $L", g.field().javaType(), v, Access.create(g.inner(), g.field().javaType(), args));
      }
      for (FieldModel m : g.members()) {
        if (Access.settable(m)) {
          c.add(Access.set(m, v, CodeBlock.of("$N", Names.local(m))));
        }
      }
    }

    /** The member of {@code g} for the inner property named {@code name}. */
    private static FieldModel member(UnwrappedGroup g, String name) {
      String path = g.field().name() + UnwrappedGroup.SEPARATOR + name;
      for (FieldModel m : g.members()) {
        if (m.name().equals(path)) {
          return m;
        }
      }
      throw new IllegalStateException("no member " + name + " in " + g.field().name());
    }
  }
}
