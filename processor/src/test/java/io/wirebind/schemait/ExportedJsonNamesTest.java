package io.wirebind.schemait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.processor.model.JsonText;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The {@code json_name} of every field in the exported {@code .proto} of every test model (or
 * protoc's default, lowerCamel of the field name, when absent) is the name Wirebind's proto3 JSON
 * ({@code toJson(x, JsonStyle.PROTO3)}) writes for it, read from the generated codec: a peer's
 * {@code JsonFormat} and Wirebind's proto3 JSON then name every member alike.
 */
class ExportedJsonNamesTest {
  private static final ObjectMapper JACKSON = JsonMapper.builder().build();
  private static final Pattern FIELD = Pattern.compile(
      "^\\s*(?:optional |repeated )?(?:map<[^>]+>|[\\w.]+) (\\w+) = (\\d+)(?: \\[(.*)\\])?;$");
  private static final Pattern JSON_NAME = Pattern.compile("json_name = \"((?:[^\"\\\\]|\\\\.)*)\"");

  @Test
  void everyExportedJsonNameIsTheNameWirebindWrites() throws Exception {
    List<String> mismatches = new ArrayList<>();
    int compared = 0;
    Map<String, Map<String, Map<String, String>>> schemas = new HashMap<>();
    for (Class<?> type : models()) {
      String text;
      try {
        text = Wirebind.protoSchema(type);
      } catch (WirebindException e) {
        continue; // a package exported under another file, or not at all
      }
      Map<String, Map<String, String>> messages =
          schemas.computeIfAbsent(Wirebind.protoSchemaPath(type), p -> parse(text));
      String pkg = type.getPackageName();
      String path = type.getName().substring(pkg.isEmpty() ? 0 : pkg.length() + 1).replace('$', '.');
      Map<String, String> fields = messages.get(path);
      if (fields == null) {
        continue; // a hierarchy or a type exported in another shape
      }
      Codec<?> codec = Wirebind.codec(type);
      for (Map.Entry<String, String> f : fields.entrySet()) {
        String expected = writtenName(codec, f.getKey());
        if (expected == null) {
          continue; // never written (WRITE_ONLY)
        }
        compared++;
        if (!expected.equals(f.getValue())) {
          mismatches.add(type.getName() + "." + f.getKey() + ": exported \"" + f.getValue()
              + "\", written \"" + expected + "\"");
        }
      }
    }
    assertEquals(List.of(), mismatches);
    assertTrue(compared >= 200, "fields compared: " + compared);
  }

  /**
   * The name the codec writes for field {@code field} in its own style, read from its generated
   * property prefix constant ({@code J_FIELD = {"name":}, {@code P_FIELD} for proto3); null when it
   * has none.
   */
  private static String writtenName(Codec<?> codec, String field) throws Exception {
    String base = "P_" + JsonText.constant(field); // what toJson(x, PROTO3) writes, in every style
    for (String suffix : new String[] {"", "_Q", "_FIRST", "_FIRST_Q"}) {
      java.lang.reflect.Field c;
      try {
        c = codec.getClass().getDeclaredField(base + suffix);
      } catch (NoSuchFieldException e) {
        continue;
      }
      c.setAccessible(true);
      String prefix = new String((byte[]) c.get(null), java.nio.charset.StandardCharsets.UTF_8);
      int open = prefix.indexOf('"');
      int close = prefix.lastIndexOf("\":");
      return JACKSON.readValue(prefix.substring(open, close + 1), String.class);
    }
    return null;
  }

  /** Message path ({@code Outer.Inner}) → field name → JSON name (json_name, or protoc's default). */
  static Map<String, Map<String, String>> parse(String proto) {
    Map<String, Map<String, String>> out = new LinkedHashMap<>();
    Deque<String> scopes = new ArrayDeque<>();
    for (String line : proto.split("\n")) {
      String t = line.trim();
      if (t.endsWith("{")) {
        String[] words = t.split("\\s+");
        scopes.push(words[0].equals("message") ? words[1] : "");
        continue;
      }
      if (t.equals("}")) {
        scopes.pop();
        continue;
      }
      Matcher m = FIELD.matcher(line);
      if (m.matches() && !scopes.isEmpty()) {
        List<String> path = new ArrayList<>();
        for (String s : scopes) {
          if (!s.isEmpty()) {
            path.add(0, s);
          }
        }
        String name = m.group(1);
        String json = lowerCamel(name);
        if (m.group(3) != null) {
          Matcher j = JSON_NAME.matcher(m.group(3));
          if (j.find()) {
            json = j.group(1).replace("\\\"", "\"").replace("\\\\", "\\");
          }
        }
        out.computeIfAbsent(String.join(".", path), p -> new LinkedHashMap<>()).put(name, json);
      }
    }
    return out;
  }

  /** protoc's default JSON name: underscores dropped, the letter after each upper-cased. */
  static String lowerCamel(String name) {
    StringBuilder b = new StringBuilder();
    boolean upper = false;
    for (char c : name.toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        b.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return b.toString();
  }

  /** Every concrete test model with a generated codec (found by its codec class). */
  private static List<Class<?>> models() throws Exception {
    Path classes = Path.of("target", "test-classes");
    TreeSet<String> codecs = new TreeSet<>();
    try (Stream<Path> s = Files.walk(classes)) {
      s.map(p -> classes.relativize(p).toString())
          .filter(p -> p.endsWith("_WireCodec.class"))
          .forEach(p -> codecs.add(p.replace('/', '.').replace(".class", "")));
    }
    List<Class<?>> out = new ArrayList<>();
    for (String name : codecs) {
      Class<?> codec = Class.forName(name);
      Type sup = codec.getGenericSuperclass();
      if (!(sup instanceof ParameterizedType p) || !(p.getActualTypeArguments()[0] instanceof Class<?> type)) {
        continue;
      }
      if (type.isInterface() || Modifier.isAbstract(type.getModifiers()) || type.getTypeParameters().length > 0) {
        continue;
      }
      out.add(type);
    }
    assertTrue(out.size() >= 50, "models: " + out.size());
    return out;
  }
}
