package io.wirebind.jaxrs;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.JsonStreamReader;
import io.wirebind.Limits;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.InternalServerErrorException;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Jakarta REST reader and writer for classes with a generated Wirebind codec ({@code
 * @WireMessage}) and for lists, collections, iterables and streams of them, in JSON ({@code
 * application/json}, {@code application/*+json}), NDJSON ({@code application/x-ndjson}) and the
 * protobuf wire format ({@code application/x-protobuf}, {@code application/protobuf}; a sequence
 * as length-delimited messages). Sequences are written as they are iterated, through a small
 * buffer. A body that cannot be decoded, or is over one of the provider's {@link Limits}, is
 * answered with {@code 400 Bad Request} and the decoder's message (with its byte offset, and the
 * limit's name) as plain text. A single message is read from the entity stream into one buffer
 * (up to {@link Limits#maxInputSize()}); a list is read element by element as the body arrives,
 * each element up to that size, at most {@link Limits#maxCollectionSize()} of them. Register it
 * with {@link WirebindFeature}, which takes the limits from the {@code wirebind.limits.*}
 * properties of the application's configuration.
 */
@Provider
@Consumes({
  MediaType.APPLICATION_JSON,
  "application/*+json",
  WirebindProvider.APPLICATION_X_PROTOBUF,
  WirebindProvider.APPLICATION_PROTOBUF,
  WirebindProvider.APPLICATION_NDJSON
})
@Produces({
  MediaType.APPLICATION_JSON,
  "application/*+json",
  WirebindProvider.APPLICATION_X_PROTOBUF,
  WirebindProvider.APPLICATION_PROTOBUF,
  WirebindProvider.APPLICATION_NDJSON
})
public class WirebindProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {
  /** {@code application/x-protobuf}. */
  public static final String APPLICATION_X_PROTOBUF = "application/x-protobuf";
  /** {@code application/protobuf}. */
  public static final String APPLICATION_PROTOBUF = "application/protobuf";
  /** {@code application/x-ndjson}: one JSON message per line. */
  public static final String APPLICATION_NDJSON = "application/x-ndjson";

  private final Limits limits;

  /** A provider decoding with {@link Limits#DEFAULTS}. */
  public WirebindProvider() {
    this(Limits.DEFAULTS);
  }

  /** A provider decoding with {@code limits}. */
  public WirebindProvider(Limits limits) {
    if (limits == null) {
      throw new NullPointerException("limits");
    }
    this.limits = limits;
  }

  /** The limits bodies are decoded with. */
  public Limits limits() {
    return limits;
  }

  private static final ClassValue<Codec<?>> CODECS =
      new ClassValue<>() {
        @Override
        protected Codec<?> computeValue(Class<?> type) {
          if (type.isPrimitive() || type.isArray() || type.getName().startsWith("java.")) {
            return null;
          }
          try {
            Class<?> codecClass = Class.forName(Wirebind.codecClassName(type), false, type.getClassLoader());
            if (!Codec.class.isAssignableFrom(codecClass)) {
              return null;
            }
          } catch (ClassNotFoundException | LinkageError e) {
            return null;
          }
          return Wirebind.codec(type);
        }
      };

  private enum Format {
    JSON,
    NDJSON,
    PROTO;

    static Format of(MediaType type) {
      if (type == null || !"application".equals(type.getType())) {
        return JSON;
      }
      return switch (type.getSubtype().toLowerCase(Locale.ROOT)) {
        case "x-protobuf", "protobuf" -> PROTO;
        case "x-ndjson" -> NDJSON;
        default -> JSON;
      };
    }
  }

  @SuppressWarnings("unchecked")
  private static Codec<Object> codec(Class<?> type) {
    return type == null ? null : (Codec<Object>) CODECS.get(type);
  }

  /** Codecs of parameterisations ({@code Page<Order>}), by the generic class and its arguments. */
  private static final Map<List<Class<?>>, Optional<Codec<?>>> PARAMETERIZED = new ConcurrentHashMap<>();

  /**
   * The codec of a declared type: a message class, a sealed message interface, or a generic message
   * bound to classes ({@code Page<Order>} through {@code Wirebind.codec(Page.class, Order.class)}).
   */
  @SuppressWarnings("unchecked")
  private static Codec<Object> codecOf(Type declared) {
    if (declared instanceof Class<?> c) {
      return codec(c);
    }
    if (!(declared instanceof ParameterizedType p) || !(p.getRawType() instanceof Class<?> raw)) {
      return null;
    }
    List<Class<?>> key = new ArrayList<>();
    key.add(raw);
    for (Type arg : p.getActualTypeArguments()) {
      if (!(arg instanceof Class<?> c)) {
        return null; // a wildcard, a variable or a generic argument has no class token
      }
      key.add(c);
    }
    if (key.size() < 2 || Iterable.class.isAssignableFrom(raw) || Stream.class.isAssignableFrom(raw)) {
      return null;
    }
    return (Codec<Object>) PARAMETERIZED.computeIfAbsent(List.copyOf(key), WirebindProvider::loadParameterized).orElse(null);
  }

  private static Optional<Codec<?>> loadParameterized(List<Class<?>> key) {
    Class<?> raw = key.get(0);
    Class<?>[] args = key.subList(1, key.size()).toArray(new Class<?>[0]);
    try {
      if (!Codec.class.isAssignableFrom(Class.forName(Wirebind.codecClassName(raw, args), false, raw.getClassLoader()))) {
        return Optional.empty();
      }
    } catch (ClassNotFoundException | LinkageError e) {
      return Optional.empty();
    }
    return Optional.of(Wirebind.codec(raw, args[0], Arrays.copyOfRange(args, 1, args.length)));
  }

  /**
   * The codec of one value: the declared (generic) type's when it has one — a resource declared to
   * return {@code Payment} writes a {@code Card} with {@code Payment}'s codec, which is what a reader
   * of the declared type decodes — else the class's.
   */
  private static Codec<Object> single(Class<?> type, Type genericType) {
    Codec<Object> declared = genericType == null || genericType == type ? null : codecOf(genericType);
    return declared != null ? declared : codec(type);
  }

  /** The codec of the elements of a sequence type such as {@code List<Order>}, or null. */
  private static Codec<Object> elementCodec(Class<?> type, Type genericType) {
    if (!(Iterable.class.isAssignableFrom(type) || Stream.class.isAssignableFrom(type))
        || !(genericType instanceof ParameterizedType p)
        || p.getActualTypeArguments().length != 1) {
      return null;
    }
    return codecOf(p.getActualTypeArguments()[0]);
  }

  // ---- reading ----

  @Override
  public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return single(type, genericType) != null
        || (type.isAssignableFrom(ArrayList.class) && elementCodec(type, genericType) != null);
  }

  @Override
  public Object readFrom(
      Class<Object> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, String> httpHeaders,
      InputStream entityStream)
      throws IOException {
    Format format = Format.of(mediaType);
    Codec<Object> single = single(type, genericType);
    Codec<Object> codec = single != null ? single : elementCodec(type, genericType);
    try {
      if (single != null) {
        Object value =
            format == Format.PROTO ? codec.fromProto(entityStream, limits) : codec.fromJson(entityStream, limits);
        if (value == null) {
          throw badRequest("JSON null is not a " + codec.type().getSimpleName(), null);
        }
        return value;
      }
      List<Object> list = new ArrayList<>();
      if (format == Format.PROTO) {
        DelimitedReader reader = new DelimitedReader(entityStream).limits(limits);
        for (Object v; (v = reader.read(codec, null)) != null; ) {
          add(list, v, reader.position());
        }
      } else {
        JsonStreamReader reader = format == Format.JSON ? JsonStreamReader.array(entityStream) : JsonStreamReader.lines(entityStream);
        reader.limits(limits);
        while (reader.hasNext()) {
          add(list, reader.read(codec, null), reader.position());
        }
      }
      return list;
    } catch (WirebindException e) {
      String what = single != null ? codec.type().getSimpleName() : "a list of " + codec.type().getSimpleName();
      throw badRequest(
          "invalid " + (format == Format.PROTO ? "protobuf" : format.name()) + " body for " + what + ": " + e.getMessage(), e);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** Adds a message of a list body, which holds at most {@link Limits#maxCollectionSize()}. */
  private void add(List<Object> list, Object message, long end) {
    if (list.size() >= limits.maxCollectionSize()) {
      throw new WirebindException("the body has more than " + limits.maxCollectionSize()
          + " messages, the limit (Limits.maxCollectionSize)", end);
    }
    list.add(message);
  }

  private static BadRequestException badRequest(String message, Throwable cause) {
    Response response =
        Response.status(Response.Status.BAD_REQUEST).type(MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8")).entity(message).build();
    return new BadRequestException(message, response, cause);
  }

  // ---- writing ----

  @Override
  public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return single(type, genericType) != null || elementCodec(type, genericType) != null;
  }

  @Override
  public void writeTo(
      Object value,
      Class<?> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, Object> httpHeaders,
      OutputStream entityStream)
      throws IOException {
    Format format = Format.of(mediaType);
    Codec<Object> codec = single(type, genericType);
    try {
      if (codec != null && codec.type().isInstance(value)) {
        writeSingle(codec, value, format, httpHeaders, entityStream);
        return;
      }
      codec = elementCodec(type, genericType);
      Iterator<?> items = value instanceof Stream<?> s ? s.iterator() : ((Iterable<?>) value).iterator();
      try {
        writeSequence(codec, items, format, entityStream);
      } finally {
        if (value instanceof Stream<?> s) {
          s.close();
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    } catch (WirebindException e) {
      throw new InternalServerErrorException("cannot write " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  private static final ThreadLocal<JsonWriter> JSON = ThreadLocal.withInitial(() -> new JsonWriter(1024));
  private static final ThreadLocal<ProtoWriter> PROTO = ThreadLocal.withInitial(() -> new ProtoWriter(1024));

  private static void writeSingle(
      Codec<Object> codec, Object value, Format format, MultivaluedMap<String, Object> headers, OutputStream out)
      throws IOException {
    if (format == Format.PROTO) {
      ProtoWriter w = PROTO.get();
      if (w.buffer().length > 1 << 16) {
        PROTO.set(w = new ProtoWriter(1024));
      }
      codec.toProto(value, w);
      headers.putSingle("Content-Length", Integer.toString(w.size()));
      w.writeTo(out);
      return;
    }
    JsonWriter w = JSON.get();
    if (w.buffer().length > 1 << 16) {
      JSON.set(w = new JsonWriter(1024));
    }
    w.reset();
    codec.writeJson(value, w);
    if (format == Format.NDJSON) {
      w.writeByte((byte) '\n');
    }
    headers.putSingle("Content-Length", Integer.toString(w.size()));
    w.writeTo(out);
  }

  private static void writeSequence(Codec<Object> codec, Iterator<?> items, Format format, OutputStream out)
      throws IOException {
    if (format == Format.PROTO) {
      while (items.hasNext()) {
        codec.writeDelimited(nonNull(items.next()), out);
      }
      return;
    }
    JsonWriter w = new JsonWriter(out);
    if (format == Format.JSON) {
      w.writeByte((byte) '[');
      for (boolean first = true; items.hasNext(); first = false) {
        if (!first) {
          w.writeByte((byte) ',');
        }
        codec.writeJson(items.next(), w);
      }
      w.writeByte((byte) ']');
    } else {
      while (items.hasNext()) {
        codec.writeJson(nonNull(items.next()), w);
        w.writeByte((byte) '\n');
      }
    }
    w.flush();
  }

  private static Object nonNull(Object item) {
    if (item == null) {
      throw new WirebindException("a null element cannot be written as protobuf or NDJSON");
    }
    return item;
  }
}
