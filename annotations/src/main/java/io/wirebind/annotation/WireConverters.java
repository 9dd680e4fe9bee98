package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Registers {@link WireConverter} classes for the {@code @WireMessage} classes of a scope: on a
 * message class (it and its nested classes), on any class enclosing messages, or on a package's
 * {@code package-info.java} (every message of that package, not of its sub-packages). The nearest
 * scope wins when two register a converter for the same type; one scope may not register two.
 *
 * <p>The registration is read from the message's own source (its class, enclosing classes and
 * package), never searched for across the compilation, so incremental builds see every change
 * that affects a codec.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface WireConverters {
  /** The converter classes, each annotated {@link WireConverter}. */
  Class<?>[] value();
}
