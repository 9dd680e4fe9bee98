/**
 * The records the gRPC and Kafka examples exchange.
 */
package io.wirebind.examples.grpckafka.model;
