package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * The shape of the MarketData (FIX MarketDataIncrementalRefreshTrades) message of the Simple
 * Binary Encoding benchmarks (see market.proto).
 */
@WireMessage
@CompiledJson
public final class MarketData {
  /** Where the message sits in a matching event. */
  public enum MatchEventIndicator {
    UNSPECIFIED,
    MID_EVENT,
    BEGINNING_EVENT,
    END_EVENT,
    BEGINNING_AND_END_EVENT
  }

  @WireField(value = 1, encoding = Encoding.UNSIGNED) public long transactTime;
  @WireField(value = 2, encoding = Encoding.UNSIGNED) public int eventTimeDelta;
  @WireField(3) public MatchEventIndicator matchEventIndicator;
  @WireField(4) public List<MdIncGrp> mdIncGroup;
}
