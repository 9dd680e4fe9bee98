package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Decimal64;
import io.wirebind.benchmarks.model.IntQty32;
import io.wirebind.benchmarks.model.MarketData;
import io.wirebind.benchmarks.model.MdIncGrp;
import io.wirebind.benchmarks.protobuf.MarketProtos;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.runtime.CollectionDecoder;
import com.dslplatform.json.runtime.CollectionEncoder;
import com.dslplatform.json.runtime.Generics;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.RepeatedMessage;

/**
 * The MarketData message (FIX MarketDataIncrementalRefreshTrades) of the Simple Binary Encoding
 * benchmarks (also in QuickBuffers' benchmarks), with the same values: a header of varints and an
 * enum, and two trades with nested price and size messages. No strings. Enums are converted by
 * number, as in {@link CarBenchmark}.
 */
public class MarketDataBenchmark
    extends WirebindJsonScenario<
        MarketData,
        MarketData,
        MarketProtos.MarketData,
        MarketProtos.MarketData,
        io.wirebind.benchmarks.quickbuf.MarketProtos.MarketData,
        io.wirebind.benchmarks.quickbuf.MarketProtos.MarketData> {

  public MarketDataBenchmark() {
    super(
        MarketData.class,
        MarketData.class,
        MarketProtos.MarketData.parser(),
        io.wirebind.benchmarks.quickbuf.MarketProtos.MarketData::newInstance,
        io.wirebind.benchmarks.quickbuf.MarketProtos.MarketData::newInstance);
  }

  /**
   * DSL-JSON 2.0.2's processor generates no converter for the {@code List<MdIncGrp>} field (its
   * MarketData converter asks for the runtime fallback, which {@link Libraries#dslJson()} leaves
   * out). This registers the list converters that fallback would build, around the compiled
   * {@code MdIncGrp} converter: no reflection, every object still goes through generated code.
   */
  @Override
  protected void configureDslJson(DslJson<Object> dsl) {
    Type listType = Generics.makeParameterizedType(List.class, MdIncGrp.class);
    dsl.registerWriter(
        listType,
        new CollectionEncoder<MdIncGrp, List<MdIncGrp>>(dsl, dsl.tryFindWriter(MdIncGrp.class)));
    dsl.registerReader(
        listType,
        new CollectionDecoder<MdIncGrp, ArrayList<MdIncGrp>>(
            listType, ArrayList::new, dsl.tryFindReader(MdIncGrp.class)));
  }

  private static MdIncGrp trade() {
    MdIncGrp g = new MdIncGrp();
    g.tradeId = 1234L;
    g.securityId = 56789L;
    g.mdEntryPx = new Decimal64();
    g.mdEntryPx.mantissa = 50;
    g.mdEntryPx.exponent = 7;
    g.mdEntrySize = new IntQty32();
    g.mdEntrySize.mantissa = 10;
    g.numberOfOrders = 1;
    g.mdUpdateAction = MdIncGrp.MdUpdateAction.NEW;
    g.repSeq = 1;
    g.aggressorSide = MdIncGrp.Side.BUY;
    g.mdEntryType = MdIncGrp.MdEntryType.BID;
    return g;
  }

  @Override
  protected MarketData createData() {
    MarketData m = new MarketData();
    m.transactTime = 1234L;
    m.eventTimeDelta = 987;
    m.matchEventIndicator = MarketData.MatchEventIndicator.END_EVENT;
    m.mdIncGroup = new ArrayList<>(List.of(trade(), trade()));
    return m;
  }

  @Override
  protected MarketData expectedRead(MarketData data) {
    return data;
  }

  @Override
  protected MarketProtos.MarketData toProtobufJava(MarketData m) {
    MarketProtos.MarketData.Builder b =
        MarketProtos.MarketData.newBuilder()
            .setTransactTime(m.transactTime)
            .setEventTimeDelta(m.eventTimeDelta);
    if (m.matchEventIndicator != null) {
      b.setMatchEventIndicatorValue(m.matchEventIndicator.ordinal());
    }
    for (MdIncGrp g : m.mdIncGroup) {
      MarketProtos.MdIncGrp.Builder gb =
          MarketProtos.MdIncGrp.newBuilder().setTradeId(g.tradeId).setSecurityId(g.securityId);
      if (g.mdEntryPx != null) {
        gb.setMdEntryPx(
            MarketProtos.Decimal64.newBuilder()
                .setMantissa(g.mdEntryPx.mantissa)
                .setExponent(g.mdEntryPx.exponent));
      }
      if (g.mdEntrySize != null) {
        gb.setMdEntrySize(
            MarketProtos.IntQty32.newBuilder()
                .setMantissa(g.mdEntrySize.mantissa)
                .setExponent(g.mdEntrySize.exponent));
      }
      gb.setNumberOfOrders(g.numberOfOrders).setRepSeq(g.repSeq);
      if (g.mdUpdateAction != null) {
        gb.setMdUpdateActionValue(g.mdUpdateAction.ordinal());
      }
      if (g.aggressorSide != null) {
        gb.setAggressorSideValue(g.aggressorSide.ordinal());
      }
      if (g.mdEntryType != null) {
        gb.setMdEntryTypeValue(g.mdEntryType.ordinal());
      }
      b.addMdIncGroup(gb);
    }
    return b.build();
  }

  @Override
  protected MarketData fromProtobufJava(MarketProtos.MarketData p) {
    MarketData m = new MarketData();
    m.transactTime = p.getTransactTime();
    m.eventTimeDelta = p.getEventTimeDelta();
    m.matchEventIndicator = MarketData.MatchEventIndicator.values()[p.getMatchEventIndicatorValue()];
    m.mdIncGroup = new ArrayList<>();
    for (MarketProtos.MdIncGrp pg : p.getMdIncGroupList()) {
      MdIncGrp g = new MdIncGrp();
      g.tradeId = pg.getTradeId();
      g.securityId = pg.getSecurityId();
      if (pg.hasMdEntryPx()) {
        g.mdEntryPx = new Decimal64();
        g.mdEntryPx.mantissa = pg.getMdEntryPx().getMantissa();
        g.mdEntryPx.exponent = pg.getMdEntryPx().getExponent();
      }
      if (pg.hasMdEntrySize()) {
        g.mdEntrySize = new IntQty32();
        g.mdEntrySize.mantissa = pg.getMdEntrySize().getMantissa();
        g.mdEntrySize.exponent = pg.getMdEntrySize().getExponent();
      }
      g.numberOfOrders = pg.getNumberOfOrders();
      g.mdUpdateAction = MdIncGrp.MdUpdateAction.values()[pg.getMdUpdateActionValue()];
      g.repSeq = pg.getRepSeq();
      g.aggressorSide = MdIncGrp.Side.values()[pg.getAggressorSideValue()];
      g.mdEntryType = MdIncGrp.MdEntryType.values()[pg.getMdEntryTypeValue()];
      m.mdIncGroup.add(g);
    }
    return m;
  }

  @Override
  protected void fillQuickBuffers(
      MarketData m, io.wirebind.benchmarks.quickbuf.MarketProtos.MarketData q) {
    q.setTransactTime(m.transactTime).setEventTimeDelta(m.eventTimeDelta);
    if (m.matchEventIndicator != null) {
      q.setMatchEventIndicatorValue(m.matchEventIndicator.ordinal());
    }
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.MarketProtos.MdIncGrp> groups =
        q.getMutableMdIncGroup();
    for (MdIncGrp g : m.mdIncGroup) {
      io.wirebind.benchmarks.quickbuf.MarketProtos.MdIncGrp qg =
          groups.next().setTradeId(g.tradeId).setSecurityId(g.securityId);
      if (g.mdEntryPx != null) {
        qg.getMutableMdEntryPx().setMantissa(g.mdEntryPx.mantissa).setExponent(g.mdEntryPx.exponent);
      }
      if (g.mdEntrySize != null) {
        qg.getMutableMdEntrySize()
            .setMantissa(g.mdEntrySize.mantissa)
            .setExponent(g.mdEntrySize.exponent);
      }
      qg.setNumberOfOrders(g.numberOfOrders).setRepSeq(g.repSeq);
      if (g.mdUpdateAction != null) {
        qg.setMdUpdateActionValue(g.mdUpdateAction.ordinal());
      }
      if (g.aggressorSide != null) {
        qg.setAggressorSideValue(g.aggressorSide.ordinal());
      }
      if (g.mdEntryType != null) {
        qg.setMdEntryTypeValue(g.mdEntryType.ordinal());
      }
    }
  }

  @Override
  protected void readStrings(
      io.wirebind.benchmarks.quickbuf.MarketProtos.MarketData q, Blackhole bh) {
    // no strings
  }
}
