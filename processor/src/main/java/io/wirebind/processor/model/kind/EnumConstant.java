package io.wirebind.processor.model.kind;

/** One enum constant and its protobuf number. */
public record EnumConstant(String name, int number) {}
