/**
 * JMH scenarios of Wirebind against Jackson, DSL-JSON, protobuf-java and QuickBuffers, and the
 * {@code Report} tool that turns results into the README's table and chart.
 */
package io.wirebind.benchmarks;
