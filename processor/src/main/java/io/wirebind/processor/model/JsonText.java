package io.wirebind.processor.model;

import java.nio.charset.StandardCharsets;

/** JSON text facts shared by analysis and generation: proto3 names, escaping, name hashes. */
public final class JsonText {
  private JsonText() {}

  /**
   * The proto3 JSON name of a field, by protoc's {@code json_name} rule (which protobuf-java's
   * {@code JsonFormat} uses): every underscore dropped and the letter after it upper-cased, so
   * {@code user_id} → {@code userId} and {@code _id} → {@code Id}; camelCase names stay as they are.
   */
  public static String lowerCamel(String name) {
    StringBuilder b = new StringBuilder(name.length());
    boolean upper = false;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '_') {
        upper = true;
      } else if (upper) {
        b.append(Character.toUpperCase(c));
        upper = false;
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  /** {@code s} as the body of a JSON string, escaped the way Jackson escapes it. */
  public static String escape(String s) {
    StringBuilder b = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        case '\b' -> b.append("\\b");
        case '\f' -> b.append("\\f");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04X", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.toString();
  }

  /**
   * 32-bit FNV-1a over the UTF-8 bytes of {@code name}: the same function {@code
   * io.wirebind.JsonReader.hash} computes at run time.
   */
  public static int hash(String name) {
    int h = 0x811C9DC5;
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xFF;
      h *= 0x01000193;
    }
    return h;
  }

  /** {@code priceLevels} → {@code PRICE_LEVELS}: the identifier of a generated constant. */
  public static String constant(String javaName) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < javaName.length(); i++) {
      char c = javaName.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(javaName.charAt(i - 1))) {
        b.append('_');
      }
      b.append(c == '$' ? '_' : Character.toUpperCase(c));
    }
    return b.toString().toUpperCase(java.util.Locale.ROOT);
  }
}
