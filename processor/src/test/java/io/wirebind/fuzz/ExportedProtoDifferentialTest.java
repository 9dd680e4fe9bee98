package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.fuzz.DeepEquals.Via;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code .proto} files the processor exported for every test model package ({@code it},
 * {@code jsonit}, {@code valueit}, {@code fuzz}) are compiled by protoc in the build (the {@code
 * exported-proto} execution of protobuf-maven-plugin, which fails the build when one does not
 * compile); this test compiles the protobuf-java it generated and runs the differential both ways
 * on random instances of every message: Wirebind's bytes parsed by the peer say the same thing as
 * Wirebind's proto3 JSON (as the peer's {@code JsonFormat} prints it), and the peer's bytes, built
 * from that JSON through the peer's own schema, decode to the original instance.
 */
class ExportedProtoDifferentialTest {
  private static final Path GENERATED = Path.of("target", "exported-proto-java");
  private static final int INSTANCES = 40;
  private static final ObjectMapper MAPPER = new ObjectMapper();
  /**
   * Messages whose random instances {@link FuzzedValues} cannot build (JSON trees in {@code Object}
   * fields) or that do not write every property they read; DynamicValuesDifferentialTest,
   * AnyPropertiesTest and SetterOnlyTest cover them.
   */
  private static final java.util.Set<String> NOT_GENERATED =
      java.util.Set.of("io.wirebind.valueit.Dynamic", "io.wirebind.valueit.DynamicBox",
          "io.wirebind.valueit.AnyBag", "io.wirebind.valueit.AnyRecord", "io.wirebind.valueit.AnyRules",
          "io.wirebind.polyit.AnyForms$Tagged", "io.wirebind.polyit.AnyForms$TaA",
          "io.wirebind.polyit.AnyForms$TaB",
          // its setter-only properties are never written, so an instance does not come back whole;
          // SetterOnlyTest covers it
          "io.wirebind.valueit.SetterOnly",
          // bridged properties are Jackson-style JSON in proto3 JSON, where the peer has a string
          // (docs/JSON.md); BridgeProtoPeerTest runs them against the peer, and FuzzRoot is checked
          // here without them
          "io.wirebind.fuzz.FuzzBridged");
  private static ClassLoader peers;
  /** Messages skipped because a random instance could not be built (reported, and bounded below). */
  private static final java.util.Set<String> SKIPPED = new java.util.TreeSet<>();
  private static final List<FileDescriptor> FILES = new ArrayList<>();
  /** Messages holding a parameterised generic message, which random instances cannot fill. */
  private static final java.util.Set<String> GENERIC = new java.util.TreeSet<>();

  private static boolean holdsGenericMessage(Class<?> type) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (java.lang.reflect.Field f : c.getDeclaredFields()) {
        if (f.getGenericType().getTypeName().contains("<")
            && f.getGenericType().getTypeName().matches(".*\\b(Page|Slice|Pair|Node|Event|Box|Holder)<.*")) {
          return true;
        }
        if (f.getGenericType() instanceof java.lang.reflect.TypeVariable<?>) {
          return true;
        }
      }
      if (c.getTypeParameters().length > 0 || c.getGenericSuperclass() instanceof java.lang.reflect.ParameterizedType) {
        return true;
      }
    }
    return false;
  }

  @BeforeAll
  static void compilePeers() throws Exception {
    Fuzzing.bridge(); // FuzzBridged's Joda and Optional properties
    Path out = Files.createTempDirectory("exported-proto-classes");
    List<String> sources;
    try (Stream<Path> s = Files.walk(GENERATED)) {
      sources = s.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList());
    }
    assertTrue(sources.size() >= 4, "protoc output for the exported files: " + sources);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-proc:none", "-nowarn",
        "-classpath", System.getProperty("java.class.path")));
    args.addAll(sources);
    assertEquals(0, javac.run(null, null, null, args.toArray(new String[0])), "javac of protoc's Java");
    peers = new URLClassLoader(new URL[] {out.toUri().toURL()}, ExportedProtoDifferentialTest.class.getClassLoader());
    for (String source : sources) {
      String name = GENERATED.relativize(Path.of(source)).toString().replace('/', '.').replace(".java", "");
      FILES.add((FileDescriptor) peers.loadClass(name).getMethod("getDescriptor").invoke(null));
    }
  }

  @Test
  void everyMessageInteroperatesBothWays() throws Exception {
    int tested = 0;
    for (FileDescriptor file : FILES) {
      if (file.getPackage().endsWith(".failit")) {
        continue; // messages whose constructors reject values by design (UserExceptionsTest)
      }
      if (file.getPackage().endsWith(".bridgeit") || file.getPackage().endsWith(".bridge3it")) {
        continue; // Joda, Month and JSON-tree properties random instances cannot fill (BridgeProtoPeerTest)
      }
      for (Descriptor d : file.getMessageTypes()) {
        tested += check(file, d);
      }
    }
    assertTrue(tested >= 40, "messages checked: " + tested);
    assertTrue(SKIPPED.size() <= 3, "skipped: " + SKIPPED);
    System.out.println("ExportedProtoDifferentialTest: " + tested + " messages, skipped " + SKIPPED
        + ", holding generic messages " + GENERIC);
  }

  /** Checks {@code d} and its nested messages when they are Wirebind messages; returns how many. */
  private int check(FileDescriptor file, Descriptor d) throws Exception {
    int tested = 0;
    for (Descriptor nested : d.getNestedTypes()) {
      tested += check(file, nested);
    }
    String path = d.getFullName().substring(file.getPackage().length() + 1);
    Class<?> type;
    try {
      type = javaType(file, path);
      Wirebind.codec(type);
      if (holdsGenericMessage(type)) {
        GENERIC.add(type.getName()); // FuzzedValues cannot bind type variables; GenericsDifferentialTest covers them
        return tested;
      }
      if (NOT_GENERATED.contains(type.getName()) || type.isInterface()
          || java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
        return tested;
      }
    } catch (ClassNotFoundException | RuntimeException e) {
      return tested; // a message standing for an outer class, or an enum's scope
    }
    Class<?> outer = peers.loadClass(file.getOptions().getJavaPackage().isEmpty()
        ? file.getPackage() + "." + outerClassName(file) : file.getOptions().getJavaPackage() + "." + outerClassName(file));
    Class<?> peer = peers.loadClass(outer.getName() + "$" + path.replace('.', '$'));
    checkMessage(type, peer);
    return tested + 1;
  }

  /**
   * The Java class of the message at {@code path}: {@code Outer.Inner} is {@code Outer$Inner}; a
   * class nested in one that is no message is exported raised, {@code Shop_Order} for {@code
   * Shop$Order}.
   */
  private static Class<?> javaType(FileDescriptor file, String path) throws ClassNotFoundException {
    String base = file.getPackage() + ".";
    try {
      return Class.forName(base + path.replace('.', '$'));
    } catch (ClassNotFoundException e) {
      return Class.forName(base + path.replace('.', '$').replace('_', '$'));
    }
  }

  /**
   * No exported message is an empty wrapper standing for an outer class that is no message: a
   * message without fields that only holds nested types is a Wirebind message itself or the scope
   * of a clashing enum ({@code SideScope}).
   */
  @Test
  void noEmptyWrapperMessages() {
    int raised = 0;
    for (FileDescriptor file : FILES) {
      for (Descriptor d : file.getMessageTypes()) {
        raised += noEmptyWrapper(file, d);
      }
    }
    assertTrue(raised >= 5, "messages raised out of a plain outer class: " + raised);
  }

  private static int noEmptyWrapper(FileDescriptor file, Descriptor d) {
    int raised = 0;
    String path = d.getFullName().substring(file.getPackage().length() + 1);
    if (d.getFields().isEmpty() && !d.getNestedTypes().isEmpty() && !d.getName().endsWith("Scope")) {
      try {
        Class<?> type = javaType(file, path);
        Wirebind.codec(type);
      } catch (ClassNotFoundException | RuntimeException e) {
        throw new AssertionError(d.getFullName() + " is an empty wrapper message", e);
      }
    }
    if (path.contains("_")) {
      String base = file.getPackage() + "." + path.replace('.', '$');
      try {
        Class.forName(base);
      } catch (ClassNotFoundException e) {
        try {
          Class.forName(base.replace('_', '$'));
          raised++; // Shop_Order for Shop$Order
        } catch (ClassNotFoundException notAClass) {
          // a generic parameterisation (Page_Item) or a synthesized wrapper
        }
      }
    }
    for (Descriptor nested : d.getNestedTypes()) {
      raised += noEmptyWrapper(file, nested);
    }
    return raised;
  }

  private static String outerClassName(FileDescriptor file) {
    String base = file.getName().substring(file.getName().lastIndexOf('/') + 1).replace(".proto", "");
    StringBuilder b = new StringBuilder();
    boolean upper = true;
    for (char c : base.toCharArray()) {
      if (c == '_' || c == '-') {
        upper = true;
      } else {
        b.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    String name = b.toString();
    for (Descriptor d : file.getMessageTypes()) {
      if (d.getName().equals(name)) {
        return name + "OuterClass";
      }
    }
    return name;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void checkMessage(Class<?> type, Class<?> peer) throws Exception {
    Codec codec = Wirebind.codec(type);
    java.lang.reflect.Method parse = peer.getMethod("parseFrom", byte[].class);
    java.lang.reflect.Method newBuilder = peer.getMethod("newBuilder");
    for (int seed = 0; seed < INSTANCES; seed++) {
      Object x;
      try {
        x = new FuzzedValues(new RandomDataProvider(seed * 31L + type.getName().hashCode(), 600)).message(type);
      } catch (AssertionError e) {
        if (e.getCause() instanceof InstantiationException) {
          // FuzzedValues cannot build an abstract member of a sealed hierarchy this way
          SKIPPED.add(type.getName());
          return;
        }
        throw e;
      }
      x = withoutUnexported(x, (Descriptor) peer.getMethod("getDescriptor").invoke(null));
      if (x instanceof FuzzRoot root) {
        withoutBridged(root);
      }
      byte[] ours;
      byte[] ourJson;
      try {
        ours = codec.toProto(x);
        ourJson = codec.toJson(x, JsonStyle.PROTO3);
      } catch (WirebindException e) {
        if (Fuzzing.protobufCannotHold(e) || e.getMessage().contains("NaN") || e.getMessage().contains("nfinit")) {
          continue;
        }
        throw e;
      }
      String at = type.getName() + " seed " + seed;
      // ours -> theirs: the peer reads the same values (its JsonFormat prints what ours writes)
      Message theirs = (Message) parse.invoke(null, (Object) ours);
      String printed = JsonFormat.printer().print(theirs);
      assertSameTree(MAPPER.readTree(ourJson), MAPPER.readTree(printed), at);
      check(x, codec.fromProto(theirs.toByteArray()), at);
      // theirs -> ours: the peer builds the message from the JSON through its own schema
      Message.Builder builder = (Message.Builder) newBuilder.invoke(null);
      JsonFormat.parser().merge(new String(ourJson, StandardCharsets.UTF_8), builder);
      check(x, codec.fromProto(builder.build().toByteArray()), at);
    }
  }

  /**
   * {@code x} with the fields the schema does not export (members Jackson ignores, such as {@code
   * @JsonIgnoreProperties} names, {@code @JsonIgnore}d record components, fields no accessor
   * reaches) reset to a new instance's values; a record with such components is rebuilt with
   * null / 0 / false for them, as its codec builds it.
   */
  private static Object withoutUnexported(Object x, Descriptor d) throws Exception {
    Class<?> type = x.getClass();
    if (type.isRecord()) {
      java.lang.reflect.RecordComponent[] cs = type.getRecordComponents();
      Object[] args = new Object[cs.length];
      Class<?>[] types = new Class<?>[cs.length];
      boolean changed = false;
      for (int i = 0; i < cs.length; i++) {
        types[i] = cs[i].getType();
        if (d.findFieldByName(cs[i].getName()) != null) {
          java.lang.reflect.Method accessor = cs[i].getAccessor();
          accessor.setAccessible(true);
          args[i] = accessor.invoke(x);
        } else {
          args[i] = types[i].isPrimitive()
              ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(types[i], 1), 0) : null;
          changed = true;
        }
      }
      if (!changed) {
        return x;
      }
      java.lang.reflect.Constructor<?> c = type.getDeclaredConstructor(types);
      c.setAccessible(true);
      return c.newInstance(args);
    }
    Object fresh = null;
    for (Class<?> t = type; t != Object.class; t = t.getSuperclass()) {
      for (java.lang.reflect.Field f : t.getDeclaredFields()) {
        int mod = f.getModifiers();
        if (java.lang.reflect.Modifier.isStatic(mod) || java.lang.reflect.Modifier.isFinal(mod)
            || f.isSynthetic() || d.findFieldByName(f.getName()) != null) {
          continue;
        }
        if (fresh == null) {
          java.lang.reflect.Constructor<?> c = type.getDeclaredConstructor();
          c.setAccessible(true);
          fresh = c.newInstance();
        }
        f.setAccessible(true);
        f.set(x, f.get(fresh));
      }
    }
    return x;
  }

  /** {@code root} and the roots it holds without their bridged properties (see NOT_GENERATED). */
  private static void withoutBridged(FuzzRoot root) {
    if (root == null) {
      return;
    }
    root.bridged = null;
    root.bridgedList = null;
    withoutBridged(root.next);
    if (root.children != null) {
      root.children.forEach(ExportedProtoDifferentialTest::withoutBridged);
    }
    if (root.byName != null) {
      root.byName.values().forEach(ExportedProtoDifferentialTest::withoutBridged);
    }
  }

  private static void check(Object expected, Object actual, String at) {
    String diff = DeepEquals.diff(expected, actual, "$", Via.PROTOBUF);
    assertTrue(diff == null, at + ": " + diff);
  }

  private static void assertSameTree(JsonNode ours, JsonNode theirs, String at) {
    Comparator<JsonNode> numbers = (a, b) -> {
      if (a.isNumber() && b.isNumber()) {
        return a.decimalValue().compareTo(b.decimalValue());
      }
      return a.equals(b) ? 0 : 1;
    };
    assertTrue(ours.equals(numbers, theirs), at + "\nours:   " + ours + "\ntheirs: " + theirs);
  }
}
