package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a converter: a class that maps a type Wirebind does not support ({@code T}: a {@code Money}
 * from a library, a foreign class) to one it does ({@code W}: a scalar, {@code String}, a value
 * type such as {@code BigDecimal}, a {@code @WireMessage} such as {@code MoneyDto}, a list of
 * them...), through two static methods:
 *
 * <pre>
 * &#64;WireConverter
 * public final class MoneyConverter {
 *   public static String write(Money value) { return value.toString(); }   // T -&gt; W
 *   public static Money read(String wire) { return Money.parse(wire); }     // W -&gt; T
 * }
 * </pre>
 *
 * A converter applies where it is registered with {@link WireConverters} (on a {@code @WireMessage}
 * class, a class enclosing it, or its package's {@code package-info.java}); {@code T} then works in
 * every position ({@code Money}, {@code List<Money>}, {@code Map<String, Money>}, {@code
 * Optional<Money>}, a map key when {@code W} can be one, ...) and is written exactly as {@code W}
 * is, in JSON and protobuf (the exported {@code .proto} uses {@code W}'s type). Generated code calls
 * the two methods directly. They are never given {@code null}; an exception they throw becomes a
 * {@code WirebindException} (with the input offset when reading).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface WireConverter {}
