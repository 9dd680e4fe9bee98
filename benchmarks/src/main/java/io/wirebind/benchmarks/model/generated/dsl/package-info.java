/**
 * DSL-JSON's model of {@link io.wirebind.benchmarks.GeneratedModelBenchmark}'s document: DSL-JSON
 * has no {@code JsonNullable}, so the same document is modelled with plain nullable fields. Null
 * members are left out (the benchmark's {@code skipDefaultValues(true)} and each class's {@code
 * ObjectFormatPolicy.MINIMAL}), as the generated classes' {@code @JsonInclude(NON_NULL)} leaves them
 * out, and the one property the document holds as an explicit {@code null} ({@code nickname}, a
 * {@code JsonNullable.of(null)} there) is {@code includeToMinimal = ALWAYS}; the discriminated base
 * is an interface with {@code discriminator = "petType"}; the enums have DSL-JSON's {@code
 * @JsonValue}; {@code @JsonAttribute(index)} puts the members in the order Jackson writes them, so
 * DSL-JSON writes Jackson's bytes.
 */
package io.wirebind.benchmarks.model.generated.dsl;
