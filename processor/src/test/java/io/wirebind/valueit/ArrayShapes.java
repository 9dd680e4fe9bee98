package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Object arrays, short[], char[], byte[][] and Iterable; numbered as shapes.proto. */
@WireMessage
public record ArrayShapes(
    String[] names,
    Point[] points,
    Instant[] times,
    Side[] sides,
    Integer[] boxed,
    short[] shorts,
    char[] letters,
    byte[][] blobs,
    Iterable<String> words,
    UUID[] ids,
    OrderId[] orders,
    List<String[]> groups,
    Map<String, Point[]> byName,
    Iterable<Point> visited,
    BigDecimal[] amounts) {}
