package io.wirebind.processor.generate.kind;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Sample values of every {@link LibraryType} row, for the suites that take their value types from
 * the registry ({@code RegistryRoundTripTest}, the fuzz model's registry message): each row's
 * {@link LibraryType#samples()} read by Jackson 2 (with {@code JavaTimeModule}, offsets and zones
 * kept as written), so a row declares its samples where it is declared, and a row without any
 * fails here.
 */
public final class RegistrySamples {
  private RegistrySamples() {}

  private static final ObjectMapper JACKSON2 = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .build();

  private static final String NUMBER_SHAPE =
      "@com.fasterxml.jackson.annotation.JsonFormat(shape = com.fasterxml.jackson.annotation.JsonFormat.Shape.NUMBER)";
  private static final String BYTES =
      "@io.wirebind.annotation.WireField(encoding = io.wirebind.annotation.WireField.Encoding.BYTES)";

  /**
   * How a row is exercised.
   *
   * @param annotation source placed before every declaration of the type ({@code @WireField(...)},
   *     {@code @JsonFormat(...)}), or {@code ""}
   * @param values distinct values, none null
   */
  public record Sample(String annotation, List<Object> values) {}

  /** The samples of {@code row}; null for a {@link LibraryType.Variant#JACKSON3} row, which its base's samples reach under Jackson 3. */
  public static Sample of(LibraryType row) {
    if (row.variant() == LibraryType.Variant.JACKSON3) {
      return null;
    }
    String annotation = row.variant() == LibraryType.Variant.SHAPE ? NUMBER_SHAPE
        : row.protoTypeName().equals("bytes") ? BYTES // UUID_BYTES: the same type, another encoding
        : "";
    return new Sample(annotation, values(row));
  }

  /** The rows a type's values go through when it is declared without annotations: one per Java type. */
  public static List<LibraryType> plainRows() {
    List<LibraryType> rows = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (LibraryType row : LibraryType.values()) {
      Sample sample = of(row);
      if (sample != null && sample.annotation().isEmpty() && seen.add(row.javaType().canonicalName())) {
        rows.add(row);
      }
    }
    return rows;
  }

  /** The row's samples as Jackson 2 reads them. */
  public static List<Object> values(LibraryType row) {
    if (row.samples().isEmpty()) {
      throw new IllegalStateException(row + ": its LibraryType row declares no samples");
    }
    List<Object> values = new ArrayList<>();
    try {
      Class<?> type = Class.forName(row.javaType().reflectionName());
      for (String text : row.samples()) {
        Object v = JACKSON2.readValue(JACKSON2.writeValueAsString(text), type);
        if (v == null || values.contains(v)) {
          throw new IllegalStateException(row + ": the sample '" + text + "' is null or repeated as Jackson 2 reads it");
        }
        values.add(v);
      }
    } catch (ReflectiveOperationException | JsonProcessingException e) {
      throw new IllegalStateException(row + ": a sample Jackson 2 does not read", e);
    }
    return values;
  }
}
