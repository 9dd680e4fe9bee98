package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** An array-shaped message compared with protoc's code for arrayshape.proto. */
@WireMessage
@JsonFormat(shape = JsonFormat.Shape.ARRAY)
public record Quote(String symbol, long price, List<Integer> sizes, Inner inner, Map<String, Double> marks) {}
