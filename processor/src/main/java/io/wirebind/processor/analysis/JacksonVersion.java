package io.wirebind.processor.analysis;

import io.wirebind.annotation.JsonStyle;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.tools.Diagnostic;

/**
 * Which Jackson's default mapper a class's Jackson-style JSON matches: Jackson 2's {@code
 * ObjectMapper} ({@link JsonStyle#JACKSON}) or Jackson 3's {@code JsonMapper} ({@link
 * JsonStyle#JACKSON3}). {@code @WireMessage(json = JACKSON | JACKSON3)} chooses for one class; the
 * processor option {@code -Awirebind.jackson=2|3} for every class that does not say (default 2).
 */
public final class JacksonVersion {
  /** The processor option: {@code 2} (default) or {@code 3}. */
  public static final String OPTION = "wirebind.jackson";

  private JacksonVersion() {}

  /** The Jackson style of classes that do not name one; reports an unknown option value. */
  static JsonStyle byDefault(ProcessingEnvironment env) {
    String v = env.getOptions().get(OPTION);
    if (v == null || v.equals("2")) {
      return JsonStyle.JACKSON;
    }
    if (v.equals("3")) {
      return JsonStyle.JACKSON3;
    }
    env.getMessager().printMessage(Diagnostic.Kind.ERROR, Messages.unknownJacksonVersion(v));
    return JsonStyle.JACKSON;
  }

  /** The style a {@code @WireMessage} class's codec uses by default. */
  static JsonStyle style(ProcessingEnvironment env, AnnotationMirror wireMessage) {
    if (Mirrors.explicit(wireMessage, "json") == null) {
      return byDefault(env);
    }
    return JsonStyle.valueOf(Mirrors.enumValue(wireMessage, "json", "JACKSON"));
  }

  /** The Jackson whose JSON the class's Jackson style matches: {@code JACKSON} or {@code JACKSON3}. */
  static JsonStyle jackson(ProcessingEnvironment env, AnnotationMirror wireMessage) {
    JsonStyle style = style(env, wireMessage);
    return style == JsonStyle.PROTO3 ? byDefault(env) : style;
  }
}
