package io.wirebind.convertit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDelegatingDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdDelegatingSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;

/**
 * The Jackson mapper a user of these converters has: the same @WireConverter methods registered
 * as Jackson converters (StdDelegatingSerializer/Deserializer, what @JsonSerialize(converter)
 * installs) and as key (de)serializers, plus Jdk8Module for Optional.
 */
final class ConverterJackson {
  private ConverterJackson() {}

  static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .addModule(converters())
      .build();

  private static SimpleModule converters() {
    SimpleModule m = new SimpleModule("converters");
    m.addSerializer(Money.class, new StdDelegatingSerializer(new StdConverter<Money, String>() {
      @Override
      public String convert(Money value) {
        return MoneyConverter.write(value);
      }
    }));
    m.addDeserializer(Money.class, new StdDelegatingDeserializer<>(new StdConverter<String, Money>() {
      @Override
      public Money convert(String value) {
        return MoneyConverter.read(value);
      }
    }));
    m.addSerializer(Price.class, new StdDelegatingSerializer(new StdConverter<Price, PriceDto>() {
      @Override
      public PriceDto convert(Price value) {
        return PriceConverter.write(value);
      }
    }));
    m.addDeserializer(Price.class, new StdDelegatingDeserializer<>(new StdConverter<PriceDto, Price>() {
      @Override
      public Price convert(PriceDto value) {
        return PriceConverter.read(value);
      }
    }));
    m.addSerializer(Qty.class, new StdDelegatingSerializer(new StdConverter<Qty, Long>() {
      @Override
      public Long convert(Qty value) {
        return QtyConverter.write(value);
      }
    }));
    m.addDeserializer(Qty.class, new StdDelegatingDeserializer<>(new StdConverter<Long, Qty>() {
      @Override
      public Qty convert(Long value) {
        return QtyConverter.read(value);
      }
    }));
    m.addSerializer(Label.class, new StdDelegatingSerializer(new StdConverter<Label, String>() {
      @Override
      public String convert(Label value) {
        return LabelConverter.write(value);
      }
    }));
    m.addDeserializer(Label.class, new StdDelegatingDeserializer<>(new StdConverter<String, Label>() {
      @Override
      public Label convert(String value) {
        return LabelConverter.read(value);
      }
    }));
    m.addKeySerializer(Money.class, new JsonSerializer<Money>() {
      @Override
      public void serialize(Money value, JsonGenerator gen, SerializerProvider p) throws IOException {
        gen.writeFieldName(MoneyConverter.write(value));
      }
    });
    m.addKeyDeserializer(Money.class, new KeyDeserializer() {
      @Override
      public Object deserializeKey(String key, DeserializationContext ctxt) {
        return MoneyConverter.read(key);
      }
    });
    m.addKeySerializer(Qty.class, new JsonSerializer<Qty>() {
      @Override
      public void serialize(Qty value, JsonGenerator gen, SerializerProvider p) throws IOException {
        gen.writeFieldName(Long.toString(QtyConverter.write(value)));
      }
    });
    m.addKeyDeserializer(Qty.class, new KeyDeserializer() {
      @Override
      public Object deserializeKey(String key, DeserializationContext ctxt) {
        return QtyConverter.read(Long.parseLong(key));
      }
    });
    return m;
  }
}
