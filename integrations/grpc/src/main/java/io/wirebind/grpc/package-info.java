/**
 * grpc-java support: {@link io.wirebind.grpc.WireMarshaller} encodes and decodes
 * {@code @WireMessage} classes for any {@code MethodDescriptor}, and
 * {@link io.wirebind.grpc.WireService} declares and implements a service from them without protoc.
 */
package io.wirebind.grpc;
