package io.wirebind.examples;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.TextFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.examples.events.AccountEvent;
import io.wirebind.examples.events.Churned;
import io.wirebind.examples.events.Paid;
import io.wirebind.examples.events.SignedUp;
import io.wirebind.examples.events.Timeline;
import io.wirebind.examples.events.peer.EventsProto;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Example 5: a sealed event hierarchy ({@link AccountEvent}) in a list. In JSON each event carries
 * its type id ({@code "@type":"Paid"}); in protobuf each is a {@code oneof}, which a protoc peer
 * reads with the classes it generates from {@code events.proto}. Decoding gives back the same
 * records, the right subtype for each.
 *
 * <p>Run: {@code java -cp ... io.wirebind.examples.EventsExample}
 */
public final class EventsExample {

  /** What the example found. */
  public record Result(String json, String proto3Json, boolean roundTrips, boolean peerReadsWirebind,
      boolean wirebindReadsPeer, List<String> peerCases) {}

  private EventsExample() {}

  public static void main(String[] args) throws InvalidProtocolBufferException {
    run(System.out);
  }

  /** The sample timeline: one event of each subtype. */
  public static Timeline sampleTimeline() {
    return new Timeline("acct-42", List.of(
        new SignedUp("ada", "pro"),
        new Paid("ada", 4_900, "EUR"),
        new Churned("ada", "moved to the annual plan")));
  }

  /** Runs the example, printing to {@code out}. */
  public static Result run(PrintStream out) throws InvalidProtocolBufferException {
    Codec<Timeline> codec = Wirebind.codec(Timeline.class);
    Timeline timeline = sampleTimeline();

    // JSON: the type id first in each event, as Jackson writes it
    String json = new String(codec.toJson(timeline), StandardCharsets.UTF_8);
    String proto3 = new String(codec.toJson(timeline, JsonStyle.PROTO3), StandardCharsets.UTF_8);
    out.println("JSON:        " + json);
    out.println("proto3 JSON: " + proto3);
    // the id may also come later in an object: still the right subtype
    AccountEvent late = Wirebind.codec(AccountEvent.class)
        .fromJson("{\"user\":\"bob\",\"plan\":\"free\",\"@type\":\"SignedUp\"}");
    out.println("type id last: " + late);

    // protobuf: the peer's generated classes see one oneof case per event
    byte[] bytes = codec.toProto(timeline);
    EventsProto.Timeline peer = EventsProto.Timeline.parseFrom(bytes);
    List<String> cases = peer.getEventsList().stream().map(e -> e.getKindCase().name()).toList();
    out.println("protobuf: " + bytes.length + " bytes; the peer sees "
        + TextFormat.printer().emittingSingleLine(true).printToString(peer).strip());
    boolean peerReads = cases.equals(List.of("SIGNED_UP", "PAID", "CHURNED"))
        && peer.getEvents(1).getPaid().getAmountCents() == 4_900;

    // and the peer writes, Wirebind reads: each event becomes the right record
    EventsProto.Timeline fromPeer = EventsProto.Timeline.newBuilder()
        .setAccount("acct-7")
        .addEvents(EventsProto.AccountEvent.newBuilder()
            .setPaid(EventsProto.Paid.newBuilder().setUser("cy").setAmountCents(1_200).setCurrency("USD")))
        .build();
    Timeline decoded = codec.fromProto(fromPeer.toByteArray());
    boolean wirebindReads = decoded.equals(new Timeline("acct-7", List.of(new Paid("cy", 1_200, "USD"))));
    out.println("Wirebind reads the peer's timeline: " + decoded);

    boolean roundTrips = codec.fromJson(json).equals(timeline) && codec.fromProto(bytes).equals(timeline)
        && codec.fromJson(proto3.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3).equals(timeline);
    out.println("both formats round-trip to the same records: " + (roundTrips ? "yes" : "NO"));
    return new Result(json, proto3, roundTrips, peerReads, wirebindReads, cases);
  }
}
