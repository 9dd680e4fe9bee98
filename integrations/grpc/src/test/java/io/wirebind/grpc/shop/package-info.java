/**
 * A service declared with {@code @WireRpcService}: the processor exports it with these messages to
 * {@code io/wirebind/grpc/shop/shop.proto}, from which the build generates protobuf-java messages and
 * grpc-java stubs (see the module's pom) for {@code ExportedServiceTest}.
 */
@WireSchema(protoPackage = "wirebind.shop.v1", javaPackage = "io.wirebind.grpc.shop.proto")
package io.wirebind.grpc.shop;

import io.wirebind.annotation.WireSchema;
