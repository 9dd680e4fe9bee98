package io.wirebind.it;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes a protobuf-java message the way another (valid) writer might: fields in random order,
 * unknown fields of every wire type (varint, fixed64, length-delimited, start/end groups nested,
 * fixed32) between them, recursively inside nested messages and map entries, and optionally map
 * entries lacking their key or value.
 */
final class WireScrambler {
  private final Random random;
  private final boolean dropEntryParts;

  WireScrambler(Random random, boolean dropEntryParts) {
    this.random = random;
    this.dropEntryParts = dropEntryParts;
  }

  byte[] scramble(Message m) {
    List<byte[]> chunks = new ArrayList<>();
    Descriptor d = m.getDescriptorForType();
    boolean entry = d.getOptions().getMapEntry();
    for (Map.Entry<FieldDescriptor, Object> e : m.getAllFields().entrySet()) {
      FieldDescriptor fd = e.getKey();
      if (entry && dropEntryParts && random.nextInt(4) == 0) {
        continue;
      }
      if (fd.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        // the elements of a repeated field stay in order: one chunk
        List<?> values = fd.isRepeated() ? (List<?>) e.getValue() : List.of(e.getValue());
        chunks.add(write(out -> {
          for (Object v : values) {
            out.writeByteArray(fd.getNumber(), scramble((Message) v));
          }
        }));
      } else {
        // a map entry message always writes both key and value: write entry fields by hand
        chunks.add(entry
            ? write(out -> writeScalar(out, fd, e.getValue()))
            : m.newBuilderForType().setField(fd, e.getValue()).build().toByteArray());
      }
    }
    Collections.shuffle(chunks, random);
    int unknown = random.nextInt(4);
    for (int i = 0; i < unknown; i++) {
      int number = unknownNumber(d);
      chunks.add(random.nextInt(chunks.size() + 1), write(out -> writeUnknown(out, number, 0)));
    }
    return Diff.concat(chunks.toArray(new byte[0][]));
  }

  /** A field number {@code d} does not declare. */
  int unknownNumber(Descriptor d) {
    while (true) {
      int n = switch (random.nextInt(3)) {
        case 0 -> 1 + random.nextInt(40);
        case 1 -> 1 + random.nextInt(5000);
        default -> 1 + random.nextInt(536_870_911);
      };
      if (d.findFieldByNumber(n) == null) {
        return n;
      }
    }
  }

  /** One unknown field of a random wire type; groups hold further fields of any number. */
  void writeUnknown(CodedOutputStream out, int number, int depth) throws IOException {
    switch (random.nextInt(depth < 3 ? 6 : 5)) {
      case 0 -> out.writeUInt64(number, random.nextLong() >> random.nextInt(64));
      case 1 -> out.writeFixed64(number, random.nextLong());
      case 2 -> {
        byte[] b = new byte[random.nextInt(20)];
        random.nextBytes(b);
        out.writeByteArray(number, b);
      }
      case 3 -> out.writeFixed32(number, random.nextInt());
      case 4 -> out.writeInt32(number, -1 - random.nextInt(100));
      default -> {
        out.writeTag(number, 3);
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
          writeUnknown(out, 1 + random.nextInt(100), depth + 1);
        }
        out.writeTag(number, 4);
      }
    }
  }

  /** Writes one non-message field value with its tag. */
  static void writeScalar(CodedOutputStream out, FieldDescriptor fd, Object v) throws IOException {
    int n = fd.getNumber();
    switch (fd.getType()) {
      case INT32 -> out.writeInt32(n, (Integer) v);
      case UINT32 -> out.writeUInt32(n, (Integer) v);
      case SINT32 -> out.writeSInt32(n, (Integer) v);
      case FIXED32 -> out.writeFixed32(n, (Integer) v);
      case SFIXED32 -> out.writeSFixed32(n, (Integer) v);
      case INT64 -> out.writeInt64(n, (Long) v);
      case UINT64 -> out.writeUInt64(n, (Long) v);
      case SINT64 -> out.writeSInt64(n, (Long) v);
      case FIXED64 -> out.writeFixed64(n, (Long) v);
      case SFIXED64 -> out.writeSFixed64(n, (Long) v);
      case FLOAT -> out.writeFloat(n, (Float) v);
      case DOUBLE -> out.writeDouble(n, (Double) v);
      case BOOL -> out.writeBool(n, (Boolean) v);
      case STRING -> out.writeString(n, (String) v);
      case BYTES -> out.writeBytes(n, (com.google.protobuf.ByteString) v);
      case ENUM -> out.writeEnum(n, ((com.google.protobuf.Descriptors.EnumValueDescriptor) v).getNumber());
      default -> throw new AssertionError(fd.getType());
    }
  }

  interface Writer {
    void write(CodedOutputStream out) throws IOException;
  }

  static byte[] write(Writer w) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      CodedOutputStream out = CodedOutputStream.newInstance(bytes);
      w.write(out);
      out.flush();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
