package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

/** Optionals of each kind as record components; empty is absent in protobuf and null in JSON. */
@WireMessage
public record Optionals(
    Optional<String> name,
    Optional<Instant> at,
    Optional<Integer> count,
    Optional<Side> side,
    Optional<Point> point,
    OptionalInt oi,
    @WireField(encoding = WireField.Encoding.ZIGZAG) OptionalLong ol,
    OptionalDouble od,
    Optional<BigDecimal> amount,
    Optional<UUID> id,
    Optional<LocalDate> day) {}
