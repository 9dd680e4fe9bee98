package io.wirebind.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.wirebind.Limits;
import io.wirebind.grpc.OrderServices.Loopback;
import io.wirebind.grpc.model.Order;
import io.wirebind.grpc.model.Receipt;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Decoding from the transport's buffers ({@link HasByteBuffer}) without reading them through the
 * stream, and the marshaller's {@link Limits}: over a limit is INVALID_ARGUMENT naming it.
 */
class WireMarshallerBuffersTest {
  /** A transport-like stream over buffers: knows its length and exposes the next buffer's bytes. */
  static final class Buffered extends InputStream implements KnownLength, HasByteBuffer {
    private final List<ByteBuffer> buffers;
    private int index;
    int bytesRead; // bytes handed out through read(...)

    Buffered(List<ByteBuffer> buffers) {
      this.buffers = buffers;
    }

    @Override
    public boolean byteBufferSupported() {
      return true;
    }

    @Override
    public ByteBuffer getByteBuffer() {
      skipEmpty();
      return index < buffers.size() ? buffers.get(index).asReadOnlyBuffer() : null;
    }

    private void skipEmpty() {
      while (index < buffers.size() && !buffers.get(index).hasRemaining()) {
        index++;
      }
    }

    @Override
    public int available() {
      int n = 0;
      for (int i = index; i < buffers.size(); i++) {
        n += buffers.get(i).remaining();
      }
      return n;
    }

    @Override
    public int read() {
      skipEmpty();
      if (index == buffers.size()) {
        return -1;
      }
      bytesRead++;
      return buffers.get(index).get() & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      skipEmpty();
      if (index == buffers.size()) {
        return -1;
      }
      ByteBuffer bb = buffers.get(index);
      int n = Math.min(len, bb.remaining());
      bb.get(b, off, n);
      bytesRead += n;
      return n;
    }

    @Override
    public long skip(long n) {
      skipEmpty();
      if (index == buffers.size()) {
        return 0;
      }
      ByteBuffer bb = buffers.get(index);
      int k = (int) Math.min(n, bb.remaining());
      bb.position(bb.position() + k);
      return k;
    }
  }

  private static ByteBuffer direct(byte[] b) {
    return ByteBuffer.allocateDirect(b.length).put(b).flip();
  }

  @Test
  void decodesFromOneHeapOrDirectBufferWithoutReadingTheStream() {
    WireMarshaller<Order> m = WireMarshaller.of(Order.class);
    Random r = new Random(21);
    for (int i = 0; i < 300; i++) {
      Order o = Orders.random(r);
      byte[] bytes = Orders.toProto(o).toByteArray();
      byte[] framed = new byte[bytes.length + 9];
      System.arraycopy(bytes, 0, framed, 4, bytes.length);
      for (ByteBuffer one : List.of(ByteBuffer.wrap(bytes), ByteBuffer.wrap(framed, 4, bytes.length).slice(), direct(bytes))) {
        Buffered s = new Buffered(List.of(one));
        assertEquals(o, m.parse(s));
        assertEquals(0, s.bytesRead, "read through the stream");
        assertEquals(0, s.available(), "not consumed");
      }
      if (bytes.length > 2) { // split across buffers: read through the stream
        int cut = bytes.length / 2;
        Buffered split = new Buffered(List.of(ByteBuffer.wrap(bytes, 0, cut).slice(),
            direct(java.util.Arrays.copyOfRange(bytes, cut, bytes.length))));
        assertEquals(o, m.parse(split));
        assertEquals(bytes.length, split.bytesRead);
      }
    }
  }

  @Test
  void limitsOfTheMarshallerNameTheLimitInInvalidArgument() {
    Order o = new Order();
    o.customer = "abcdef";
    byte[] bytes = io.wirebind.Wirebind.codec(Order.class).toProto(o);
    for (WireMarshaller<Order> m : List.of(
        WireMarshaller.of(Order.class, Limits.DEFAULTS.withMaxStringLength(5)),
        WireMarshaller.of(io.wirebind.Wirebind.codec(Order.class), Limits.DEFAULTS.withMaxInputSize(4)))) {
      for (InputStream in : List.of(new Buffered(List.of(direct(bytes))), new WireMarshallerTest.Known(bytes),
          new java.io.ByteArrayInputStream(bytes))) {
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> m.parse(in));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode());
        assertTrue(e.getStatus().getDescription().contains("(Limits.max"), e.getStatus().getDescription());
        assertTrue(e.getStatus().getDescription().contains("(at byte "), e.getStatus().getDescription());
      }
    }
    assertEquals(Limits.DEFAULTS, WireMarshaller.of(Order.class).limits());
  }

  @Test
  void aServiceWithLimitsAnswersInvalidArgumentOverNetty() throws Exception {
    WireService service = WireService.named("wirebind.test.Limited").limits(Limits.DEFAULTS.withMaxStringLength(5));
    MethodDescriptor<Order, Receipt> place = service.unary("Place", Order.class, Receipt.class);
    assertEquals(5, ((WireMarshaller<?>) place.getRequestMarshaller()).limits().maxStringLength());
    try (Loopback server = new Loopback(service.implement().unary(place, (order, out) -> {
      out.onNext(new Receipt(order.id, 0, 0, "ok"));
      out.onCompleted();
    }).build())) {
      ManagedChannel channel = server.channel();
      Order ok = new Order();
      ok.customer = "abcde";
      ClientCalls.blockingUnaryCall(channel, place, CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS), ok);
      Order over = new Order();
      over.customer = "abcdef";
      StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
          channel, Raw.method(place), CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS),
          io.wirebind.Wirebind.codec(Order.class).toProto(over)));
      assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getStatus().toString());
      assertTrue(e.getStatus().getDescription().contains("longer than the limit of 5 (Limits.maxStringLength)"),
          e.getStatus().getDescription());
    }
  }

  /**
   * What grpc-java's Netty transport hands a request marshaller: a stream that exposes its buffers
   * ({@link HasByteBuffer}), a message in one buffer, and whether that buffer is direct (then one
   * bulk copy, else decoded in place). Printed, as a measurement; asserted only that it decodes.
   */
  @Test
  void nettyHandsTheMarshallerItsBuffers() throws Exception {
    String[] seen = new String[1];
    MethodDescriptor.Marshaller<byte[]> probe = new MethodDescriptor.Marshaller<>() {
      @Override
      public InputStream stream(byte[] value) {
        return new java.io.ByteArrayInputStream(value);
      }

      @Override
      public byte[] parse(InputStream stream) {
        try {
          int n = stream.available();
          boolean has = stream instanceof HasByteBuffer && ((HasByteBuffer) stream).byteBufferSupported();
          ByteBuffer first = has ? ((HasByteBuffer) stream).getByteBuffer() : null;
          seen[0] = stream.getClass().getSimpleName() + " HasByteBuffer=" + has
              + (first == null ? "" : " direct=" + first.isDirect() + " contiguous=" + (first.remaining() >= n));
          return stream.readAllBytes();
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }
    };
    MethodDescriptor<byte[], byte[]> echo = MethodDescriptor.newBuilder(probe, probe)
        .setType(MethodDescriptor.MethodType.UNARY)
        .setFullMethodName("wirebind.test.Probe/Echo").build();
    io.grpc.ServerServiceDefinition def = io.grpc.ServerServiceDefinition.builder("wirebind.test.Probe")
        .addMethod(echo, io.grpc.stub.ServerCalls.asyncUnaryCall((byte[] req, io.grpc.stub.StreamObserver<byte[]> out) -> {
          out.onNext(req);
          out.onCompleted();
        })).build();
    try (Loopback server = new Loopback(def)) {
      byte[] body = Orders.toProto(Orders.random(new Random(5))).toByteArray();
      byte[] back = ClientCalls.blockingUnaryCall(server.channel(), echo,
          CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS), body);
      assertEquals(body.length, back.length);
    }
    System.out.println("Netty request stream: " + seen[0]);
    assertTrue(seen[0] != null);
  }
}
