package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Adds annotations to a class without editing it, the way a Jackson mix-in does ({@code
 * mapper.addMixIn(Address.class, AddressMixin.class)}): the annotations of this abstract class or
 * interface are added to {@code target}'s, and replace those of the same type. Class annotations
 * apply to the target class; a field applies to the target's field of the same name; a method to
 * the target's method of the same name and parameter types; a constructor (and its parameters) to
 * the target's constructor with the same parameter types. {@code @WireField} numbers on the
 * mix-in's members set the target's field numbers.
 *
 * <p>A mix-in imports its target (as {@link WireImport} does) unless the target is a {@code
 * WireMessage} class. Register the same mix-in on the application's {@code ObjectMapper} so
 * Jackson and Wirebind read the class alike.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface WireMixin {
  /** The class whose annotations this type adds to or overrides. */
  Class<?> target();
}
