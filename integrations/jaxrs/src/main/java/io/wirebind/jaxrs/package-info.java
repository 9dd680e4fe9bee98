/**
 * Wirebind for Jakarta REST: {@link io.wirebind.jaxrs.WirebindProvider} reads and writes
 * {@code @WireMessage} types in JSON, NDJSON and protobuf; {@link io.wirebind.jaxrs.WirebindFeature}
 * registers it.
 */
package io.wirebind.jaxrs;
