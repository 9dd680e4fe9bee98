package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;

/** A record declaring concrete collection classes, which decoders must create; as shapes.proto. */
@WireMessage
public record Declared(
    ArrayList<String> names,
    HashMap<String, Integer> counts,
    LinkedHashMap<String, Point> points,
    ArrayList<Point> path,
    ArrayList<List<Integer>> rows) {}
