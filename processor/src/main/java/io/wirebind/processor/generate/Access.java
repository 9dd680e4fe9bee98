package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.ListType;

/** Code that reads or writes a field of the message instance {@code m}. */
final class Access {
  private static final com.palantir.javapoet.ClassName COLLECTIONS = RuntimeNames.COLLECTION_SUPPORT;

  private Access() {}

  /**
   * {@code m.name} or {@code m.getName()}; an array or iterable field as the list generated code
   * holds ({@code CollectionSupport.asList}).
   */
  static CodeBlock get(FieldModel f, String instance) {
    CodeBlock get = held(f, instance);
    return converted(f) ? CodeBlock.of("$T.asList($L)", COLLECTIONS, get) : get;
  }

  /** {@code m.name} or {@code m.getName()} as declared: an array as the array. */
  static CodeBlock held(FieldModel f, String instance) {
    Accessor a = f.read();
    return a.kind() == Accessor.Kind.METHOD
        ? CodeBlock.of("$L.$N()", instance, a.name())
        : CodeBlock.of("$L.$N", instance, a.name());
  }

  /** The value of the local {@code v} as the field's declared type (an array from a list). */
  static CodeBlock stored(FieldModel f, CodeBlock value) {
    return converted(f) ? CollectionMessageCode.fromLocal((ListType) f.type(), value.toString()) : value;
  }

  /** The constructor argument for the field named {@code name}: its local, converted. */
  static CodeBlock arg(MessageModel model, String name) {
    String fixed = model.creation().defaults().get(name);
    if (fixed != null) {
      return CodeBlock.of("$L", fixed);
    }
    CodeBlock local = CodeBlock.of("$N", "v_" + name);
    for (FieldModel f : model.fields()) {
      if (f.name().equals(name)) {
        return stored(f, local);
      }
    }
    return local;
  }

  /**
   * The expression creating the instance from {@code args} (in {@code constructorFields} order):
   * {@code new T(args)}, or {@code new T.Builder().withA(a)...build()} through a Jackson builder.
   */
  static CodeBlock create(MessageModel model, com.palantir.javapoet.TypeName type, java.util.List<CodeBlock> args) {
    io.wirebind.processor.model.Creation.Builder b = model.creation().builder();
    if (b == null && model.creation().factory() != null) {
      return CodeBlock.of("$T.$N($L)", model.rawType(), model.creation().factory(), CodeBlock.join(args, ", "));
    }
    if (b == null) {
      return CodeBlock.of("new $T($L)", type, CodeBlock.join(args, ", "));
    }
    CodeBlock.Builder c = CodeBlock.builder().add(newBuilder(b));
    for (int i = 0; i < args.size(); i++) {
      c.add("\n$>$>.$N($L)$<$<", b.methods().get(i), args.get(i));
    }
    return c.add("\n$>$>.$N()$<$<", b.build()).build();
  }

  /**
   * Declares {@code instance}, built through the model's builder calling the method of each field
   * only where {@code seen} of it holds: as Jackson, an absent member leaves the builder's value.
   */
  static CodeBlock build(MessageModel model, String instance, java.util.List<CodeBlock> args,
      java.util.function.Function<FieldModel, CodeBlock> seen) {
    io.wirebind.processor.model.Creation.Builder b = model.creation().builder();
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$T builder = $L", b.type(), newBuilder(b));
    java.util.List<String> names = model.creation().constructorFields();
    for (int i = 0; i < names.size(); i++) {
      FieldModel f = null;
      for (FieldModel g : model.fields()) {
        if (g.name().equals(names.get(i))) {
          f = g;
        }
      }
      if (b.skipsNulls() && !f.javaType().isPrimitive()) {
        c.addStatement("if ($L && $L != null) builder = builder.$N($L)", seen.apply(f), args.get(i),
            b.methods().get(i), args.get(i));
      } else {
        c.addStatement("if ($L) builder = builder.$N($L)", seen.apply(f), b.methods().get(i), args.get(i));
      }
    }
    return c.addStatement("$T $N = builder.$N()", model.type(), instance, b.build()).build();
  }

  /** {@code new B()}, or {@code Owner.builder()} for a builder made by a static factory. */
  private static CodeBlock newBuilder(io.wirebind.processor.model.Creation.Builder b) {
    return b.factory() == null ? CodeBlock.of("new $T()", b.type())
        : CodeBlock.of("$T.$N()", b.factoryOwner(), b.factory());
  }

  private static boolean converted(FieldModel f) {
    return f.type() instanceof ListType l && l.container().converted();
  }


  /** {@code m.name = value;} or {@code m.setName(value);}. */
  static CodeBlock set(FieldModel f, String instance, CodeBlock given) {
    return assign(f, instance, stored(f, given));
  }

  /** {@code m.name = value;} or {@code m.setName(value);} for a value of the declared type. */
  static CodeBlock assign(FieldModel f, String instance, CodeBlock value) {
    Accessor a = f.write();
    return switch (a.kind()) {
      case FIELD -> CodeBlock.of("$L.$N = $L;\n", instance, a.name(), value);
      case METHOD -> CodeBlock.of("$L.$N($L);\n", instance, a.name(), value);
      case CONSTRUCTOR -> throw new IllegalStateException(f.name() + " is set by the constructor");
      case NONE -> throw new IllegalStateException(f.name() + " is never read");
      case PUT -> CodeBlock.builder()
          .beginControlFlow("if ($L != null)", value)
          .beginControlFlow("for (var e : $L.entrySet())", value)
          .addStatement("$L.$N(e.getKey(), e.getValue())", instance, a.name())
          .endControlFlow()
          .endControlFlow()
          .build();
    };
  }

  /** Whether the field can be written after construction. */
  static boolean settable(FieldModel f) {
    Accessor.Kind k = f.write().kind();
    return k == Accessor.Kind.FIELD || k == Accessor.Kind.METHOD || k == Accessor.Kind.PUT;
  }

  /**
   * Whether the property cannot be got from an instance (a setter without getter or field): never
   * written; readers call its setter only when its member (or protobuf field) was read.
   */
  static boolean setterOnly(FieldModel f) {
    return f.read().kind() == Accessor.Kind.NONE;
  }

  /** The local recording that the setter-only property {@code f} was read. */
  static String readFlag(FieldModel f) {
    return "read_" + f.name();
  }

  /** {@link #set}, only when the setter-only property {@code f} was read. */
  static CodeBlock setIfRead(FieldModel f, String instance, CodeBlock given) {
    return CodeBlock.builder().beginControlFlow("if ($N)", readFlag(f))
        .add(set(f, instance, given)).endControlFlow().build();
  }

  /**
   * Whether the field is stored entry by entry through an any-setter method: a decode starts it
   * from no map rather than the instance's.
   */
  static boolean putEach(FieldModel f) {
    return f.write().kind() == Accessor.Kind.PUT;
  }
}
