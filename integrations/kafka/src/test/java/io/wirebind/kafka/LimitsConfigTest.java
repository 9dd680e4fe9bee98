package io.wirebind.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Limits;
import io.wirebind.WirebindException;
import io.wirebind.kafka.model.Reading;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** {@code wirebind.limits.*} in the serde configuration: a record over a limit is a SerializationException naming it. */
class LimitsConfigTest {
  private static Reading withTags(int n, String tag) {
    Reading x = new Reading();
    x.sensor = "s";
    x.tags = new java.util.ArrayList<>(java.util.Collections.nCopies(n, tag));
    return x;
  }

  @ParameterizedTest
  @EnumSource(WireFormat.class)
  void limitsFromTheConfigurationApplyToHeapAndDirectRecords(WireFormat format) {
    WirebindSerde<Reading> plain = new WirebindSerde<>(Reading.class, format);
    plain.configure(Map.of(WirebindSerde.LIMITS_CONFIG_PREFIX + "max-collection-size", "3",
        "wirebind.limits.max-string-length", 5, "other.setting", "x"), false);
    byte[] atLimit = plain.serializer().serialize("t", withTags(3, "abcde"));
    assertEquals(3, plain.deserializer().deserialize("t", atLimit).tags.size());
    for (Reading over : List.of(withTags(4, "a"), withTags(1, "abcdef"))) {
      byte[] bytes = plain.serializer().serialize("t", over);
      ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
      for (Runnable decode : List.<Runnable>of(
          () -> plain.deserializer().deserialize("t", bytes),
          () -> plain.deserializer().deserialize("t", new RecordHeaders(), direct.duplicate()))) {
        SerializationException e = assertThrows(SerializationException.class, decode::run);
        WirebindException cause = assertInstanceOf(WirebindException.class, e.getCause());
        assertTrue(e.getMessage().contains("(Limits.max"), e.getMessage());
        assertTrue(cause.offset() > 0 && cause.offset() < bytes.length, e.getMessage());
      }
    }
  }

  @Test
  void limitsGivenToTheConstructorWinAndBadSettingsAreConfigErrors() {
    WirebindDeserializer<Reading> given =
        new WirebindDeserializer<>(Reading.class, WireFormat.JSON, Limits.DEFAULTS.withMaxInputSize(10));
    given.configure(Map.of("wirebind.limits.max-input-size", "1000"), false);
    assertEquals(10, given.limits().maxInputSize());
    WirebindDeserializer<Reading> configured = new WirebindDeserializer<>(Reading.class, WireFormat.JSON);
    configured.configure(Map.of("wirebind.limits.max-input-size", "1_000", "wirebind.limits.max-depth", 7L), false);
    assertEquals(Limits.DEFAULTS.withMaxInputSize(1000).withMaxDepth(7), configured.limits());
    ConfigException typo = assertThrows(ConfigException.class,
        () -> configured.configure(Map.of("wirebind.limits.max-dept", "3"), false));
    assertTrue(typo.getMessage().contains("unknown limit wirebind.limits.max-dept"), typo.getMessage());
    assertThrows(ConfigException.class,
        () -> configured.configure(Map.of("wirebind.limits.max-depth", "-1"), false));
    assertThrows(ConfigException.class,
        () -> configured.configure(Map.of("wirebind.limits.max-depth", "lots"), false));
  }
}
