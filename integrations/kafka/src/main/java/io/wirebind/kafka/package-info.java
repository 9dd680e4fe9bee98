/**
 * Kafka support: {@link io.wirebind.kafka.WirebindSerializer},
 * {@link io.wirebind.kafka.WirebindDeserializer} and {@link io.wirebind.kafka.WirebindSerde} for
 * {@code @WireMessage} classes, in the protobuf wire format or JSON ({@link io.wirebind.kafka.WireFormat}).
 */
package io.wirebind.kafka;
