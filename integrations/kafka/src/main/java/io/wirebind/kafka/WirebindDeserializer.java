package io.wirebind.kafka;

import io.wirebind.Codec;
import io.wirebind.Limits;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.ByteBuffer;
import java.util.Map;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Reads {@code @WireMessage} values with their generated codec, from the protobuf wire format or
 * JSON. Made by a program or by Kafka from its class name
 * ({@code value.deserializer=io.wirebind.kafka.WirebindDeserializer} with {@code wirebind.type}
 * and {@code wirebind.format}, see {@link WirebindSerde}). Thread-safe.
 *
 * <p>The consumer's buffer is decoded in place when it has an array (the usual case), so a record
 * is not copied first; a direct buffer is copied once in bulk. Records are decoded with the
 * {@link Limits} of {@code wirebind.limits.*} ({@link WirebindSerde#LIMITS_CONFIG_PREFIX}), or
 * those given to the constructor. A record that does not decode throws a
 * {@link WirebindSerializationException} naming the topic and the byte where decoding failed; the
 * consumer turns it into a {@code RecordDeserializationException} with the partition and offset,
 * after which the application can {@code seek} past the record. {@code null} (a tombstone) reads
 * as {@code null}.
 *
 * @param <T> the message type
 */
public final class WirebindDeserializer<T> implements Deserializer<T> {
  private Codec<T> codec;
  private WireFormat format;
  private Limits limits = Limits.DEFAULTS;
  private boolean limitsGiven;

  /** For Kafka to create from the class name; {@link #configure} sets the type and format. */
  public WirebindDeserializer() {}

  /** Reads {@code type} from {@code format}; {@link #configure} changes neither. */
  public WirebindDeserializer(Class<T> type, WireFormat format) {
    this.codec = Wirebind.codec(type);
    this.format = format;
  }

  /** Reads {@code type} from {@code format} with {@code limits}; {@link #configure} changes none of them. */
  public WirebindDeserializer(Class<T> type, WireFormat format, Limits limits) {
    this(type, format);
    this.limits = limits;
    this.limitsGiven = true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (!limitsGiven) {
      limits = Settings.limits(configs);
    }
    if (codec == null) {
      format = Settings.format(configs, isKey);
      codec = (Codec<T>) Settings.codec(configs, isKey);
    }
  }

  @Override
  public T deserialize(String topic, byte[] data) {
    return data == null ? null : decode(topic, data, 0, data.length);
  }

  @Override
  public T deserialize(String topic, Headers headers, byte[] data) {
    return deserialize(topic, data);
  }

  @Override
  public T deserialize(String topic, Headers headers, ByteBuffer data) {
    if (data == null) {
      return null;
    }
    if (data.hasArray()) {
      return decode(topic, data.array(), data.arrayOffset() + data.position(), data.remaining());
    }
    checkConfigured();
    try {
      return format == WireFormat.PROTO ? codec.fromProto(data, limits) : codec.fromJson(data, limits);
    } catch (WirebindException e) {
      throw new WirebindSerializationException(topic, codec.type(), format, true, e);
    }
  }

  private void checkConfigured() {
    if (codec == null) {
      throw new IllegalStateException("WirebindDeserializer is not configured: set " + WirebindSerde.TYPE_CONFIG);
    }
  }

  private T decode(String topic, byte[] bytes, int offset, int length) {
    checkConfigured();
    try {
      if (format == WireFormat.PROTO) {
        return codec.readProto(new ProtoReader().limits(limits).reset(bytes, offset, length), null);
      }
      // the codec's lent reader: per platform thread, pooled on virtual threads; it lets go of the bytes
      return codec.fromJson(bytes, offset, length, limits);
    } catch (WirebindException e) {
      throw new WirebindSerializationException(topic, codec.type(), format, true, e);
    }
  }

  /** The codec in use, or null before configuration. */
  Codec<T> codec() {
    return codec;
  }

  /** The limits in use. */
  Limits limits() {
    return limits;
  }

  /** The format in use, or null before configuration. */
  WireFormat format() {
    return format;
  }
}
