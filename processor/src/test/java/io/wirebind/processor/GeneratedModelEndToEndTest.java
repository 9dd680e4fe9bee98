package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import java.util.LinkedHashSet;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What openapi-generator writes around a model is harmless: {@code @Generated} (jakarta and
 * javax), swagger's {@code @Schema}, jakarta/javax validation, {@code @Nullable}, {@code
 * @Deprecated}, {@code @JsonTypeName} on a class that is no subtype, {@code @JsonInclude(
 * USE_DEFAULTS)}, a {@code @JsonPropertyOrder} naming absent properties, a properties {@code
 * @JsonCreator} with {@code required = true}, {@code @JsonDeserialize(as = LinkedHashSet.class)} on a
 * {@code Set} setter, fluent setters and {@code equals}/{@code hashCode}/{@code toString}: the model
 * compiles without a warning and Wirebind writes Jackson's bytes and reads them back as Jackson does.
 * The foreign annotations are declared here under their real names (they are not on the test
 * classpath), with their retention.
 */
class GeneratedModelEndToEndTest {
  static final ObjectMapper BOOT = JsonMapper.builder().addModule(new Jdk8Module()).build();

  private static JavaFileObject annotation(String name, String body) {
    String pkg = name.substring(0, name.lastIndexOf('.'));
    String simple = name.substring(name.lastIndexOf('.') + 1);
    return JavaFileObjects.forSourceLines(name, "package " + pkg + ";",
        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)",
        "public @interface " + simple + " {" + body + "}");
  }

  static CompiledClasses compile() {
    Compilation c = javac()
        .withProcessors(new WirebindProcessor())
        .withOptions("-Xlint:all,-processing")
        .compile(
            annotation("jakarta.annotation.Generated", "String[] value(); String date() default \"\"; String comments() default \"\";"),
            annotation("javax.annotation.Generated", "String[] value(); String date() default \"\";"),
            annotation("jakarta.annotation.Nullable", ""),
            annotation("org.springframework.lang.Nullable", ""),
            annotation("jakarta.validation.Valid", ""),
            annotation("jakarta.validation.constraints.NotNull", ""),
            annotation("javax.validation.constraints.NotNull", ""),
            annotation("jakarta.validation.constraints.Size", "int min() default 0; int max() default Integer.MAX_VALUE;"),
            annotation("jakarta.validation.constraints.Pattern", "String regexp();"),
            annotation("jakarta.validation.constraints.Min", "long value();"),
            JavaFileObjects.forSourceLines("io.swagger.v3.oas.annotations.media.Schema",
                "package io.swagger.v3.oas.annotations.media;",
                "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)",
                "public @interface Schema {",
                "  String name() default \"\"; String description() default \"\"; String example() default \"\";",
                "  RequiredMode requiredMode() default RequiredMode.AUTO; boolean deprecated() default false;",
                "  enum RequiredMode { AUTO, REQUIRED, NOT_REQUIRED }",
                "}"),
            JavaFileObjects.forSourceLines("t.Pet",
                "package t;",
                "import com.fasterxml.jackson.annotation.*;",
                "import com.fasterxml.jackson.databind.annotation.JsonDeserialize;",
                "import io.swagger.v3.oas.annotations.media.Schema;",
                "import io.wirebind.annotation.WireMessage;",
                "import jakarta.validation.Valid;",
                "import jakarta.validation.constraints.*;",
                "import java.util.*;",
                "@Schema(name = \"Pet\", description = \"A pet for sale in the pet store\")",
                "@JsonPropertyOrder({Pet.JSON_PROPERTY_ID, \"name\", \"status\", \"photoUrls\", \"tags\", \"category\", \"noSuchProperty\"})",
                "@JsonTypeName(\"Pet\")",
                "@jakarta.annotation.Generated(value = \"org.openapitools.codegen.languages.SpringCodegen\", date = \"2026-01-01T00:00:00Z\")",
                "@javax.annotation.Generated(\"org.openapitools.codegen.languages.JavaClientCodegen\")",
                "@WireMessage",
                "public class Pet {",
                "  public static final String JSON_PROPERTY_ID = \"id\";",
                "  @JsonInclude(JsonInclude.Include.USE_DEFAULTS) public Long id;",
                "  public String name;",
                "  public StatusEnum status;",
                "  @Valid public List<String> photoUrls = new ArrayList<>();",
                "  @Valid public Set<StatusEnum> tags;",
                "  @Valid public Category category;",
                "  public enum StatusEnum {",
                "    AVAILABLE(\"available\"), PENDING(\"pending\"), SOLD(\"sold\");",
                "    private String value;",
                "    StatusEnum(String value) { this.value = value; }",
                "    @JsonValue public String getValue() { return value; }",
                "    @Override public String toString() { return String.valueOf(value); }",
                "    @JsonCreator public static StatusEnum fromValue(String value) {",
                "      for (StatusEnum b : StatusEnum.values()) { if (b.value.equals(value)) { return b; } }",
                "      throw new IllegalArgumentException(\"Unexpected value '\" + value + \"'\");",
                "    }",
                "  }",
                "  public Pet() { super(); }",
                "  public Pet id(Long id) { this.id = id; return this; }",
                "  @jakarta.annotation.Nullable @org.springframework.lang.Nullable",
                "  @Schema(name = \"id\", example = \"10\", requiredMode = Schema.RequiredMode.NOT_REQUIRED)",
                "  public Long getId() { return id; }",
                "  public void setId(Long id) { this.id = id; }",
                "  @NotNull @javax.validation.constraints.NotNull @Size(min = 1) @Pattern(regexp = \"^[a-z]+$\")",
                "  @Schema(name = \"name\", example = \"doggie\", requiredMode = Schema.RequiredMode.REQUIRED)",
                "  public String getName() { return name; }",
                "  public void setName(String name) { this.name = name; }",
                "  @Deprecated public StatusEnum getStatus() { return status; }",
                "  @Deprecated public void setStatus(StatusEnum status) { this.status = status; }",
                "  public List<String> getPhotoUrls() { return photoUrls; }",
                "  public void setPhotoUrls(List<String> photoUrls) { this.photoUrls = photoUrls; }",
                "  public Set<StatusEnum> getTags() { return tags; }",
                "  @JsonDeserialize(as = LinkedHashSet.class)",
                "  public void setTags(Set<StatusEnum> tags) { this.tags = tags; }",
                "  public Category getCategory() { return category; }",
                "  public void setCategory(Category category) { this.category = category; }",
                "  @Override public boolean equals(Object o) {",
                "    return o instanceof Pet p && Objects.equals(id, p.id) && Objects.equals(name, p.name)",
                "        && Objects.equals(status, p.status) && Objects.equals(photoUrls, p.photoUrls)",
                "        && Objects.equals(tags, p.tags) && Objects.equals(category, p.category);",
                "  }",
                "  @Override public int hashCode() { return Objects.hash(id, name, status, photoUrls, tags, category); }",
                "  @Override public String toString() { return \"class Pet {\" + toIndentedString(name) + \"}\"; }",
                "  private String toIndentedString(Object o) { return o == null ? \"null\" : o.toString().replace(\"\\n\", \"\\n    \"); }",
                "  @JsonTypeName(\"Category\")",
                "  @WireMessage",
                "  public static class Category {",
                "    private final Long id;",
                "    private final String name;",
                "    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)",
                "    public Category(@JsonProperty(value = \"id\", required = true) Long id,",
                "        @JsonProperty(\"name\") @Nullable String name) { this.id = id; this.name = name; }",
                "    @JsonProperty(\"id\") @Min(1) public Long getId() { return id; }",
                "    @JsonProperty(\"name\") public String getName() { return name; }",
                "    @Override public boolean equals(Object o) {",
                "      return o instanceof Category c && Objects.equals(id, c.id) && Objects.equals(name, c.name);",
                "    }",
                "    @Override public int hashCode() { return Objects.hash(id, name); }",
                "  }",
                "  @interface Nullable {}",
                "}"));
    assertThat(c).succeededWithoutWarnings();
    return new CompiledClasses(c);
  }

  @Test
  void writesAndReadsAsJackson() throws Exception {
    CompiledClasses classes = compile();
    Class<?> pet = classes.load("t.Pet");
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) classes.load("t.Pet_WireCodec").getField("INSTANCE").get(null);
    String[] inputs = {
      "{}",
      "{\"id\":10,\"name\":\"doggie\",\"status\":\"sold\",\"photoUrls\":[\"u\"],\"tags\":[\"pending\",\"available\",\"pending\"],"
          + "\"category\":{\"id\":3,\"name\":\"dogs\"}}",
      "{\"name\":null,\"status\":null,\"tags\":[],\"category\":{\"id\":1}}",
      "{\"tags\":[\"sold\",\"available\"],\"id\":null}"
    };
    for (String json : inputs) {
      Object theirs = BOOT.readValue(json, pet);
      Object ours = codec.fromJson(json);
      assertEquals(theirs, ours, json);
      assertEquals(BOOT.writeValueAsString(theirs), codec.toJsonString(ours), json);
      assertEquals(theirs, BOOT.readValue(codec.toJson(ours), pet), json);
      Object tags = pet.getMethod("getTags").invoke(ours);
      if (tags != null) {
        assertInstanceOf(LinkedHashSet.class, tags, json); // as Jackson's @JsonDeserialize(as) asks
        assertEquals(List.copyOf((java.util.Set<?>) pet.getMethod("getTags").invoke(theirs)),
            List.copyOf((java.util.Set<?>) tags), json);
      }
      if (!json.contains("null")) {
        byte[] proto = codec.toProto(ours);
        assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)), json);
      }
    }
    // required = true on a creator property: both refuse its absence; an unknown status both refuse
    for (String json : new String[] {"{\"category\":{\"name\":\"x\"}}", "{\"status\":\"lost\"}"}) {
      org.junit.jupiter.api.Assertions.assertThrows(
          com.fasterxml.jackson.databind.JsonMappingException.class, () -> BOOT.readValue(json, pet), json);
      org.junit.jupiter.api.Assertions.assertThrows(io.wirebind.WirebindException.class, () -> codec.fromJson(json), json);
    }
  }
}
