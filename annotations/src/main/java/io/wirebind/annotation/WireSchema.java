package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the {@code .proto} file Wirebind exports for the {@code @WireMessage} classes of a package,
 * on its {@code package-info.java}. The file is written to the class output at {@code
 * META-INF/wirebind/proto/<package path>/<file>} and returned by {@code Wirebind.protoSchema}.
 * Every attribute is optional; an empty value keeps the default.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PACKAGE)
public @interface WireSchema {

  /** The file name, ending in {@code .proto}; by default the last segment of the Java package. */
  String file() default "";

  /** The proto {@code package}; by default the Java package name. */
  String protoPackage() default "";

  /** The {@code option java_package} for protoc-generated Java peers; by default none. */
  String javaPackage() default "";

  /** The {@code option go_package}; by default none. */
  String goPackage() default "";
}
