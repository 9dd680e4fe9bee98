package io.wirebind.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.kafka.model.Reading;
import io.wirebind.kafka.model.SensorTotals;
import io.wirebind.kafka.model.Unit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.errors.LogAndContinueExceptionHandler;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.state.KeyValueStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Kafka Streams topologies on Wirebind serdes, run by Kafka's TopologyTestDriver. */
class KafkaStreamsTopologyTest {
  @TempDir Path stateDir;

  private Properties config() {
    Properties p = new Properties();
    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "wirebind-streams-test");
    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:9"); // never connected to by the driver
    p.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
    return p;
  }

  @Test
  void aggregatesPerSensorThroughProtoAndJsonSerdes() {
    Serde<Reading> readings = WirebindSerde.proto(Reading.class);
    StreamsBuilder b = new StreamsBuilder();
    b.stream("readings", Consumed.with(Serdes.String(), readings))
        .filter((sensor, r) -> r.unit == Unit.CELSIUS)
        .groupByKey(Grouped.with(Serdes.String(), readings))
        .aggregate(
            () -> new SensorTotals(null, 0, 0, 0),
            (sensor, r, t) -> new SensorTotals(sensor, t.count() + 1, t.sum() + r.value, r.time),
            Materialized.<String, SensorTotals, KeyValueStore<Bytes, byte[]>>as("totals")
                .withKeySerde(Serdes.String())
                .withValueSerde(WirebindSerde.proto(SensorTotals.class)))
        .toStream()
        .to("totals", Produced.with(Serdes.String(), WirebindSerde.json(SensorTotals.class)));

    Map<String, SensorTotals> expected = new HashMap<>();
    try (TopologyTestDriver driver = new TopologyTestDriver(b.build(), config())) {
      TestInputTopic<String, Reading> in = driver.createInputTopic(
          "readings", new StringSerializer(), new WirebindSerializer<>(Reading.class, WireFormat.PROTO));
      TestOutputTopic<String, SensorTotals> out = driver.createOutputTopic(
          "totals", new StringDeserializer(), new WirebindDeserializer<>(SensorTotals.class, WireFormat.JSON));
      Random r = new Random(7);
      List<KeyValue<String, SensorTotals>> updates = new ArrayList<>();
      for (int i = 0; i < 5_000; i++) {
        Reading x = Readings.random(r, i);
        String sensor = x.sensor == null ? "none" : x.sensor;
        in.pipeInput(sensor, x);
        if (x.unit == Unit.CELSIUS) {
          SensorTotals t = expected.getOrDefault(sensor, new SensorTotals(null, 0, 0, 0));
          SensorTotals next = new SensorTotals(sensor, t.count() + 1, t.sum() + x.value, x.time);
          expected.put(sensor, next);
          updates.add(KeyValue.pair(sensor, next));
        }
      }
      assertEquals(updates, out.readKeyValuesToList()); // every update, in order, through JSON
      KeyValueStore<String, SensorTotals> store = driver.getKeyValueStore("totals");
      for (Map.Entry<String, SensorTotals> e : expected.entrySet()) {
        assertEquals(e.getValue(), store.get(e.getKey())); // through the proto store serde
      }
    }
  }

  @Test
  void defaultSerdeByClassNameSkipsAPoisonRecord() {
    Properties p = config();
    p.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class.getName());
    p.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, WirebindSerde.class.getName());
    p.put(WirebindSerde.TYPE_CONFIG, Reading.class.getName());
    p.put(WirebindSerde.FORMAT_CONFIG, "json");
    p.put(StreamsConfig.DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG, LogAndContinueExceptionHandler.class.getName());
    StreamsBuilder b = new StreamsBuilder();
    KStream<String, Reading> in = b.stream("in");
    in.mapValues(r -> {
      r.value *= 2;
      return r;
    }).to("out");

    try (TopologyTestDriver driver = new TopologyTestDriver(b.build(), p)) {
      TestInputTopic<String, byte[]> raw = driver.createInputTopic("in", new StringSerializer(), new ByteArraySerializer());
      TestOutputTopic<String, Reading> out = driver.createOutputTopic(
          "out", new StringDeserializer(), new WirebindDeserializer<>(Reading.class, WireFormat.JSON));
      WirebindSerializer<Reading> json = new WirebindSerializer<>(Reading.class, WireFormat.JSON);
      Random r = new Random(8);
      List<Reading> expected = new ArrayList<>();
      for (int i = 0; i < 200; i++) {
        if (i == 100) {
          raw.pipeInput("bad", WirebindSerdeTest.JSON_POISON); // skipped by the exception handler
        }
        Reading x = Readings.random(r, i);
        raw.pipeInput("k" + i, json.serialize("in", x));
        x.value *= 2;
        expected.add(x);
      }
      assertEquals(expected, out.readValuesToList());
    }
  }
}
