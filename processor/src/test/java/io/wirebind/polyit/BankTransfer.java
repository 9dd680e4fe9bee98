package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;

@WireMessage
public record BankTransfer(String iban, long amountCents) implements Payment {}
