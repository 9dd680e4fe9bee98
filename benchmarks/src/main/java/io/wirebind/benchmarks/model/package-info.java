/**
 * The benchmark scenarios' domain classes, annotated for every library measured.
 */
package io.wirebind.benchmarks.model;
