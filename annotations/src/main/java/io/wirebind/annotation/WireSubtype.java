package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Sets the protobuf case number of a subtype in its {@code @WireMessage} hierarchy (a sealed
 * interface or class, or an abstract one listing its subtypes with Jackson's {@code
 * @JsonSubTypes}): the subtype is written as the embedded message of field {@code value} of the
 * base type's {@code oneof}.
 *
 * <p>Either every subtype of a hierarchy carries a number, or none does: then the subtypes are
 * numbered 1..n in the order of the {@code permits} clause (or of {@code @JsonSubTypes}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface WireSubtype {

  /** The case number, 1..536870911 outside 19000..19999. */
  int value();
}
