package io.wirebind.it;

import io.wirebind.annotation.WireMessage;

/** {@link EvolveV1} reading JSON strictly: a member version 1 does not know is an error. */
@WireMessage(failOnUnknownJson = true)
public class EvolveV1Strict extends EvolveV1 {}
