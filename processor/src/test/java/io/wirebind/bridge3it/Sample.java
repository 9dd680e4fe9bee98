package io.wirebind.bridge3it;

import io.wirebind.annotation.JsonStyle;
import io.wirebind.annotation.WireBridge;
import io.wirebind.annotation.WireMessage;
import java.time.Month;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A record generated for Jackson 3 under the class-level opt-in: the types Wirebind does not map
 * for Jackson 3 (a Jackson 3 tree, {@code Month}, a map of months) are bridged, the others stay
 * generated.
 */
@WireMessage(json = JsonStyle.JACKSON3)
@WireBridge
public record Sample(String name, Month month, JsonNode tree, Map<String, Month> months, int seq) {}
