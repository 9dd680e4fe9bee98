package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.polyit.AliasIdForms.AliasOnly;
import io.wirebind.polyit.AliasIdForms.ByName;
import io.wirebind.polyit.AliasIdForms.BySimpleName;
import io.wirebind.polyit.AliasIdForms.Holder;
import io.wirebind.polyit.AliasIdForms.Named;
import io.wirebind.polyit.AliasIdForms.Plain;
import io.wirebind.polyit.AliasIdForms.SimpleAlias;
import io.wirebind.polyit.AliasIdForms.SimplePlain;
import io.wirebind.polyit.AliasIdForms.TypeNamed;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The id written for a subtype whose {@code @JsonSubTypes.Type} has only {@code names} aliases is
 * the first alias, as Jackson 2.18 and 3 write it (the entry's {@code name} and the class's
 * {@code @JsonTypeName} come first); every alias reads as the subtype. Checked against the
 * application's mapper (Jackson 2, or 3 through Jackson3SuitesTest), both ways.
 */
class AliasIdTest {
  static final Codec<Holder> HOLDER = Wirebind.codec(Holder.class);

  @Test
  void writesTheIdJacksonWrites() throws Exception {
    Holder h = new Holder(
        new AliasOnly(1),
        List.of(new AliasOnly(2), new Named(3), new TypeNamed(4), new Plain(5)),
        new SimpleAlias(6),
        List.of(new SimpleAlias(7), new SimplePlain(8)));
    String jackson = new String(PolyDifferentialTest.MAPPER.writeValueAsBytes(h), StandardCharsets.UTF_8);
    assertEquals(jackson, HOLDER.toJsonString(h));
    assertEquals(
        "{\"one\":{\"k\":\"a\",\"v\":1},\"many\":[{\"k\":\"a\",\"v\":2},{\"k\":\"n\",\"v\":3},"
            + "{\"k\":\"tn\",\"v\":4},{\"k\":\"AliasIdForms$Plain\",\"v\":5}],"
            + "\"simple\":{\"k\":\"s1\",\"v\":6},\"simples\":[{\"k\":\"s1\",\"v\":7},{\"k\":\"SimplePlain\",\"v\":8}]}",
        jackson);
    assertEquals(h, HOLDER.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
    assertEquals(h, PolyDifferentialTest.MAPPER.readValue(HOLDER.toJson(h), Holder.class));
    assertEquals(h, HOLDER.fromProto(HOLDER.toProto(h)));
    assertEquals(new AliasOnly(2), Wirebind.codec(AliasOnly.class).fromJson(
        PolyDifferentialTest.MAPPER.writeValueAsBytes(new AliasOnly(2))));
    assertEquals(
        PolyDifferentialTest.MAPPER.writeValueAsString(new AliasOnly(2)),
        new String(Wirebind.codec(AliasOnly.class).toJson(new AliasOnly(2)), StandardCharsets.UTF_8));
  }

  @Test
  void everyAliasReadsAsJacksonReadsIt() throws Exception {
    String[][] cases = {
      {"a", "AliasOnly"}, {"b", "AliasOnly"}, {"n", "Named"}, {"c", "Named"}, {"d", "Named"},
      {"tn", "TypeNamed"}, {"t1", "TypeNamed"}, {"AliasIdForms$Plain", "Plain"}
    };
    Codec<ByName> byName = Wirebind.codec(ByName.class);
    for (String[] c : cases) {
      String json = "{\"k\":\"" + c[0] + "\",\"v\":9}";
      ByName ours = byName.fromJson(json);
      assertEquals(PolyDifferentialTest.MAPPER.readValue(json, ByName.class), ours, json);
      assertEquals(c[1], ours.getClass().getSimpleName(), json);
    }
    Codec<BySimpleName> bySimple = Wirebind.codec(BySimpleName.class);
    for (String id : new String[] {"s1", "s2", "SimplePlain"}) {
      String json = "{\"k\":\"" + id + "\",\"v\":9}";
      assertEquals(PolyDifferentialTest.MAPPER.readValue(json, BySimpleName.class), bySimple.fromJson(json), json);
    }
  }
}
