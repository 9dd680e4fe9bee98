/**
 * Generation: {@code CodecGenerator} assembles one codec class per message from a generator per
 * concern (protobuf write and read, JSON write and read per style, hierarchies), reading only
 * the model. What protobuf pass-through keeps for a field is decided once ({@code FieldKeeping}),
 * for the writer and the decoder. Words: a <em>collection message</em> is the synthesized protobuf
 * message holding a nested collection ({@code CollectionMessageCode}); a <em>type-id wrapper</em>
 * is Jackson's {@code WRAPPER_OBJECT}/{@code WRAPPER_ARRAY} around a subtype ({@code
 * TypeIdWrapperJson}); <em>unwrapped</em> is only {@code @JsonUnwrapped} ({@code UnwrappedJson}).
 */
package io.wirebind.processor.generate;
