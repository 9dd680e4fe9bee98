package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.WireFormat;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A repeated scalar field arriving in many pieces (one-element packed runs, or unpacked elements
 * interleaved with another field) decodes to exactly what protobuf-java decodes, in linear time and
 * memory: every array element type and every list element type of {@link Repeated}. Allocation is
 * measured (it is deterministic, unlike time) and must stay a small multiple of the input.
 */
class ManyRunsTest {
  private static final int PIECES = 100_000;
  /** An unknown field written between unpacked elements, so that no two are adjacent. */
  private static final int OTHER = 1000;

  private static final Codec<Repeated> CODEC = Diff.codec(Repeated.class);
  private static final Message PROTOTYPE = ProtoConverter.prototype(Repeated.class);

  /** The packable repeated fields of {@code Repeated} (arrays and lists of scalars). */
  static Stream<String> scalarFields() {
    return PROTOTYPE.getDescriptorForType().getFields().stream()
        .filter(fd -> fd.isRepeated() && fd.isPackable() && fd.getJavaType() != FieldDescriptor.JavaType.ENUM)
        .map(FieldDescriptor::getName);
  }

  @ParameterizedTest
  @MethodSource("scalarFields")
  void onePackedRunPerElement(String field) throws Exception {
    FieldDescriptor fd = PROTOTYPE.getDescriptorForType().findFieldByName(field);
    List<Object> values = values(fd, PIECES);
    byte[] bytes = WireScrambler.write(out -> {
      for (Object v : values) {
        byte[] element = elementBytes(fd, v);
        out.writeTag(fd.getNumber(), WireFormat.WIRETYPE_LENGTH_DELIMITED);
        out.writeUInt32NoTag(element.length);
        out.writeRawBytes(element);
      }
    });
    decodesExactlyInLinearMemory(fd, values, bytes);
  }

  @ParameterizedTest
  @MethodSource("scalarFields")
  void unpackedElementsInterleavedWithAnotherField(String field) throws Exception {
    FieldDescriptor fd = PROTOTYPE.getDescriptorForType().findFieldByName(field);
    List<Object> values = values(fd, PIECES);
    byte[] bytes = WireScrambler.write(out -> {
      for (Object v : values) {
        WireScrambler.writeScalar(out, fd, v);
        out.writeInt32(OTHER, 1);
      }
    });
    decodesExactlyInLinearMemory(fd, values, bytes);
  }

  /** Merging appends: many runs merged into an instance that already has elements. */
  @ParameterizedTest
  @MethodSource("scalarFields")
  void mergeAppendsManyRuns(String field) throws Exception {
    FieldDescriptor fd = PROTOTYPE.getDescriptorForType().findFieldByName(field);
    List<Object> values = values(fd, 1000);
    byte[] first = WireScrambler.write(out -> {
      for (Object v : values.subList(0, 10)) {
        WireScrambler.writeScalar(out, fd, v);
      }
    });
    byte[] rest = WireScrambler.write(out -> {
      for (Object v : values.subList(10, values.size())) {
        byte[] element = elementBytes(fd, v);
        out.writeTag(fd.getNumber(), WireFormat.WIRETYPE_LENGTH_DELIMITED);
        out.writeUInt32NoTag(element.length);
        out.writeRawBytes(element);
      }
    });
    Repeated target = CODEC.fromProto(first);
    Repeated merged = CODEC.mergeProto(new ProtoReader().reset(rest), target);
    assertSame(target, merged);
    Message expected = Diff.parse(PROTOTYPE, Diff.concat(first, rest));
    assertEquals(values, expected.getField(fd));
    assertEquals(expected, ProtoConverter.toProto(merged));
  }

  /** One packed run into a reused array of the same length keeps it and allocates nothing. */
  @Test
  void samePackedRunIntoReusedArrayAllocatesNothing() {
    Repeated x = new Repeated();
    double[] doubles = new double[1000];
    Arrays.setAll(doubles, i -> i * 0.5);
    x.setDoubles(doubles);
    byte[] bytes = CODEC.toProto(x);
    ProtoReader reader = new ProtoReader();
    Repeated reuse = CODEC.readProto(reader.reset(bytes), null);
    double[] array = reuse.getDoubles();
    for (int i = 0; i < 3; i++) { // warm up the path measured below
      CODEC.readProto(reader.reset(bytes), reuse);
    }
    long allocated = allocated(() -> CODEC.readProto(reader.reset(bytes), reuse));
    assertSame(array, reuse.getDoubles());
    assertEquals(0, allocated, "bytes allocated decoding into a reused instance");
    assertTrue(Arrays.equals(doubles, reuse.getDoubles()));
  }

  private static void decodesExactlyInLinearMemory(FieldDescriptor fd, List<Object> values, byte[] bytes)
      throws Exception {
    // Wirebind skips the unknown field between unpacked elements; protobuf-java keeps it
    Message expected = Diff.parse(PROTOTYPE, bytes).toBuilder()
        .setUnknownFields(com.google.protobuf.UnknownFieldSet.getDefaultInstance()).build();
    assertEquals(values, expected.getField(fd), "protobuf-java's decode");
    Repeated decoded = CODEC.fromProto(bytes);
    Message actual = ProtoConverter.toProto(decoded);
    assertEquals(values, actual.getField(fd), "Wirebind's decode");
    assertEquals(expected, actual);

    Repeated[] again = new Repeated[1];
    long allocated = allocated(() -> again[0] = CODEC.fromProto(bytes));
    assertEquals(actual, ProtoConverter.toProto(again[0]));
    // each element takes at least 3 input bytes here; 16 bytes per input byte covers a boxed
    // element plus list or array growth, and is far below what re-copying on every piece costs
    long bound = 16L * bytes.length + (64 << 10);
    assertTrue(
        allocated <= bound,
        fd.getName() + ": " + allocated + " bytes allocated for " + bytes.length + " bytes of input");
  }

  private static long allocated(Runnable r) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    r.run();
    return threads.getCurrentThreadAllocatedBytes() - before;
  }

  /** {@code n} values of the field's type, of mixed signs and sizes, as protobuf-java boxes them. */
  private static List<Object> values(FieldDescriptor fd, int n) {
    List<Object> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      long bits = i * 0x9E3779B97F4A7C15L >> (i % 50);
      out.add(switch (fd.getJavaType()) {
        case INT -> fd.getName().equals("byteList")
            ? (int) (byte) bits
            : fd.getName().equals("shortList") ? (int) (short) bits
            : fd.getName().equals("charList") ? (int) (char) bits
            : (int) bits;
        case LONG -> bits;
        case FLOAT -> (float) (bits % 100_000) / 8;
        case DOUBLE -> (double) bits / 1024;
        case BOOLEAN -> i % 3 == 0;
        default -> throw new AssertionError(fd);
      });
    }
    return out;
  }

  /** One element's bytes without a tag, as it appears inside a packed run. */
  private static byte[] elementBytes(FieldDescriptor fd, Object v) {
    byte[] withTag = WireScrambler.write(out -> WireScrambler.writeScalar(out, fd, v));
    int tagSize = CodedOutputStream.computeTagSize(fd.getNumber());
    return Arrays.copyOfRange(withTag, tagSize, withTag.length);
  }
}
