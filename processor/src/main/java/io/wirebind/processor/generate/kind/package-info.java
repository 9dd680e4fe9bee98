/**
 * The kinds: one class per kind of value (scalars, strings, bytes, enums, messages, JDK value
 * types through the {@code LibraryType} registry, value objects, dynamic values, map keys,
 * wrapper messages of nested collections), each answering the {@link
 * io.wirebind.processor.model.Kind} hooks with code that calls the runtime statically.
 */
package io.wirebind.processor.generate.kind;
