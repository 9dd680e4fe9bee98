/**
 * Generation: {@code CodecGenerator} assembles one codec class per message from a generator per
 * concern (protobuf write and read, JSON write and read per style, hierarchies), reading only
 * the model.
 */
package io.wirebind.processor.generate;
