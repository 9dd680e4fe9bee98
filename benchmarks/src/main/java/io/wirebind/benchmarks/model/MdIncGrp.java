package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** One trade of {@link MarketData}. */
@WireMessage
@CompiledJson
public final class MdIncGrp {
  /** What the entry does to the book. */
  public enum MdUpdateAction {
    UNSPECIFIED,
    NEW,
    CHANGE,
    DELETE,
    OVERLAY
  }

  /** The aggressor's side. */
  public enum Side {
    UNSPECIFIED,
    BUY,
    SELL
  }

  /** The kind of entry. */
  public enum MdEntryType {
    UNSPECIFIED,
    BID,
    OFFER,
    TRADE,
    OPENING_PRICE,
    SETTLEMENT_PRICE,
    TRADING_SESSION_HIGH_PRICE,
    TRADING_SESSION_LOW_PRICE
  }

  @WireField(value = 1, encoding = Encoding.UNSIGNED) public long tradeId;
  @WireField(value = 2, encoding = Encoding.UNSIGNED) public long securityId;
  @WireField(3) public Decimal64 mdEntryPx;
  @WireField(4) public IntQty32 mdEntrySize;
  @WireField(value = 5, encoding = Encoding.UNSIGNED) public int numberOfOrders;
  @WireField(6) public MdUpdateAction mdUpdateAction;
  @WireField(value = 7, encoding = Encoding.UNSIGNED) public int repSeq;
  @WireField(8) public Side aggressorSide;
  @WireField(9) public MdEntryType mdEntryType;
}
