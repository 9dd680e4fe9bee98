/**
 * The kinds: one class per kind of value (scalars, strings, bytes, enums, messages, JDK value
 * types through the {@code LibraryType} registry, value objects, dynamic values, map keys,
 * collection messages: the synthesized messages holding a nested collection), each answering the
 * {@link io.wirebind.processor.model.Kind} hooks with code that calls the runtime statically.
 */
package io.wirebind.processor.generate.kind;
