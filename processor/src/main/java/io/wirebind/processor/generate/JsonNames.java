package io.wirebind.processor.generate;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions.Style;
import java.nio.charset.StandardCharsets;

/** JSON property names per style, their escaped text and their hash. */
final class JsonNames {
  private JsonNames() {}

  /** The name written for {@code f} in {@code style}. */
  static String written(FieldModel f, Style style) {
    return style == Style.PROTO3 ? lowerCamel(f.jsonName()) : f.jsonName();
  }

  /** protoc's json_name rule: underscores dropped, the letter after one upper-cased. */
  static String lowerCamel(String name) {
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
  static String escape(String s) {
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
  static int hash(String name) {
    int h = 0x811C9DC5;
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xFF;
      h *= 0x01000193;
    }
    return h;
  }
}
