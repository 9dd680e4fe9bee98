package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.Limits;
import io.wirebind.WirebindException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.codec.HttpMessageDecoder;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.lang.Nullable;
import org.springframework.util.MimeType;
import org.springframework.web.server.ServerWebInputException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux decoder for classes with a generated Wirebind codec ({@code @WireMessage}) and lists of
 * them. A {@code Mono} (or a list) is decoded from the whole body, held up to {@link
 * #setMaxInMemorySize(int)} bytes; a {@code Flux} is decoded message by message as the body
 * arrives (elements of a JSON array, NDJSON lines, length-delimited protobuf), each message up
 * to that size. Invalid input becomes a {@link DecodingException} with the decoder's message and
 * byte offset; in a server, wrapped in the {@link ServerWebInputException} WebFlux answers with
 * {@code 400 Bad Request}, with that message as its reason. Messages are decoded with the
 * decoder's {@link Limits} ({@link #setLimits}); one over a limit fails so, naming the limit.
 *
 * <p>A body held whole that lies in one buffer is decoded from that buffer: in place from its
 * array when it is on the heap (Spring's {@code DefaultDataBuffer}, Netty's heap {@code ByteBuf}s;
 * {@code readableByteBuffers()} would hide the array behind read-only views), after one bulk copy
 * into a reused array when it is direct (Netty's pooled buffers); a body in several buffers is
 * joined first. Chunks of a streamed body are framed from their arrays without copying them first.
 */
public class WirebindDecoder implements HttpMessageDecoder<Object> {
  private final JsonDecision json;
  private int maxInMemorySize = 256 * 1024;
  private Limits limits = Limits.DEFAULTS;

  /** The limits messages are decoded with (default {@link Limits#DEFAULTS}). */
  public void setLimits(Limits limits) {
    if (limits == null) {
      throw new NullPointerException("limits");
    }
    this.limits = limits;
  }

  /** See {@link #setLimits(Limits)}. */
  public Limits getLimits() {
    return limits;
  }

  /** A decoder for every format. */
  public WirebindDecoder() {
    this(JsonDecision.WIREBIND);
  }

  /**
   * A decoder that leaves JSON and NDJSON to the next decoder (Jackson) when {@code json} says
   * Wirebind does not read the application's JSON.
   */
  public WirebindDecoder(JsonDecision json) {
    this.json = json;
  }

  /** The largest body (or streamed message) held in memory; Spring's default is 256 KiB. */
  public void setMaxInMemorySize(int byteCount) {
    this.maxInMemorySize = byteCount;
  }

  /** See {@link #setMaxInMemorySize(int)}. */
  public int getMaxInMemorySize() {
    return maxInMemorySize;
  }

  @Override
  public List<MimeType> getDecodableMimeTypes() {
    return List.copyOf(WireFormat.MEDIA_TYPES);
  }

  @Override
  public boolean canDecode(ResolvableType elementType, @Nullable MimeType mimeType) {
    WireTypes.Declared declared = WireTypes.declared(elementType);
    WireTypes.Target target = declared.target();
    return target != null
        && declared.readable()
        && WirebindEncoder.supports(mimeType)
        && (mimeType == null || WireFormat.of(mimeType) == WireFormat.PROTO || json.readsJson(target.codec()));
  }

  /** Set by {@link #getDecodeHints}, which WebFlux calls only when a server reads a request. */
  private static final String SERVER_REQUEST = WirebindDecoder.class.getName() + ".SERVER_REQUEST";

  @Override
  public Map<String, Object> getDecodeHints(
      ResolvableType actualType, ResolvableType elementType, ServerHttpRequest request, ServerHttpResponse response) {
    return Map.of(SERVER_REQUEST, Boolean.TRUE);
  }

  /**
   * The failure to report: a {@link DecodingException} with the decoder's message. A server
   * reading a request gets it wrapped in the {@link ServerWebInputException} (400) WebFlux itself
   * would make of it, but with that message as the reason, so the answer says what was wrong and
   * where (WebFlux's own reason would be a generic "Failed to read HTTP message").
   */
  private static RuntimeException failure(String message, Throwable cause, @Nullable Map<String, Object> hints) {
    DecodingException e = new DecodingException(message, cause);
    if (hints != null && Boolean.TRUE.equals(hints.get(SERVER_REQUEST))) {
      return new ServerWebInputException(message, null, e);
    }
    return e;
  }

  @Override
  public Flux<Object> decode(
      Publisher<DataBuffer> input,
      ResolvableType elementType,
      @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    WireTypes.Target target = target(elementType);
    if (target.shape() != WireTypes.Shape.SINGLE) {
      return decodeToMono(input, elementType, mimeType, hints).flux();
    }
    WireFormat format = WireFormat.of(mimeType);
    Codec<Object> codec = target.codec();
    return Flux.defer(
        () -> {
          Framing framing = Framing.of(format, frameLimit());
          long[] index = {0};
          return Flux.from(input)
              .concatMapIterable(
                  buffer -> {
                    List<byte[]> frames = new ArrayList<>();
                    try {
                      feed(framing, buffer, frames, hints);
                    } finally {
                      DataBufferUtils.release(buffer);
                    }
                    return frames;
                  })
              .concatWith(
                  Flux.defer(
                      () -> {
                        List<byte[]> frames = new ArrayList<>();
                        frame(() -> framing.finish(frames), hints);
                        return Flux.fromIterable(frames);
                      }))
              .map(frame -> decodeElement(codec, format, frame, index[0]++, limits, hints));
        });
  }

  /** The largest streamed message: the in-memory size, or the input limit when smaller. */
  private int frameLimit() {
    return (int) Math.min(maxInMemorySize, limits.maxInputSize());
  }

  /** Frames the chunk's bytes, from its heap views without copying them, else from a copy. */
  private static void feed(
      Framing framing, DataBuffer buffer, List<byte[]> frames, @Nullable Map<String, Object> hints) {
    ByteBuffer heap = DataBufferViews.heap(buffer);
    if (heap != null) { // the buffer's own array: nothing copied
      frame(() -> framing.feed(heap.array(), heap.position(), heap.remaining(), frames), hints);
      return;
    }
    try (DataBuffer.ByteBufferIterator views = buffer.readableByteBuffers()) {
      while (views.hasNext()) {
        ByteBuffer view = views.next();
        if (view.hasArray()) {
          frame(() -> framing.feed(view.array(), view.arrayOffset() + view.position(), view.remaining(), frames), hints);
        } else {
          byte[] chunk = new byte[view.remaining()];
          view.get(chunk);
          frame(() -> framing.feed(chunk, 0, chunk.length, frames), hints);
        }
      }
    }
  }

  private static void frame(Runnable step, @Nullable Map<String, Object> hints) {
    try {
      step.run();
    } catch (WirebindException e) {
      throw failure("invalid request body: " + e.getMessage(), e, hints);
    }
  }

  private static Object decodeElement(Codec<Object> codec, WireFormat format, byte[] frame, long index,
      Limits limits, @Nullable Map<String, Object> hints) {
    return decodeElement(codec, format, ByteBuffer.wrap(frame), index, limits, hints);
  }

  private static Object decodeElement(Codec<Object> codec, WireFormat format, ByteBuffer frame, long index,
      Limits limits, @Nullable Map<String, Object> hints) {
    try {
      Object value = format == WireFormat.PROTO ? codec.fromProto(frame, limits) : codec.fromJson(frame, limits);
      if (value == null) {
        throw failure("message " + index + " is JSON null, not a " + codec.type().getSimpleName(), null, hints);
      }
      return value;
    } catch (WirebindException e) {
      throw failure(
          "invalid " + codec.type().getSimpleName() + " in message " + index + " of the body: " + e.getMessage(),
          e,
          hints);
    }
  }

  @Override
  public Mono<Object> decodeToMono(
      Publisher<DataBuffer> input,
      ResolvableType elementType,
      @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    Mono<Object> value = DataBufferUtils.join(input, maxInMemorySize)
        .map(buffer -> decode(buffer, elementType, mimeType, hints));
    return WireFormat.of(mimeType) == WireFormat.PROTO
        ? value.switchIfEmpty(Mono.fromSupplier(() -> emptyProto(target(elementType))))
        : value;
  }

  /**
   * The value of an empty protobuf body: a message with every field at its default (which protobuf
   * writes as no bytes at all), or no messages for a list. Without it an empty body would be no
   * value, which Spring answers as a missing request body.
   */
  static Object emptyProto(WireTypes.Target target) {
    return target.shape() == WireTypes.Shape.SINGLE ? target.codec().fromProto(new byte[0]) : new ArrayList<>();
  }

  @Override
  public Object decode(
      DataBuffer buffer,
      ResolvableType targetType,
      @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    WireTypes.Target target = target(targetType);
    WireFormat format = WireFormat.of(mimeType);
    Codec<Object> codec = target.codec();
    byte[] body;
    try {
      if (buffer.readableByteCount() > maxInMemorySize) {
        throw new DataBufferLimitException("body larger than " + maxInMemorySize + " bytes");
      }
      ByteBuffer heap = DataBufferViews.heap(buffer);
      if (target.shape() == WireTypes.Shape.SINGLE && heap != null) { // decoded in place
        return decodeElement(codec, format, heap, 0, limits, hints);
      }
      if (target.shape() == WireTypes.Shape.SINGLE) {
        try (DataBuffer.ByteBufferIterator views = buffer.readableByteBuffers()) {
          ByteBuffer view = views.hasNext() ? views.next() : ByteBuffer.allocate(0);
          if (!views.hasNext()) { // contiguous: decoded from the buffer itself
            return decodeElement(codec, format, view, 0, limits, hints);
          }
        }
      }
      body = new byte[buffer.readableByteCount()];
      buffer.read(body);
    } finally {
      DataBufferUtils.release(buffer);
    }
    if (target.shape() == WireTypes.Shape.SINGLE) {
      return decodeElement(codec, format, body, 0, limits, hints);
    }
    Framing framing = Framing.of(format, (int) Math.min(Integer.MAX_VALUE, limits.maxInputSize()));
    int maxMessages = limits.maxCollectionSize();
    @SuppressWarnings("serial") // never serialized
    List<byte[]> frames = new ArrayList<>() {
      @Override
      public boolean add(byte[] frame) {
        if (size() >= maxMessages) {
          throw new WirebindException("the body has more than " + maxMessages
              + " messages, the limit (Limits.maxCollectionSize)", framing.position);
        }
        return super.add(frame);
      }
    };
    frame(
        () -> {
          framing.feed(body, 0, body.length, frames);
          framing.finish(frames);
        },
        hints);
    List<Object> list = new ArrayList<>(frames.size());
    for (int i = 0; i < frames.size(); i++) {
      list.add(decodeElement(codec, format, frames.get(i), i, limits, hints));
    }
    return list;
  }

  private static WireTypes.Target target(ResolvableType type) {
    WireTypes.Target target = WireTypes.declared(type).target();
    if (target == null) {
      throw new DecodingException("not a Wirebind message type: " + type);
    }
    return target;
  }
}
