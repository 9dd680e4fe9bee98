package io.wirebind.benchmarks.model.money;

import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;

/** What {@link MoneyToDto} writes a Money as: {@code {"amount":12.34,"currency":"EUR"}}. */
@WireMessage
public record MoneyDto(BigDecimal amount, String currency) {}
