/**
 * The annotations users put on their classes: {@code @WireMessage}, {@code @WireField}, {@code
 * @WireIgnore}, {@code @WireSubtype}, {@code @WireGeneric}, {@code @WireSchema}, and the {@code
 * JsonStyle} choice.
 */
package io.wirebind.annotation;
