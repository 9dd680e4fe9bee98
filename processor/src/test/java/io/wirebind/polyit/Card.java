package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;

@WireMessage
public record Card(String number, int expiryMonth) implements Payment {}
