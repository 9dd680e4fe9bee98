/**
 * The immutable model analysis builds and generators read: {@code MessageModel}, {@code
 * FieldModel}, {@code OneofModel}, the JSON options and Jackson rules, type shapes ({@code
 * TypeModel}) and the {@link io.wirebind.processor.model.Kind} interface. No {@code
 * javax.lang.model} type reaches the generators.
 */
package io.wirebind.processor.model;
