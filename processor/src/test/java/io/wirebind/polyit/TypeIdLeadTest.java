package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A subtype's type id written in its first property's prefix: the same bytes as Jackson (2 or 3,
 * {@link Jackson}) for every kind of first property, and each reads the other's output back, alone,
 * in a list and nested.
 */
class TypeIdLeadTest {
  static final Jackson MAPPER = Jackson.boot();
  static final Codec<Lead> LEAD = Wirebind.codec(Lead.class);

  private static List<Lead> values() {
    List<Lead> v = new ArrayList<>();
    v.add(new Lead.Plain(0, null));
    v.add(new Lead.Plain(-7, "x\u00e9\"y"));
    v.add(new Lead.Skipped(null, 1L));
    v.add(new Lead.Skipped("s", Long.MIN_VALUE));
    v.add(new Lead.Empty());
    v.add(new Lead.Text(null));
    v.add(new Lead.Text("text"));
    Set<String> tags = new LinkedHashSet<>(List.of("vip", "beta", "b2b", "", "vip\u00e9"));
    Map<String, List<String>> attributes = new LinkedHashMap<>();
    attributes.put("segment", List.of("retail"));
    attributes.put("languages", List.of("en", "enterprise", "en", "de"));
    attributes.put("", new ArrayList<>(java.util.Arrays.asList("a", null, "a")));
    v.add(new Lead.Shaped(tags, attributes, List.of(new Lead.Plain(1, "a"), new Lead.Empty())));
    v.add(new Lead.Shaped(null, null, null));
    v.add(new Lead.Shaped(Set.of(), Map.of(), List.of()));
    v.add(new Lead.Shaped(tags, attributes, new ArrayList<>(v)));
    return v;
  }

  @Test
  @SuppressWarnings("unchecked")
  void eachSubtypeIsJacksonsBytesBothWays() throws Exception {
    for (int round = 0; round < 2; round++) { // the second round with the lent reader and writer warm
      for (Lead x : values()) {
        String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
        assertEquals(jackson, new String(LEAD.toJson(x), StandardCharsets.UTF_8));
        assertEquals(x, LEAD.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
        assertEquals(x, MAPPER.readValue(jackson, Lead.class));
        Codec<Lead> alone = Wirebind.codec((Class<Lead>) x.getClass());
        assertEquals(jackson, new String(alone.toJson(x), StandardCharsets.UTF_8), "the subtype's own codec");
        assertEquals(x, alone.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
      }
    }
  }
}
