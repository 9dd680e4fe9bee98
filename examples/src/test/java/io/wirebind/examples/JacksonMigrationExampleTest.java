package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.examples.jackson.QuoteResponse;
import org.junit.jupiter.api.Test;

class JacksonMigrationExampleTest {

  @Test
  void sameJsonAsObjectMapperBothWays() {
    Output out = new Output();
    JacksonMigrationExample.Result r = JacksonMigrationExample.run(out.stream, 100);
    assertTrue(r.identicalJson());
    assertTrue(r.jacksonReadsWirebind());
    assertTrue(r.wirebindReadsJackson());
    assertTrue(r.nullNoteOmitted());
    assertFalse(r.json().contains("internalCost"), r.json());
    String text = out.text();
    assertTrue(text.contains("identical JSON bytes: yes"), text);
    assertTrue(text.contains("Jackson reads Wirebind's JSON: yes; Wirebind reads Jackson's JSON: yes"),
        text);
    assertTrue(text.contains("(indicative; JMH is the real measurement)"), text);
  }

  @Test
  void bytesMatchObjectMapperDirectly() throws Exception {
    Codec<QuoteResponse> codec = Wirebind.codec(QuoteResponse.class);
    QuoteResponse q = JacksonMigrationExample.sampleQuote();
    assertArrayEquals(new ObjectMapper().writeValueAsBytes(q), codec.toJson(q));
    q.setNote(null);
    q.setVenues(new java.util.ArrayList<>());
    assertArrayEquals(new ObjectMapper().writeValueAsBytes(q), codec.toJson(q));
  }

  @Test
  void jsonIgnoredFieldStaysOutOfProtobufToo() {
    Codec<QuoteResponse> codec = Wirebind.codec(QuoteResponse.class);
    QuoteResponse q = new QuoteResponse();
    q.setInternalCost(1.5);
    assertEquals(0, codec.toProto(q).length);
  }
}
