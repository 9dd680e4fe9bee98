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

  /**
   * Field numbers this message no longer uses and that must never be used again (a removed
   * field's number: an old peer would read a new field with it as the old one). A field with a
   * reserved number is a compile error; the exported {@code .proto} declares them {@code reserved}.
   */
  int[] reserved() default {};

  /**
   * Field names this message no longer uses (a removed field's name, which proto3 JSON peers may
   * still send). A field with a reserved name is a compile error; exported as {@code reserved}.
   */
  String[] reservedNames() default {};
}
