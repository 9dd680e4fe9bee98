package io.wirebind.convertit;

import io.wirebind.annotation.WireMessage;

/** What Wallet's Jackson converters write a Money as. */
@WireMessage
public record MoneyDto(String amount, String currency) {}
