package io.wirebind.processor.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A {@code @JsonUnwrapped} property as its outer message's Jackson-style JSON sees it: the inner
 * message's properties, renamed with every enclosing prefix and suffix, each with a Java name
 * unique in the outer codec ({@code pt__x}). A member is read only when no property of an
 * enclosing object claims its name first: Jackson hands an unwrapped property the members its
 * outer objects did not take.
 *
 * @param field the unwrapped property, named by its path from the outermost message
 * @param inner the unwrapped message
 * @param members the inner message's properties, renamed; those that are unwrapped in turn have
 *     a group in {@code nested}
 * @param nested the groups of the members that are unwrapped, by member name
 */
public record UnwrappedGroup(
    FieldModel field, MessageModel inner, List<FieldModel> members, Map<String, UnwrappedGroup> nested) {
  /** Separates the Java names of a path: {@code pt__x}. */
  public static final String SEPARATOR = "__";

  /** Whether {@code f} is an unwrapped message property (in Jackson-style JSON). */
  public static boolean isGroup(FieldModel f) {
    return f.jackson().unwrapped() != null;
  }

  /** The groups of {@code model}'s unwrapped properties, in declaration order. */
  public static List<UnwrappedGroup> of(MessageModel model) {
    List<UnwrappedGroup> out = new ArrayList<>();
    Set<String> claimed = claimed(model, UnaryOperator.identity());
    for (FieldModel f : model.fields()) {
      if (isGroup(f)) {
        out.add(build(f, UnaryOperator.identity(), claimed));
      }
    }
    return out;
  }

  private static UnwrappedGroup build(FieldModel f, UnaryOperator<String> outer, Set<String> claimed) {
    Unwrapped u = f.jackson().unwrapped();
    UnaryOperator<String> rename = n -> outer.apply(u.rename(n));
    Set<String> below = new HashSet<>(claimed);
    below.addAll(claimed(u.inner(), rename));
    List<FieldModel> members = new ArrayList<>();
    Map<String, UnwrappedGroup> nested = new LinkedHashMap<>();
    for (FieldModel g : u.inner().fields()) {
      String name = rename.apply(g.jsonName());
      FieldModel m = new FieldModel(f.name() + SEPARATOR + g.name(), g.number(), name, g.javaType(),
          g.type(), g.read(), g.write(), g.packed(), g.include(), g.jsonIndex(),
          g.jackson().inlined(isGroup(g) || !claimed.contains(name)));
      members.add(m);
      if (isGroup(g)) {
        nested.put(m.name(), build(m, rename, below));
      }
    }
    return new UnwrappedGroup(f, u.inner(), members, nested);
  }

  /** The names the properties of {@code model} itself take, renamed by {@code rename}. */
  private static Set<String> claimed(MessageModel model, UnaryOperator<String> rename) {
    Set<String> names = new HashSet<>();
    for (FieldModel f : model.fields()) {
      if (!isGroup(f) && f.jackson().read()) {
        names.add(rename.apply(f.jsonName()));
        f.jackson().aliases().forEach(a -> names.add(rename.apply(a)));
      }
    }
    model.json().skipped().forEach(n -> names.add(rename.apply(n)));
    return names;
  }

  /** The members written, in the inner message's JSON order. */
  public List<FieldModel> written() {
    return members.stream().filter(m -> m.jackson().written())
        .sorted(Comparator.comparingInt(FieldModel::jsonIndex)).toList();
  }

  /** Every member that is no group, this group's and its nested groups', depth first. */
  public List<FieldModel> leaves() {
    List<FieldModel> out = new ArrayList<>();
    for (FieldModel m : members) {
      if (nested.containsKey(m.name())) {
        out.addAll(nested.get(m.name()).leaves());
      } else {
        out.add(m);
      }
    }
    return out;
  }

  /** The leaves in the order they are written (for the reader's in-order fast path). */
  public List<FieldModel> writtenLeaves() {
    List<FieldModel> out = new ArrayList<>();
    for (FieldModel m : written()) {
      if (nested.containsKey(m.name())) {
        out.addAll(nested.get(m.name()).writtenLeaves());
      } else {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * A name two leaves of {@code groups} both read (Jackson 2.18 hands the member to both
   * unwrapped properties), or null.
   */
  public static String sharedName(List<UnwrappedGroup> groups) {
    Set<String> seen = new HashSet<>();
    for (UnwrappedGroup g : groups) {
      for (FieldModel leaf : g.leaves()) {
        if (leaf.jackson().read() && !seen.add(leaf.jsonName())) {
          return leaf.jsonName();
        }
      }
    }
    return null;
  }
}
