package io.wirebind.kafka;

import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serde} for a {@code @WireMessage} class: {@link WirebindSerializer} and
 * {@link WirebindDeserializer} in one format.
 *
 * <pre>{@code
 * Serde<Order> orders = WirebindSerde.proto(Order.class);          // or WirebindSerde.json(...)
 * builder.stream("orders", Consumed.with(Serdes.String(), orders));
 * }</pre>
 *
 * <p>Made by Kafka from a class name (for example Streams' {@code default.value.serde}, or
 * {@code value.serializer=io.wirebind.kafka.WirebindSerializer} in a producer), the type and
 * format come from the settings below; the key and value forms take precedence over the general
 * ones.
 *
 * @param <T> the message type
 */
public final class WirebindSerde<T> implements Serde<T> {
  /** The {@code @WireMessage} class, by name or as a {@code Class}: {@value}. */
  public static final String TYPE_CONFIG = "wirebind.type";
  /** The class of keys: {@value}. */
  public static final String KEY_TYPE_CONFIG = "wirebind.key.type";
  /** The class of values: {@value}. */
  public static final String VALUE_TYPE_CONFIG = "wirebind.value.type";
  /** {@code proto} (the default) or {@code json}: {@value}. */
  public static final String FORMAT_CONFIG = "wirebind.format";
  /** The format of keys: {@value}. */
  public static final String KEY_FORMAT_CONFIG = "wirebind.key.format";
  /** The format of values: {@value}. */
  public static final String VALUE_FORMAT_CONFIG = "wirebind.value.format";

  /**
   * The prefix of the decoding limits, {@value}: {@code wirebind.limits.max-depth}, {@code
   * max-proto-depth}, {@code max-string-length}, {@code max-bytes-length}, {@code
   * max-collection-size}, {@code max-number-length}, {@code max-input-size} (see {@link
   * io.wirebind.Limits}); unset ones keep {@link io.wirebind.Limits#DEFAULTS}. A record over a
   * limit is a {@link WirebindSerializationException} naming the limit and the byte.
   */
  public static final String LIMITS_CONFIG_PREFIX = io.wirebind.Limits.PROPERTY_PREFIX;

  private final WirebindSerializer<T> serializer;
  private final WirebindDeserializer<T> deserializer;

  /** For Kafka to create from the class name; {@link #configure} sets the type and format. */
  public WirebindSerde() {
    this.serializer = new WirebindSerializer<>();
    this.deserializer = new WirebindDeserializer<>();
  }

  /** {@code type} in {@code format}. */
  public WirebindSerde(Class<T> type, WireFormat format) {
    this.serializer = new WirebindSerializer<>(type, format);
    this.deserializer = new WirebindDeserializer<>(type, format);
  }

  /** {@code type} in {@code format}, decoded with {@code limits} (which {@link #configure} then keeps). */
  public WirebindSerde(Class<T> type, WireFormat format, io.wirebind.Limits limits) {
    this.serializer = new WirebindSerializer<>(type, format);
    this.deserializer = new WirebindDeserializer<>(type, format, limits);
  }

  /** {@code type} in the protobuf wire format. */
  public static <T> WirebindSerde<T> proto(Class<T> type) {
    return new WirebindSerde<>(type, WireFormat.PROTO);
  }

  /** {@code type} as JSON. */
  public static <T> WirebindSerde<T> json(Class<T> type) {
    return new WirebindSerde<>(type, WireFormat.JSON);
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    serializer.configure(configs, isKey);
    deserializer.configure(configs, isKey);
  }

  @Override
  public Serializer<T> serializer() {
    return serializer;
  }

  @Override
  public Deserializer<T> deserializer() {
    return deserializer;
  }
}
