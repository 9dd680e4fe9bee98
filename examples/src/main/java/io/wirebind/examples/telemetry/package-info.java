/**
 * The hot-loop example's telemetry message, decoded into one reused instance.
 */
package io.wirebind.examples.telemetry;
