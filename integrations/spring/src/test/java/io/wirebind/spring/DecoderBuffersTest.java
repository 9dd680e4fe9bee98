package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.Order;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.core.io.buffer.NettyDataBufferFactory;
import org.springframework.http.MediaType;
import reactor.core.publisher.Flux;

/**
 * {@link WirebindDecoder} reads WebFlux's heap buffers (Spring's own and Netty's) from their arrays
 * in place: not through {@code readableByteBuffers()}, whose read-only views hide the array and made
 * every body a copy. Shown by the view's array being the buffer's, and by a 1 MiB body allocating
 * less than its size again when decoded from a heap buffer (and more, a copy, from a direct one).
 */
class DecoderBuffersTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);
  static final MediaType PROTOBUF = new MediaType("application", "x-protobuf");
  static final ResolvableType ORDER = ResolvableType.forClass(Order.class);

  static List<DataBufferFactory> factories() {
    return List.of(DefaultDataBufferFactory.sharedInstance, new DefaultDataBufferFactory(true),
        new NettyDataBufferFactory(new UnpooledByteBufAllocator(false)), new NettyDataBufferFactory(new PooledByteBufAllocator(false)),
        new NettyDataBufferFactory(new PooledByteBufAllocator(true)));
  }

  static DataBuffer buffer(DataBufferFactory factory, byte[] bytes, int skip) {
    DataBuffer b = factory.allocateBuffer(bytes.length + skip);
    b.write(new byte[skip]);
    b.write(bytes);
    b.readPosition(skip); // the body does not start at the array's start
    return b;
  }

  private static Order order(int payload) {
    Order o = new Order();
    o.id = 42;
    o.symbol = "ABC";
    o.payload = new byte[payload];
    o.notes.add("n\u00e9");
    return o;
  }

  @Test
  void heapBuffersShowTheirArrayOthersNone() {
    byte[] bytes = CODEC.toJson(order(10));
    DataBuffer wrapped = DefaultDataBufferFactory.sharedInstance.wrap(bytes);
    assertSame(bytes, DataBufferViews.heap(wrapped).array());
    for (DataBufferFactory f : factories()) {
      DataBuffer b = buffer(f, bytes, 3);
      ByteBuffer view = DataBufferViews.heap(b);
      boolean direct = b.readableByteBuffers().next().isDirect();
      if (direct) {
        assertNull(view, f.toString());
      } else {
        assertEquals(bytes.length, view.remaining());
        byte[] seen = new byte[bytes.length];
        view.duplicate().get(seen);
        assertEquals(new String(bytes, java.nio.charset.StandardCharsets.UTF_8),
            new String(seen, java.nio.charset.StandardCharsets.UTF_8), f.toString());
      }
      org.springframework.core.io.buffer.DataBufferUtils.release(b);
    }
  }

  @Test
  void everyBufferDecodesAsTheBytePath() {
    WirebindDecoder decoder = new WirebindDecoder();
    Order o = order(100);
    for (DataBufferFactory f : factories()) {
      assertEquals(o, decoder.decode(buffer(f, CODEC.toJson(o), 5), ORDER, MediaType.APPLICATION_JSON, null), f.toString());
      assertEquals(o, decoder.decode(buffer(f, CODEC.toProto(o), 5), ORDER, PROTOBUF, null), f.toString());
      // streamed: NDJSON in chunks cut anywhere, each chunk framed from its array
      byte[] lines = (CODEC.toJsonString(o) + "\n" + CODEC.toJsonString(o) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
      List<DataBuffer> chunks = new ArrayList<>();
      for (int at = 0; at < lines.length; at += 7) {
        chunks.add(buffer(f, java.util.Arrays.copyOfRange(lines, at, Math.min(lines.length, at + 7)), 2));
      }
      List<Object> got = decoder.decode(Flux.fromIterable(chunks), ORDER, new MediaType("application", "x-ndjson"), null)
          .collectList().block();
      assertEquals(List.of(o, o), got, f.toString());
    }
  }

  @Test
  void aHeapBodyIsNotCopiedADirectOneOnce() {
    WirebindDecoder decoder = new WirebindDecoder();
    decoder.setMaxInMemorySize(4 << 20);
    byte[] bytes = CODEC.toProto(order(1 << 20));
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    for (DataBufferFactory f : factories()) {
      long least = Long.MAX_VALUE;
      boolean direct = false;
      for (int i = 0; i < 5; i++) { // the least of five: class loading and compilation not counted
        DataBuffer b = buffer(f, bytes, 0);
        direct = b.readableByteBuffers().next().isDirect();
        long before = threads.getCurrentThreadAllocatedBytes();
        Order back = (Order) decoder.decode(b, ORDER, PROTOBUF, null);
        least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        assertEquals(1 << 20, back.payload.length);
      }
      System.out.printf("%s (%s): %d bytes allocated decoding %d%n", f, direct ? "direct" : "heap", least, bytes.length);
      // the payload is one array of the body's size; a new array per body would be a second: a heap
      // body is decoded in place, a direct one copied once into the runtime's lent array, which a
      // body of this size (over 256 KiB) takes from its shared large slots, kept between calls
      assertTrue(least < bytes.length * 1.25, f + (direct ? " (direct): " : " (heap): ") + least);
    }
  }
}
