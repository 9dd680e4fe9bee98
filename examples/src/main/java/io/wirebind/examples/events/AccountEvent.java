package io.wirebind.examples.events;

import io.wirebind.annotation.WireMessage;

/**
 * What happens to an account: a sealed hierarchy. In protobuf a message with one {@code oneof}
 * (see {@code src/main/proto/events.proto}); in JSON an object whose {@code "@type"} names the
 * subtype, as Jackson writes it for {@code @JsonTypeInfo(use = NAME)}.
 */
@WireMessage
public sealed interface AccountEvent permits SignedUp, Paid, Churned {}
