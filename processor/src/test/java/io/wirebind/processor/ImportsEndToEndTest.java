package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Classes from another jar ({@code lib.geo}, compiled beforehand into a classes folder) imported
 * with {@code @WireImport} on a package and a {@code @WireMixin}, used in every position of a
 * message: JSON byte-identical to Jackson's with the same mix-ins registered, each side reading the
 * other's output, and protobuf round trips.
 */
class ImportsEndToEndTest {

  static Map<String, String[]> library() {
    Map<String, String[]> sources = new LinkedHashMap<>();
    sources.put("lib.geo.Address", new String[] {
        "package lib.geo;",
        "import com.fasterxml.jackson.annotation.*;",
        "import java.util.List;",
        "@JsonInclude(JsonInclude.Include.NON_NULL)",
        "public class Address {",
        "  private String street;",
        "  private int number;",
        "  private Geo geo;",
        "  private List<String> lines;",
        "  private String secret;",
        "  public Address() {}",
        "  @JsonProperty(\"street_name\") public String getStreet() { return street; }",
        "  public void setStreet(String street) { this.street = street; }",
        "  public int getNumber() { return number; }",
        "  public void setNumber(int number) { this.number = number; }",
        "  public Geo getGeo() { return geo; }",
        "  public void setGeo(Geo geo) { this.geo = geo; }",
        "  public List<String> getLines() { return lines; }",
        "  public void setLines(List<String> lines) { this.lines = lines; }",
        "  public String getSecret() { return secret; }",
        "  public void setSecret(String secret) { this.secret = secret; }",
        "}"});
    sources.put("lib.geo.Geo", new String[] {
        "package lib.geo;",
        "public final class Geo {",
        "  private final double lat;",
        "  private final double lon;",
        "  public Geo(double lat, double lon) { this.lat = lat; this.lon = lon; }",
        "  public double getLat() { return lat; }",
        "  public double getLon() { return lon; }",
        "}"});
    sources.put("lib.geo.Zip", new String[] {
        "package lib.geo;",
        "import com.fasterxml.jackson.annotation.JsonProperty;",
        "public record Zip(String code, @JsonProperty(\"country_code\") String country) {}"});
    sources.put("lib.geo.Hidden", new String[] {
        "package lib.geo;",
        "public class Hidden {",
        "  private String x;",
        "  Hidden() {}",
        "  public String getX() { return x; }",
        "  public void setX(String x) { this.x = x; }",
        "}"});
    sources.put("lib.geo.Shape", new String[] {
        "package lib.geo;",
        "public interface Shape {}"});
    sources.put("lib.geo.Site", new String[] {
        "package lib.geo;",
        "public class Site {",
        "  public String name;",
        "  public Geo where;",
        "}"});
    return sources;
  }

  static final ForeignLibrary LIBRARY = new ForeignLibrary(library());

  private static Compilation compileApp() {
    Compilation c = javac()
        .withProcessors(new WirebindProcessor())
        .withOptions("-Xlint:all,-processing")
        .withClasspath(LIBRARY.classpath())
        .compile(
            JavaFileObjects.forSourceLines("app.package-info",
                "@WireImport({Address.class, Zip.class})",
                "package app;",
                "import io.wirebind.annotation.WireImport;",
                "import lib.geo.Address;",
                "import lib.geo.Zip;"),
            JavaFileObjects.forSourceLines("app.GeoMixin",
                "package app;",
                "import com.fasterxml.jackson.annotation.*;",
                "import io.wirebind.annotation.WireMixin;",
                "@WireMixin(target = lib.geo.Geo.class)",
                "abstract class GeoMixin {",
                "  @JsonCreator GeoMixin(@JsonProperty(\"latitude\") double lat,",
                "      @JsonProperty(\"longitude\") double lon) {}",
                "  @JsonProperty(\"latitude\") abstract double getLat();",
                "  @JsonProperty(\"longitude\") abstract double getLon();",
                "}"),
            JavaFileObjects.forSourceLines("app.AddressMixin",
                "package app;",
                "import com.fasterxml.jackson.annotation.JsonIgnore;",
                "import io.wirebind.annotation.*;",
                "import java.util.List;",
                "import lib.geo.Geo;",
                "@WireMixin(target = lib.geo.Address.class)",
                "interface AddressMixin {",
                "  @WireField(2) String getStreet();",
                "  @WireField(1) int getNumber();",
                "  @WireField(7) Geo getGeo();",
                "  @WireField(9) List<String> getLines();",
                "  @JsonIgnore String getSecret();",
                "}"),
            JavaFileObjects.forSourceLines("app.Person",
                "package app;",
                "import io.wirebind.annotation.WireMessage;",
                "import java.util.*;",
                "import lib.geo.*;",
                "@WireMessage",
                "public class Person {",
                "  public String name;",
                "  public Address home;",
                "  public List<Address> others;",
                "  public Map<String, Geo> places;",
                "  public Optional<Zip> zip;",
                "  public Zip[] zips;",
                "}"));
    assertThat(c).succeededWithoutWarnings();
    return c;
  }

  private static final Compilation APP = compileApp();

  private static ObjectMapper jackson(ClassLoader loader) throws Exception {
    return new ObjectMapper().registerModule(new Jdk8Module())
        .addMixIn(loader.loadClass("lib.geo.Address"), loader.loadClass("app.AddressMixin"))
        .addMixIn(loader.loadClass("lib.geo.Geo"), loader.loadClass("app.GeoMixin"));
  }

  @Test
  void codecsLiveInTheImportedClassesPackageAndWirebindFindsThem() throws Exception {
    ClassLoader loader = LIBRARY.loader(APP);
    for (String name : new String[] {"lib.geo.Address", "lib.geo.Geo", "lib.geo.Zip"}) {
      Class<?> type = loader.loadClass(name);
      Codec<?> codec = Wirebind.codec(type);
      assertSame(type, codec.type());
      assertEquals(name + "_WireCodec", codec.getClass().getName());
    }
  }

  @Test
  void fieldNumbersComeFromTheMixinAndAreExported() throws Exception {
    String proto = APP.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/wirebind/proto/lib/geo/geo.proto")
        .orElseThrow().getCharContent(false).toString();
    assertTrue(proto.contains("message Address {"), proto);
    assertTrue(proto.contains("int32 number = 1;"), proto);
    assertTrue(proto.contains("string street = 2"), proto);
    assertTrue(proto.contains("Geo geo = 7;"), proto);
    assertTrue(proto.contains("repeated string lines = 9;"), proto);
    assertTrue(!proto.contains("secret"), proto);
    assertTrue(proto.contains("message Geo {") && proto.contains("message Zip {"), proto);
  }

  @Test
  void everyPositionMatchesJacksonBothWaysAndRoundTripsInProtobuf() throws Exception {
    ClassLoader loader = LIBRARY.loader(APP);
    ObjectMapper mapper = jackson(loader);
    Class<?> personType = loader.loadClass("app.Person");
    @SuppressWarnings("unchecked")
    Codec<Object> person = (Codec<Object>) Wirebind.codec(personType);
    @SuppressWarnings("unchecked")
    Codec<Object> address = (Codec<Object>) Wirebind.codec(loader.loadClass("lib.geo.Address"));
    Random random = new Random(35);
    for (int i = 0; i < 300; i++) {
      String json = randomPerson(random);
      Object value = mapper.readValue(json, personType);
      String expected = mapper.writeValueAsString(value);
      String ours = new String(person.toJson(value), StandardCharsets.UTF_8);
      assertEquals(expected, ours, "from " + json);
      // each reads the other's output back to equal values
      assertEquals(expected, mapper.writeValueAsString(person.fromJson(expected.getBytes(StandardCharsets.UTF_8))));
      assertEquals(expected, mapper.writeValueAsString(mapper.readValue(ours, personType)));
      // protobuf round trip (a null list comes back empty: protobuf writes neither)
      byte[] pb = person.toProto(value);
      assertArrayEquals(pb, person.toProto(person.fromProto(pb)), "from " + json);
      // the imported class's own codec, top level
      Object home = personType.getField("home").get(value);
      if (home != null) {
        String a = mapper.writeValueAsString(home);
        assertEquals(a, new String(address.toJson(home), StandardCharsets.UTF_8));
        assertArrayEquals(address.toProto(home), address.toProto(address.fromProto(address.toProto(home))));
        assertEquals(a, mapper.writeValueAsString(address.fromJson(a.getBytes(StandardCharsets.UTF_8))));
      }
    }
  }

  @Test
  void decodingIntoAReusedInstanceOfAnImportedClass() throws Exception {
    ClassLoader loader = LIBRARY.loader(APP);
    ObjectMapper mapper = jackson(loader);
    Class<?> addressType = loader.loadClass("lib.geo.Address");
    @SuppressWarnings("unchecked")
    Codec<Object> address = (Codec<Object>) Wirebind.codec(addressType);
    Object first = mapper.readValue("{\"street_name\":\"Main\",\"number\":4,\"lines\":[\"a\"],"
        + "\"geo\":{\"latitude\":1.5,\"longitude\":-2.0}}", addressType);
    Object second = mapper.readValue("{\"number\":7}", addressType);
    Object reused = address.fromJson(address.toJson(first));
    Object back = address.readJson(new io.wirebind.JsonReader().reset(address.toJson(second)), reused);
    assertEquals(mapper.writeValueAsString(second), mapper.writeValueAsString(back));
  }

  private static String randomPerson(Random r) {
    StringBuilder b = new StringBuilder("{");
    b.append("\"name\":").append(r.nextInt(5) == 0 ? "null" : quote(randomText(r)));
    b.append(",\"home\":").append(r.nextInt(4) == 0 ? "null" : randomAddress(r));
    b.append(",\"others\":");
    if (r.nextInt(4) == 0) {
      b.append("null");
    } else {
      b.append('[');
      for (int k = r.nextInt(4); k > 0; k--) {
        b.append(randomAddress(r)).append(k > 1 ? "," : "");
      }
      b.append(']');
    }
    b.append(",\"places\":");
    if (r.nextInt(4) == 0) {
      b.append("null");
    } else {
      b.append('{');
      for (int k = r.nextInt(4); k > 0; k--) {
        b.append(quote("k" + k + randomText(r))).append(':').append(randomGeo(r)).append(k > 1 ? "," : "");
      }
      b.append('}');
    }
    b.append(",\"zip\":").append(r.nextInt(3) == 0 ? "null" : randomZip(r));
    b.append(",\"zips\":");
    if (r.nextInt(3) == 0) {
      b.append("null");
    } else {
      b.append('[');
      for (int k = r.nextInt(3); k > 0; k--) {
        b.append(randomZip(r)).append(k > 1 ? "," : "");
      }
      b.append(']');
    }
    return b.append('}').toString();
  }

  private static String randomAddress(Random r) {
    StringBuilder b = new StringBuilder("{\"number\":").append(r.nextInt(3) == 0 ? 0 : r.nextInt());
    if (r.nextBoolean()) {
      b.append(",\"street_name\":").append(r.nextInt(4) == 0 ? "null" : quote(randomText(r)));
    }
    if (r.nextBoolean()) {
      b.append(",\"geo\":").append(r.nextInt(4) == 0 ? "null" : randomGeo(r));
    }
    if (r.nextBoolean()) {
      b.append(",\"lines\":[");
      for (int k = r.nextInt(3); k > 0; k--) {
        b.append(quote(randomText(r))).append(k > 1 ? "," : "");
      }
      b.append(']');
    }
    return b.append('}').toString();
  }

  private static String randomGeo(Random r) {
    return "{\"latitude\":" + (r.nextInt(4) == 0 ? 0.0 : (r.nextDouble() - 0.5) * 180)
        + ",\"longitude\":" + (r.nextInt(4) == 0 ? -0.0 : (r.nextDouble() - 0.5) * 360) + "}";
  }

  private static String randomZip(Random r) {
    return "{\"code\":" + (r.nextInt(4) == 0 ? "null" : quote(randomText(r)))
        + ",\"country_code\":" + (r.nextInt(4) == 0 ? "null" : quote(randomText(r))) + "}";
  }

  private static String randomText(Random r) {
    String alphabet = "abcXYZ09 é\u00fc\u4e2d\"\\/\t";
    StringBuilder b = new StringBuilder();
    for (int k = r.nextInt(8); k > 0; k--) {
      b.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return b.toString();
  }

  private static String quote(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\t", "\\t") + "\"";
  }
}
