package io.wirebind.convertit;

import io.wirebind.annotation.WireMessage;

/** What a {@link Price} is written as. */
@WireMessage
public record PriceDto(long cents, String currency) {}
