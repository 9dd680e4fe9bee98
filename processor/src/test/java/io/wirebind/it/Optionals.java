package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/**
 * A record of reference types with explicit presence ({@code null} is absent), numbered out of
 * declaration order, with one- to five-byte tags.
 */
@WireMessage
public record Optionals(
    @WireField(3) Integer i32,
    @WireField(1) Long i64,
    @WireField(2) Float f32,
    @WireField(15) Double f64,
    @WireField(16) Boolean flag,
    @WireField(100) Byte b8,
    @WireField(2047) Short s16,
    @WireField(2048) Character c16,
    @WireField(value = 4, encoding = Encoding.ZIGZAG) Integer zz32,
    @WireField(value = 5, encoding = Encoding.ZIGZAG) Long zz64,
    @WireField(value = 6, encoding = Encoding.FIXED) Integer fx32,
    @WireField(value = 7, encoding = Encoding.FIXED) Long fx64,
    @WireField(value = 8, encoding = Encoding.UNSIGNED) Integer u32,
    @WireField(value = 9, encoding = Encoding.UNSIGNED) Long u64,
    @WireField(10) String text,
    @WireField(11) byte[] data,
    @WireField(12) Level level,
    @WireField(13) Color color,
    @WireField(14) Leaf leaf,
    @WireField(262143) String farText,
    @WireField(536870911) Integer maxNumber) {}
