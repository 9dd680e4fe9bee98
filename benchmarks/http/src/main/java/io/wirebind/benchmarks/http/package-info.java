/**
 * The HTTP load harness: requests per second and server CPU per request, Wirebind against
 * Jackson and protobuf-java, on Spring MVC and WebFlux.
 */
package io.wirebind.benchmarks.http;
