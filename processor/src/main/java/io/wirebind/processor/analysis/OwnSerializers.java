package io.wirebind.processor.analysis;

import io.wirebind.annotation.JsonStyle;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.tools.Diagnostic;

/**
 * {@code @WireMessage} classes that Jackson serializes with their own serializer: a class-level
 * {@code @JsonSerialize(using = …)} or {@code @JsonDeserialize(using = …)}, such as the {@code
 * oneOf} wrapper openapi-generator's java client writes (it extends {@code AbstractOpenApiSchema}
 * and writes only its actual instance). Wirebind cannot run that serializer in generated code: no
 * codec is generated for the class, with a warning saying so, and properties of its type are
 * handed to the application's Jackson mapper (the Jackson bridge, {@link Bridges}).
 */
public final class OwnSerializers {
  private OwnSerializers() {}

  /**
   * Whether {@code type} is serialized by a serializer or deserializer of its own: then warns
   * (unless {@code @SuppressWarnings("wirebind.bridge")} covers it) and no codec is to be generated.
   */
  public static boolean skip(ProcessingEnvironment env, TypeElement type) {
    AnnotationMirror wireMessage = Mirrors.find(type, Mirrors.WIRE_MESSAGE).orElse(null);
    boolean jackson3 = wireMessage != null && JacksonVersion.jackson(env, wireMessage) == JsonStyle.JACKSON3;
    String[] annotations = jackson3
        ? new String[] {JacksonConverters.SERIALIZE, JacksonConverters.DESERIALIZE,
            Bridges.JACKSON3_SERIALIZE, Bridges.JACKSON3_DESERIALIZE}
        : new String[] {JacksonConverters.SERIALIZE, JacksonConverters.DESERIALIZE};
    for (String a : annotations) {
      Optional<AnnotationMirror> m = Mirrors.find(type, a);
      AnnotationValue v = m.map(mirror -> Mirrors.explicit(mirror, "using")).orElse(null);
      if (v != null && v.getValue() instanceof DeclaredType d && !d.asElement().getSimpleName().contentEquals("None")) {
        Optional<AnnotationMirror> suppress = Mirrors.find(type, "java.lang.SuppressWarnings");
        if (suppress.isEmpty() || !Mirrors.stringsValue(suppress.get(), "value").contains(Bridges.SUPPRESS)) {
          env.getMessager().printMessage(Diagnostic.Kind.WARNING,
              noCodec(type.getSimpleName().toString(), a.substring(a.lastIndexOf('.') + 1),
                  d.asElement().getSimpleName().toString()),
              type, m.get());
        }
        return true;
      }
    }
    return false;
  }

  static String noCodec(String type, String annotation, String handler) {
    return "no codec is generated for " + type + ": Jackson writes and reads it with its own "
        + handler + " (@" + annotation + "(using = " + handler + ".class)), which generated code cannot"
        + " run; a property of type " + type + " is handed to the application's Jackson mapper (Jackson"
        + " bridge, docs/TYPES.md#types-you-dont-own), and Wirebind.codec(" + type + ".class) is"
        + " refused. @SuppressWarnings(\"" + Bridges.SUPPRESS + "\") acknowledges it";
  }
}
