package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.field;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.Creation;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Include;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ScalarKind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.generate.kind.BytesKind;
import io.wirebind.processor.generate.kind.DynamicKind;
import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumKind;
import io.wirebind.processor.generate.kind.MessageKind;
import io.wirebind.processor.generate.kind.Scalar;
import io.wirebind.processor.generate.kind.StringKind;
import java.util.Comparator;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The models the analysis builds for valid messages. */
class ModelTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private MessageModel analyze(String name, JavaFileObject... sources) {
    Compilation c = processor.compile(sources);
    assertThat(c).succeededWithoutWarnings();
    return processor.model(name);
  }

  private static List<String> jsonOrder(MessageModel m) {
    return m.fields().stream()
        .sorted(Comparator.comparingInt(FieldModel::jsonIndex))
        .map(FieldModel::jsonName)
        .toList();
  }

  private static List<String> names(MessageModel m) {
    return m.fields().stream().map(FieldModel::name).toList();
  }

  private static List<Integer> numbers(MessageModel m) {
    return m.fields().stream().map(FieldModel::number).toList();
  }

  private static Scalar scalar(ScalarKind s, JavaKind j, boolean boxed) {
    return new Scalar(s, j, boxed);
  }

  @Test
  void record() {
    MessageModel m =
        analyze("Point",
            source("Point",
                "import io.wirebind.annotation.*;",
                "@WireMessage public record Point(int x, long y, String label) {}"));
    assertEquals(ClassName.get("test", "Point"), m.type());
    assertEquals(ClassName.get("test", "Point_WireCodec"), m.codec());
    assertEquals(Creation.constructor(List.of("x", "y", "label")), m.creation());
    assertTrue(m.immutable());
    assertEquals(List.of("x", "y", "label"), names(m));
    assertEquals(List.of(1, 2, 3), numbers(m));
    FieldModel x = field(m, "x");
    assertEquals(Accessor.method("x"), x.read());
    assertEquals(Accessor.constructor(), x.write());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.INT, false), x.type());
    assertEquals(TypeName.INT, x.javaType());
    assertEquals(scalar(ScalarKind.INT64, JavaKind.LONG, false), field(m, "y").type());
    assertEquals(new StringKind(), field(m, "label").type());
    assertEquals(List.of("x", "y", "label"), jsonOrder(m));
    assertEquals(JsonOptions.DEFAULT, m.json());
    assertEquals(Include.ALWAYS, x.include());
    assertTrue(x.packed());
  }

  @Test
  void publicFieldClass() {
    MessageModel m =
        analyze("Car",
            source("Car",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Car {",
                "  @WireField(3) public String make;",
                "  @WireField(1) public int year;",
                "  @WireField(7) double price;",
                "  public static int COUNT;",
                "  public transient int cache;",
                "  @WireIgnore public int ignored;",
                "  @com.fasterxml.jackson.annotation.JsonIgnore public int jsonIgnored;",
                "}"));
    assertEquals(Creation.NO_ARGS, m.creation());
    assertFalse(m.immutable());
    assertEquals(List.of("make", "year", "price"), names(m));
    assertEquals(List.of(3, 1, 7), numbers(m));
    assertEquals(Accessor.field("make"), field(m, "make").read());
    assertEquals(Accessor.field("make"), field(m, "make").write());
    assertEquals(Accessor.field("price"), field(m, "price").write());
    assertEquals(List.of("make", "year", "price"), jsonOrder(m));
  }

  @Test
  void nestedClassCodecName() {
    MessageModel m =
        analyze("Outer.Inner",
            source("Outer",
                "import io.wirebind.annotation.*;",
                "public class Outer {",
                "  @WireMessage public static class Inner { public int a; }",
                "}"));
    assertEquals(ClassName.get("test", "Outer", "Inner"), m.type());
    assertEquals(ClassName.get("test", "Outer_Inner_WireCodec"), m.codec());
  }

  @Test
  void privateFieldBean() {
    MessageModel m =
        analyze("Bean",
            source("Bean",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Bean {",
                "  private String url;",
                "  private boolean active;",
                "  private Boolean flag;",
                "  private final int id = 0;",
                "  public String getURL() { return url; }",
                "  public void setURL(String url) { this.url = url; }",
                "  public boolean isActive() { return active; }",
                "  public void setActive(boolean active) { this.active = active; }",
                "  public Boolean isFlag() { return flag; }",
                "  public void setFlag(Boolean flag) { this.flag = flag; }",
                "  public int getId() { return id; }",
                "  @com.fasterxml.jackson.annotation.JsonCreator",
                "  public Bean(@com.fasterxml.jackson.annotation.JsonProperty(\"id\") int id) {}",
                "}"));
    assertEquals(Creation.constructor(List.of("id")), m.creation());
    FieldModel url = field(m, "url");
    assertEquals(Accessor.method("getURL"), url.read());
    assertEquals(Accessor.method("setURL"), url.write());
    assertEquals("url", url.jsonName());
    assertEquals(Accessor.method("isActive"), field(m, "active").read());
    assertEquals(Accessor.method("setActive"), field(m, "active").write());
    assertEquals(Accessor.method("isFlag"), field(m, "flag").read());
    assertEquals(Accessor.method("getId"), field(m, "id").read());
    assertEquals(Accessor.constructor(), field(m, "id").write());
    // Jackson writes creator properties first
    assertEquals(List.of("id", "url", "active", "flag"), jsonOrder(m));
  }

  @Test
  void getterWhoseJacksonNameDiffersFromTheField() {
    MessageModel m =
        analyze("Odd",
            source("Odd",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Odd {",
                "  private int xValue;",
                "  public int b;",
                "  public int getXValue() { return xValue; }",
                "  public void setXValue(int v) { xValue = v; }",
                "}"));
    assertEquals(List.of(1, 2), numbers(m));
    // Jackson: {"b":0,"xvalue":0}
    assertEquals(List.of("b", "xvalue"), jsonOrder(m));
  }

  @Test
  void inheritance() {
    MessageModel m =
        analyze("Sub",
            source("Base",
                "public class Base {",
                "  public long id;",
                "  private String name;",
                "  public String getName() { return name; }",
                "  public void setName(String n) { name = n; }",
                "}"),
            source("Generic",
                "public class Generic<T> { public T value; }"),
            source("Sub",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Sub extends Base { public int extra; }"),
            source("Boxed",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Boxed extends Generic<String> { public int n; }"));
    assertEquals(List.of("id", "name", "extra"), names(m));
    assertEquals(List.of(1, 2, 3), numbers(m));
    assertEquals(Accessor.method("getName"), field(m, "name").read());
    assertEquals(List.of("id", "name", "extra"), jsonOrder(m));
    MessageModel b = processor.model("Boxed");
    assertEquals(new StringKind(), field(b, "value").type());
    assertEquals(ClassName.get(String.class), field(b, "value").javaType());
  }

  @Test
  void enumsWithNumbers() {
    MessageModel m =
        analyze("Order",
            source("Color",
                "public enum Color { RED, GREEN, BLUE }"),
            source("Status",
                "import io.wirebind.annotation.*;",
                "public enum Status { @WireField(0) UNKNOWN, @WireField(5) OPEN,",
                "  @WireField(9) CLOSED }"),
            source("Order",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Order { public Color color; public Status status;",
                "  public java.util.List<Status> history; }"));
    assertEquals(
        new EnumKind(ClassName.get("test", "Color"),
            List.of(new EnumConstant("RED", 0), new EnumConstant("GREEN", 1),
                new EnumConstant("BLUE", 2))),
        field(m, "color").type());
    EnumKind status = (EnumKind) field(m, "status").type();
    assertEquals(
        List.of(new EnumConstant("UNKNOWN", 0), new EnumConstant("OPEN", 5),
            new EnumConstant("CLOSED", 9)),
        status.constants());
    assertEquals(new TypeModel.ListType(status,
            ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get("test", "Status"))),
        field(m, "history").type());
  }

  @Test
  void scalarsAndBoxes() {
    MessageModel m =
        analyze("All",
            source("All",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class All {",
                "  public int i; public long l; public float f; public double d; public boolean z;",
                "  public byte b; public short s; public char c;",
                "  public Integer bi; public Long bl; public Float bf; public Double bd;",
                "  public Boolean bz; public Byte bb; public Short bs; public Character bc;",
                "  public byte[] bytes;",
                "}"));
    assertEquals(scalar(ScalarKind.INT32, JavaKind.INT, false), field(m, "i").type());
    assertEquals(scalar(ScalarKind.INT64, JavaKind.LONG, false), field(m, "l").type());
    assertEquals(scalar(ScalarKind.FLOAT, JavaKind.FLOAT, false), field(m, "f").type());
    assertEquals(scalar(ScalarKind.DOUBLE, JavaKind.DOUBLE, false), field(m, "d").type());
    assertEquals(scalar(ScalarKind.BOOL, JavaKind.BOOLEAN, false), field(m, "z").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.BYTE, false), field(m, "b").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.SHORT, false), field(m, "s").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.CHAR, false), field(m, "c").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.INT, true), field(m, "bi").type());
    assertEquals(scalar(ScalarKind.INT64, JavaKind.LONG, true), field(m, "bl").type());
    assertEquals(scalar(ScalarKind.FLOAT, JavaKind.FLOAT, true), field(m, "bf").type());
    assertEquals(scalar(ScalarKind.DOUBLE, JavaKind.DOUBLE, true), field(m, "bd").type());
    assertEquals(scalar(ScalarKind.BOOL, JavaKind.BOOLEAN, true), field(m, "bz").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.BYTE, true), field(m, "bb").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.SHORT, true), field(m, "bs").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.CHAR, true), field(m, "bc").type());
    assertEquals(TypeName.INT.box(), field(m, "bi").javaType());
    assertEquals(new BytesKind(), field(m, "bytes").type());
    assertEquals(17, m.fields().size());
  }

  @Test
  void encodings() {
    MessageModel m =
        analyze("Enc",
            source("Enc",
                "import io.wirebind.annotation.*;",
                "import io.wirebind.annotation.WireField.Encoding;",
                "import java.util.*;",
                "@WireMessage public class Enc {",
                "  @WireField(value = 1, encoding = Encoding.ZIGZAG) public int a;",
                "  @WireField(value = 2, encoding = Encoding.ZIGZAG) public Long b;",
                "  @WireField(value = 3, encoding = Encoding.FIXED) public int c;",
                "  @WireField(value = 4, encoding = Encoding.FIXED) public long d;",
                "  @WireField(value = 5, encoding = Encoding.UNSIGNED) public short e;",
                "  @WireField(value = 6, encoding = Encoding.UNSIGNED) public long f;",
                "  @WireField(value = 7, encoding = Encoding.FIXED, packed = false) public long[] g;",
                "  @WireField(value = 8, encoding = Encoding.ZIGZAG) public List<Integer> h;",
                "  @WireField(value = 9, encoding = Encoding.FIXED, keyEncoding = Encoding.ZIGZAG)",
                "  public Map<Long, Integer> i;",
                "}"));
    assertEquals(scalar(ScalarKind.SINT32, JavaKind.INT, false), field(m, "a").type());
    assertEquals(scalar(ScalarKind.SINT64, JavaKind.LONG, true), field(m, "b").type());
    assertEquals(scalar(ScalarKind.SFIXED32, JavaKind.INT, false), field(m, "c").type());
    assertEquals(scalar(ScalarKind.SFIXED64, JavaKind.LONG, false), field(m, "d").type());
    assertEquals(scalar(ScalarKind.UINT32, JavaKind.SHORT, false), field(m, "e").type());
    assertEquals(scalar(ScalarKind.UINT64, JavaKind.LONG, false), field(m, "f").type());
    assertEquals(new TypeModel.ArrayType(scalar(ScalarKind.SFIXED64, JavaKind.LONG, false)),
        field(m, "g").type());
    assertFalse(field(m, "g").packed());
    assertTrue(field(m, "h").packed());
    assertEquals(scalar(ScalarKind.SINT32, JavaKind.INT, true),
        ((TypeModel.ListType) field(m, "h").type()).element());
    TypeModel.MapType map = (TypeModel.MapType) field(m, "i").type();
    assertEquals(scalar(ScalarKind.SINT64, JavaKind.LONG, true), map.key());
    assertEquals(scalar(ScalarKind.SFIXED32, JavaKind.INT, true), map.value());
  }

  @Test
  void listsArraysAndMaps() {
    MessageModel m =
        analyze("Coll",
            source("Color", "public enum Color { RED }"),
            source("Item",
                "import io.wirebind.annotation.*;",
                "@WireMessage public record Item(String name) {}"),
            source("Coll",
                "import io.wirebind.annotation.*;",
                "import java.util.*;",
                "@WireMessage public class Coll {",
                "  public List<Integer> ints; public List<Long> longs;",
                "  public List<Float> floats; public ArrayList<Double> doubles;",
                "  public List<Boolean> bools; public List<String> strings;",
                "  public List<byte[]> blobs; public List<Color> colors; public List<Item> items;",
                "  public List<Short> shorts; public List<Character> chars; public List<Byte> bs;",
                "  public int[] ia; public long[] la; public float[] fa; public double[] da;",
                "  public boolean[] za;",
                "  public Map<String, Integer> m1; public HashMap<Integer, String> m2;",
                "  public LinkedHashMap<Long, byte[]> m3; public Map<Boolean, Color> m4;",
                "  public Map<Short, Item> m5; public Map<Byte, Double> m6;",
                "  public Map<Character, Boolean> m7;",
                "  public Item item;",
                "  public Coll self;",
                "}"));
    ClassName item = ClassName.get("test", "Item");
    MessageKind itemType =
        new MessageKind(item, ClassName.get("test", "Item_WireCodec"));
    assertEquals(itemType, field(m, "item").type());
    assertEquals(new MessageKind(ClassName.get("test", "Coll"),
        ClassName.get("test", "Coll_WireCodec")), field(m, "self").type());
    assertEquals(scalar(ScalarKind.INT32, JavaKind.INT, true), element(m, "ints"));
    assertEquals(scalar(ScalarKind.INT64, JavaKind.LONG, true), element(m, "longs"));
    assertEquals(scalar(ScalarKind.FLOAT, JavaKind.FLOAT, true), element(m, "floats"));
    assertEquals(scalar(ScalarKind.DOUBLE, JavaKind.DOUBLE, true), element(m, "doubles"));
    assertEquals(scalar(ScalarKind.BOOL, JavaKind.BOOLEAN, true), element(m, "bools"));
    assertEquals(new StringKind(), element(m, "strings"));
    assertEquals(new BytesKind(), element(m, "blobs"));
    assertTrue(element(m, "colors") instanceof EnumKind);
    assertEquals(itemType, element(m, "items"));
    assertEquals(scalar(ScalarKind.INT32, JavaKind.SHORT, true), element(m, "shorts"));
    assertEquals(scalar(ScalarKind.INT32, JavaKind.CHAR, true), element(m, "chars"));
    assertEquals(scalar(ScalarKind.INT32, JavaKind.BYTE, true), element(m, "bs"));
    assertEquals(
        ParameterizedTypeName.get(ClassName.get(java.util.ArrayList.class), TypeName.DOUBLE.box()),
        field(m, "doubles").type().javaType());
    assertEquals(new TypeModel.ArrayType(scalar(ScalarKind.INT32, JavaKind.INT, false)),
        field(m, "ia").type());
    assertEquals(new TypeModel.ArrayType(scalar(ScalarKind.INT64, JavaKind.LONG, false)),
        field(m, "la").type());
    assertEquals(new TypeModel.ArrayType(scalar(ScalarKind.FLOAT, JavaKind.FLOAT, false)),
        field(m, "fa").type());
    assertEquals(new TypeModel.ArrayType(scalar(ScalarKind.DOUBLE, JavaKind.DOUBLE, false)),
        field(m, "da").type());
    assertEquals(new TypeModel.ArrayType(scalar(ScalarKind.BOOL, JavaKind.BOOLEAN, false)),
        field(m, "za").type());
    assertMap(m, "m1", new StringKind(), scalar(ScalarKind.INT32, JavaKind.INT, true));
    assertMap(m, "m2", scalar(ScalarKind.INT32, JavaKind.INT, true), new StringKind());
    assertMap(m, "m3", scalar(ScalarKind.INT64, JavaKind.LONG, true), new BytesKind());
    assertEquals(scalar(ScalarKind.BOOL, JavaKind.BOOLEAN, true),
        ((TypeModel.MapType) field(m, "m4").type()).key());
    assertTrue(((TypeModel.MapType) field(m, "m4").type()).value() instanceof EnumKind);
    assertMap(m, "m5", scalar(ScalarKind.INT32, JavaKind.SHORT, true), itemType);
    assertMap(m, "m6", scalar(ScalarKind.INT32, JavaKind.BYTE, true),
        scalar(ScalarKind.DOUBLE, JavaKind.DOUBLE, true));
    assertMap(m, "m7", scalar(ScalarKind.INT32, JavaKind.CHAR, true),
        scalar(ScalarKind.BOOL, JavaKind.BOOLEAN, true));
  }

  private static TypeModel element(MessageModel m, String name) {
    return ((TypeModel.ListType) field(m, name).type()).element();
  }

  private static void assertMap(MessageModel m, String name, TypeModel key, TypeModel value) {
    TypeModel.MapType map = (TypeModel.MapType) field(m, name).type();
    assertEquals(key, map.key());
    assertEquals(value, map.value());
  }

  @Test
  void jacksonNamesIncludeAndOrder() {
    MessageModel m =
        analyze("J",
            source("J",
                "import io.wirebind.annotation.*;",
                "import com.fasterxml.jackson.annotation.*;",
                "@WireMessage @JsonInclude(JsonInclude.Include.NON_NULL)",
                "@JsonIgnoreProperties(ignoreUnknown = false)",
                "public class J {",
                "  @JsonProperty(\"y\") public String a;",
                "  public String b;",
                "  @JsonProperty(\"x\") @JsonInclude(JsonInclude.Include.ALWAYS) public String c;",
                "  @JsonInclude(JsonInclude.Include.NON_EMPTY) public String d;",
                "  @WireField(json = \"E\") @JsonInclude(JsonInclude.Include.NON_DEFAULT)",
                "  public int e;",
                "  private int f;",
                "  @JsonProperty(\"ff\") public int getF() { return f; }",
                "  public void setF(int f) { this.f = f; }",
                "}"));
    // Jackson moves explicitly named properties to the end: {"b","d","e","y","x","ff"}
    assertEquals(List.of("b", "d", "E", "y", "x", "ff"), jsonOrder(m));
    assertEquals(Include.NON_NULL, field(m, "a").include());
    assertEquals(Include.ALWAYS, field(m, "c").include());
    assertEquals(Include.NON_EMPTY, field(m, "d").include());
    assertEquals(Include.NON_DEFAULT, field(m, "e").include());
    assertEquals(new JsonOptions(JsonStyle.JACKSON, true), m.json());
    assertEquals(List.of(1, 2, 3, 4, 5, 6), numbers(m));
  }

  @Test
  void propertyOrderIndexAndCreators() {
    analyze("Ord",
        source("Ord",
            "import io.wirebind.annotation.*;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage @JsonPropertyOrder({\"c\", \"a\"}) public class Ord {",
            "  @JsonProperty(\"y\") public int a; public int b; public int c; public int d;",
            "}"),
        source("Idx",
            "import io.wirebind.annotation.*;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage public class Idx {",
            "  @JsonProperty(index = 2) public int a; @JsonProperty(index = 1) public int b;",
            "  public int c;",
            "}"),
        source("Cr",
            "import io.wirebind.annotation.*;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage public class Cr {",
            "  public final int a; public final int b; public int c; @JsonProperty(index = 0) public int d;",
            "  @JsonCreator public Cr(@JsonProperty(\"b\") int b, @JsonProperty(\"a\") int a) {",
            "    this.a = a; this.b = b; }",
            "}"),
        source("Alpha",
            "import io.wirebind.annotation.*;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage @JsonPropertyOrder(alphabetic = true) public class Alpha {",
            "  public int z; public int a; public int m;",
            "}"),
        source("Rec",
            "import io.wirebind.annotation.*;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage public record Rec(@JsonProperty(\"zz\") int a, int b) {}"),
        source("Proto",
            "import io.wirebind.annotation.*;",
            "@WireMessage(json = JsonStyle.PROTO3, failOnUnknownJson = true)",
            "public class Proto { public int user_id; @WireField(json = \"N\") public int name;",
            "  public int other; }"));
    assertEquals(List.of("c", "y", "b", "d"), jsonOrder(processor.model("Ord")));
    assertEquals(List.of("b", "a", "c"), jsonOrder(processor.model("Idx")));
    MessageModel cr = processor.model("Cr");
    assertEquals(List.of("d", "b", "a", "c"), jsonOrder(cr));
    assertEquals(Creation.constructor(List.of("b", "a")), cr.creation());
    assertEquals(Accessor.constructor(), field(cr, "a").write());
    assertEquals(Accessor.field("a"), field(cr, "a").read());
    assertEquals(Accessor.field("c"), field(cr, "c").write());
    assertEquals(List.of("a", "m", "z"), jsonOrder(processor.model("Alpha")));
    assertEquals(List.of("zz", "b"), jsonOrder(processor.model("Rec")));
    MessageModel proto = processor.model("Proto");
    assertEquals(new JsonOptions(JsonStyle.PROTO3, true), proto.json());
    assertEquals(List.of("userId", "N", "other"), jsonOrder(proto));
  }

  @Test
  void jsonIgnoreOnGetterAndIgnoredProperties() {
    MessageModel m =
        analyze("Ig",
            source("Ig",
                "import io.wirebind.annotation.*;",
                "import com.fasterxml.jackson.annotation.*;",
                "@WireMessage @JsonIgnoreProperties(value = {\"skip\"}, ignoreUnknown = true)",
                "public class Ig {",
                "  private int a; public int skip; public int keep;",
                "  @JsonIgnore public int getA() { return a; }",
                "}"));
    assertEquals(List.of("keep"), names(m));
    assertEquals(List.of(1), numbers(m));
    assertFalse(m.json().failOnUnknown());
    assertNull(m.creation().constructorFields());
  }

  @Test
  void annotationsOnGettersSettersAndRecordComponents() {
    analyze("Acc",
        source("Acc",
            "import io.wirebind.annotation.*;",
            "import io.wirebind.annotation.WireField.Encoding;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage public class Acc {",
            "  private int a; private String b; private long c;",
            "  @WireField(value = 7, encoding = Encoding.ZIGZAG) public int getA() { return a; }",
            "  public void setA(int a) { this.a = a; }",
            "  @WireField(8) public String getB() { return b; }",
            "  @JsonProperty(\"bee\") public void setB(String b) { this.b = b; }",
            "  @WireField(9) @JsonInclude(JsonInclude.Include.NON_DEFAULT)",
            "  public long getC() { return c; }",
            "  @WireIgnore public void setC(long c) { this.c = c; }",
            "}"),
        source("RecAnn",
            "import io.wirebind.annotation.*;",
            "import io.wirebind.annotation.WireField.Encoding;",
            "import com.fasterxml.jackson.annotation.*;",
            "@WireMessage public record RecAnn(",
            "  @WireField(value = 4, encoding = Encoding.FIXED, json = \"K\") long key,",
            "  @WireField(2) @JsonProperty(\"v\") @JsonInclude(JsonInclude.Include.NON_NULL)",
            "  String value) {}"));
    MessageModel acc = processor.model("Acc");
    assertEquals(List.of("a", "b"), names(acc));
    assertEquals(List.of(7, 8), numbers(acc));
    assertEquals(scalar(ScalarKind.SINT32, JavaKind.INT, false), field(acc, "a").type());
    assertEquals(Accessor.method("getA"), field(acc, "a").read());
    assertEquals(Accessor.method("setA"), field(acc, "a").write());
    assertEquals("bee", field(acc, "b").jsonName());
    assertEquals(List.of("a", "bee"), jsonOrder(acc));
    MessageModel rec = processor.model("RecAnn");
    assertEquals(List.of(4, 2), numbers(rec));
    assertEquals(scalar(ScalarKind.SFIXED64, JavaKind.LONG, false), field(rec, "key").type());
    assertEquals("K", field(rec, "key").jsonName());
    assertEquals("v", field(rec, "value").jsonName());
    assertEquals(Include.NON_NULL, field(rec, "value").include());
    assertEquals(List.of("K", "v"), jsonOrder(rec));
  }

  @Test
  void packagePrivateAndProtectedFieldsOfTheSamePackage() {
    MessageModel m =
        analyze("Pkg",
            source("PkgBase", "public class PkgBase { @com.fasterxml.jackson.annotation.JsonProperty",
                "  protected int inherited; }"),
            source("Pkg",
                "import io.wirebind.annotation.*;",
                "@WireMessage public class Pkg extends PkgBase {",
                "  @com.fasterxml.jackson.annotation.JsonProperty int own; protected int prot;",
                "  int hidden; Pkg() {} }"));
    // as in Jackson: a non-public field is a property when annotated (or reached by accessors)
    assertEquals(List.of("inherited", "own"), names(m));
    assertEquals(Accessor.field("inherited"), field(m, "inherited").write());
    assertEquals(Creation.NO_ARGS, m.creation());
  }

  @Test
  void dynamicValues() {
    MessageModel m =
        analyze("Dyn",
            source("Dyn",
                "import io.wirebind.annotation.*;",
                "import java.util.*;",
                "@WireMessage public class Dyn {",
                "  public Object any; public Map<String, Object> struct; public HashMap<String, Object> hashed;",
                "  public List<Object> list; public ArrayList<Object> arrayList;",
                "  public List<Map<String, Object>> rows; public Map<Integer, Object> byId;",
                "  public Map<String, List<Object>> lists; public Optional<Object> maybe;",
                "  public Map<String, String> plain; public List<String> strings;",
                "}"));
    TypeName object = ClassName.OBJECT;
    TypeName struct = ParameterizedTypeName.get(ClassName.get("java.util", "Map"), ClassName.get(String.class), object);
    TypeName list = ParameterizedTypeName.get(ClassName.get("java.util", "List"), object);
    assertEquals(new DynamicKind(DynamicKind.Form.VALUE, object), field(m, "any").type());
    assertEquals(new DynamicKind(DynamicKind.Form.STRUCT, struct), field(m, "struct").type());
    assertEquals(new DynamicKind(DynamicKind.Form.STRUCT,
        ParameterizedTypeName.get(ClassName.get("java.util", "HashMap"), ClassName.get(String.class), object)),
        field(m, "hashed").type());
    assertEquals(new DynamicKind(DynamicKind.Form.LIST, list), field(m, "list").type());
    assertEquals(new DynamicKind(DynamicKind.Form.LIST,
        ParameterizedTypeName.get(ClassName.get("java.util", "ArrayList"), object)), field(m, "arrayList").type());
    assertEquals(new DynamicKind(DynamicKind.Form.STRUCT, struct), element(m, "rows"));
    TypeModel.MapType byId = (TypeModel.MapType) field(m, "byId").type();
    assertEquals(scalar(ScalarKind.INT32, JavaKind.INT, true), byId.key());
    assertEquals(DynamicKind.value(), byId.value());
    assertEquals(new DynamicKind(DynamicKind.Form.LIST, list), ((TypeModel.MapType) field(m, "lists").type()).value());
    assertEquals(DynamicKind.value(), ((TypeModel.OptionalType) field(m, "maybe").type()).element());
    assertEquals(new StringKind(), ((TypeModel.MapType) field(m, "plain").type()).value());
    assertEquals(new StringKind(), element(m, "strings"));
    assertEquals("google.protobuf.Struct", ((DynamicKind) field(m, "struct").type()).protoTypeName());
  }
}
