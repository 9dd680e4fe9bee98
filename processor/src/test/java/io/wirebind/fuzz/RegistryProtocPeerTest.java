package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.MessageOptions;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.fuzz.DeepEquals.Via;
import io.wirebind.fuzz.RegistryValuesModel.Component;
import io.wirebind.processor.generate.kind.LibraryType;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The protoc peer of the {@link LibraryType} registry: the {@link RegistryValuesModel} message as a
 * peer declares it, its descriptor built here from each row's {@code .proto} type (and map key
 * form) on protobuf's own descriptors of the well-known and {@code google.type} messages. Our bytes
 * parse in protobuf-java's {@link DynamicMessage} with no field left unknown at any depth; what
 * protobuf-java writes back reads to the same values; and our proto3 JSON is what protobuf-java's
 * {@link JsonFormat} prints for the message it parsed (RFC 3339 timestamps, {@code google.type.*}
 * as objects, map keys as text); and the peer's message is the one the processor exports. A row added to the registry is checked by protoc's
 * runtime with nothing else to write; the hand-written peers ({@code values.proto}) are not needed
 * for it.
 */
class RegistryProtocPeerTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The message types a row may name as its {@code .proto} type, by full name. */
  private static final Map<String, Descriptor> MESSAGES = Map.of(
      "google.protobuf.Timestamp", com.google.protobuf.Timestamp.getDescriptor(),
      "google.protobuf.Duration", com.google.protobuf.Duration.getDescriptor(),
      "google.type.Date", com.google.type.Date.getDescriptor(),
      "google.type.TimeOfDay", com.google.type.TimeOfDay.getDescriptor(),
      "google.type.DateTime", com.google.type.DateTime.getDescriptor(),
      "google.type.Decimal", com.google.type.Decimal.getDescriptor());
  private static final Map<String, FieldDescriptorProto.Type> SCALARS = Map.of(
      "string", FieldDescriptorProto.Type.TYPE_STRING,
      "bytes", FieldDescriptorProto.Type.TYPE_BYTES,
      "int32", FieldDescriptorProto.Type.TYPE_INT32,
      "int64", FieldDescriptorProto.Type.TYPE_INT64);
  private static final Descriptor PEER = peer();

  @Test
  void theRegistryMessageIsAPeerMessage() {
    assertEquals(RegistryValuesModel.COMPONENTS.size(), PEER.getFields().size());
    for (Component c : RegistryValuesModel.COMPONENTS) {
      assertTrue(PEER.findFieldByName(c.name()) != null, c.name());
    }
  }

  /** The peer's message is the one the processor exports: each field's number, label and type. */
  @Test
  void thePeerDeclaresWhatTheProcessorExports() {
    Map<Integer, String> exported = new java.util.TreeMap<>();
    Matcher m = FIELD.matcher(RegistryValuesModel.EXPORTED_PROTO);
    while (m.find()) {
      exported.put(Integer.parseInt(m.group(4)), (m.group(1) == null ? "" : m.group(1)) + m.group(2));
    }
    Map<Integer, String> peer = new java.util.TreeMap<>();
    for (FieldDescriptor f : PEER.getFields()) {
      String type;
      if (f.isMapField()) {
        type = "map<" + typeName(f.getMessageType().findFieldByNumber(1)) + ", "
            + typeName(f.getMessageType().findFieldByNumber(2)) + ">";
      } else {
        type = (f.isRepeated() ? "repeated " : f.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? "" : "optional ")
            + typeName(f);
      }
      peer.put(f.getNumber(), type);
    }
    assertEquals(peer, exported, RegistryValuesModel.EXPORTED_PROTO);
  }

  private static final Pattern FIELD =
      Pattern.compile("(?m)^\\s*(optional |repeated )?(map<[^>]+>|[.\\w]+) (\\w+) = (\\d+);");

  private static String typeName(FieldDescriptor f) {
    return f.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? "." + f.getMessageType().getFullName()
        : f.getType().name().toLowerCase(java.util.Locale.ROOT);
  }

  @Test
  void protobufJavaReadsOurBytesAndWritesBytesWeRead() throws Exception {
    for (long seed = 0; seed < 100; seed++) {
      Object value = new FuzzedValues(new RandomDataProvider(seed, 4096)).message(RegistryValuesModel.MESSAGE);
      byte[] ours = RegistryValuesModel.CODEC.toProto(value);
      DynamicMessage peer = DynamicMessage.parseFrom(PEER, ours);
      noUnknownFields(peer, "RegistryValues");
      DeepEquals.check(value, RegistryValuesModel.CODEC.fromProto(peer.toByteArray()), Via.PROTOBUF);

      JsonNode theirs = JSON.readTree(JsonFormat.printer().print(peer));
      JsonNode proto3 = JSON.readTree(RegistryValuesModel.CODEC.toJson(value, JsonStyle.PROTO3));
      assertEquals(theirs, proto3, "proto3 JSON, seed " + seed);
    }
  }

  private static void noUnknownFields(Message m, String path) {
    assertTrue(m.getUnknownFields().asMap().isEmpty(), path + " has fields the peer does not declare: "
        + m.getUnknownFields());
    for (Map.Entry<FieldDescriptor, Object> f : m.getAllFields().entrySet()) {
      if (f.getKey().getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
        continue;
      }
      List<?> all = f.getKey().isRepeated() ? (List<?>) f.getValue() : List.of(f.getValue());
      for (Object o : all) {
        noUnknownFields((Message) o, path + "." + f.getKey().getName());
      }
    }
  }

  private static Descriptor peer() {
    DescriptorProto.Builder message = DescriptorProto.newBuilder().setName("RegistryValues");
    Set<FileDescriptor> deps = new java.util.LinkedHashSet<>();
    int number = 0;
    for (Component c : RegistryValuesModel.COMPONENTS) {
      number++;
      FieldDescriptorProto.Builder f = FieldDescriptorProto.newBuilder().setName(c.name()).setNumber(number);
      LibraryType row = c.row();
      switch (c.shape()) {
        case SINGLE -> type(f, row.protoTypeName(), deps).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
        case LIST -> type(f, row.protoTypeName(), deps).setLabel(FieldDescriptorProto.Label.LABEL_REPEATED);
        case MAP_VALUE, MAP_KEY -> {
          String entry = camel(c.name()) + "Entry";
          FieldDescriptorProto.Builder key = FieldDescriptorProto.newBuilder().setName("key").setNumber(1)
              .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
          FieldDescriptorProto.Builder val = FieldDescriptorProto.newBuilder().setName("value").setNumber(2)
              .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
          if (c.shape() == RegistryValuesModel.Shape.MAP_VALUE) {
            type(key, "string", deps);
            type(val, row.protoTypeName(), deps);
          } else {
            // a key whose protobuf form is a key type keeps it; any other is a string holding its text
            type(key, row.key() == LibraryType.Key.NATIVE ? row.protoTypeName() : "string", deps);
            type(val, "int32", deps);
          }
          message.addNestedType(DescriptorProto.newBuilder().setName(entry)
              .setOptions(MessageOptions.newBuilder().setMapEntry(true)).addField(key).addField(val));
          f.setLabel(FieldDescriptorProto.Label.LABEL_REPEATED).setType(FieldDescriptorProto.Type.TYPE_MESSAGE)
              .setTypeName(".reg.RegistryValues." + entry);
        }
      }
      message.addField(f);
    }
    FileDescriptorProto.Builder file = FileDescriptorProto.newBuilder().setName("reg/registry.proto")
        .setPackage("reg").setSyntax("proto2").addMessageType(message);
    deps.forEach(d -> file.addDependency(d.getName()));
    try {
      return FileDescriptor.buildFrom(file.build(), deps.toArray(new FileDescriptor[0]))
          .findMessageTypeByName("RegistryValues");
    } catch (com.google.protobuf.Descriptors.DescriptorValidationException e) {
      throw new AssertionError(e);
    }
  }

  private static FieldDescriptorProto.Builder type(FieldDescriptorProto.Builder f, String protoType,
      Set<FileDescriptor> deps) {
    FieldDescriptorProto.Type scalar = SCALARS.get(protoType);
    if (scalar != null) {
      return f.setType(scalar);
    }
    Descriptor d = MESSAGES.get(protoType);
    assertTrue(d != null, "a .proto type the peer test does not know: " + protoType + "; add its descriptor to MESSAGES");
    deps.add(d.getFile());
    return f.setType(FieldDescriptorProto.Type.TYPE_MESSAGE).setTypeName("." + d.getFullName());
  }

  private static String camel(String name) {
    StringBuilder s = new StringBuilder();
    boolean up = true;
    for (char ch : name.toCharArray()) {
      if (ch == '_') {
        up = true;
      } else {
        s.append(up ? Character.toUpperCase(ch) : ch);
        up = false;
      }
    }
    return s.toString();
  }
}
