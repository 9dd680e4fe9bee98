package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Hands properties Wirebind cannot map itself to the application's Jackson {@code ObjectMapper}
 * (the Jackson bridge, module {@code wirebind-jackson}): the property's JSON is what that mapper
 * writes for it, its protobuf field a {@code string} holding that JSON; the rest of the class stays
 * generated.
 *
 * <p>On a property (field, record component, getter or setter): that property is bridged, whatever
 * its type — for a type only a registered Jackson module understands (Joda {@code DateTime},
 * {@code JsonNode}, a type with {@code @JsonTypeInfo(use = CLASS)}) or a Jackson annotation Wirebind
 * does not implement. On a {@code @WireMessage} class, an enclosing class or a package's {@code
 * package-info.java}: every property of the messages in that scope whose type Wirebind does not
 * support is bridged; the others stay generated.
 *
 * <p>A property carrying {@code @JsonSerialize(using = ...)} or {@code @JsonDeserialize(using = ...)}
 * (or whose type's class carries one) is bridged without this annotation, with a compile-time
 * warning; {@code @WireBridge} on it, or {@code @SuppressWarnings("wirebind.bridge")}, silences the
 * warning. A {@code @WireConverter} for the type is the fast alternative (docs/TYPES.md).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE, ElementType.FIELD, ElementType.METHOD,
    ElementType.RECORD_COMPONENT})
public @interface WireBridge {}
