package io.wirebind.genericit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.genericit.proto.Page_of_Item;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Generic messages bound at the use site, and a message extending a generic base class: our
 * protobuf bytes are what protobuf-java writes for the equivalent concrete messages and read back
 * from them; our JSON is Jackson's (Spring Boot-style mapper) byte for byte and each reads the
 * other's, over random instances.
 */
class GenericsDifferentialTest {
  static final ObjectMapper BOOT = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .addModule(new Jdk8Module())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  static final Codec<Catalog> CATALOG = Wirebind.codec(Catalog.class);
  static final Codec<OrderEvent> EVENT = Wirebind.codec(OrderEvent.class);
  static final Codec<Page<Item>> PAGE = Wirebind.codec(Page.class, Item.class);

  @Test
  void catalogProtobufBothWays() throws Exception {
    GenericRandoms random = new GenericRandoms(160);
    for (int i = 0; i < 1000; i++) {
      Catalog x = random.catalog();
      var expected = GenericRandoms.proto(x);
      byte[] ours = CATALOG.toProto(x);
      assertEquals(expected, io.wirebind.genericit.proto.Catalog.parseFrom(ours), x.toString());
      assertEquals(x, CATALOG.fromProto(expected.toByteArray()));
    }
  }

  @Test
  void catalogJsonIsJacksons() throws Exception {
    GenericRandoms random = new GenericRandoms(161);
    for (int i = 0; i < 1000; i++) {
      Catalog x = random.catalog();
      String jackson = new String(BOOT.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, CATALOG.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(BOOT.readValue(json, Catalog.class), CATALOG.fromJson(json));
      assertEquals(x, CATALOG.fromJson(json));
    }
  }

  @Test
  void topLevelPageBothFormats() throws Exception {
    GenericRandoms random = new GenericRandoms(162);
    TypeReference<Page<Item>> ref = new TypeReference<>() {};
    for (int i = 0; i < 1000; i++) {
      Page<Item> x = random.page(random::item);
      Page_of_Item expected = GenericRandoms.pageOfItem(x);
      assertArrayEquals(expected.toByteArray(), PAGE.toProto(x), x.toString());
      assertEquals(x, PAGE.fromProto(expected.toByteArray()));
      String jackson = new String(BOOT.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, PAGE.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(BOOT.readValue(json, ref), PAGE.fromJson(json));
      assertEquals(x, BOOT.readValue(PAGE.toJson(x), ref));
    }
  }

  @Test
  void subclassOfGenericBaseBothFormats() throws Exception {
    GenericRandoms random = new GenericRandoms(163);
    for (int i = 0; i < 1000; i++) {
      OrderEvent x = random.event();
      var expected = GenericRandoms.proto(x);
      assertEquals(expected, io.wirebind.genericit.proto.OrderEvent.parseFrom(EVENT.toProto(x)), x.toString());
      assertEquals(x, EVENT.fromProto(expected.toByteArray()));
      String jackson = new String(BOOT.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, EVENT.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(BOOT.readValue(json, OrderEvent.class), EVENT.fromJson(json));
      assertEquals(x, EVENT.fromJson(json));
    }
  }
}
