package io.wirebind.kafka;

import io.wirebind.WirebindException;
import org.apache.kafka.common.errors.SerializationException;

/**
 * A record that could not be decoded (or a value that could not be encoded): names the topic, the
 * message class, the format and the byte where decoding failed. A consumer wraps it in Kafka's
 * {@code RecordDeserializationException}, which adds the partition and offset and lets the
 * application (or Spring Kafka's error handlers) seek past the record or dead-letter it.
 */
public class WirebindSerializationException extends SerializationException {
  private static final long serialVersionUID = 1L;

  private final String topic;
  private final long byteOffset;

  WirebindSerializationException(String topic, Class<?> type, WireFormat format, boolean decoding, WirebindException cause) {
    super((decoding ? "cannot decode a record of topic '" : "cannot encode a record for topic '")
        + topic + "' as " + type.getName() + " (" + format.name().toLowerCase(java.util.Locale.ROOT)
        + "): " + cause.getMessage(), cause);
    this.topic = topic;
    this.byteOffset = cause.offset();
  }

  /** The topic of the record. */
  public String topic() {
    return topic;
  }

  /** The byte of the record's key or value where decoding failed; {@code -1} when encoding failed. */
  public long byteOffset() {
    return byteOffset;
  }
}
