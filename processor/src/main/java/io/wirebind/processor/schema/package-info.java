/**
 * The exported {@code .proto} file of each package ({@code ProtoExporter}, {@code ProtoFile})
 * and the check of messages against a previous release's schema ({@code ProtoParser}, {@code
 * CompatibilityCheck}).
 */
package io.wirebind.processor.schema;
