package io.wirebind.spring;

import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.lang.Nullable;
import org.springframework.util.MimeType;

/** The three body formats and the media types that select them. */
enum WireFormat {
  /** A JSON value; a sequence is one JSON array. */
  JSON,
  /** One JSON value per line; a sequence is one line per message. */
  NDJSON,
  /** The protobuf wire format; a sequence is length-delimited messages (varint length first). */
  PROTO;

  /** The name used in error messages. */
  String label() {
    return this == PROTO ? "protobuf" : name();
  }

  static final MediaType APPLICATION_PROTOBUF = new MediaType("application", "protobuf");
  static final MediaType APPLICATION_X_PROTOBUF = new MediaType("application", "x-protobuf");
  static final MediaType APPLICATION_NDJSON = new MediaType("application", "x-ndjson");
  static final MediaType APPLICATION_ANY_JSON = new MediaType("application", "*+json");

  /** Every media type handled, the default (JSON) first. */
  static final List<MediaType> MEDIA_TYPES =
      List.of(
          MediaType.APPLICATION_JSON,
          APPLICATION_ANY_JSON,
          APPLICATION_X_PROTOBUF,
          APPLICATION_PROTOBUF,
          APPLICATION_NDJSON);

  /** The format for a concrete media type; JSON for none or a wildcard. */
  static WireFormat of(@Nullable MimeType type) {
    if (type == null || type.isWildcardType() || !"application".equals(type.getType())) {
      return JSON;
    }
    String sub = type.getSubtype();
    if (sub.equals("x-protobuf") || sub.equals("protobuf")) {
      return PROTO;
    }
    if (sub.equals("x-ndjson")) {
      return NDJSON;
    }
    return JSON;
  }
}
