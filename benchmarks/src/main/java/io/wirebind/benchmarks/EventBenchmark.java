package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Click;
import io.wirebind.benchmarks.model.Event;
import io.wirebind.benchmarks.model.EventBatch;
import io.wirebind.benchmarks.model.PageView;
import io.wirebind.benchmarks.model.Purchase;
import io.wirebind.benchmarks.model.Scroll;
import io.wirebind.benchmarks.protobuf.EventProtos;
import java.io.IOException;
import java.util.ArrayList;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A batch of 100 mixed events of a sealed hierarchy ({@link Event}: page views, clicks, purchases
 * and scrolls): a protobuf {@code oneof} per event for protobuf-java and QuickBuffers (event.proto,
 * as a protoc user writes it), and in JSON an object with the type id first ({@code "@type"}),
 * which Jackson writes for {@code @JsonTypeInfo(use = NAME)} and DSL-JSON for {@code
 * @CompiledJson(discriminator = "@type", name = ...)}. Targets: JSON 1.25× DSL-JSON, protobuf 1.5×
 * protobuf-java, encode and decode.
 */
public class EventBenchmark
    extends WirebindJsonScenario<
        EventBatch,
        EventBatch,
        EventProtos.EventBatch,
        EventProtos.EventBatch,
        io.wirebind.benchmarks.quickbuf.EventProtos.EventBatch,
        io.wirebind.benchmarks.quickbuf.EventProtos.EventBatch> {

  private static final String[] PAGES = {
    "https://shop.example.com/", "https://shop.example.com/search?q=rain+jacket",
    "https://shop.example.com/p/SKU-204990", "https://shop.example.com/cart",
    "https://shop.example.com/checkout/payment",
  };

  public EventBenchmark() {
    super(
        EventBatch.class,
        EventBatch.class,
        EventProtos.EventBatch.parser(),
        io.wirebind.benchmarks.quickbuf.EventProtos.EventBatch::newInstance,
        io.wirebind.benchmarks.quickbuf.EventProtos.EventBatch::newInstance);
  }

  @Override
  protected EventBatch createData() {
    EventBatch b = new EventBatch();
    b.sessionId = "9c1e6b7d-2f4a-4e10-8e5a-3f2a8c71d94b";
    b.events = new ArrayList<>();
    long t = 1_741_616_551_417L;
    for (int i = 0; i < 100; i++) {
      t += 137 + (i * 7919L) % 2000;
      switch (i % 10) {
        case 0, 3, 6 -> {
          PageView p = new PageView();
          p.timestamp = t;
          p.url = PAGES[i % PAGES.length];
          p.referrer = i == 0 ? "https://www.example.org/search?q=hiking" : PAGES[(i + 4) % PAGES.length];
          p.durationMs = 800 + (i * 331) % 20_000;
          b.events.add(p);
        }
        case 1, 4, 7, 8 -> {
          Click c = new Click();
          c.timestamp = t;
          c.elementId = "btn-" + (i % 3 == 0 ? "add-to-cart" : "details-" + i);
          c.x = 40 + (i * 37) % 1200;
          c.y = 90 + (i * 53) % 800;
          b.events.add(c);
        }
        case 2, 5 -> {
          Scroll s = new Scroll();
          s.timestamp = t;
          s.depthPercent = (i * 17) % 101;
          b.events.add(s);
        }
        default -> {
          Purchase p = new Purchase();
          p.timestamp = t;
          p.orderId = "ORD-2025-" + (3_141 + i);
          p.amountCents = 1_499 + (i * 7_919L) % 50_000;
          p.currency = "EUR";
          p.items = 1 + i % 4;
          b.events.add(p);
        }
      }
    }
    return b;
  }

  @Override
  protected EventBatch expectedRead(EventBatch data) {
    return data;
  }

  @Override
  protected String fastjson2Unsupported() {
    return "fastjson2 2.0.57 does not write or read Jackson's @JsonTypeInfo(use = NAME) type ids";
  }

  @Override
  protected com.fasterxml.jackson.databind.ObjectMapper createJackson() {
    return Libraries.springBootJackson();
  }

  /** Every decoder's result equals the data exactly. */
  @Override
  protected void setupScenario() throws IOException {
    checkExact("wirebindProto", wirebindProtoDecode());
    checkExact("wirebindProto reuse", wirebindProtoDecodeReuse());
    checkExact("wirebindJson", wirebindJsonDecode());
    checkExact("wirebindJson reuse", wirebindJsonDecodeReuse());
    checkExact("jackson", jacksonDecode());
    checkExact("dslJson", dslJsonDecode());
    checkExact("protobufJava", fromProtobufJava(protobufJavaDecode()));
  }

  private void checkExact(String what, EventBatch actual) {
    if (!source.equals(actual)) {
      throw new IllegalStateException("EventBenchmark " + what + ": not equal to the data\n expected "
          + source + "\n actual   " + actual);
    }
  }

  @Override
  protected EventProtos.EventBatch toProtobufJava(EventBatch b) {
    EventProtos.EventBatch.Builder pb = EventProtos.EventBatch.newBuilder();
    if (b.sessionId != null) {
      pb.setSessionId(b.sessionId);
    }
    for (Event e : b.events) {
      EventProtos.Event.Builder eb = EventProtos.Event.newBuilder();
      if (e instanceof PageView p) {
        EventProtos.PageView.Builder v = EventProtos.PageView.newBuilder().setTimestamp(p.timestamp).setDurationMs(p.durationMs);
        if (p.url != null) {
          v.setUrl(p.url);
        }
        if (p.referrer != null) {
          v.setReferrer(p.referrer);
        }
        eb.setPageView(v);
      } else if (e instanceof Click c) {
        EventProtos.Click.Builder v = EventProtos.Click.newBuilder().setTimestamp(c.timestamp).setX(c.x).setY(c.y);
        if (c.elementId != null) {
          v.setElementId(c.elementId);
        }
        eb.setClick(v);
      } else if (e instanceof Purchase p) {
        EventProtos.Purchase.Builder v = EventProtos.Purchase.newBuilder().setTimestamp(p.timestamp)
            .setAmountCents(p.amountCents).setItems(p.items);
        if (p.orderId != null) {
          v.setOrderId(p.orderId);
        }
        if (p.currency != null) {
          v.setCurrency(p.currency);
        }
        eb.setPurchase(v);
      } else if (e instanceof Scroll s) {
        eb.setScroll(EventProtos.Scroll.newBuilder().setTimestamp(s.timestamp).setDepthPercent(s.depthPercent));
      }
      pb.addEvents(eb);
    }
    return pb.build();
  }

  @Override
  protected EventBatch fromProtobufJava(EventProtos.EventBatch pb) {
    EventBatch b = new EventBatch();
    b.sessionId = pb.hasSessionId() ? pb.getSessionId() : null;
    b.events = new ArrayList<>();
    for (EventProtos.Event pe : pb.getEventsList()) {
      switch (pe.getKindCase()) {
        case PAGE_VIEW -> {
          EventProtos.PageView v = pe.getPageView();
          PageView p = new PageView();
          p.timestamp = v.getTimestamp();
          p.url = v.hasUrl() ? v.getUrl() : null;
          p.referrer = v.hasReferrer() ? v.getReferrer() : null;
          p.durationMs = v.getDurationMs();
          b.events.add(p);
        }
        case CLICK -> {
          EventProtos.Click v = pe.getClick();
          Click c = new Click();
          c.timestamp = v.getTimestamp();
          c.elementId = v.hasElementId() ? v.getElementId() : null;
          c.x = v.getX();
          c.y = v.getY();
          b.events.add(c);
        }
        case PURCHASE -> {
          EventProtos.Purchase v = pe.getPurchase();
          Purchase p = new Purchase();
          p.timestamp = v.getTimestamp();
          p.orderId = v.hasOrderId() ? v.getOrderId() : null;
          p.amountCents = v.getAmountCents();
          p.currency = v.hasCurrency() ? v.getCurrency() : null;
          p.items = v.getItems();
          b.events.add(p);
        }
        case SCROLL -> {
          EventProtos.Scroll v = pe.getScroll();
          Scroll s = new Scroll();
          s.timestamp = v.getTimestamp();
          s.depthPercent = v.getDepthPercent();
          b.events.add(s);
        }
        default -> b.events.add(null);
      }
    }
    return b;
  }

  @Override
  protected void fillQuickBuffers(EventBatch b, io.wirebind.benchmarks.quickbuf.EventProtos.EventBatch q) {
    if (b.sessionId != null) {
      q.setSessionId(b.sessionId);
    }
    var events = q.getMutableEvents();
    for (Event e : b.events) {
      io.wirebind.benchmarks.quickbuf.EventProtos.Event qe = events.next();
      if (e instanceof PageView p) {
        var v = qe.getMutablePageView().setTimestamp(p.timestamp).setDurationMs(p.durationMs);
        if (p.url != null) {
          v.setUrl(p.url);
        }
        if (p.referrer != null) {
          v.setReferrer(p.referrer);
        }
      } else if (e instanceof Click c) {
        var v = qe.getMutableClick().setTimestamp(c.timestamp).setX(c.x).setY(c.y);
        if (c.elementId != null) {
          v.setElementId(c.elementId);
        }
      } else if (e instanceof Purchase p) {
        var v = qe.getMutablePurchase().setTimestamp(p.timestamp).setAmountCents(p.amountCents).setItems(p.items);
        if (p.orderId != null) {
          v.setOrderId(p.orderId);
        }
        if (p.currency != null) {
          v.setCurrency(p.currency);
        }
      } else if (e instanceof Scroll s) {
        qe.getMutableScroll().setTimestamp(s.timestamp).setDepthPercent(s.depthPercent);
      }
    }
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.EventProtos.EventBatch q, Blackhole bh) {
    bh.consume(q.getSessionId());
    for (io.wirebind.benchmarks.quickbuf.EventProtos.Event e : q.getEvents()) {
      if (e.hasPageView()) {
        bh.consume(e.getPageView().getUrl());
        bh.consume(e.getPageView().getReferrer());
      } else if (e.hasClick()) {
        bh.consume(e.getClick().getElementId());
      } else if (e.hasPurchase()) {
        bh.consume(e.getPurchase().getOrderId());
        bh.consume(e.getPurchase().getCurrency());
      }
    }
  }
}
