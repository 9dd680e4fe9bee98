package io.wirebind.kafka;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.util.Map;
import org.apache.kafka.common.config.ConfigException;

/** Reads the {@code wirebind.*} settings of a serializer or deserializer made by class name. */
final class Settings {
  private Settings() {}

  /** The format for the key or value side: {@code wirebind.key.format} or {@code wirebind.value.format}, else {@code wirebind.format}, else proto. */
  static WireFormat format(Map<String, ?> configs, boolean isKey) {
    String specific = isKey ? WirebindSerde.KEY_FORMAT_CONFIG : WirebindSerde.VALUE_FORMAT_CONFIG;
    if (configs.get(specific) != null) {
      return WireFormat.parse(specific, configs.get(specific));
    }
    Object general = configs.get(WirebindSerde.FORMAT_CONFIG);
    return general == null ? WireFormat.PROTO : WireFormat.parse(WirebindSerde.FORMAT_CONFIG, general);
  }

  /** The codec of the class named by {@code wirebind.key.type} / {@code wirebind.value.type}, else {@code wirebind.type}. */
  static Codec<?> codec(Map<String, ?> configs, boolean isKey) {
    String key = isKey ? WirebindSerde.KEY_TYPE_CONFIG : WirebindSerde.VALUE_TYPE_CONFIG;
    Object value = configs.get(key);
    if (value == null) {
      key = WirebindSerde.TYPE_CONFIG;
      value = configs.get(key);
    }
    if (value == null) {
      throw new ConfigException("set " + WirebindSerde.TYPE_CONFIG + " (or "
          + (isKey ? WirebindSerde.KEY_TYPE_CONFIG : WirebindSerde.VALUE_TYPE_CONFIG)
          + ") to the @WireMessage class the " + (isKey ? "keys" : "values") + " are");
    }
    Class<?> type;
    if (value instanceof Class) {
      type = (Class<?>) value;
    } else {
      String name = String.valueOf(value).trim();
      try {
        type = Class.forName(name, true, loader());
      } catch (ClassNotFoundException | LinkageError e) {
        throw new ConfigException(key, value, "class not found: " + e);
      }
    }
    try {
      return Wirebind.codec(type);
    } catch (WirebindException e) {
      throw new ConfigException(key, value, e.getMessage());
    }
  }

  /** The limits: {@code wirebind.limits.*} over the defaults. */
  static io.wirebind.Limits limits(Map<String, ?> configs) {
    try {
      return io.wirebind.Limits.DEFAULTS.with(configs);
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
  }

  private static ClassLoader loader() {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : Settings.class.getClassLoader();
  }
}
