package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireMessage;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/** A mutable class whose optionals start empty; NON_ABSENT leaves empty ones out of the JSON. */
@WireMessage
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public class OptionalHolder {
  public Optional<String> note = Optional.empty();
  public OptionalInt level = OptionalInt.empty();
  public Optional<Duration> timeout = Optional.empty();
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public Optional<String> tag = Optional.empty();
  @JsonInclude(JsonInclude.Include.NON_DEFAULT)
  public OptionalInt count = OptionalInt.of(0);

  @Override
  public String toString() {
    return "OptionalHolder[" + note + ", " + level + ", " + timeout + ", " + tag + ", " + count + "]";
  }
}
