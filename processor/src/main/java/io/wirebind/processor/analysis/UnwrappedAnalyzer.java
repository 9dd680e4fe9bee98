package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Include;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.model.Unwrapped;
import io.wirebind.processor.model.UnwrappedGroup;
import io.wirebind.processor.generate.kind.MessageKind;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;

/**
 * {@code @JsonUnwrapped} on a property whose type is a {@code @WireMessage}: analyses the nested
 * message (its own mistakes are reported on it) and attaches it to the property's Jackson rules.
 * Jackson 2.18 ignores the annotation on a map, collection, array or single value, and so does
 * Wirebind; where Jackson cannot read back what it writes, the annotation is an error.
 */
final class UnwrappedAnalyzer {
  static final String JSON_UNWRAPPED = "com.fasterxml.jackson.annotation.JsonUnwrapped";
  /** The messages whose unwrapped properties are being analysed, innermost last: finds cycles. */
  private static final ThreadLocal<Deque<ClassName>> IN_PROGRESS = ThreadLocal.withInitial(ArrayDeque::new);

  /** Whether the analysis under way met a cycle, for the message on the outermost property. */
  private static final ThreadLocal<Boolean> CYCLE = ThreadLocal.withInitial(() -> Boolean.FALSE);

  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;
  private final ClassName owner;

  /** For the properties of the message whose codec is {@code owner}. */
  UnwrappedAnalyzer(ProcessingEnvironment env, ErrorReporter reporter, ClassName owner) {
    this.env = env;
    this.reporter = reporter;
    this.owner = owner;
  }

  /** {@code rules} with the unwrapping of {@code p}, or {@code rules} when it is not unwrapped. */
  JacksonRules attach(Property p, TypeModel t, JacksonRules rules) {
    Optional<Mirrors.Found> found = Mirrors.findOn(p.annotated(), JSON_UNWRAPPED);
    if (found.isEmpty() || owner == null || JacksonUnwrapped.check(found.get().element(), found.get().mirror()) != null
        || !Mirrors.booleanValue(found.get().mirror(), "enabled", true)) {
      return rules; // switched off, or an error reported where the annotation was checked
    }
    Element e = found.get().element();
    AnnotationMirror m = found.get().mirror();
    if (t instanceof OptionalType o && o.element() instanceof MessageKind) {
      reporter.error(e, m, null, UnwrappedMessages.optional());
      return rules;
    }
    if (!(t instanceof MessageKind kind) || p.type.getKind() != TypeKind.DECLARED) {
      return rules; // Jackson ignores it here and writes an ordinary property
    }
    TypeElement inner = (TypeElement) ((DeclaredType) p.type).asElement();
    if (HierarchyAnalyzer.isHierarchy(inner)) {
      reporter.error(e, m, null, UnwrappedMessages.hierarchy(inner.getSimpleName().toString()));
      return rules;
    }
    Deque<ClassName> stack = IN_PROGRESS.get();
    if (kind.codec().equals(owner) || stack.contains(kind.codec())) {
      CYCLE.set(Boolean.TRUE);
      reporter.error(e, m, null, UnwrappedMessages.cycle(inner.getSimpleName().toString()));
      return rules;
    }
    stack.addLast(owner);
    Optional<MessageModel> model;
    try {
      model = new MessageAnalyzer(env, new ErrorReporter(new QuietMessager()), new Generics(env))
          .analyze(inner, (DeclaredType) p.type, kind.codec());
    } finally {
      stack.removeLast();
    }
    if (model.isEmpty()) {
      boolean cycle = CYCLE.get();
      if (stack.isEmpty()) {
        CYCLE.set(Boolean.FALSE);
      }
      String name = inner.getSimpleName().toString();
      reporter.error(e, m, null, cycle ? UnwrappedMessages.cycle(name) : UnwrappedMessages.broken(name));
      return rules;
    }
    MessageModel im = model.get();
    if (im.json().typeProperty() != null || im.json().typeIdWrapper() != null) {
      reporter.error(e, m, null, UnwrappedMessages.hierarchy(inner.getSimpleName().toString()));
      return rules;
    }
    Unwrapped u = new Unwrapped(Mirrors.stringValue(m, "prefix"), Mirrors.stringValue(m, "suffix"), im);
    String creatorBased = creatorBased(u, false);
    if (creatorBased != null) {
      reporter.error(e, m, null, UnwrappedMessages.renamedCreator(creatorBased));
      return rules;
    }
    return rules.withUnwrapped(u);
  }

  /**
   * The name of a message unwrapped under a prefix or suffix (its own or an enclosing one's) that
   * Jackson creates through a constructor, or null: Jackson 2.18 writes its properties renamed but
   * reads its creator properties by their plain names, so it cannot read its own output.
   */
  private static String creatorBased(Unwrapped u, boolean renamed) {
    boolean r = renamed || !u.prefix().isEmpty() || !u.suffix().isEmpty();
    if (r && u.inner().immutable()) {
      return u.inner().rawType().simpleName();
    }
    for (FieldModel f : u.inner().fields()) {
      if (f.jackson().unwrapped() != null) {
        String inner = creatorBased(f.jackson().unwrapped(), r);
        if (inner != null) {
          return inner;
        }
      }
    }
    return null;
  }

  /**
   * The inclusion of {@code p}: where Jackson ignores {@code @JsonUnwrapped} (a map, collection,
   * array, optional or single value) it still leaves the property out when null, as {@code
   * NON_NULL} does (an empty optional is written as null).
   */
  static Include include(Property p, TypeModel t, Include include) {
    Optional<Mirrors.Found> found = Mirrors.findOn(p.annotated(), JSON_UNWRAPPED);
    if (found.isEmpty() || include != Include.ALWAYS || t == null || t instanceof MessageKind
        || t instanceof OptionalType o && o.element() instanceof MessageKind || !Mirrors.booleanValue(found.get().mirror(), "enabled", true)
        || JacksonUnwrapped.check(found.get().element(), found.get().mirror()) != null) {
      return include;
    }
    return Include.NON_NULL;
  }

  /** Reports a member name two unwrapped properties would both read. */
  static void checkShared(Element type, MessageModel model, ErrorReporter reporter) {
    List<UnwrappedGroup> groups = UnwrappedGroup.of(model);
    String shared = groups.isEmpty() ? null : UnwrappedGroup.sharedName(groups);
    if (shared != null) {
      reporter.error(type, UnwrappedMessages.shared(shared));
    }
    if (!groups.isEmpty() && (model.any() != null || model.unknownFields() != null)) {
      reporter.error(type, "@JsonUnwrapped and " + (model.any() != null ? "@JsonAnySetter" : "an UnknownFieldSet member")
          + " in one class are not supported together: Jackson hands unwrapped members and unknown"
          + " ones to the same buffer; keep the extra members in the unwrapped class instead");
    }
  }
}
