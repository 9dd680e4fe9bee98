package io.wirebind.benchmarks;

import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDelegatingDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdDelegatingSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.type.Decimal;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.money.Money;
import io.wirebind.benchmarks.model.money.MoneyAsText;
import io.wirebind.benchmarks.model.money.MoneyDto;
import io.wirebind.benchmarks.model.money.MoneyToDto;
import io.wirebind.benchmarks.model.money.Payment;
import io.wirebind.benchmarks.model.money.PaymentDto;
import io.wirebind.benchmarks.model.money.TextPayment;
import io.wirebind.benchmarks.model.money.TextPaymentDto;
import io.wirebind.benchmarks.protobuf.MoneyProtos.MoneyMessage;
import io.wirebind.benchmarks.protobuf.MoneyProtos.PaymentMessage;
import io.wirebind.benchmarks.protobuf.MoneyProtos.TextPaymentMessage;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A type the user does not own, {@link Money}, in a payment (two fields and a list of eight),
 * converted by a {@code @WireConverter} to a {@code @WireMessage} ({@link MoneyToDto}: {@code
 * {"amount":12.34,"currency":"EUR"}}) and to a String ({@link MoneyAsText}: {@code "12.34 EUR"}).
 * Against: the hand-written equivalent (the caller converts to {@link PaymentDto} / {@link
 * TextPaymentDto} and encodes that, or decodes it and converts back: the same bytes), and Jackson
 * with the same converters registered ({@code StdDelegatingSerializer}/{@code
 * StdDelegatingDeserializer}, what {@code @JsonSerialize(converter = ...)} installs), DSL-JSON with
 * its own converters ({@link io.wirebind.benchmarks.model.money.DslJsonMoney}: a {@code
 * @JsonConverter} for the message form, {@code @JsonAttribute(converter)} for the text form), and
 * protobuf-java on protoc's classes for the same messages ({@code money.proto}), the caller
 * converting each Money to and from its message as the converter does. Encoders start from the
 * {@code Payment}, decoders deliver one. {@link #setup()} checks that every library writes the same
 * JSON (protobuf: the same bytes) and reads it back equal.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MoneyBenchmark {
  Payment payment;
  TextPayment textPayment;
  byte[] json;
  byte[] proto;
  byte[] textJson;
  byte[] textProto;
  Money[] moneys;
  String[] moneyTexts;
  int[] textOffsets;
  int[] textLengths;
  final Codec<Payment> codec = Wirebind.codec(Payment.class);
  final Codec<PaymentDto> dtoCodec = Wirebind.codec(PaymentDto.class);
  final Codec<TextPayment> textCodec = Wirebind.codec(TextPayment.class);
  final Codec<TextPaymentDto> textDtoCodec = Wirebind.codec(TextPaymentDto.class);
  final ObjectMapper jackson = jackson();
  final DslJson<Object> dslJson = Libraries.dslJson();
  final com.dslplatform.json.JsonWriter dslWriter = dslJson.newWriter();

  static ObjectMapper jackson() {
    SimpleModule m = new SimpleModule("money");
    m.addSerializer(Money.class, new StdDelegatingSerializer(new StdConverter<Money, MoneyDto>() {
      @Override
      public MoneyDto convert(Money value) {
        return MoneyToDto.write(value);
      }
    }));
    m.addDeserializer(Money.class, new StdDelegatingDeserializer<>(new StdConverter<MoneyDto, Money>() {
      @Override
      public Money convert(MoneyDto value) {
        return MoneyToDto.read(value);
      }
    }));
    return JsonMapper.builder().addModule(m).build();
  }

  @Setup
  public void setup() throws IOException {
    List<Money> splits = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      splits.add(new Money(new BigDecimal("12" + i + ".5" + i), i % 2 == 0 ? "EUR" : "USD"));
    }
    payment = new Payment("PAY-2025-000314", "Anna Müller", new Money(new BigDecimal("1003.60"), "EUR"),
        new Money(new BigDecimal("0.35"), "EUR"), splits);
    textPayment = new TextPayment(payment.id(), payment.payer(), payment.amount(), payment.fee(), splits);
    json = codec.toJson(payment);
    proto = codec.toProto(payment);
    textJson = textCodec.toJson(textPayment);
    textProto = textCodec.toProto(textPayment);
    moneys = new Money[2 + splits.size()];
    moneys[0] = textPayment.amount();
    moneys[1] = textPayment.fee();
    for (int i = 0; i < splits.size(); i++) {
      moneys[2 + i] = splits.get(i);
    }
    moneyTexts = new String[moneys.length];
    for (int i = 0; i < moneys.length; i++) {
      moneyTexts[i] = MoneyAsText.write(moneys[i]);
    }
    textFields();
    check("Jackson JSON", Arrays.equals(json, jackson.writeValueAsBytes(payment)));
    check("hand-written JSON", Arrays.equals(json, dtoCodec.toJson(toDto(payment))));
    check("hand-written protobuf", Arrays.equals(proto, dtoCodec.toProto(toDto(payment))));
    check("text hand-written JSON", Arrays.equals(textJson, textDtoCodec.toJson(toDto(textPayment))));
    check("decode", payment.equals(wirebindJsonDecode()) && payment.equals(wirebindProtoDecode())
        && payment.equals(handWrittenJsonDecode()) && payment.equals(handWrittenProtoDecode())
        && payment.equals(jacksonDecode()));
    check("text decode", textPayment.equals(wirebindTextJsonDecode())
        && textPayment.equals(wirebindTextProtoDecode()) && textPayment.equals(handWrittenTextJsonDecode())
        && textPayment.equals(floorTextProtoDecode()) && textPayment.equals(floorTextProtoDecodeInlined())
        && textPayment.equals(framedTextProtoDecode()));
    Libraries.checkDslJsonCompiled(dslJson, payment);
    Libraries.checkDslJsonCompiled(dslJson, textPayment);
    check("DSL-JSON JSON", Arrays.equals(json, dslJsonEncode()));
    check("DSL-JSON text JSON", Arrays.equals(textJson, dslJsonTextEncode()));
    check("DSL-JSON decode", payment.equals(dslJsonDecode()) && textPayment.equals(dslJsonTextDecode()));
    check("protobuf-java protobuf", Arrays.equals(proto, protobufJavaEncode()));
    check("protobuf-java text protobuf", Arrays.equals(textProto, protobufJavaTextEncode()));
    check("protobuf-java decode", payment.equals(protobufJavaDecode())
        && textPayment.equals(protobufJavaTextDecode()));
  }

  /**
   * Where each of the text payment's twelve strings lies in {@link #textProto} (one-byte tags and
   * lengths, fields in order: id, payer, amount, fee, the splits), for the floor benchmarks.
   */
  private void textFields() {
    byte[] b = textProto;
    textOffsets = new int[12];
    textLengths = new int[12];
    int n = 0;
    for (int p = 0; p < b.length; ) {
      int len = b[p + 1];
      check("one-byte tags and lengths", b[p] > 0 && len >= 0 && n < 12);
      textOffsets[n] = p + 2;
      textLengths[n++] = len;
      p += 2 + len;
    }
    check("twelve strings", n == 12);
  }

  static MoneyMessage toMessage(Money m) {
    return MoneyMessage.newBuilder()
        .setAmount(Decimal.newBuilder().setValue(m.amount().toString()))
        .setCurrency(m.currency())
        .build();
  }

  static Money fromMessage(MoneyMessage m) {
    return new Money(new BigDecimal(m.getAmount().getValue()), m.getCurrency());
  }

  static PaymentMessage toMessage(Payment p) {
    PaymentMessage.Builder b = PaymentMessage.newBuilder()
        .setId(p.id()).setPayer(p.payer()).setAmount(toMessage(p.amount())).setFee(toMessage(p.fee()));
    for (Money m : p.splits()) {
      b.addSplits(toMessage(m));
    }
    return b.build();
  }

  static Payment fromMessage(PaymentMessage m) {
    List<Money> splits = new ArrayList<>(m.getSplitsCount());
    for (MoneyMessage s : m.getSplitsList()) {
      splits.add(fromMessage(s));
    }
    return new Payment(m.getId(), m.getPayer(), fromMessage(m.getAmount()), fromMessage(m.getFee()), splits);
  }

  static TextPaymentMessage toMessage(TextPayment p) {
    TextPaymentMessage.Builder b = TextPaymentMessage.newBuilder().setId(p.id()).setPayer(p.payer())
        .setAmount(MoneyAsText.write(p.amount())).setFee(MoneyAsText.write(p.fee()));
    for (Money m : p.splits()) {
      b.addSplits(MoneyAsText.write(m));
    }
    return b.build();
  }

  static TextPayment fromMessage(TextPaymentMessage m) {
    List<Money> splits = new ArrayList<>(m.getSplitsCount());
    for (String s : m.getSplitsList()) {
      splits.add(MoneyAsText.read(s));
    }
    return new TextPayment(m.getId(), m.getPayer(), MoneyAsText.read(m.getAmount()),
        MoneyAsText.read(m.getFee()), splits);
  }

  private static void check(String what, boolean ok) {
    if (!ok) {
      throw new IllegalStateException("MoneyBenchmark: " + what + " differs");
    }
  }

  static PaymentDto toDto(Payment p) {
    List<MoneyDto> splits = new ArrayList<>(p.splits().size());
    for (Money m : p.splits()) {
      splits.add(MoneyToDto.write(m));
    }
    return new PaymentDto(p.id(), p.payer(), MoneyToDto.write(p.amount()), MoneyToDto.write(p.fee()), splits);
  }

  static Payment fromDto(PaymentDto d) {
    List<Money> splits = new ArrayList<>(d.splits().size());
    for (MoneyDto m : d.splits()) {
      splits.add(MoneyToDto.read(m));
    }
    return new Payment(d.id(), d.payer(), MoneyToDto.read(d.amount()), MoneyToDto.read(d.fee()), splits);
  }

  static TextPaymentDto toDto(TextPayment p) {
    List<String> splits = new ArrayList<>(p.splits().size());
    for (Money m : p.splits()) {
      splits.add(MoneyAsText.write(m));
    }
    return new TextPaymentDto(p.id(), p.payer(), MoneyAsText.write(p.amount()), MoneyAsText.write(p.fee()), splits);
  }

  static TextPayment fromDto(TextPaymentDto d) {
    List<Money> splits = new ArrayList<>(d.splits().size());
    for (String m : d.splits()) {
      splits.add(MoneyAsText.read(m));
    }
    return new TextPayment(d.id(), d.payer(), MoneyAsText.read(d.amount()), MoneyAsText.read(d.fee()), splits);
  }

  // ---- Money as a @WireMessage

  @Benchmark
  public byte[] wirebindJsonEncode() {
    return codec.toJson(payment);
  }

  @Benchmark
  public Payment wirebindJsonDecode() {
    return codec.fromJson(json);
  }

  @Benchmark
  public byte[] wirebindProtoEncode() {
    return codec.toProto(payment);
  }

  @Benchmark
  public Payment wirebindProtoDecode() {
    return codec.fromProto(proto);
  }

  @Benchmark
  public byte[] handWrittenJsonEncode() {
    return dtoCodec.toJson(toDto(payment));
  }

  @Benchmark
  public Payment handWrittenJsonDecode() {
    return fromDto(dtoCodec.fromJson(json));
  }

  @Benchmark
  public byte[] handWrittenProtoEncode() {
    return dtoCodec.toProto(toDto(payment));
  }

  @Benchmark
  public Payment handWrittenProtoDecode() {
    return fromDto(dtoCodec.fromProto(proto));
  }

  @Benchmark
  public byte[] jacksonEncode() throws IOException {
    return jackson.writeValueAsBytes(payment);
  }

  @Benchmark
  public Payment jacksonDecode() throws IOException {
    return jackson.readValue(json, Payment.class);
  }

  @Benchmark
  public byte[] dslJsonEncode() throws IOException {
    dslWriter.reset();
    dslJson.serialize(dslWriter, payment);
    return dslWriter.toByteArray();
  }

  @Benchmark
  public Payment dslJsonDecode() throws IOException {
    return dslJson.deserialize(Payment.class, json, json.length);
  }

  @Benchmark
  public byte[] protobufJavaEncode() {
    return toMessage(payment).toByteArray();
  }

  @Benchmark
  public Payment protobufJavaDecode() throws InvalidProtocolBufferException {
    return fromMessage(PaymentMessage.parseFrom(proto));
  }

  // ---- Money as a String

  @Benchmark
  public byte[] wirebindTextJsonEncode() {
    return textCodec.toJson(textPayment);
  }

  @Benchmark
  public TextPayment wirebindTextJsonDecode() {
    return textCodec.fromJson(textJson);
  }

  @Benchmark
  public byte[] wirebindTextProtoEncode() {
    return textCodec.toProto(textPayment);
  }

  @Benchmark
  public TextPayment wirebindTextProtoDecode() {
    return textCodec.fromProto(textProto);
  }

  @Benchmark
  public byte[] handWrittenTextJsonEncode() {
    return textDtoCodec.toJson(toDto(textPayment));
  }

  @Benchmark
  public TextPayment handWrittenTextJsonDecode() {
    return fromDto(textDtoCodec.fromJson(textJson));
  }

  @Benchmark
  public byte[] dslJsonTextEncode() throws IOException {
    dslWriter.reset();
    dslJson.serialize(dslWriter, textPayment);
    return dslWriter.toByteArray();
  }

  @Benchmark
  public TextPayment dslJsonTextDecode() throws IOException {
    return dslJson.deserialize(TextPayment.class, textJson, textJson.length);
  }

  @Benchmark
  public byte[] protobufJavaTextEncode() {
    return toMessage(textPayment).toByteArray();
  }

  @Benchmark
  public TextPayment protobufJavaTextDecode() throws InvalidProtocolBufferException {
    return fromMessage(TextPaymentMessage.parseFrom(textProto));
  }

  // ---- the user's converter alone: the floor under every library's text cells

  /**
   * Only {@link MoneyAsText#write} over the payment's ten Money values: the work every library's
   * Money-as-a-String encode must do (it calls the user's code for each), measured in the same run
   * so that {@code converterOnlyToString} ÷ a text encode is the share of that encode that is the
   * user's code.
   */
  @Benchmark
  public void converterOnlyToString(Blackhole bh) {
    Money[] ms = moneys;
    for (Money m : ms) {
      bh.consume(MoneyAsText.write(m));
    }
  }

  /** Only {@link MoneyAsText#read} over the ten strings a text decode hands the converter. */
  @Benchmark
  public void converterOnlyParse(Blackhole bh) {
    String[] ts = moneyTexts;
    for (String t : ts) {
      bh.consume(MoneyAsText.read(t));
    }
  }

  // ---- the floor under every decoder of the text payment

  /**
   * Only the work any decoder of {@link #textProto} must do on this JVM, with the fields' places
   * known in advance (no tags, lengths or checks read): the twelve strings made from the input's
   * bytes by the JDK's fastest public path ({@code new String(.., ISO_8859_1)}, one copy, for the
   * eleven ASCII ones; {@code new String(.., UTF_8)} for the payer, "Anna Müller"), the user's
   * converter on each of the ten Money strings, the list (sized exactly) and the records.
   * {@code floorTextProtoDecode} ÷ {@code protobufJavaTextDecode} is the most any decoder can reach.
   */
  @Benchmark
  public TextPayment floorTextProtoDecode() {
    byte[] b = textProto;
    int[] off = textOffsets;
    int[] len = textLengths;
    String id = new String(b, off[0], len[0], StandardCharsets.ISO_8859_1);
    String payer = new String(b, off[1], len[1], StandardCharsets.UTF_8);
    Money amount = MoneyAsText.read(new String(b, off[2], len[2], StandardCharsets.ISO_8859_1));
    Money fee = MoneyAsText.read(new String(b, off[3], len[3], StandardCharsets.ISO_8859_1));
    List<Money> splits = new ArrayList<>(off.length - 4);
    for (int i = 4; i < off.length; i++) {
      splits.add(MoneyAsText.read(new String(b, off[i], len[i], StandardCharsets.ISO_8859_1)));
    }
    return new TextPayment(id, payer, amount, fee, splits);
  }

  /**
   * {@link #floorTextProtoDecode} with the ASCII strings made by the deprecated {@code
   * String(byte[], int hibyte, int, int)}, one copy as well, which C2 inlines where the {@code
   * Charset} constructors are a call on JDK 17 (Wirebind's own ASCII path).
   */
  @Benchmark
  @SuppressWarnings("deprecation")
  public TextPayment floorTextProtoDecodeInlined() {
    byte[] b = textProto;
    int[] off = textOffsets;
    int[] len = textLengths;
    String id = new String(b, 0, off[0], len[0]);
    String payer = new String(b, off[1], len[1], StandardCharsets.UTF_8);
    Money amount = MoneyAsText.read(new String(b, 0, off[2], len[2]));
    Money fee = MoneyAsText.read(new String(b, 0, off[3], len[3]));
    List<Money> splits = new ArrayList<>(off.length - 4);
    for (int i = 4; i < off.length; i++) {
      splits.add(MoneyAsText.read(new String(b, 0, off[i], len[i])));
    }
    return new TextPayment(id, payer, amount, fee, splits);
  }

  /**
   * A minimal hand-written decoder of {@link #textProto}, its state in locals: one-byte tags and
   * lengths read and checked, each string checked for ASCII (else the JDK's UTF-8 decoder), then
   * what {@link #floorTextProtoDecodeInlined} does. Between that floor and Wirebind's decoder: what
   * reading the framing costs when nothing else is in the way.
   */
  @Benchmark
  @SuppressWarnings("deprecation")
  public TextPayment framedTextProtoDecode() {
    byte[] b = textProto;
    int p = 0;
    int end = b.length;
    String id = null;
    String payer = null;
    Money amount = null;
    Money fee = null;
    List<Money> splits = new ArrayList<>();
    while (p < end) {
      int tag = b[p++];
      int len = p < end ? b[p++] : -1;
      if (tag <= 7 || len < 0 || len > end - p) {
        throw new IllegalStateException("not a one-byte tag and length at " + p);
      }
      int or = 0;
      for (int i = p; i < p + len; i++) {
        or |= b[i];
      }
      String s = or >= 0 ? new String(b, 0, p, len) : new String(b, p, len, StandardCharsets.UTF_8);
      p += len;
      switch (tag) {
        case 10 -> id = s;
        case 18 -> payer = s;
        case 26 -> amount = MoneyAsText.read(s);
        case 34 -> fee = MoneyAsText.read(s);
        case 42 -> splits.add(MoneyAsText.read(s));
        default -> throw new IllegalStateException("tag " + tag);
      }
    }
    return new TextPayment(id, payer, amount, fee, splits);
  }
}
