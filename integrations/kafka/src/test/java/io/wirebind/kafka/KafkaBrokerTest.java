package io.wirebind.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.kafka.model.Reading;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A real KRaft broker (one combined controller and broker, Kafka's own test kit) started in this
 * JVM on loopback; producers and consumers configured by class name as an application would.
 * Loops are bounded in count and time.
 */
class KafkaBrokerTest {
  static final int RECORDS = 100_000;
  static final long BUDGET_MILLIS = TimeUnit.SECONDS.toMillis(120);

  static KafkaClusterTestKit cluster;

  @BeforeAll
  static void startBroker() throws Exception {
    long start = System.nanoTime();
    cluster = new KafkaClusterTestKit.Builder(
            new TestKitNodes.Builder().setCombined(true).setNumBrokerNodes(1).setNumControllerNodes(1).build())
        .setConfigProp("group.initial.rebalance.delay.ms", "0")
        .setConfigProp("offsets.topic.replication.factor", "1")
        .setConfigProp("offsets.topic.num.partitions", "1")
        .setConfigProp("auto.create.topics.enable", "false")
        .build();
    cluster.format();
    cluster.startup();
    cluster.waitForReadyBrokers();
    System.out.printf(Locale.ROOT, "in-process KRaft broker at %s ready in %d ms on Java %s%n", cluster.bootstrapServers(),
        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), Runtime.version());
  }

  @AfterAll
  static void stopBroker() throws Exception {
    if (cluster != null) {
      cluster.close();
    }
  }

  private static void createTopic(String topic) throws Exception {
    try (Admin admin = cluster.admin()) {
      admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get(60, TimeUnit.SECONDS);
    }
  }

  private static Properties producerConfig(WireFormat format) {
    Properties p = new Properties();
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
    p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, WirebindSerializer.class.getName());
    p.put(WirebindSerde.TYPE_CONFIG, Reading.class.getName());
    p.put(WirebindSerde.FORMAT_CONFIG, format.name().toLowerCase(Locale.ROOT));
    p.put(ProducerConfig.LINGER_MS_CONFIG, "20");
    p.put(ProducerConfig.BATCH_SIZE_CONFIG, String.valueOf(512 * 1024));
    return p;
  }

  private static KafkaConsumer<byte[], Reading> consumer(WireFormat format, String topic) {
    Properties p = new Properties();
    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.ByteArrayDeserializer");
    p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, "io.wirebind.kafka.WirebindDeserializer");
    p.put(WirebindSerde.TYPE_CONFIG, Reading.class.getName());
    p.put(WirebindSerde.FORMAT_CONFIG, format.name().toLowerCase(Locale.ROOT));
    p.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "5000");
    p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    KafkaConsumer<byte[], Reading> c = new KafkaConsumer<>(p);
    TopicPartition tp = new TopicPartition(topic, 0);
    c.assign(List.of(tp));
    c.seekToBeginning(List.of(tp));
    return c;
  }

  /** Sends {@code readings} without waiting per record; fails on the first error reported. */
  private static void send(KafkaProducer<byte[], Reading> producer, String topic, Random r, int from, int count) {
    AtomicReference<Exception> failed = new AtomicReference<>();
    for (int i = from; i < from + count; i++) {
      producer.send(new ProducerRecord<>(topic, Readings.random(r, i)), (meta, e) -> {
        if (e != null) {
          failed.compareAndSet(null, e);
        }
      });
    }
    producer.flush();
    assertNull(failed.get());
  }

  @ParameterizedTest
  @EnumSource(WireFormat.class)
  void hundredThousandRecordsThroughTheBroker(WireFormat format) throws Exception {
    String topic = "readings-" + format.name().toLowerCase(Locale.ROOT);
    createTopic(topic);
    long start = System.nanoTime();
    try (KafkaProducer<byte[], Reading> producer = new KafkaProducer<>(producerConfig(format))) {
      send(producer, topic, new Random(42), 0, RECORDS);
    }
    long produced = System.nanoTime();
    Random expected = new Random(42); // the same sequence again, so nothing is held in memory
    int n = 0;
    long deadline = System.currentTimeMillis() + BUDGET_MILLIS;
    try (KafkaConsumer<byte[], Reading> consumer = consumer(format, topic)) {
      while (n < RECORDS && System.currentTimeMillis() < deadline) {
        for (ConsumerRecord<byte[], Reading> rec : consumer.poll(Duration.ofMillis(500))) {
          assertEquals(n, rec.offset());
          assertEquals(Readings.random(expected, n), rec.value());
          n++;
        }
      }
    }
    assertEquals(RECORDS, n, "records consumed within the time budget");
    System.out.printf(Locale.ROOT, "%s: %d records produced in %d ms, consumed and compared in %d ms%n", format, RECORDS,
        TimeUnit.NANOSECONDS.toMillis(produced - start), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - produced));
  }

  @ParameterizedTest
  @EnumSource(WireFormat.class)
  void poisonRecordIsReportedAndSkipped(WireFormat format) throws Exception {
    String topic = "poison-" + format.name().toLowerCase(Locale.ROOT);
    createTopic(topic);
    int good = 1_000;
    try (KafkaProducer<byte[], Reading> producer = new KafkaProducer<>(producerConfig(format));
        KafkaProducer<byte[], byte[]> raw = new KafkaProducer<>(
            Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers()),
            new ByteArraySerializer(), new ByteArraySerializer())) {
      Random r = new Random(9);
      send(producer, topic, r, 0, good);
      raw.send(new ProducerRecord<>(topic, WirebindSerdeTest.poison(format))).get(60, TimeUnit.SECONDS);
      send(producer, topic, r, good, good);
    }

    List<Reading> received = new ArrayList<>();
    List<RecordDeserializationException> reported = new ArrayList<>();
    long deadline = System.currentTimeMillis() + BUDGET_MILLIS;
    try (KafkaConsumer<byte[], Reading> consumer = consumer(format, topic)) {
      while (received.size() < 2 * good && System.currentTimeMillis() < deadline) {
        try {
          consumer.poll(Duration.ofMillis(500)).forEach(rec -> received.add(rec.value()));
        } catch (RecordDeserializationException e) {
          reported.add(e);
          consumer.seek(e.topicPartition(), e.offset() + 1); // skip it, as an error handler would
        }
      }
    }

    assertEquals(1, reported.size());
    RecordDeserializationException e = reported.get(0);
    assertEquals(new TopicPartition(topic, 0), e.topicPartition());
    assertEquals(good, e.offset());
    assertEquals(RecordDeserializationException.DeserializationExceptionOrigin.VALUE, e.origin());
    assertTrue(e.getMessage().contains(topic + "-0") && e.getMessage().contains("offset " + good), e.getMessage());
    WirebindSerializationException cause = assertInstanceOf(WirebindSerializationException.class, e.getCause());
    assertEquals(topic, cause.topic());
    assertTrue(cause.getMessage().contains("topic '" + topic + "'")
        && cause.getMessage().endsWith("(at byte " + cause.byteOffset() + ")"), cause.getMessage());

    Random expected = new Random(9);
    assertEquals(2 * good, received.size());
    for (int i = 0; i < 2 * good; i++) {
      assertEquals(Readings.random(expected, i), received.get(i));
    }
  }
}
