package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.codec.HttpMessageEncoder;
import org.springframework.lang.Nullable;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux encoder for classes with a generated Wirebind codec ({@code @WireMessage}) and lists of
 * them, in the media types of {@link WirebindHttpMessageConverter}. A {@code Mono} is one message
 * (or one list); a {@code Flux} is written as it is produced, one buffer per message: a JSON
 * array, NDJSON lines (flushed per line, a streaming type), or length-delimited protobuf.
 */
public class WirebindEncoder implements HttpMessageEncoder<Object> {
  private static final List<MimeType> MIME_TYPES = List.copyOf(WireFormat.MEDIA_TYPES);
  private static final byte[] EMPTY_ARRAY = {'[', ']'};
  private static final byte[] END_ARRAY = {']'};

  private final JsonDecision json;

  /** An encoder for every format. */
  public WirebindEncoder() {
    this(JsonDecision.WIREBIND);
  }

  /**
   * An encoder that leaves JSON and NDJSON to the next encoder (Jackson) when {@code json} says
   * Wirebind does not write the application's JSON. It still lists them (JSON first), so that
   * {@code Accept: *}{@code /*} keeps selecting JSON, which Jackson then writes.
   */
  public WirebindEncoder(JsonDecision json) {
    this.json = json;
  }

  @Override
  public List<MimeType> getEncodableMimeTypes() {
    return MIME_TYPES;
  }

  @Override
  public List<MediaType> getStreamingMediaTypes() {
    return List.of(WireFormat.APPLICATION_NDJSON);
  }

  @Override
  public boolean canEncode(ResolvableType elementType, @Nullable MimeType mimeType) {
    WireTypes.Target target = WireTypes.declared(elementType).target();
    return target != null
        && supports(mimeType)
        && (mimeType == null || WireFormat.of(mimeType) == WireFormat.PROTO || json.writesJson(target.codec()));
  }

  static boolean supports(@Nullable MimeType mimeType) {
    if (mimeType == null) {
      return true;
    }
    for (MimeType m : MIME_TYPES) {
      if (m.isCompatibleWith(mimeType)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Flux<DataBuffer> encode(
      Publisher<?> input,
      DataBufferFactory factory,
      ResolvableType elementType,
      @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    if (input instanceof Mono<?> mono) {
      return mono.map(value -> encodeValue(value, factory, elementType, mimeType, hints)).flux();
    }
    WireTypes.Target target = target(elementType);
    WireFormat format = WireFormat.of(mimeType);
    if (target.shape() != WireTypes.Shape.SINGLE) {
      return Flux.from(input).map(value -> encodeValue(value, factory, elementType, mimeType, hints));
    }
    Codec<Object> codec = target.codec();
    if (format != WireFormat.JSON) {
      return Flux.from(input).map(value -> element(codec, value, format, (byte) 0, true, factory));
    }
    return Flux.defer(
        () -> {
          boolean[] none = {true};
          return Flux.from(input)
              .map(
                  value -> {
                    byte before = none[0] ? (byte) '[' : (byte) ',';
                    none[0] = false;
                    return element(codec, value, format, before, false, factory);
                  })
              .concatWith(Mono.fromSupplier(() -> factory.wrap((none[0] ? EMPTY_ARRAY : END_ARRAY).clone())));
        });
  }

  @Override
  public DataBuffer encodeValue(
      Object value,
      DataBufferFactory factory,
      ResolvableType valueType,
      @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    WireTypes.Target target = target(valueType);
    WireFormat format = WireFormat.of(mimeType);
    Codec<Object> codec = target.codec();
    if (codec.type().isInstance(value)) {
      return element(codec, value, format, (byte) 0, false, factory);
    }
    Iterator<?> items =
        value instanceof Stream<?> stream ? stream.iterator() : ((Iterable<?>) value).iterator();
    try {
      if (format == WireFormat.PROTO) {
        ProtoWriter w = Buffers.proto();
        while (items.hasNext()) {
          Object item = items.next();
          int mark = w.beginPacked(); // the length prefix of one message
          codec.writeProto(notNull(item), w);
          w.endPacked(mark);
        }
        return copy(w.buffer(), w.size(), factory);
      }
      JsonWriter w = Buffers.json(codec);
      if (format == WireFormat.JSON) {
        w.writeByte((byte) '[');
      }
      boolean first = true;
      while (items.hasNext()) {
        Object item = items.next();
        if (format == WireFormat.JSON) {
          if (!first) {
            w.writeByte((byte) ',');
          }
          codec.writeJson(item, w);
        } else {
          codec.writeJson(notNull(item), w);
          w.writeByte((byte) '\n');
        }
        first = false;
      }
      if (format == WireFormat.JSON) {
        w.writeByte((byte) ']');
      }
      return copy(w.buffer(), w.size(), factory);
    } catch (WirebindException e) {
      throw new EncodingException("cannot write a list of " + codec.type().getSimpleName() + ": " + e.getMessage(), e);
    } finally {
      if (value instanceof Stream<?> stream) {
        stream.close();
      }
    }
  }

  private static WireTypes.Target target(ResolvableType type) {
    WireTypes.Target target = WireTypes.declared(type).target();
    if (target == null) {
      throw new EncodingException("not a Wirebind message type: " + type);
    }
    return target;
  }

  /**
   * One message as its own buffer: in JSON preceded by {@code before} when not 0, in protobuf with
   * a length prefix when {@code delimited}.
   */
  private static DataBuffer element(
      Codec<Object> codec,
      Object value,
      WireFormat format,
      byte before,
      boolean delimited,
      DataBufferFactory factory) {
    try {
      if (format == WireFormat.PROTO) {
        ProtoWriter w = Buffers.proto();
        if (delimited) {
          int mark = w.beginPacked(); // the length prefix
          codec.writeProto(value, w);
          w.endPacked(mark);
        } else {
          codec.writeProto(value, w);
        }
        return copy(w.buffer(), w.size(), factory);
      }
      JsonWriter w = Buffers.json(codec);
      if (before != 0) {
        w.writeByte(before);
      }
      codec.writeJson(value, w);
      if (format == WireFormat.NDJSON) {
        w.writeByte((byte) '\n');
      }
      return copy(w.buffer(), w.size(), factory);
    } catch (WirebindException e) {
      throw new EncodingException("cannot write " + codec.type().getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  private static Object notNull(Object item) {
    if (item == null) {
      throw new WirebindException("a null element cannot be written as protobuf or NDJSON");
    }
    return item;
  }

  private static DataBuffer copy(byte[] bytes, int length, DataBufferFactory factory) {
    DataBuffer buffer = factory.allocateBuffer(length);
    buffer.write(bytes, 0, length);
    return buffer;
  }
}
