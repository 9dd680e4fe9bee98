/**
 * Model classes written as openapi-generator 7.25 writes them ({@code java} generator, library
 * {@code native}, {@code openApiNullable=true}, {@code @WireMessage} added through {@code
 * additionalModelTypeAnnotations}), for {@link io.wirebind.benchmarks.GeneratedModelBenchmark}.
 */
package io.wirebind.benchmarks.model.generated;
