package io.wirebind.spring;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.JsonStreamReader;
import io.wirebind.Limits;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.core.GenericTypeResolver;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractGenericHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.lang.Nullable;

/**
 * Spring MVC converter for classes with a generated Wirebind codec ({@code @WireMessage}) and for
 * lists, collections, iterables and streams of them, in JSON ({@code application/json},
 * {@code application/*+json}), NDJSON ({@code application/x-ndjson}) and the protobuf wire
 * format ({@code application/x-protobuf}, {@code application/protobuf}; a sequence as
 * length-delimited messages). Every other type is left to the next converter (Jackson).
 *
 * <p>Sequences are written as they are iterated, through a small buffer, so a lazily produced
 * {@link Iterable} or {@link Stream} of any length is never held in memory whole. A body that
 * cannot be decoded becomes an {@link HttpMessageNotReadableException} carrying the decoder's
 * message and byte offset, which Spring answers with {@code 400 Bad Request}; so does a body over
 * one of the converter's {@link Limits} (the message names the limit). A single message is read
 * from the body into one buffer (up to {@link Limits#maxInputSize()}); a list is read element by
 * element as the body arrives ({@link JsonStreamReader}, {@link DelimitedReader}), each element up
 * to that size, at most {@link Limits#maxCollectionSize()} of them.
 */
public class WirebindHttpMessageConverter extends AbstractGenericHttpMessageConverter<Object> {

  private final JsonDecision json;
  private final Limits limits;

  /** A converter for all the media types above, JSON first (the default for {@code Accept: *}{@code /*}). */
  public WirebindHttpMessageConverter() {
    this(JsonDecision.WIREBIND, Limits.DEFAULTS);
  }

  /**
   * A converter that leaves JSON and NDJSON to the next converter (Jackson) when {@code json} says
   * Wirebind does not write or read the application's JSON. It still lists them (JSON first), so
   * that {@code Accept: *}{@code /*} keeps selecting JSON, which Jackson then writes.
   */
  public WirebindHttpMessageConverter(JsonDecision json) {
    this(json, Limits.DEFAULTS);
  }

  /** A converter that decodes with {@code limits}. */
  public WirebindHttpMessageConverter(Limits limits) {
    this(JsonDecision.WIREBIND, limits);
  }

  /** A converter following {@code json} for JSON, decoding with {@code limits}. */
  public WirebindHttpMessageConverter(JsonDecision json, Limits limits) {
    super(WireFormat.MEDIA_TYPES.toArray(new MediaType[0]));
    if (json == null || limits == null) {
      throw new NullPointerException(json == null ? "json" : "limits");
    }
    this.json = json;
    this.limits = limits;
  }

  /** The decision this converter follows for JSON. */
  public JsonDecision jsonDecision() {
    return json;
  }

  /** The limits bodies are decoded with. */
  public Limits getLimits() {
    return limits;
  }

  @Override
  protected boolean supports(Class<?> clazz) {
    return WireTypes.codecOf(clazz) != null;
  }

  /**
   * All media types for message classes and for the sequence classes (a {@code List<Order>}
   * arrives here as {@code ArrayList}, after {@link #canWrite(Type, Class, MediaType)} or {@link
   * #canRead(Type, Class, MediaType)} checked its element type).
   */
  @Override
  public List<MediaType> getSupportedMediaTypes(Class<?> clazz) {
    return WireTypes.listed(clazz) ? getSupportedMediaTypes() : List.of();
  }

  /**
   * The declared type ({@code contextClass} binding its type variables), resolved once per type:
   * Spring MVC asks for it several times a request (reading: can read, read; writing: producible
   * media types, can write, write).
   */
  private static WireTypes.Declared declared(Type type, @Nullable Class<?> contextClass) {
    return WireTypes.declared(contextClass != null ? GenericTypeResolver.resolveType(type, contextClass) : type);
  }

  /** The target for writing: the declared type's, else the value class's (a subtype of a sealed message). */
  @Nullable
  private static WireTypes.Target writeTarget(@Nullable Type type, Class<?> valueClass) {
    WireTypes.Target target = type != null ? WireTypes.declared(type).target() : null;
    return target != null ? target : WireTypes.declared(valueClass).target();
  }

  @Override
  public boolean canRead(Type type, @Nullable Class<?> contextClass, @Nullable MediaType mediaType) {
    WireTypes.Declared declared = declared(type, contextClass);
    return declared.readable() && canRead(mediaType) && readsFormat(declared.target().codec(), mediaType);
  }

  @Override
  public boolean canRead(Class<?> clazz, @Nullable MediaType mediaType) {
    Codec<?> codec = WireTypes.codecOf(clazz);
    return codec != null && canRead(mediaType) && readsFormat(codec, mediaType);
  }

  @Override
  public boolean canWrite(@Nullable Type type, Class<?> clazz, @Nullable MediaType mediaType) {
    WireTypes.Target target = writeTarget(type, clazz);
    return target != null && canWrite(mediaType) && writesFormat(target.codec(), mediaType);
  }

  @Override
  public boolean canWrite(Class<?> clazz, @Nullable MediaType mediaType) {
    Codec<?> codec = WireTypes.codecOf(clazz);
    return codec != null && canWrite(mediaType) && writesFormat(codec, mediaType);
  }

  /** Protobuf always; JSON and NDJSON when the decision gives the type's JSON to Wirebind. */
  private boolean readsFormat(Codec<?> codec, @Nullable MediaType mediaType) {
    return mediaType == null || WireFormat.of(mediaType) == WireFormat.PROTO || json.readsJson(codec);
  }

  /**
   * Protobuf always; JSON and NDJSON when the decision gives the type's JSON to Wirebind; any when
   * no media type is given (the producible types are being listed: JSON stays first, so that
   * {@code Accept: *}{@code /*} keeps selecting JSON, which Jackson then writes).
   */
  private boolean writesFormat(Codec<?> codec, @Nullable MediaType mediaType) {
    return mediaType == null || WireFormat.of(mediaType) == WireFormat.PROTO || json.writesJson(codec);
  }

  @Override
  protected Object readInternal(Class<?> clazz, HttpInputMessage inputMessage) throws IOException {
    return read(clazz, null, inputMessage);
  }

  @Override
  public Object read(Type type, @Nullable Class<?> contextClass, HttpInputMessage inputMessage)
      throws IOException {
    WireTypes.Target target = declared(type, contextClass).target();
    if (target == null) {
      throw new HttpMessageNotReadableException("not a Wirebind message type: " + type, inputMessage);
    }
    MediaType contentType = inputMessage.getHeaders().getContentType();
    WireFormat format = WireFormat.of(contentType);
    Codec<Object> codec = target.codec();
    try {
      InputStream body = inputMessage.getBody();
      if (target.shape() == WireTypes.Shape.SINGLE) {
        Object value =
            format == WireFormat.PROTO ? codec.fromProto(body, limits) : codec.fromJson(body, limits);
        if (value == null) {
          throw new HttpMessageNotReadableException(
              "JSON null is not a " + codec.type().getSimpleName(), inputMessage);
        }
        return value;
      }
      List<Object> list = new ArrayList<>();
      if (format == WireFormat.PROTO) {
        DelimitedReader reader = new DelimitedReader(body).limits(limits);
        for (Object v; (v = reader.read(codec, null)) != null; ) {
          add(list, v, reader.position());
        }
      } else {
        JsonStreamReader reader =
            (format == WireFormat.JSON ? JsonStreamReader.array(body) : JsonStreamReader.lines(body)).limits(limits);
        while (reader.hasNext()) {
          add(list, reader.read(codec, null), reader.position());
        }
      }
      return list;
    } catch (WirebindException e) {
      throw new HttpMessageNotReadableException(
          "invalid " + format.label() + " body for "
              + describe(target) + ": " + e.getMessage(),
          e,
          inputMessage);
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

  private static String describe(WireTypes.Target target) {
    String name = target.codec().type().getSimpleName();
    return target.shape() == WireTypes.Shape.SINGLE ? name : "a list of " + name;
  }

  @Override
  protected void writeInternal(Object value, @Nullable Type type, HttpOutputMessage outputMessage)
      throws IOException {
    WireTypes.Target target = writeTarget(type, value.getClass());
    if (target == null) {
      throw new HttpMessageNotWritableException("not a Wirebind message type: " + value.getClass());
    }
    WireFormat format = WireFormat.of(outputMessage.getHeaders().getContentType());
    Codec<Object> codec = target.codec();
    try {
      if (target.codec().type().isInstance(value)) {
        writeSingle(codec, value, format, outputMessage);
      } else {
        Iterator<?> items =
            value instanceof Stream<?> stream ? stream.iterator() : ((Iterable<?>) value).iterator();
        try {
          writeSequence(codec, items, format, outputMessage.getBody());
        } finally {
          if (value instanceof Stream<?> stream) {
            stream.close();
          }
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    } catch (WirebindException e) {
      throw new HttpMessageNotWritableException("cannot write " + describe(target) + ": " + e.getMessage(), e);
    }
  }

  private static void writeSingle(
      Codec<Object> codec, Object value, WireFormat format, HttpOutputMessage outputMessage)
      throws IOException {
    if (format == WireFormat.PROTO) {
      ProtoWriter w = Buffers.proto();
      codec.writeProto(value, w);
      outputMessage.getHeaders().setContentLength(w.size());
      w.writeTo(outputMessage.getBody());
    } else {
      JsonWriter w = Buffers.json(codec);
      codec.writeJson(value, w);
      if (format == WireFormat.NDJSON) {
        w.writeByte((byte) '\n');
      }
      outputMessage.getHeaders().setContentLength(w.size());
      w.writeTo(outputMessage.getBody());
    }
  }

  /** Writes the messages as they come, through an 8 KiB buffer. */
  static void writeSequence(Codec<Object> codec, Iterator<?> items, WireFormat format, OutputStream out)
      throws IOException {
    if (format == WireFormat.PROTO) {
      while (items.hasNext()) {
        codec.writeDelimited(nonNull(items.next()), out);
      }
      out.flush();
      return;
    }
    JsonWriter w = Buffers.jsonTo(out, codec);
    if (format == WireFormat.JSON) {
      w.writeByte((byte) '[');
      boolean first = true;
      while (items.hasNext()) {
        if (!first) {
          w.writeByte((byte) ',');
        }
        first = false;
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
