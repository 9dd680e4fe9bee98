package io.wirebind.benchmarks.model;

import com.dslplatform.json.JavaTimeConverter;
import com.dslplatform.json.JsonConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import java.io.IOException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * DSL-JSON converters for the {@link Order} types DSL-JSON 2.0.2 does not handle itself, in its
 * own extension mechanism ({@code @JsonConverter} classes with static {@code read}/{@code write},
 * which its annotation processor calls from the generated converters). It handles {@code UUID},
 * {@code LocalDate}, {@code BigDecimal} and {@code Optional} natively; it has no {@code Instant}
 * converter, and its own {@code @JsonValue} applies to enums only, so the value objects need one.
 */
public final class DslJsonValueConverters {
  private DslJsonValueConverters() {}

  /**
   * {@code Instant} through DSL-JSON's own optimized {@code OffsetDateTime} code in UTC (its
   * documentation's example instead goes through {@code Instant.parse} and {@code toString()}).
   * Reads Jackson's {@code "2025-03-10T14:22:31.120Z"}; writes {@code "2025-03-10T14:22:31.12Z"}
   * (DSL-JSON drops trailing zeros of the fraction): the same instant.
   */
  @JsonConverter(target = Instant.class)
  public static final class InstantConverter {
    private InstantConverter() {}

    public static Instant read(JsonReader<?> reader) throws IOException {
      return reader.wasNull() ? null : JavaTimeConverter.deserializeDateTime(reader).toInstant();
    }

    public static void write(JsonWriter writer, Instant value) {
      if (value == null) {
        writer.writeNull();
      } else {
        JavaTimeConverter.serialize(OffsetDateTime.ofInstant(value, ZoneOffset.UTC), writer);
      }
    }
  }

  /** {@link OrderId} as its bare string, as Jackson's {@code @JsonValue} writes it. */
  @JsonConverter(target = OrderId.class)
  public static final class OrderIdConverter {
    private OrderIdConverter() {}

    public static OrderId read(JsonReader<?> reader) throws IOException {
      return reader.wasNull() ? null : new OrderId(reader.readString());
    }

    public static void write(JsonWriter writer, OrderId value) {
      if (value == null) {
        writer.writeNull();
      } else {
        writer.writeString(value.value());
      }
    }
  }

  /** {@link Sku} as its bare string, as Jackson's {@code @JsonValue} writes it. */
  @JsonConverter(target = Sku.class)
  public static final class SkuConverter {
    private SkuConverter() {}

    public static Sku read(JsonReader<?> reader) throws IOException {
      return reader.wasNull() ? null : new Sku(reader.readString());
    }

    public static void write(JsonWriter writer, Sku value) {
      if (value == null) {
        writer.writeNull();
      } else {
        writer.writeString(value.code());
      }
    }
  }
}
