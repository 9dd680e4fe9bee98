package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Generates a codec for the annotated class or record: protobuf wire format and JSON.
 *
 * <p>The generated class is named after the message ({@code Car_WireCodec}, or
 * {@code Outer_Inner_WireCodec} for a nested class) and lives in the same package. Obtain it with
 * {@code Wirebind.codec(Car.class)}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface WireMessage {

  /** The JSON mapping the generated codec uses by default. */
  JsonStyle json() default JsonStyle.JACKSON;

  /**
   * When {@code true}, a JSON property that matches no field is an error instead of being
   * skipped. Jackson's {@code @JsonIgnoreProperties(ignoreUnknown = false)} has the same effect.
   */
  boolean failOnUnknownJson() default false;
}
