package io.wirebind.kafka;

import java.util.Locale;
import org.apache.kafka.common.config.ConfigException;

/** The bytes a record holds: the protobuf wire format or JSON (the codec's default style). */
public enum WireFormat {
  /** The protobuf wire format, readable by protoc-generated consumers in any language. */
  PROTO,
  /** JSON in UTF-8, as the codec writes it by default (Jackson style unless the class says otherwise). */
  JSON;

  /** {@code proto} or {@code json}, any case; for the {@code wirebind.format} setting. */
  static WireFormat parse(String key, Object value) {
    if (value instanceof WireFormat) {
      return (WireFormat) value;
    }
    String s = String.valueOf(value).trim().toUpperCase(Locale.ROOT);
    for (WireFormat f : values()) {
      if (f.name().equals(s)) {
        return f;
      }
    }
    throw new ConfigException(key, value, "expected proto or json");
  }
}
