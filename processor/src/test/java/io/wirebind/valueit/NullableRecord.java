package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import org.openapitools.jackson.nullable.JsonNullable;

/** {@code JsonNullable} record components: an absent one is undefined, as the module's absent value. */
@WireMessage
public record NullableRecord(JsonNullable<String> name, JsonNullable<Long> count, JsonNullable<Point> point,
    JsonNullable<List<Point>> path, List<JsonNullable<Integer>> values) {}
