/**
 * The bridge scenario's class: ten properties, one of them handed to Jackson by {@code
 * @WireBridge}, to measure what one bridged property costs the whole class.
 */
package io.wirebind.benchmarks.model.bridge;
