package io.wirebind.spring;

import io.wirebind.Limits;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code wirebind.limits.*} properties: the {@link Limits} request and response bodies are
 * decoded with, by the MVC converter and the WebFlux decoder the auto-configuration registers.
 * Unset ones keep {@link Limits#DEFAULTS} (Jackson's for JSON). For example {@code
 * wirebind.limits.max-string-length=100000} and {@code wirebind.limits.max-input-size=1048576}.
 * A body over a limit is answered with {@code 400 Bad Request} naming the limit and the byte.
 */
@ConfigurationProperties(prefix = "wirebind.limits")
public class WirebindLimitsProperties {
  /** Maximum nesting of JSON objects and arrays (default 1000). */
  private Integer maxDepth;
  /** Maximum nesting of protobuf messages (default 100). */
  private Integer maxProtoDepth;
  /** Maximum length of one string in UTF-8 bytes (default 20,000,000). */
  private Integer maxStringLength;
  /** Maximum length of one byte[] value (default 20,000,000). */
  private Integer maxBytesLength;
  /** Maximum number of elements of one list, array, set or map, and of messages in a list body (default 2^24). */
  private Integer maxCollectionSize;
  /** Maximum length of one JSON number in characters (default 1000). */
  private Integer maxNumberLength;
  /** Maximum size in bytes of one body, or one message of a streamed body (default unlimited). */
  private Long maxInputSize;

  /** The limits these properties set, over {@link Limits#DEFAULTS}. */
  public Limits toLimits() {
    Limits l = Limits.DEFAULTS;
    l = maxDepth != null ? l.withMaxDepth(maxDepth) : l;
    l = maxProtoDepth != null ? l.withMaxProtoDepth(maxProtoDepth) : l;
    l = maxStringLength != null ? l.withMaxStringLength(maxStringLength) : l;
    l = maxBytesLength != null ? l.withMaxBytesLength(maxBytesLength) : l;
    l = maxCollectionSize != null ? l.withMaxCollectionSize(maxCollectionSize) : l;
    l = maxNumberLength != null ? l.withMaxNumberLength(maxNumberLength) : l;
    return maxInputSize != null ? l.withMaxInputSize(maxInputSize) : l;
  }

  public Integer getMaxDepth() {
    return maxDepth;
  }

  public void setMaxDepth(Integer maxDepth) {
    this.maxDepth = maxDepth;
  }

  public Integer getMaxProtoDepth() {
    return maxProtoDepth;
  }

  public void setMaxProtoDepth(Integer maxProtoDepth) {
    this.maxProtoDepth = maxProtoDepth;
  }

  public Integer getMaxStringLength() {
    return maxStringLength;
  }

  public void setMaxStringLength(Integer maxStringLength) {
    this.maxStringLength = maxStringLength;
  }

  public Integer getMaxBytesLength() {
    return maxBytesLength;
  }

  public void setMaxBytesLength(Integer maxBytesLength) {
    this.maxBytesLength = maxBytesLength;
  }

  public Integer getMaxCollectionSize() {
    return maxCollectionSize;
  }

  public void setMaxCollectionSize(Integer maxCollectionSize) {
    this.maxCollectionSize = maxCollectionSize;
  }

  public Integer getMaxNumberLength() {
    return maxNumberLength;
  }

  public void setMaxNumberLength(Integer maxNumberLength) {
    this.maxNumberLength = maxNumberLength;
  }

  public Long getMaxInputSize() {
    return maxInputSize;
  }

  public void setMaxInputSize(Long maxInputSize) {
    this.maxInputSize = maxInputSize;
  }
}
