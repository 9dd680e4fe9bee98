package io.wirebind.processor.generate.kind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every row of the {@link LibraryType} registry names runtime methods by string stems
 * ({@code write<Stem>}, {@code read<Stem>}, {@code default<Stem>}, {@code write<Stem>Key}, ...): a
 * typo would only show when some test happened to compile generated code that uses it. This walks
 * every row, and the key form it declares ({@link LibraryType.Key}), and checks that each method the kinds
 * generate calls to exists in the runtime, public and static, with the parameter and return types
 * the generated code relies on.
 */
class LibraryTypeRuntimeTest {
  private final List<String> problems = new ArrayList<>();

  @Test
  void everyRowNamesRuntimeMethodsThatExist() throws Exception {
    for (LibraryType t : LibraryType.values()) {
      Class<?> java = Class.forName(t.javaType().canonicalName());
      check(t, t.json(), "write" + t.stem(), void.class, JsonWriter.class, java);
      check(t, t.json(), "read" + t.stem(), java, JsonReader.class);
      check(t, t.proto3Json(), "write" + t.proto3Stem(), void.class, JsonWriter.class, java);
      check(t, t.proto3Json(), "read" + t.proto3Stem(), java, JsonReader.class);
      check(t, t.proto(), "write" + t.protoStem(), void.class, ProtoWriter.class, java);
      check(t, t.proto(), "read" + t.protoStem(), java, ProtoReader.class);
      check(t, t.proto(), "default" + t.protoStem(), java, ProtoReader.class);
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  @Test
  void everyKeyTypeNamesMapKeyMethodsThatExist() throws Exception {
    int keys = 0;
    for (LibraryType t : LibraryType.values()) {
      TextKeyKind kind = TextKeyKind.of(new LibraryKind(t));
      if (t.key() == LibraryType.Key.NONE || t.key() == LibraryType.Key.OWN) {
        assertEquals(null, kind, t + " declares no text key");
        continue;
      }
      assertEquals(t.key() == LibraryType.Key.TEXT_PROTO3 || t.key() == LibraryType.Key.NATIVE, kind.key().proto3(),
          t + ": proto3 key names");
      keys++;
      Class<?> java = Class.forName(t.javaType().canonicalName());
      String stem = kind.key().stem();
      ClassName mapKeys = kind.key().owner(); // MapKeys, or the row's own runtime class
      check(t, mapKeys, "write" + stem + "Key", void.class, JsonWriter.class, java);
      check(t, mapKeys, "read" + stem + "Key", java, JsonReader.class);
      if (kind.key().proto3()) {
        check(t, mapKeys, "write" + stem + "KeyProto3", void.class, JsonWriter.class, java);
        check(t, mapKeys, "read" + stem + "KeyProto3", java, JsonReader.class);
      }
      if (kind.key().form() == TextKeyKind.Form.TEXT) {
        check(t, mapKeys, "write" + stem + "Key", void.class, ProtoWriter.class, java);
        check(t, mapKeys, "read" + stem + "Key", java, ProtoReader.class);
      }
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
    assertTrue(keys >= 17, "expected every java.time, number and text type as a key, found " + keys);
  }

  private void check(LibraryType row, ClassName owner, String name, Class<?> returns, Class<?>... params) {
    Method m;
    try {
      m = Class.forName(owner.canonicalName()).getMethod(name, params);
    } catch (ClassNotFoundException | NoSuchMethodException e) {
      problems.add(row + ": no public " + owner.simpleName() + "." + name + signature(params));
      return;
    }
    if (!Modifier.isStatic(m.getModifiers())) {
      problems.add(row + ": " + owner.simpleName() + "." + name + " is not static");
    }
    if (!returns.isAssignableFrom(m.getReturnType()) && m.getReturnType() != returns) {
      problems.add(row + ": " + owner.simpleName() + "." + name + " returns " + m.getReturnType().getName()
          + ", generated code expects " + returns.getName());
    }
  }

  private static String signature(Class<?>[] params) {
    StringBuilder s = new StringBuilder("(");
    for (int i = 0; i < params.length; i++) {
      s.append(i == 0 ? "" : ", ").append(params[i].getSimpleName());
    }
    return s.append(')').toString();
  }
}
