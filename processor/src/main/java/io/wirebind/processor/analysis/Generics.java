package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.MessageModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.tools.Diagnostic;

/**
 * The parameterisations of generic messages ({@code Page<Order>}) met in a compilation. Each one
 * is analysed once, as a message whose type variables are bound, and gets its own specialised
 * codec class ({@code Page_of_Order_WireCodec} in the generic message's package), so generated
 * code stays the straight-line static calls of a non-generic message.
 *
 * <p>A parameterisation is analysed where it is first used; its mistakes (a type argument that is
 * not a supported type, or is not supported in the position the generic message puts it) are
 * reported on that use site. Mistakes of the generic declaration itself are reported on the
 * declaration, once.
 */
public final class Generics {
  private enum State { IN_PROGRESS, OK, FAILED }

  private static final class Entry {
    final String type;
    final Element origin;
    State state = State.IN_PROGRESS;
    MessageModel model;
    boolean written;

    Entry(String type, Element origin) {
      this.type = type;
      this.origin = origin;
    }
  }

  private final ProcessingEnvironment env;
  private final Map<String, Entry> byCodec = new LinkedHashMap<>();
  private final Map<String, Boolean> declarationOk = new HashMap<>();

  public Generics(ProcessingEnvironment env) {
    this.env = env;
  }

  /** A parameterisation ready to be generated, and the one element it originates from. */
  public record Ready(MessageModel model, Element origin) {}

  /** The parameterisations analysed without mistakes and not yet handed out, each once. */
  public List<Ready> takeReady() {
    List<Ready> out = new ArrayList<>();
    for (Entry e : byCodec.values()) {
      if (e.state == State.OK && !e.written) {
        e.written = true;
        out.add(new Ready(e.model, e.origin));
      }
    }
    return out;
  }

  /**
   * The codec class of parameterisation {@code type} of a generic message, used at {@code site};
   * null when it cannot be encoded (reported on {@code site} through {@code reporter}).
   */
  ClassName require(DeclaredType type, Element site, ErrorReporter reporter) {
    TypeElement generic = (TypeElement) type.asElement();
    String simple = generic.getSimpleName().toString();
    List<? extends TypeMirror> args = type.getTypeArguments();
    if (args.isEmpty()) {
      reporter.error(site, simple + " is a generic @WireMessage used without type arguments: give"
          + " them, e.g. " + simple + "<Order>, so Wirebind can generate its codec");
      return null;
    }
    for (TypeMirror arg : args) {
      if (!concrete(arg)) {
        reporter.error(site, "type argument " + arg + " of " + type + " is not a concrete type:"
            + " a generic @WireMessage needs every type argument given as a class (no wildcard,"
            + " no type variable), e.g. " + simple + "<Order>");
        return null;
      }
    }
    ClassName codec = codecName(type);
    String key = codec.canonicalName();
    Entry entry = byCodec.get(key);
    if (entry != null) {
      if (!entry.type.equals(type.toString())) {
        reporter.error(site, "the codec name " + codec.simpleName() + " of " + type
            + " is already taken by " + entry.type + ": rename one of the type arguments'"
            + " classes");
        return null;
      }
      if (entry.state == State.FAILED) {
        reporter.error(site, type + " cannot be encoded (see the error where it is first used)");
        return null;
      }
      return codec;
    }
    entry = new Entry(type.toString(), topLevel(site));
    byCodec.put(key, entry);
    if (!declarationOk(generic)) {
      entry.state = State.FAILED;
      reporter.error(site, type + " cannot be encoded: fix the errors reported on " + simple);
      return null;
    }
    Collecting messages = new Collecting();
    ErrorReporter collecting = new ErrorReporter(messages);
    Optional<MessageModel> model =
        new MessageAnalyzer(env, collecting, this).withUseSite(site).analyze(generic, type, codec);
    if (model.isEmpty() || collecting.errorCount() > 0) {
      entry.state = State.FAILED;
      if (messages.errors.isEmpty()) {
        reporter.error(site, type + " cannot be encoded: a type it uses did not resolve");
      }
      for (String m : messages.errors) {
        reporter.error(site, "in " + type + ": " + m);
      }
      return null;
    }
    entry.model = model.get();
    entry.state = State.OK;
    return codec;
  }

  /**
   * Registers the parameterisations that {@code @WireGeneric} on {@code element} declares (top-level
   * codecs that no field uses), reporting mistakes on the annotation.
   */
  public void declare(Element element, AnnotationMirror wireGeneric, ErrorReporter reporter) {
    AnnotationValue typeValue = Mirrors.explicit(wireGeneric, "type");
    AnnotationValue argsValue = Mirrors.explicit(wireGeneric, "args");
    if (typeValue == null || !(typeValue.getValue() instanceof DeclaredType raw)) {
      return; // javac reports a missing or unresolved class
    }
    TypeElement generic = (TypeElement) raw.asElement();
    List<TypeMirror> args = new ArrayList<>();
    if (argsValue != null && argsValue.getValue() instanceof List<?> list) {
      for (Object o : list) {
        Object v = ((AnnotationValue) o).getValue();
        if (!(v instanceof TypeMirror t) || t.getKind() == TypeKind.ERROR) {
          return;
        }
        args.add(t.getKind().isPrimitive()
            ? env.getTypeUtils().boxedClass((javax.lang.model.type.PrimitiveType) t).asType() : t);
      }
    }
    if (generic.getTypeParameters().isEmpty() || !Mirrors.has(generic, Mirrors.WIRE_MESSAGE)) {
      reporter.error(element, wireGeneric, typeValue, generic.getSimpleName()
          + " is not a generic @WireMessage: @WireGeneric names a generic message class; a"
          + " non-generic one needs no declaration");
      return;
    }
    if (args.size() != generic.getTypeParameters().size()) {
      reporter.error(element, wireGeneric, argsValue != null ? argsValue : typeValue,
          generic.getSimpleName() + " has " + generic.getTypeParameters().size()
              + " type parameter(s) but args gives " + args.size()
              + ": give one class per type parameter, in order");
      return;
    }
    DeclaredType type;
    try {
      type = env.getTypeUtils().getDeclaredType(generic, args.toArray(new TypeMirror[0]));
    } catch (IllegalArgumentException e) {
      reporter.error(element, wireGeneric, argsValue, "args do not fit the type parameters of "
          + generic.getSimpleName() + ": " + e.getMessage());
      return;
    }
    require(type, element, reporter);
  }

  private boolean declarationOk(TypeElement generic) {
    String name = generic.getQualifiedName().toString();
    Boolean ok = declarationOk.get(name);
    if (ok == null) {
      declarationOk.put(name, true); // a declaration that refers to itself
      ErrorReporter silent = new ErrorReporter(new Collecting());
      new MessageAnalyzer(env, silent, this).analyze(generic);
      ok = silent.errorCount() == 0;
      declarationOk.put(name, ok);
    }
    return ok;
  }

  private static Element topLevel(Element e) {
    Element top = e;
    for (Element x = e; x != null; x = x.getEnclosingElement()) {
      if (x instanceof TypeElement) {
        top = x;
      }
    }
    return top;
  }

  /** Whether {@code type} mentions a type variable anywhere (a generic declaration's field). */
  static boolean mentionsTypeVariable(TypeMirror type) {
    return switch (type.getKind()) {
      case TYPEVAR -> true;
      case ARRAY -> mentionsTypeVariable(((ArrayType) type).getComponentType());
      case DECLARED -> ((DeclaredType) type).getTypeArguments().stream()
          .anyMatch(Generics::mentionsTypeVariable);
      case WILDCARD -> {
        WildcardType w = (WildcardType) type;
        yield w.getExtendsBound() != null && mentionsTypeVariable(w.getExtendsBound())
            || w.getSuperBound() != null && mentionsTypeVariable(w.getSuperBound());
      }
      default -> false;
    };
  }

  /** Whether {@code type} has no wildcard and no type variable anywhere. */
  private static boolean concrete(TypeMirror type) {
    return switch (type.getKind()) {
      case DECLARED -> ((DeclaredType) type).getTypeArguments().stream().allMatch(Generics::concrete);
      case ARRAY -> concrete(((ArrayType) type).getComponentType());
      case TYPEVAR, WILDCARD, ERROR -> false;
      default -> type.getKind().isPrimitive();
    };
  }

  /**
   * {@code Page_of_Order_WireCodec}, {@code Pair_of_String_and_Outer_Inner_WireCodec}, {@code
   * Page_of_List_of_Order_WireCodec}, in the generic message's package; the runtime's {@code
   * Wirebind.codec(Page.class, Order.class)} derives the same name.
   */
  static ClassName codecName(DeclaredType type) {
    ClassName raw = ClassName.get((TypeElement) type.asElement());
    return ClassName.get(raw.packageName(), typeName(type) + "_WireCodec");
  }

  private static String typeName(TypeMirror type) {
    if (type.getKind() == TypeKind.ARRAY) {
      return typeName(((ArrayType) type).getComponentType()) + "Array";
    }
    if (type.getKind() != TypeKind.DECLARED) {
      return type.toString();
    }
    DeclaredType d = (DeclaredType) type;
    StringBuilder b = new StringBuilder(String.join("_",
        ClassName.get((TypeElement) d.asElement()).simpleNames()));
    String sep = "_of_";
    for (TypeMirror arg : d.getTypeArguments()) {
      b.append(sep).append(typeName(arg));
      sep = "_and_";
    }
    return b.toString();
  }

  /** A messager that keeps the errors, with the name of the element each is about. */
  private static final class Collecting implements Messager {
    final List<String> errors = new ArrayList<>();

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
      printMessage(kind, msg, null);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
      if (kind == Diagnostic.Kind.ERROR) {
        errors.add(e == null || e instanceof TypeElement ? msg.toString()
            : e.getSimpleName() + ": " + msg);
      }
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
      printMessage(kind, msg, e);
    }

    @Override
    public void printMessage(
        Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a, AnnotationValue v) {
      printMessage(kind, msg, e);
    }
  }
}
