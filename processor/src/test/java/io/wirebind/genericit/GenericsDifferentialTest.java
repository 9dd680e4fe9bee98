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
import io.wirebind.mappers.Jackson;
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
  /** Boot's mapper, Jackson 2 or 3 ({@link Jackson}). */
  static final Jackson MAPPER = Jackson.boot();
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
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, CATALOG.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(MAPPER.readValue(json, Catalog.class), CATALOG.fromJson(json));
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
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, PAGE.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(MAPPER.readValue(json, ref), PAGE.fromJson(json));
      assertEquals(x, MAPPER.readValue(PAGE.toJson(x), ref));
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
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, EVENT.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(MAPPER.readValue(json, OrderEvent.class), EVENT.fromJson(json));
      assertEquals(x, EVENT.fromJson(json));
    }
  }

  static io.wirebind.genericit.proto.Node_of_String proto(Node<String> n) {
    var b = io.wirebind.genericit.proto.Node_of_String.newBuilder();
    if (n.value() != null) {
      b.setValue(n.value());
    }
    if (n.next() != null) {
      b.setNext(proto(n.next()));
    }
    return b.build();
  }

  @Test
  void recursiveAndTwoParameterGenericsBothFormats() throws Exception {
    GenericRandoms random = new GenericRandoms(164);
    Codec<Links> links = Wirebind.codec(Links.class);
    java.util.Random r = new java.util.Random(165);
    for (int i = 0; i < 500; i++) {
      Node<String> head = null;
      for (int k = r.nextInt(4); k > 0; k--) {
        head = new Node<>(random.maybeNull(random::string), head);
      }
      java.util.Map<Long, Item> more = new java.util.LinkedHashMap<>();
      for (int k = r.nextInt(3); k > 0; k--) {
        more.put(r.nextLong(), random.item());
      }
      Pair<Long, Item> pair = r.nextBoolean() ? null
          : new Pair<>(random.maybeNull(r::nextLong), random.maybeNull(random::item), more);
      Page<java.util.List<Item>> lists = r.nextBoolean() ? null
          : random.page(() -> random.list(random::item));
      Links x = new Links(head, pair, lists);
      var b = io.wirebind.genericit.proto.Links.newBuilder();
      if (lists != null) {
        var p = io.wirebind.genericit.proto.Page_of_List_of_Item.newBuilder().setTotal(lists.total());
        lists.items().forEach(l -> p.addItems(io.wirebind.genericit.proto.ListOfItem.newBuilder()
            .addAllValues(l.stream().map(GenericRandoms::proto).toList())));
        b.setLists(p);
      }
      if (head != null) {
        b.setHead(proto(head));
      }
      if (pair != null) {
        var p = io.wirebind.genericit.proto.Pair_of_Long_and_Item.newBuilder();
        more.forEach((k, v) -> p.putMore(k, GenericRandoms.proto(v)));
        if (pair.key() != null) {
          p.setKey(pair.key());
        }
        if (pair.value() != null) {
          p.setValue(GenericRandoms.proto(pair.value()));
        }
        b.setPair(p);
      }
      var expected = b.build();
      assertEquals(expected, io.wirebind.genericit.proto.Links.parseFrom(links.toProto(x)), x.toString());
      assertEquals(x, links.fromProto(expected.toByteArray()));
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, links.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(MAPPER.readValue(json, Links.class), links.fromJson(json));
      assertEquals(x, links.fromJson(json));
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    GenericRandoms random = new GenericRandoms(166);
    com.google.protobuf.util.JsonFormat.Printer printer =
        com.google.protobuf.util.JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 300; i++) {
      Catalog x = random.catalog();
      var expected = GenericRandoms.proto(x);
      String ours = new String(CATALOG.toJson(x, io.wirebind.annotation.JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(BOOT.readTree(printer.print(expected)), BOOT.readTree(ours), ours);
      Catalog back = CATALOG.fromJson(printer.print(expected).getBytes(StandardCharsets.UTF_8),
          io.wirebind.annotation.JsonStyle.PROTO3);
      assertEquals(expected, io.wirebind.genericit.proto.Catalog.parseFrom(CATALOG.toProto(back)));
    }
  }
}
