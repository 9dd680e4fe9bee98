package io.wirebind.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The streaming kind and name of one method of a {@link WireRpcService} interface; a method
 * without it is a unary {@code rpc} named after the method with its first letter in upper case
 * ({@code place} is {@code Place}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface WireRpc {

  /** Which side streams: {@code rpc M(stream Req) returns (stream Resp)} is {@link Streaming#BIDI}. */
  Streaming value() default Streaming.UNARY;

  /** The {@code rpc} name; by default the method's name with its first letter in upper case. */
  String name() default "";

  /** Which side of a call sends a stream of messages. */
  enum Streaming {
    /** One request, one response. */
    UNARY,
    /** One request, a stream of responses. */
    SERVER,
    /** A stream of requests, one response. */
    CLIENT,
    /** Streams both ways. */
    BIDI;

    /** Whether the client sends a stream. */
    public boolean clientStreams() {
      return this == CLIENT || this == BIDI;
    }

    /** Whether the server sends a stream. */
    public boolean serverStreams() {
      return this == SERVER || this == BIDI;
    }
  }
}
