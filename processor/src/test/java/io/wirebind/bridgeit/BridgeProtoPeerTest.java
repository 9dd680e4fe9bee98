package io.wirebind.bridgeit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import io.wirebind.jackson.JacksonBridge;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A protoc peer reads the exported {@code bridgeit.proto} (compiled by protoc in the build into the
 * descriptor set): a bridged property is a string holding the JSON the mapper writes for it, and a
 * message the peer builds from Jackson's JSON decodes in Wirebind to the same values.
 */
class BridgeProtoPeerTest {
  private static final Set<String> BRIDGED =
      Set.of("when", "whenText", "cents", "flags", "tag", "extra", "history", "shape");
  private static Descriptor event;

  @BeforeAll
  static void loadPeerSchema() throws Exception {
    JacksonBridge.use(BridgeJackson.MAPPER);
    Path set;
    try (Stream<Path> s = Files.list(Path.of("target", "exported-proto"))) {
      set = s.filter(p -> p.toString().endsWith(".protobin")).findFirst().orElseThrow();
    }
    for (FileDescriptorProto f : FileDescriptorSet.parseFrom(Files.readAllBytes(set)).getFileList()) {
      if (f.getPackage().equals("io.wirebind.bridgeit")) {
        event = FileDescriptor.buildFrom(f, new FileDescriptor[0]).findMessageTypeByName("Event");
      }
    }
    assertNotNull(event, "bridgeit.proto in " + set);
  }

  @Test
  void thePeerReadsBridgedPropertiesAsJsonStringsAndWritesThemBack() throws Exception {
    Random r = new Random(41);
    for (int i = 0; i < 200; i++) {
      Event e = BridgeTest.event(r);
      JsonNode jackson = BridgeJackson.MAPPER.valueToTree(e);
      DynamicMessage peer = DynamicMessage.parseFrom(event, BridgeTest.EVENT.toProto(e));
      DynamicMessage.Builder built = DynamicMessage.newBuilder(event);
      for (FieldDescriptor f : event.getFields()) {
        if (!BRIDGED.contains(f.getName())) {
          continue;
        }
        assertEquals(FieldDescriptor.Type.STRING, f.getType());
        // the property as Jackson writes it in the class (with its @JsonFormat); protobuf also writes
        // what @JsonInclude leaves out of JSON (an empty tree)
        JsonNode expected = jackson.has(f.getName()) ? jackson.get(f.getName())
            : BridgeJackson.MAPPER.valueToTree(Event.class.getField(f.getName()).get(e));
        if (peer.hasField(f)) {
          assertEquals(expected, BridgeJackson.MAPPER.readTree((String) peer.getField(f)), f.getName());
        } else {
          assertTrue(expected == null || expected.isNull(), f.getName() + ": " + expected);
        }
        if (expected != null && !expected.isNull()) {
          built.setField(f, BridgeJackson.MAPPER.writeValueAsString(expected));
        }
      }
      built.setField(event.findFieldByName("count"), e.count);
      assertEquals(((com.fasterxml.jackson.databind.node.ObjectNode) BridgeTest.normal(e)).without(java.util.List.of("id", "labels")),
          BridgeTest.normal(BridgeTest.EVENT.fromProto(built.build().toByteArray())));
    }
  }
}
