package io.wirebind.processor.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the subset of the {@code .proto} language Wirebind exports — {@code syntax}, {@code
 * package}, {@code import}, {@code option}, messages (nested), fields ({@code optional}, {@code
 * repeated}, {@code map<K, V>}, field options), enums, {@code reserved} and {@code oneof} — into the
 * declarations the previous-schema check compares. Options other than {@code json_name} are skipped.
 */
final class ProtoParser {
  /** A field: label ({@code ""}, {@code optional}, {@code repeated} or {@code map}), type, name. */
  record Field(String label, String type, String name, int number, String jsonName) {}

  /** A message, by its full name ({@code pkg.Outer.Inner}). */
  static final class Message {
    final String fullName;
    final Map<Integer, Field> fields = new LinkedHashMap<>();
    final Set<Integer> reservedNumbers = new LinkedHashSet<>();
    final Set<String> reservedNames = new LinkedHashSet<>();

    Message(String fullName) {
      this.fullName = fullName;
    }
  }

  /** An enum: value names to numbers. */
  record Enum(String fullName, Map<String, Integer> values) {}

  final Map<String, Message> messages = new LinkedHashMap<>();
  final Map<String, Enum> enums = new LinkedHashMap<>();

  private List<String> tokens;
  private int at;

  /** Adds the declarations of one file's {@code text}; throws IllegalArgumentException when it cannot. */
  void parse(String text) {
    tokens = tokenize(text);
    at = 0;
    String pkg = "";
    while (at < tokens.size()) {
      String t = next();
      switch (t) {
        case "syntax", "import", "option", "edition", "service" -> skipStatement(); // services: not compared
        case "package" -> {
          StringBuilder b = new StringBuilder();
          while (!peek().equals(";")) {
            b.append(next());
          }
          next();
          pkg = b.toString();
        }
        case "message" -> message(pkg);
        case "enum" -> enumeration(pkg);
        case ";" -> { }
        default -> throw new IllegalArgumentException("unexpected '" + t + "'");
      }
    }
  }

  private void message(String scope) {
    String name = next();
    Message m = new Message(scope.isEmpty() ? name : scope + "." + name);
    messages.put(m.fullName, m);
    expect("{");
    while (!peek().equals("}")) {
      String t = peek();
      switch (t) {
        case "message" -> { next(); message(m.fullName); }
        case "enum" -> { next(); enumeration(m.fullName); }
        case "option", "extensions" -> skipStatement();
        case ";" -> next();
        case "reserved" -> {
          next();
          while (!peek().equals(";")) {
            String r = next();
            if (r.equals(",")) {
              continue;
            }
            if (r.startsWith("\"")) {
              m.reservedNames.add(r.substring(1, r.length() - 1));
            } else if (peek().equals("to")) {
              next();
              String hi = next();
              int high = hi.equals("max") ? 536_870_911 : Integer.parseInt(hi);
              for (int n = Integer.parseInt(r); n <= high && n - Integer.parseInt(r) < 100_000; n++) {
                m.reservedNumbers.add(n);
              }
            } else {
              m.reservedNumbers.add(Integer.parseInt(r));
            }
          }
          next();
        }
        case "oneof" -> {
          next();
          next();
          expect("{");
          while (!peek().equals("}")) {
            if (peek().equals("option")) {
              skipStatement();
            } else {
              field(m, "");
            }
          }
          next();
        }
        default -> field(m, null);
      }
    }
    next();
  }

  private void field(Message m, String forcedLabel) {
    String label = "";
    String t = next();
    if (t.equals("optional") || t.equals("repeated") || t.equals("required")) {
      label = t;
      t = next();
    }
    String type;
    if (t.equals("map")) {
      expect("<");
      String k = qualified(next());
      expect(",");
      String v = qualified(next());
      expect(">");
      label = "map";
      type = k + "," + v;
    } else {
      type = qualified(t);
    }
    String name = next();
    expect("=");
    int number = Integer.parseInt(next());
    String json = null;
    if (peek().equals("[")) {
      next();
      while (!peek().equals("]")) {
        String o = next();
        if (o.equals("json_name")) {
          expect("=");
          String v = next();
          json = v.substring(1, v.length() - 1);
        }
      }
      next();
    }
    expect(";");
    m.fields.put(number, new Field(forcedLabel != null ? forcedLabel : label, type, name, number,
        json != null ? json : io.wirebind.processor.model.JsonText.lowerCamel(name)));
  }

  /** A type name with its dotted continuation tokens joined. */
  private String qualified(String first) {
    StringBuilder b = new StringBuilder(first);
    while (peek().equals(".") || b.charAt(b.length() - 1) == '.') {
      b.append(next());
    }
    return b.toString();
  }

  private void enumeration(String scope) {
    String name = next();
    Map<String, Integer> values = new LinkedHashMap<>();
    expect("{");
    while (!peek().equals("}")) {
      String t = next();
      if (t.equals("option") || t.equals("reserved")) {
        at--;
        skipStatement();
        continue;
      }
      if (t.equals(";")) {
        continue;
      }
      expect("=");
      values.put(t, Integer.parseInt(next()));
      if (peek().equals("[")) {
        while (!next().equals("]")) { }
      }
      expect(";");
    }
    next();
    String full = scope.isEmpty() ? name : scope + "." + name;
    enums.put(full, new Enum(full, values));
  }

  private void skipStatement() {
    int depth = 0;
    while (true) {
      String t = next();
      if (t.equals("{")) {
        depth++;
      } else if (t.equals("}")) {
        depth--;
        if (depth == 0) {
          return;
        }
      } else if (t.equals(";") && depth == 0) {
        return;
      }
    }
  }

  private String next() {
    if (at >= tokens.size()) {
      throw new IllegalArgumentException("unexpected end of file");
    }
    return tokens.get(at++);
  }

  private String peek() {
    return at < tokens.size() ? tokens.get(at) : "";
  }

  private void expect(String s) {
    String t = next();
    if (!t.equals(s)) {
      throw new IllegalArgumentException("expected '" + s + "' but found '" + t + "'");
    }
  }

  static List<String> tokenize(String s) {
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (s.startsWith("//", i)) {
        int e = s.indexOf('\n', i);
        i = e < 0 ? s.length() : e;
      } else if (s.startsWith("/*", i)) {
        int e = s.indexOf("*/", i + 2);
        i = e < 0 ? s.length() : e + 2;
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < s.length() && s.charAt(j) != c) {
          j += s.charAt(j) == '\\' ? 2 : 1;
        }
        out.add("\"" + s.substring(i + 1, Math.min(j, s.length())) + "\"");
        i = j + 1;
      } else if (Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '+') {
        int j = i + 1;
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
          j++;
        }
        out.add(s.substring(i, j));
        i = j;
      } else {
        out.add(String.valueOf(c));
        i++;
      }
    }
    return out;
  }
}
