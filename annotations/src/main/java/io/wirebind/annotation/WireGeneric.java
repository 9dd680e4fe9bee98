package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a parameterisation of a generic {@code @WireMessage} that is used only as a top-level
 * codec, so that Wirebind generates its codec: {@code @WireGeneric(type = Page.class, args =
 * Order.class)} on any class compiled with the processor makes {@code Wirebind.codec(Page.class,
 * Order.class)} work. A parameterisation used as a field type anywhere in the compilation needs no
 * declaration. Type arguments that are themselves generic ({@code Page<List<Order>>}) cannot be
 * written here: use the type in a field of a message instead.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
@Repeatable(WireGeneric.List.class)
public @interface WireGeneric {
  /** The generic message class. */
  Class<?> type();

  /** Its type arguments, one class per type parameter, in order. */
  Class<?>[] args();

  /** Holds several {@code @WireGeneric} on one element. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({ElementType.TYPE, ElementType.PACKAGE})
  @interface List {
    WireGeneric[] value();
  }
}
