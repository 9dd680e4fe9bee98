package io.wirebind.examples.grpckafka;

import io.wirebind.examples.grpckafka.model.Order;
import io.wirebind.examples.grpckafka.model.Receipt;
import io.wirebind.examples.grpckafka.model.Status;
import io.wirebind.kafka.WirebindDeserializer;
import io.wirebind.kafka.WirebindSerde;
import io.wirebind.kafka.WirebindSerializer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Produced;

/**
 * A Kafka pipeline on {@code @WireMessage} records: a producer writes orders in the protobuf wire
 * format, a Kafka Streams application turns every order that was not cancelled into a receipt
 * written as JSON, and a consumer reads the receipts. The example starts its own single-node KRaft
 * broker in this process (Kafka's test kit) on loopback; an application points
 * {@code bootstrap.servers} at its cluster instead.
 */
public final class KafkaExample {
  private KafkaExample() {}

  /** What the pipeline did. */
  public record Result(int produced, List<Receipt> receipts, long expectedReceipts, long brokerStartMillis) {}

  /** Runs the pipeline over {@code orders} orders; waits at most a minute for the receipts. */
  public static Result run(int orders) throws Exception {
    long start = System.nanoTime();
    KafkaClusterTestKit broker = new KafkaClusterTestKit.Builder(
            new TestKitNodes.Builder().setCombined(true).setNumBrokerNodes(1).setNumControllerNodes(1).build())
        .setConfigProp("group.initial.rebalance.delay.ms", "0")
        .setConfigProp("offsets.topic.replication.factor", "1")
        .setConfigProp("offsets.topic.num.partitions", "1")
        .build();
    try {
      broker.format();
      broker.startup();
      broker.waitForReadyBrokers();
      long startMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      String bootstrap = broker.bootstrapServers();
      try (Admin admin = broker.admin()) {
        admin.createTopics(List.of(new NewTopic("orders", 1, (short) 1), new NewTopic("receipts", 1, (short) 1)))
            .all().get(60, TimeUnit.SECONDS);
      }

      // 1. the producer: configured by class name, as in a properties file
      Properties producerConfig = new Properties();
      producerConfig.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
      producerConfig.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, LongSerializer.class.getName());
      producerConfig.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, WirebindSerializer.class.getName());
      producerConfig.put(WirebindSerde.TYPE_CONFIG, Order.class.getName());
      producerConfig.put(WirebindSerde.FORMAT_CONFIG, "proto");
      producerConfig.put(ProducerConfig.LINGER_MS_CONFIG, "10");
      long expected = 0;
      try (KafkaProducer<Long, Order> producer = new KafkaProducer<>(producerConfig)) {
        Random r = new Random(2);
        for (long id = 1; id <= orders; id++) {
          Order o = Orders.order(r, id);
          expected += o.status() == Status.CANCELLED ? 0 : 1;
          producer.send(new ProducerRecord<>("orders", id, o));
        }
        producer.flush();
      }

      // 2. the Streams application: Serde objects in the topology
      StreamsBuilder builder = new StreamsBuilder();
      builder.stream("orders", Consumed.with(Serdes.Long(), WirebindSerde.proto(Order.class)))
          .filter((id, order) -> order.status() != Status.CANCELLED)
          .mapValues(order -> new Receipt(order.id(), order.totalCents(), "thank you, " + order.customer()))
          .to("receipts", Produced.with(Serdes.Long(), WirebindSerde.json(Receipt.class)));
      Path stateDir = Files.createTempDirectory("wirebind-streams");
      Properties streamsConfig = new Properties();
      streamsConfig.put(StreamsConfig.APPLICATION_ID_CONFIG, "wirebind-example-receipts");
      streamsConfig.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
      streamsConfig.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
      streamsConfig.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, "100");

      // 3. the consumer of the receipts
      Properties consumerConfig = new Properties();
      consumerConfig.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
      consumerConfig.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, LongDeserializer.class.getName());
      consumerConfig.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, WirebindDeserializer.class.getName());
      consumerConfig.put(WirebindSerde.TYPE_CONFIG, Receipt.class.getName());
      consumerConfig.put(WirebindSerde.FORMAT_CONFIG, "json");

      List<Receipt> receipts = new ArrayList<>();
      try (KafkaStreams streams = new KafkaStreams(builder.build(), streamsConfig);
          KafkaConsumer<Long, Receipt> consumer = new KafkaConsumer<>(consumerConfig)) {
        streams.start();
        TopicPartition tp = new TopicPartition("receipts", 0);
        consumer.assign(List.of(tp));
        consumer.seekToBeginning(List.of(tp));
        long deadline = System.currentTimeMillis() + 60_000;
        while (receipts.size() < expected && System.currentTimeMillis() < deadline) {
          for (ConsumerRecord<Long, Receipt> rec : consumer.poll(Duration.ofMillis(200))) {
            receipts.add(rec.value());
          }
        }
        streams.close(Duration.ofSeconds(10));
        streams.cleanUp();
      }
      try (Stream<Path> files = Files.walk(stateDir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
      return new Result(orders, receipts, expected, startMillis);
    } finally {
      broker.close();
    }
  }

  public static void main(String[] args) throws Exception {
    Result result = run(args.length > 0 ? Integer.parseInt(args[0]) : 10_000);
    System.out.println("Kafka: in-process KRaft broker ready in " + result.brokerStartMillis() + " ms");
    System.out.println("  produced " + result.produced() + " orders (protobuf) to 'orders'; Kafka Streams wrote "
        + result.receipts().size() + " receipts (JSON) to 'receipts' for the " + result.expectedReceipts()
        + " orders not cancelled");
    if (!result.receipts().isEmpty()) {
      System.out.println("  first receipt: " + result.receipts().get(0));
    }
  }
}
