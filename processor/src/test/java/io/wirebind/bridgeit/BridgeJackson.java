package io.wirebind.bridgeit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.joda.JodaModule;

/** The application's mappers of the bridge tests: Jackson's defaults with the Joda module, and a variant. */
final class BridgeJackson {
  private BridgeJackson() {}

  /** Jackson's defaults plus Joda: Joda instants as epoch milliseconds. */
  static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new JodaModule()).build();

  /** Joda instants as ISO text: a bridged property follows the mapper it is given. */
  static final ObjectMapper ISO_MAPPER = JsonMapper.builder().addModule(new JodaModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
}
