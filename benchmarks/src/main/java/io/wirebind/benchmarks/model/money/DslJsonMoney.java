package io.wirebind.benchmarks.model.money;

import com.dslplatform.json.JsonConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * DSL-JSON's own converters for {@link Money}, the peer of Wirebind's: {@link AsObject} (its
 * {@code @JsonConverter}, registered for every {@code Money} DSL-JSON compiles) writes {@code
 * {"amount":12.34,"currency":"EUR"}} as {@link MoneyToDto} does, and {@link AsText} / {@link
 * TextList} ({@code @JsonAttribute(converter = ...)} on {@link TextPayment}'s properties) write
 * {@code "12.34 EUR"} as {@link MoneyAsText} does. Written against DSL-JSON's reader and writer as
 * its own converters are, straight from and into the Money (no intermediate object).
 */
public final class DslJsonMoney {
  private DslJsonMoney() {}

  private static final byte[] AMOUNT = "{\"amount\":".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  private static final byte[] CURRENCY = ",\"currency\":".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  /** Money as {@code {"amount":12.34,"currency":"EUR"}}. */
  @JsonConverter(target = Money.class)
  public static final class AsObject {
    private AsObject() {}

    public static Money read(JsonReader<?> reader) throws IOException {
      if (reader.wasNull()) {
        return null;
      }
      if (reader.last() != '{') {
        throw reader.newParseError("Expecting '{' for a Money");
      }
      BigDecimal amount = null;
      String currency = null;
      if (reader.getNextToken() != '}') {
        do {
          String key = reader.readKey();
          if (key.equals("amount")) {
            amount = NumberConverter.deserializeDecimal(reader);
          } else if (key.equals("currency")) {
            currency = reader.readString();
          } else {
            reader.skip();
            continue;
          }
        } while (reader.getNextToken() == ',' && reader.getNextToken() == '"');
        if (reader.last() != '}') {
          throw reader.newParseError("Expecting '}' for a Money");
        }
      }
      return new Money(amount, currency);
    }

    public static void write(JsonWriter writer, Money value) {
      if (value == null) {
        writer.writeNull();
        return;
      }
      writer.writeAscii(AMOUNT);
      NumberConverter.serialize(value.amount(), writer);
      writer.writeAscii(CURRENCY);
      writer.writeString(value.currency());
      writer.writeByte(JsonWriter.OBJECT_END);
    }
  }

  /** One Money as {@code "12.34 EUR"}. */
  public static final class AsText {
    private AsText() {}

    public static Money read(JsonReader<?> reader) throws IOException {
      return reader.wasNull() ? null : MoneyAsText.read(reader.readString());
    }

    public static void write(JsonWriter writer, Money value) {
      if (value == null) {
        writer.writeNull();
      } else {
        writer.writeString(MoneyAsText.write(value));
      }
    }
  }

  /** A list of Money as an array of {@code "12.34 EUR"} strings. */
  public static final class TextList {
    private TextList() {}

    public static List<Money> read(JsonReader<?> reader) throws IOException {
      if (reader.wasNull()) {
        return null;
      }
      if (reader.last() != '[') {
        throw reader.newParseError("Expecting '[' for a list of Money");
      }
      List<Money> list = new ArrayList<>();
      if (reader.getNextToken() != ']') {
        list.add(AsText.read(reader));
        while (reader.getNextToken() == ',') {
          reader.getNextToken();
          list.add(AsText.read(reader));
        }
        if (reader.last() != ']') {
          throw reader.newParseError("Expecting ']' for a list of Money");
        }
      }
      return list;
    }

    public static void write(JsonWriter writer, List<Money> value) {
      if (value == null) {
        writer.writeNull();
        return;
      }
      writer.writeByte(JsonWriter.ARRAY_START);
      for (int i = 0; i < value.size(); i++) {
        if (i > 0) {
          writer.writeByte(JsonWriter.COMMA);
        }
        AsText.write(writer, value.get(i));
      }
      writer.writeByte(JsonWriter.ARRAY_END);
    }
  }
}
