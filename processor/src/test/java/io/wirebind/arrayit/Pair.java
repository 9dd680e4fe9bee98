package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A generic message written as a JSON array. */
@WireMessage
@JsonFormat(shape = JsonFormat.Shape.ARRAY)
public record Pair<T>(T first, List<T> rest, int n) {}
