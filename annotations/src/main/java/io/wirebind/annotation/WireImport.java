package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Generates codecs for classes this compilation cannot annotate, such as DTOs from another team's
 * jar: {@code @WireImport({Address.class, Geo.class})} on a package's {@code package-info.java} or
 * on any class. Each imported class is read exactly as a {@code @WireMessage} class would be: its
 * record components, or its public fields, getters and setters, created through its public
 * {@code @JsonCreator} constructor or factory, its Jackson builder, or its public no-argument
 * constructor, with the Jackson annotations it carries honoured. A {@link WireMixin} adds or
 * overrides annotations without editing the class.
 *
 * <p>The codec is generated into the imported class's package under the usual name ({@code
 * com.acme.Address_WireCodec}), so {@code Wirebind.codec(Address.class)} finds it and other
 * messages of the compilation use {@code Address} in every position. Field numbers are 1..n in the
 * order of the class's properties, or those of {@code @WireField} on the mix-in's members. Import
 * a class in one module only: two modules importing it would both define its codec.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface WireImport {
  /** The classes to generate codecs for. */
  Class<?>[] value();
}
