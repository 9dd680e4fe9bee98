/**
 * A gRPC service and a Kafka pipeline on annotated records, without protoc.
 */
package io.wirebind.examples.grpckafka;
