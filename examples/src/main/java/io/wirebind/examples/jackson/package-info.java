/**
 * The Jackson migration example's classes, annotated for Jackson and written identically by
 * Wirebind.
 */
package io.wirebind.examples.jackson;
