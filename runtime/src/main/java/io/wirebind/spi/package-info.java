/**
 * What only generated codecs call: {@link io.wirebind.spi.CodecSupport} and the per-kind readers and
 * writers of value types. For generated code; no compatibility promise — the classes and methods
 * here change whenever the code generator does. Applications use {@code io.wirebind}.
 */
package io.wirebind.spi;
