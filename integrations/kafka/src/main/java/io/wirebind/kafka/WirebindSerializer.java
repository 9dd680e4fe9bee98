package io.wirebind.kafka;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.util.Map;
import org.apache.kafka.common.serialization.Serializer;

/**
 * Writes {@code @WireMessage} values with their generated codec, in the protobuf wire format or
 * JSON. Made by a program ({@code new WirebindSerializer<>(Order.class, WireFormat.PROTO)}) or by
 * Kafka from its class name, configured with {@code wirebind.type} and {@code wirebind.format}
 * (see {@link WirebindSerde}). {@code null} is written as {@code null} (a tombstone). Thread-safe.
 *
 * @param <T> the message type
 */
public final class WirebindSerializer<T> implements Serializer<T> {
  private Codec<T> codec;
  private WireFormat format;

  /** For Kafka to create from the class name; {@link #configure} sets the type and format. */
  public WirebindSerializer() {}

  /** Writes {@code type} in {@code format}; {@link #configure} changes neither. */
  public WirebindSerializer(Class<T> type, WireFormat format) {
    this.codec = Wirebind.codec(type);
    this.format = format;
  }

  @Override
  @SuppressWarnings("unchecked")
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (codec == null) {
      format = Settings.format(configs, isKey);
      codec = (Codec<T>) Settings.codec(configs, isKey);
    }
  }

  @Override
  public byte[] serialize(String topic, T data) {
    if (data == null) {
      return null;
    }
    if (codec == null) {
      throw new IllegalStateException("WirebindSerializer is not configured: set " + WirebindSerde.TYPE_CONFIG);
    }
    try {
      return format == WireFormat.PROTO ? codec.toProto(data) : codec.toJson(data);
    } catch (WirebindException e) {
      throw new WirebindSerializationException(topic, codec.type(), format, false, e);
    }
  }

  /** The codec in use, or null before configuration. */
  Codec<T> codec() {
    return codec;
  }

  /** The format in use, or null before configuration. */
  WireFormat format() {
    return format;
  }
}
