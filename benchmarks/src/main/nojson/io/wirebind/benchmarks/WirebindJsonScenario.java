package io.wirebind.benchmarks;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import java.util.function.Supplier;
import us.hebi.quickbuf.ProtoMessage;

/**
 * Without the Wirebind JSON methods: the build default until the JSON codec support
 * ({@code Codec.toJson} and co.) is in the runtime. {@code mvn -Pwirebind-json} compiles
 * {@code src/main/json/.../WirebindJsonScenario.java} instead, which adds them.
 */
public abstract class WirebindJsonScenario<
        T, R, P extends Message, PR extends Message, Q extends ProtoMessage<Q>, QR extends ProtoMessage<QR>>
    extends Scenario<T, R, P, PR, Q, QR> {

  protected WirebindJsonScenario(
      Class<T> type,
      Class<R> readType,
      Parser<PR> protobufJavaParser,
      Supplier<Q> newQuick,
      Supplier<QR> newQuickReader) {
    super(type, readType, protobufJavaParser, newQuick, newQuickReader);
  }
}
