package io.wirebind;

import java.lang.reflect.TypeVariable;

/** Why {@link Wirebind#codec(Class)} was given a class that cannot have a codec of its own. */
final class NotAMessage {
  private NotAMessage() {}

  /** What to do instead, or null when {@code type} could be a message compiled without the processor. */
  static String why(Class<?> type) {
    TypeVariable<?>[] params = type.getTypeParameters();
    if (params.length > 0 && !isJdk(type)) {
      StringBuilder args = new StringBuilder();
      StringBuilder names = new StringBuilder();
      for (int i = 0; i < params.length; i++) {
        args.append(", ").append(params[i].getName()).append(".class");
        names.append(i == 0 ? "" : ", ").append(params[i].getName());
      }
      String simple = type.getSimpleName();
      return type.getName() + " is generic: pass the class of each type argument ("
          + names + "), as in Wirebind.codec(" + simple + ".class" + args
          + ") for " + simple + "<" + names + ">";
    }
    if (type.isPrimitive() || type.isArray() || isJdk(type)) {
      return type.getTypeName() + " is not a message: Wirebind.codec takes a class annotated with"
          + " @io.wirebind.annotation.WireMessage; use " + type.getSimpleName()
          + " as the type of a field of such a class";
    }
    String handler = ownHandler(type);
    if (handler != null) {
      return "no codec was generated for " + type.getName() + ": Jackson writes and reads it with its own "
          + handler + ", which generated code cannot run; use it as the type of a property of a"
          + " @WireMessage class, where it is handed to the application's Jackson mapper (Jackson bridge),"
          + " or serialize it with Jackson";
    }
    if (type.isEnum() || type.isAnnotation()) {
      return type.getName() + " is " + (type.isEnum() ? "an enum" : "an annotation")
          + ", not a message: use it as the type of a field of a @WireMessage class";
    }
    return null;
  }

  /**
   * The class-level {@code @JsonSerialize(using = …)}/{@code @JsonDeserialize(using = …)} of {@code
   * type} (Jackson 2's or 3's, found by name: no dependency on Jackson), as source text, or null.
   */
  private static String ownHandler(Class<?> type) {
    String serializer = ownHandler(type, ".databind.annotation.JsonSerialize");
    return serializer != null ? serializer : ownHandler(type, ".databind.annotation.JsonDeserialize");
  }

  private static String ownHandler(Class<?> type, String annotation) {
    for (java.lang.annotation.Annotation a : type.getAnnotations()) {
      if (a.annotationType().getName().endsWith(annotation)) {
        try {
          Object using = a.annotationType().getMethod("using").invoke(a);
          if (using instanceof Class<?> c && !c.getSimpleName().equals("None")) {
            return "@" + a.annotationType().getSimpleName() + "(using = " + c.getSimpleName() + ".class)";
          }
        } catch (ReflectiveOperationException | RuntimeException e) {
          // not Jackson's annotation after all
        }
      }
    }
    return null;
  }

  private static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
        || name.startsWith("sun.") || name.startsWith("com.sun.");
  }
}
