package io.wirebind.jsonit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Rewrites a JSON document into an equivalent one for a tolerant-but-strict reader: members
 * shuffled, random whitespace, names with one character escaped as {@code \\uXXXX}, unknown
 * members of every JSON kind added, and each known member preceded by a duplicate with value
 * {@code null} (so last-wins must pick the real value). Number and string texts are kept verbatim.
 */
final class Mangler {
  private static final JsonFactory FACTORY = new JsonFactory();
  private static final String[] UNKNOWN_VALUES = {
    "null", "true", "false", "0", "-1.5e-3", "1E+400", "123456789012345678901234567890",
    "\"\"", "\"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"", "[]", "{}",
    "[1,[2,[3,{\"a\":[null]}]],\"]\"]", "{\"a\":{\"b\":{\"c\":[true,false,{}]}},\"d\":\"}\"}"
  };

  private final Random random;

  Mangler(Random random) {
    this.random = random;
  }

  /** Mangles {@code json}, a document of {@code type} (messages get unknowns and duplicates). */
  String mangle(byte[] json, Type type) throws IOException {
    try (JsonParser p = FACTORY.createParser(json)) {
      p.nextToken();
      StringBuilder out = new StringBuilder();
      ws(out);
      value(p, out, type);
      ws(out);
      return out.toString();
    }
  }

  /**
   * Jackson creates a record once all its properties have been read and fails a repeat after that,
   * so the last known member of a record is made one without a duplicate (when there is one), or
   * its duplicate is dropped: every duplicate then comes before that point, where last wins.
   */
  private static void lastKnownSingle(List<List<String>> groups, List<List<String>> unknowns) {
    java.util.function.Predicate<List<String>> isUnknown = g -> unknowns.stream().anyMatch(u -> u == g);
    int last = -1;
    for (int i = 0; i < groups.size(); i++) {
      if (!isUnknown.test(groups.get(i))) {
        last = i;
      }
    }
    if (last < 0 || groups.get(last).size() == 1) {
      return;
    }
    for (int i = 0; i < last; i++) {
      if (groups.get(i).size() == 1 && !isUnknown.test(groups.get(i))) {
        Collections.swap(groups, i, last);
        return;
      }
    }
    groups.set(last, List.of(groups.get(last).get(1)));
  }

  private void value(JsonParser p, StringBuilder out, Type type) throws IOException {
    JsonToken t = p.currentToken();
    boolean map = type instanceof ParameterizedType pt && Map.class.isAssignableFrom((Class<?>) pt.getRawType());
    if (t == JsonToken.START_OBJECT && map) {
      Type valueType = ((ParameterizedType) type).getActualTypeArguments()[1];
      List<String> entries = new ArrayList<>();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        p.nextToken();
        StringBuilder v = new StringBuilder();
        value(p, v, valueType);
        entries.add(name(name) + pad() + ":" + pad() + v);
      }
      out.append('{').append(String.join(",", entries)).append('}');
    } else if (t == JsonToken.START_OBJECT) {
      List<List<String>> groups = new ArrayList<>();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        p.nextToken();
        StringBuilder v = new StringBuilder();
        Type property = propertyType((Class<?>) type, name);
        value(p, v, property);
        String member = name(name) + pad() + ":" + pad() + v;
        // a duplicate with null first: last wins must pick the real value (Jackson 3 rejects a
        // null for a primitive outright, FAIL_ON_NULL_FOR_PRIMITIVES)
        boolean nullable = !(property instanceof Class<?> c && c.isPrimitive()) || !io.wirebind.mappers.Jackson.jackson3();
        boolean duplicate = random.nextInt(3) == 0;
        groups.add(
            nullable && duplicate
                ? List.of(name(name) + ":" + pad() + "null", member)
                : List.of(member));
      }
      int unknown = random.nextInt(3);
      int known = groups.size();
      for (int i = 0; i < unknown; i++) {
        groups.add(
            List.of(
                name("zz_unknown" + i)
                    + ":"
                    + UNKNOWN_VALUES[random.nextInt(UNKNOWN_VALUES.length)]));
      }
      List<List<String>> unknowns = new ArrayList<>(groups.subList(known, groups.size()));
      Collections.shuffle(groups, random);
      if (type instanceof Class<?> c && c.isRecord()) {
        lastKnownSingle(groups, unknowns);
      }
      List<String> members = new ArrayList<>();
      groups.forEach(members::addAll);
      out.append('{');
      for (int i = 0; i < members.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        ws(out);
        out.append(members.get(i));
        ws(out);
      }
      out.append('}');
    } else if (t == JsonToken.START_ARRAY) {
      Type element =
          type instanceof ParameterizedType pt
              ? pt.getActualTypeArguments()[0]
              : ((Class<?>) type).getComponentType();
      out.append('[');
      boolean first = true;
      while (p.nextToken() != JsonToken.END_ARRAY) {
        if (!first) {
          out.append(',');
        }
        first = false;
        ws(out);
        value(p, out, element);
        ws(out);
      }
      out.append(']');
    } else if (t == JsonToken.VALUE_STRING) {
      out.append('"').append(JsonStringEncoder.getInstance().quoteAsString(p.getText())).append('"');
    } else {
      out.append(p.getText());
    }
  }

  /** The declared type of the field named {@code name} in {@code type} or a superclass. */
  static Type propertyType(Class<?> type, String name) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        return c.getDeclaredField(name).getGenericType();
      } catch (NoSuchFieldException e) {
        // try the superclass
      }
    }
    throw new AssertionError("no field " + name + " in " + type);
  }

  private String name(String name) {
    StringBuilder sb = new StringBuilder("\"");
    String quoted = new String(JsonStringEncoder.getInstance().quoteAsString(name));
    // one ASCII char escaped (a surrogate escaped alone would be a lone surrogate)
    int escapeAt = name.isEmpty() || !name.equals(quoted) ? -1 : random.nextInt(name.length());
    if (escapeAt >= 0 && name.charAt(escapeAt) >= 0x80) {
      escapeAt = -1;
    }
    for (int i = 0; i < quoted.length(); i++) {
      if (i == escapeAt) {
        sb.append(String.format("\\u%04x", (int) quoted.charAt(i)));
      } else {
        sb.append(quoted.charAt(i));
      }
    }
    return sb.append('"').toString();
  }

  private String pad() {
    StringBuilder sb = new StringBuilder();
    ws(sb);
    return sb.toString();
  }

  private void ws(StringBuilder out) {
    int n = random.nextInt(3);
    for (int i = 0; i < n; i++) {
      out.append(" \t\n\r".charAt(random.nextInt(4)));
    }
  }
}
