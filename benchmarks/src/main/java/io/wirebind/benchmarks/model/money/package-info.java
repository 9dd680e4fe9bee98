/**
 * The money scenario: a {@code Money} type the user does not own, converted by a {@code
 * @WireConverter} to a {@code @WireMessage} or to a {@code String}, beside the same payment
 * written with hand-made DTO fields, and DSL-JSON's own converter for it.
 */
package io.wirebind.benchmarks.model.money;
